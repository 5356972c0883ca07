import {
  didNotRun,
  evaluateBatch,
  parseSamples,
  prepareBatch,
  RunClient,
  score,
  type Dataset,
  type ExecResult,
  type Executor,
  type GenerateRecord,
  type Mode,
  type PlannedRun,
  type Report,
  type Sample,
  type SampleResult,
  type TaskKind,
} from '@mcjudge/core';
import { fetchDataSource } from './browser-data.ts';
import { placement, type ServerSetting } from './executors.ts';
import { cacheVerdict, cachedVerdict, saveInput, saveServerRun, savedServerRun, verdictKey } from './result-cache.ts';
import { runName, type SavedRun } from './run-store.ts';
import { WorkQueue } from './work-queue.ts';

export type RunState = 'idle' | 'loading' | 'running' | 'paused' | 'done' | 'cancelled';

export interface LanguageProgress {
  total: number;
  done: number;
  passed: number;
  /** Done but never ran (unavailable, infra_error): not in the pass rate. */
  notRun: number;
}

/** Answers handed to an evaluation as they arrive (the Model source); see `Evaluation.open`. */
export interface AnswerFeed {
  /** Judges this answer of a planned sample as soon as a slot is free. */
  add(taskId: string, generation: number, answer: string, source: string): void;
  /** No more answers: resolves when every answer added is judged. */
  close(): Promise<void>;
  /** Nothing was asked after all (the endpoint failed at once): back to idle, no run shown. */
  abandon(): void;
}

/** One evaluation of dropped McEval output files, or of a model's answers as they arrive, in the page: progress, pause, cancel, results. */
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
  /** How the answers were made, when the Model source made them (generate.json's record): shown with the results, put in summary.json. */
  generated = $state.raw<GenerateRecord | undefined>(undefined);
  /** The saved run this is (a new one per start; a restored run keeps its id). */
  runId = $state('');
  /** The input files' names, or the model's: what the saved run is named after. */
  sources: string[] = [];
  kind: TaskKind | undefined;
  /** ISO date of when the run ended (done or cancelled); '' while it runs. */
  endedAt = '';
  /** The dataset hash of a restored run (its tasks are not loaded again). */
  private restoredSha = '';
  /** Called once a run ends (done or cancelled) with something judged: the run history saves it. */
  onfinish: ((run: SavedRun) => void) | undefined;
  private resumeWaiters: (() => void)[] = [];
  /** The server run of this evaluation's server-only samples, while it is followed: a cancel stops it. */
  private serverRun: { client: RunClient; stop: AbortController } | undefined;

  get done(): number {
    return this.results.length;
  }

  /** core's report of what was judged; `expected` is every planned sample, so a cancelled run is partial. */
  report(): Report | undefined {
    const sha = this.dataset?.sha256 ?? this.restoredSha;
    return sha && this.results.length ? score(this.results, sha, this.mode, { expected: this.total }) : undefined;
  }

  /** The model that answered, or (for files) the files' names without extensions. */
  get model(): string {
    return this.generated?.model ?? (this.sources.map((f) => f.replace(/\.jsonl(\.gz)?$/, '')).join(', ') || 'run');
  }

  /** The run as the history keeps it (plain data, no proxies). */
  snapshot(): SavedRun | undefined {
    if ((this.state !== 'done' && this.state !== 'cancelled') || !this.results.length) return undefined;
    const date = new Date(this.endedAt || Date.now());
    const model = this.model;
    return {
      id: this.runId,
      name: runName(model, date),
      model,
      savedAt: date.toISOString(),
      state: this.state,
      mode: this.mode,
      kind: this.kind,
      files: [...this.sources],
      datasetSha256: this.dataset?.sha256 ?? this.restoredSha,
      expected: this.total,
      results: $state.snapshot(this.results) as SampleResult[],
      answers: Object.fromEntries(this.answers),
      generated: this.generated,
    };
  }

  /** Shows a saved run as if it had just ended: results, progress, drill-down answers (not its programs' outputs). */
  restore(run: SavedRun): void {
    this.reset(run.mode);
    this.runId = run.id;
    this.sources = run.files;
    this.kind = run.kind;
    this.restoredSha = run.datasetSha256;
    this.endedAt = run.savedAt;
    this.dataset = undefined;
    this.total = run.expected;
    this.generated = run.generated;
    for (const [k, v] of Object.entries(run.answers)) this.answers.set(k, v);
    const progress: Record<string, LanguageProgress> = {};
    for (const r of run.results) {
      const p = (progress[r.language] ??= { total: 0, done: 0, passed: 0, notRun: 0 });
      p.total++;
      p.done++;
      if (r.status === 'passed') p.passed++;
      if (didNotRun(r.status)) p.notRun++;
    }
    this.progress = progress;
    this.results = run.results;
    this.state = run.state;
  }

  private finished(): void {
    this.endedAt = new Date().toISOString();
    const run = this.snapshot();
    if (run) this.onfinish?.(run);
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
    if (this.state !== 'running' && this.state !== 'paused') return;
    this.state = 'cancelled';
    for (const w of this.resumeWaiters.splice(0)) w();
    const server = this.serverRun;
    if (server) {
      server.stop.abort();
      const id = server.client.runId;
      if (id) void server.client.cancel(id);
    }
    this.finished();
  }

  /** Awaited before each sample is judged (and each model answer asked): waits while paused; false once cancelled. */
  async gate(): Promise<boolean> {
    while (this.state === 'paused') await new Promise<void>((r) => this.resumeWaiters.push(r));
    return this.state === 'running';
  }

  private reset(mode: Mode): void {
    this.state = 'loading';
    this.mode = mode;
    this.problems = [];
    this.results = [];
    this.progress = {};
    this.total = 0;
    this.answers.clear();
    this.executions.clear();
    this.generated = undefined;
    this.endedAt = '';
    this.runId = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
    this.restoredSha = '';
  }

  /**
   * Reads the files, loads the tasks they need, then judges every generation (cached ones first). With a
   * server that answered (`server`), the samples of languages only it runs go to it as one durable run
   * (core's RunClient): a reload or a dropped connection follows the same run again, and nothing it
   * judged is judged twice. The rest run in this browser, a program handed on by its WASM runtime going
   * to the server one by one (`executor`).
   */
  async start(files: { name: string; text: string }[], executor: Executor, options: { mode: Mode; kind?: TaskKind; parallel: number; server?: ServerRoute }): Promise<void> {
    this.reset(options.mode);
    this.sources = files.map((f) => f.name);
    this.kind = options.kind;
    await saveInput({ files, mode: options.mode, kind: options.kind });
    const samples = files.flatMap((f) => {
      const parsed = parseSamples(f.text, f.name);
      this.problems.push(...parsed.problems.map((p) => `${p.source}: ${p.message}`));
      return parsed.samples;
    });
    this.message = 'loading the tasks these files need…';
    const runs = await this.prepare(samples, options.kind, 'no sample to evaluate in these files');
    if (!runs) return;
    const server = options.server;
    const onServer = server ? runs.filter((r) => placement(r.language, server.languages).where === 'server') : [];
    const here = onServer.length ? runs.filter((r) => !onServer.includes(r)) : runs;
    await Promise.all([this.judge(here, executor, options.mode, options.parallel), server && onServer.length ? this.judgeOnServer(onServer, files, server.setting, options.mode) : undefined]);
    if (this.state === 'running') {
      this.state = 'done';
      this.finished();
    }
  }

  /**
   * Evaluates answers as they arrive (the Model source). `expected` holds every sample that is to come
   * (its generations empty), so that progress counts them from the start; each answer added to the feed
   * is judged through the same cache and results as a file's, at most `parallel` at once. A sample
   * whose answer never comes stays unjudged: the report is then partial, never a failure.
   */
  async open(expected: Sample[], executor: Executor, options: { mode: Mode; kind: TaskKind; parallel: number }): Promise<AnswerFeed | undefined> {
    this.reset(options.mode);
    this.kind = options.kind;
    this.message = 'loading the tasks to ask…';
    const planned = await this.prepare(expected, options.kind, 'no task to ask');
    if (!planned) return undefined;
    const byKey = new Map(planned.map((r) => [`${r.task.id}#${r.generation}`, r]));
    const queue = new WorkQueue(options.parallel);
    return {
      add: (taskId, generation, answer, source) => {
        const run = byKey.get(`${taskId}#${generation}`);
        if (!run || this.state === 'cancelled') return;
        queue.push(() => this.judge([{ ...run, answer, source }], executor, options.mode, 1));
      },
      close: async () => {
        await queue.drained();
        if (this.state === 'running' || this.state === 'paused') {
          this.state = 'done';
          this.finished();
        }
      },
      abandon: () => {
        this.reset(options.mode);
        this.state = 'idle';
        this.message = '';
      },
    };
  }

  /** Loads the tasks the samples need and plans their runs; undefined (the run done, with `nothing` said) when none is left. */
  private async prepare(samples: Sample[], kind: TaskKind | undefined, nothing: string): Promise<PlannedRun[] | undefined> {
    const prepared = await prepareBatch(samples, fetchDataSource(), { task: kind });
    this.problems.push(...prepared.problems);
    if (!prepared.dataset) {
      this.state = 'done';
      this.message = nothing;
      return undefined;
    }
    const dataset = (this.dataset = prepared.dataset);
    this.total = prepared.runs.length;
    const progress: Record<string, LanguageProgress> = {};
    for (const r of prepared.runs) (progress[r.language.name] ??= { total: 0, done: 0, passed: 0, notRun: 0 }).total++;
    this.progress = progress;
    this.state = 'running';
    this.message = '';
    return prepared.runs;
  }

  /** Judges planned runs (cached verdicts first), adding each result and its progress as it lands. */
  private async judge(runs: PlannedRun[], executor: Executor, mode: Mode, parallel: number): Promise<void> {
    const dataset = this.dataset!;
    /** The cache keys of the runs that were judged now, not recalled. */
    const fresh = new Map<PlannedRun, string>();
    await evaluateBatch(dataset, runs, {
      executor,
      mode,
      jobs: parallel,
      cache: this.executions,
      gate: () => this.gate(),
      recall: async (run) => {
        const { key, kept } = await this.recall(run);
        if (!kept) fresh.set(run, key);
        return kept;
      },
      onResult: async (result, run) => {
        const key = fresh.get(run);
        fresh.delete(run);
        await this.land(result, run, key);
      },
    });
  }

  /**
   * Judges runs on the server as one durable run (cached verdicts first). What the run never gives back
   * (the server gone for good, the run failed) stays unjudged: the report is partial, never a failure.
   */
  private async judgeOnServer(runs: PlannedRun[], files: { name: string; text: string }[], setting: ServerSetting, mode: Mode): Promise<void> {
    const wanted = new Map<string, { run: PlannedRun; key: string }>();
    for (const run of runs) {
      const { key, kept } = await this.recall(run);
      if (kept) await this.land(kept, run, undefined);
      else wanted.set(`${run.task.kind}:${run.task.id}:${run.generation}`, { run, key });
    }
    if (!wanted.size || this.state === 'cancelled') return;
    const stop = new AbortController();
    const client = new RunClient({
      server: setting.url,
      token: setting.token || undefined,
      mode,
      task: this.kind,
      compare: false,
      retryMs: 120_000,
      again: 'evaluate the same files again',
      saved: { load: savedServerRun, save: saveServerRun },
      log: (line) => (this.message = line),
      signal: stop.signal,
    });
    this.serverRun = { client, stop };
    try {
      const answers = files.map((f) => ({ file: f.name, text: f.text }));
      const outcome = await client.evaluate(answers, [...wanted.values()].map(({ run }) => ({ task_id: run.task.id, kind: run.task.kind, generation: run.generation })), async (result) => {
        const held = wanted.get(`${result.kind}:${result.task_id}:${result.generation}`);
        if (!held) return;
        wanted.delete(`${result.kind}:${result.task_id}:${result.generation}`);
        this.answers.set(`${held.run.task.id}#${held.run.generation}`, held.run.answer);
        await this.land({ ...result, ...(held.run.source ? { source: held.run.source } : {}) }, held.run, held.key);
      });
      if (outcome.ended !== 'done' && outcome.ended !== 'stopped') {
        const why = outcome.ended === 'unreachable' ? outcome.error : `the server's run ${outcome.runId} ended ${outcome.ended}${outcome.error ? `: ${outcome.error}` : ''}`;
        this.problems.push(`${why}: ${wanted.size} sample(s) were not judged`);
      }
    } catch (e) {
      this.problems.push(`the server could not run ${wanted.size} sample(s): ${(e as Error).message}`);
    } finally {
      this.serverRun = undefined;
      this.message = '';
    }
  }

  /** A verdict kept from an earlier run of the same answer, and the cache key it is (or will be) kept under. */
  private async recall(run: PlannedRun): Promise<{ key: string; kept: SampleResult | undefined }> {
    this.answers.set(`${run.task.id}#${run.generation}`, run.answer);
    const key = await verdictKey(this.dataset!.sha256, this.mode, run.task, run.generation, run.answer);
    return { key, kept: await cachedVerdict(key) };
  }

  /** A result lands: kept under `key` (when judged now), shown, counted. */
  private async land(result: SampleResult, run: PlannedRun, key: string | undefined): Promise<void> {
    // Unavailable is not a verdict to keep: a server set later may run it.
    if (key && result.status !== 'unavailable') await cacheVerdict(key, $state.snapshot(result) as SampleResult);
    if (this.state === 'cancelled') return;
    this.results.push(result);
    const p = this.progress[run.language.name];
    p.done++;
    if (result.status === 'passed') p.passed++;
    if (didNotRun(result.status)) p.notRun++;
  }
}

/** A server that answered, and the languages it runs. */
export interface ServerRoute {
  setting: ServerSetting;
  languages: Set<string>;
}
