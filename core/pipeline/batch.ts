import { loadDataset, type Dataset, type DataSource } from '../dataset/dataset.ts';
import type { Executor } from '../execute/executor.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Mode, Sample, SampleResult, TaskKind } from '../types.ts';
import type { PipelineContext } from './evaluate.ts';
import { judgeRun, pipelineContext } from './one-answer.ts';
import { runPool } from './pool.ts';
import { neededData, planRuns, selectSamples, type PlannedRun } from './select-samples.ts';

/**
 * The batch pipeline, written once for the CLI, the server, the worker tier and the web app:
 * parse (the caller's: files, a request body) → select → plan → pooled evaluate, with resume
 * (`isDone`), a verdict cache (`recall`), progress and results (`onResult`), pause (`gate`) and cancel
 * (`signal`). Scoring is `score()` on the results.
 */

export interface BatchSelection {
  /** Keep one task kind (generation and explanation share ids; completion ids say so). */
  task?: TaskKind;
  /** Keep these languages only. */
  languages?: Language[];
  /**
   * Resume: given the dataset the samples need (a results file is tied to its hash), what is already
   * judged; those generations are planned out, never run again.
   */
  resume?: (dataset: Dataset) => (taskId: string, kind: TaskKind, generation: number) => boolean;
}

export interface PreparedBatch {
  /** Every task the selected samples need, with its references and tests. */
  dataset: Dataset;
  /** What is left to evaluate, in input order. */
  runs: PlannedRun[];
  /** Samples skipped (unknown language or task id), as messages naming their source. */
  problems: string[];
}

/** Nothing to evaluate: no sample was of a known language and the wanted kind; `problems` says why. */
export interface NothingSelected {
  dataset?: undefined;
  runs?: undefined;
  problems: string[];
}

/** Samples planned per turn of the event loop (a 16,000-sample file leaves a server responsive). */
const PLAN_BATCH = 2_000;

const nextTurn = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Select → load the tasks they need → plan. Undefined when nothing is left to select (`problems` says
 * why); a plan may still be empty when every sample is done.
 */
export async function prepareBatch(samples: Sample[], data: DataSource, selection: BatchSelection = {}): Promise<PreparedBatch | NothingSelected> {
  const selected = selectSamples(samples, { task: selection.task, languages: selection.languages });
  if (selected.selected.length === 0) return { problems: selected.problems };
  const dataset = await loadDataset(data, neededData(selected.selected));
  const isDone = selection.resume?.(dataset);
  const runs: PlannedRun[] = [];
  const problems = [...selected.problems];
  for (let i = 0; i < selected.selected.length; i += PLAN_BATCH) {
    const plan = planRuns(selected.selected.slice(i, i + PLAN_BATCH), dataset, isDone);
    for (const r of plan.runs) runs.push(r);
    problems.push(...plan.problems);
    if (i + PLAN_BATCH < selected.selected.length) await nextTurn();
  }
  return { dataset, runs, problems };
}

export interface BatchProgress {
  done: number;
  total: number;
  passed: number;
}

export interface BatchOptions {
  executor: Executor;
  mode: Mode;
  /** Programs in flight at once. */
  jobs: number;
  /** Default mode: also run the official pipeline and note where its verdict differs (default: on). */
  comparePaper?: boolean;
  /** Identical programs run once: pass a map to share it beyond this batch (the web app's drill-down reads it). */
  cache?: Map<string, Promise<ExecResult>>;
  /** A verdict kept from before (the web app's IndexedDB): used instead of running the sample. */
  recall?: (run: PlannedRun) => Promise<SampleResult | undefined>;
  /** Each result, in completion order, with the progress it makes; awaited before the next one counts. */
  onResult?: (result: SampleResult, run: PlannedRun, progress: BatchProgress) => void | Promise<void>;
  /** Awaited before each sample starts: false starts no more (a pause awaits here). */
  gate?: () => boolean | Promise<boolean>;
  /** Cancel: no sample starts afterwards, the programs running are stopped, and a result that lands afterwards is dropped. */
  signal?: AbortSignal;
}

export interface BatchOutcome {
  /** Every result judged, in completion order. */
  results: SampleResult[];
  /** Ended by the signal or the gate before every run was judged. */
  cancelled: boolean;
}

/** Pooled evaluation of planned runs; each result carries where its answer came from and its hash. */
export async function evaluateBatch(dataset: Dataset, runs: PlannedRun[], options: BatchOptions): Promise<BatchOutcome> {
  const ctx: PipelineContext = pipelineContext(dataset, options);
  const results: SampleResult[] = [];
  let passed = 0;
  let stopped = false;
  const cancelled = () => stopped || options.signal?.aborted === true;
  await runPool(runs, options.jobs, async (run) => {
    if (cancelled()) return;
    if (options.gate && !(await options.gate())) {
      stopped = true;
      return;
    }
    const result = (await options.recall?.(run)) ?? (await judgeRun(ctx, run));
    if (cancelled()) return; // a program the cancel killed gives no verdict
    results.push(result);
    if (result.status === 'passed') passed++;
    await options.onResult?.(result, run, { done: results.length, total: runs.length, passed });
  });
  return { results, cancelled: results.length < runs.length && cancelled() };
}
