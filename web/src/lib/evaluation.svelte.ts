import {
  didNotRun,
  evaluateBatch,
  parseSamples,
  prepareBatch,
  score,
  type Dataset,
  type ExecResult,
  type Executor,
  type Mode,
  type PlannedRun,
  type Report,
  type SampleResult,
  type TaskKind,
} from '@mcjudge/core';
import { fetchDataSource } from './browser-data.ts';
import { cacheVerdict, cachedVerdict, saveInput, verdictKey } from './result-cache.ts';

export type RunState = 'idle' | 'loading' | 'running' | 'paused' | 'done' | 'cancelled';

export interface LanguageProgress {
  total: number;
  done: number;
  passed: number;
  /** Done but never ran (unavailable, infra_error): not in the pass rate. */
  notRun: number;
}

/** One evaluation of dropped McEval output files, in the page: progress, pause, cancel, results. */
export class Evaluation {
  state = $state<RunState>('idle');
  message = $state('');
  problems = $state<string[]>([]);
  progress = $state<Record<string, LanguageProgress>>({});
  results = $state<SampleResult[]>([]);
  total = $state(0);
  /** Answers and executions by task (for drill-down). */
  answers = new Map<string, string>();
  executions = new Map<string, Promise<ExecResult>>();
  dataset: Dataset | undefined;
  mode: Mode = 'default';
  private resumeWaiters: (() => void)[] = [];

  get done(): number {
    return this.results.length;
  }

  /** core's report of what was judged; `expected` is every planned sample, so a cancelled run is partial. */
  report(): Report | undefined {
    return this.dataset && this.results.length ? score(this.results, this.dataset.sha256, this.mode, { expected: this.total }) : undefined;
  }

  pause(): void {
    if (this.state === 'running') this.state = 'paused';
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'running';
    for (const w of this.resumeWaiters.splice(0)) w();
  }

  cancel(): void {
    if (this.state === 'running' || this.state === 'paused') this.state = 'cancelled';
    for (const w of this.resumeWaiters.splice(0)) w();
  }

  private async gate(): Promise<boolean> {
    while (this.state === 'paused') await new Promise<void>((r) => this.resumeWaiters.push(r));
    return this.state === 'running';
  }

  /** Reads the files, loads the tasks they need, then judges every generation (cached ones first). */
  async start(files: { name: string; text: string }[], executor: Executor, options: { mode: Mode; kind?: TaskKind; parallel: number }): Promise<void> {
    this.state = 'loading';
    this.mode = options.mode;
    this.problems = [];
    this.results = [];
    this.progress = {};
    this.answers.clear();
    this.executions.clear();
    await saveInput({ files, mode: options.mode, kind: options.kind });
    const samples = files.flatMap((f) => {
      const parsed = parseSamples(f.text, f.name);
      this.problems.push(...parsed.problems.map((p) => `${p.source}: ${p.message}`));
      return parsed.samples;
    });
    this.message = 'loading the tasks these files need…';
    const prepared = await prepareBatch(samples, fetchDataSource(), { task: options.kind });
    this.problems.push(...prepared.problems);
    if (!prepared.dataset) {
      this.state = 'done';
      this.message = 'no sample to evaluate in these files';
      return;
    }
    const dataset = (this.dataset = prepared.dataset);
    this.total = prepared.runs.length;
    const progress: Record<string, LanguageProgress> = {};
    for (const r of prepared.runs) (progress[r.language.name] ??= { total: 0, done: 0, passed: 0, notRun: 0 }).total++;
    this.progress = progress;
    this.state = 'running';
    this.message = '';
    /** The cache keys of the runs that were judged now, not recalled. */
    const fresh = new Map<PlannedRun, string>();
    await evaluateBatch(dataset, prepared.runs, {
      executor,
      mode: options.mode,
      jobs: options.parallel,
      cache: this.executions,
      gate: () => this.gate(),
      recall: async (run) => {
        this.answers.set(`${run.task.id}#${run.generation}`, run.answer);
        const key = await verdictKey(dataset.sha256, this.mode, run.task.id, run.generation, run.answer);
        const kept = await cachedVerdict(key);
        if (!kept) fresh.set(run, key);
        return kept;
      },
      onResult: async (result, run) => {
        const key = fresh.get(run);
        fresh.delete(run);
        // Unavailable is not a verdict to keep: a server set later may run it.
        if (key && result.status !== 'unavailable') await cacheVerdict(key, $state.snapshot(result) as SampleResult);
        if (this.state === 'cancelled') return;
        this.results.push(result);
        const p = this.progress[run.language.name];
        p.done++;
        if (result.status === 'passed') p.passed++;
        if (didNotRun(result.status)) p.notRun++;
      },
    });
    if (this.state === 'running') this.state = 'done';
  }
}
