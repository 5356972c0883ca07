import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  judgeRun,
  loadDataset,
  parseSamples,
  pipelineContext,
  planAnswer,
  planRuns,
  selectSamples,
  type Dataset,
  type Language,
  type PipelineContext,
  type PlannedRun,
  type TaskKind,
} from '@mcjudge/core';
import { diskDataSource, readTextFile } from '@mcjudge/server';
import { answerFiles, logResume, openResults, warnUnavailable, type Evaluation } from './evaluation.ts';
import { Progress } from './progress.ts';
import type { ResultsFile } from './results-file.ts';

/** The answers folder as generate leaves it once read, and what it will ask for. */
export interface AnswersReady {
  dir: string;
  task: TaskKind;
  languages: Language[];
  toAsk: number;
}

/**
 * `run`'s evaluation: each answer is judged as soon as generate has written its line, at most --jobs
 * at once, through core's pipeline (the context, plan and result `evaluate`'s batch gives), its result
 * appended to <out>/results.jsonl. A task's answers are numbered and named (`file:line` of its first
 * line) as `evaluate --samples <answers folder>` numbers and names them, so both give the same results.
 */
export class LiveEvaluation {
  private readonly ctx: PipelineContext;
  private readonly queue: PlannedRun[] = [];
  private running = 0;
  private stopped = false;
  private failure: unknown;
  private waiting: (() => void)[] = [];
  /** Per answers file and task id: its answers so far, and where the first one is. */
  private readonly tasks = new Map<string, { generations: number; source: string }>();
  /** Per answers file: its lines so far. */
  private readonly lines = new Map<string, number>();
  private readonly progress: Progress;
  /** Results done before this run. */
  readonly doneBefore: number;
  /** Answers planned in this run (those already in the folder and those that arrive). */
  planned = 0;
  /** Input problems reported. */
  problems = 0;

  private constructor(
    private readonly e: Evaluation,
    readonly dataset: Dataset,
    readonly results: ResultsFile,
    private readonly ready: AnswersReady,
    backlog: PlannedRun[],
    private readonly log: (s: string) => void,
  ) {
    this.ctx = pipelineContext(dataset, { executor: e.executor, mode: e.mode, comparePaper: e.comparePaper });
    this.doneBefore = results.done.length;
    this.progress = new Progress(backlog.length + ready.toAsk, 'evaluate', log);
    for (const run of backlog) this.push(run);
  }

  /** Opens results.jsonl and starts judging the answers already in the folder that it does not hold. */
  static async open(e: Evaluation, ready: AnswersReady, log: (s: string) => void): Promise<LiveEvaluation> {
    const dataset = await loadDataset(diskDataSource(), { languages: ready.languages, kinds: [ready.task] });
    const results = openResults(e, dataset);
    const selection = { task: ready.task, languages: e.languages };
    // What is in the folder, read as evaluate reads it.
    const files = existsSync(ready.dir) ? answerFiles(ready.dir) : [];
    const counts: [string, string, number, string][] = [];
    const lineCounts: [string, number][] = [];
    let problems = 0;
    const backlog: PlannedRun[] = [];
    for (const file of files) {
      const text = readTextFile(file);
      const parsed = parseSamples(text, file);
      for (const p of parsed.problems) log(`skipped ${p.source}: ${p.message}`);
      problems += parsed.problems.length;
      const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
      lineCounts.push([file, lines[lines.length - 1] === '' ? lines.length - 1 : lines.length]);
      for (const s of parsed.samples) counts.push([file, s.taskId, s.generations.length, s.source ?? `${file}:1`]);
      const selected = selectSamples(parsed.samples, selection);
      const plan = planRuns(selected.selected, dataset, (task_id, kind, generation) => results.isDone({ task_id, kind, generation }));
      for (const p of [...selected.problems, ...plan.problems]) log(p);
      problems += selected.problems.length + plan.problems.length;
      backlog.push(...plan.runs);
    }
    logResume(results, backlog.length + ready.toAsk, log);
    if (backlog.length) log(`evaluating ${backlog.length} answer(s) already in ${ready.dir} while asking for the rest`);
    await warnUnavailable(e.executor, ready.languages, log);
    const live = new LiveEvaluation(e, dataset, results, ready, backlog, log);
    for (const [file, taskId, generations, source] of counts) live.tasks.set(`${file}\n${taskId}`, { generations, source });
    for (const [file, n] of lineCounts) live.lines.set(file, n);
    live.problems = problems;
    return live;
  }

  /** A scored answer line just appended to `file`: planned as evaluate would plan it, and judged. */
  answer(file: string, line: Record<string, unknown>): void {
    const path = resolve(file);
    const lineNo = (this.lines.get(path) ?? 0) + 1;
    this.lines.set(path, lineNo);
    const parsed = parseSamples(JSON.stringify(line), path);
    for (const p of parsed.problems) {
      this.log(`skipped ${path}:${lineNo}: ${p.message}`);
      this.problems++;
    }
    for (const sample of parsed.samples) {
      const key = `${path}\n${sample.taskId}`;
      const task = this.tasks.get(key) ?? { generations: 0, source: `${path}:${lineNo}` };
      this.tasks.set(key, task);
      for (const answer of sample.generations) {
        const generation = task.generations++;
        const planned = planAnswer(this.dataset, { taskId: sample.taskId, generation, answer, source: task.source }, { task: this.ready.task, languages: this.e.languages });
        if (planned === undefined) continue;
        if (typeof planned === 'string') {
          this.log(planned);
          this.problems++;
          continue;
        }
        if (this.results.isDone({ task_id: planned.task.id, kind: planned.task.kind, generation })) continue;
        this.push(planned);
      }
    }
  }

  private push(run: PlannedRun): void {
    if (this.stopped) return;
    this.planned++;
    this.queue.push(run);
    this.pump();
  }

  private pump(): void {
    while (!this.stopped && this.running < this.e.jobs && this.queue.length) {
      const run = this.queue.shift()!;
      this.running++;
      void judgeRun(this.ctx, run)
        .then((r) => {
          this.results.append(r);
          this.progress.tick(r.status === 'passed');
        })
        .catch((e: unknown) => {
          this.failure ??= e;
          this.stop();
        })
        .finally(() => {
          this.running--;
          this.pump();
          if (!this.running && (this.stopped || !this.queue.length)) for (const w of this.waiting.splice(0)) w();
        });
    }
  }

  /** Starts nothing more (an interrupted or failed generate): what is in flight still lands. */
  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
  }

  /** Waits for every answer handed in so far to be judged (or, once stopped, for those in flight). */
  async drain(): Promise<void> {
    while (this.running || (!this.stopped && this.queue.length)) await new Promise<void>((r) => this.waiting.push(r));
    if (this.failure) throw this.failure;
  }
}
