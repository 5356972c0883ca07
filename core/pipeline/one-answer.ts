import type { Dataset } from '../dataset/dataset.ts';
import { sha256Hex } from '../dataset/manifest.ts';
import type { Executor } from '../execute/executor.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Mode, SampleResult, TaskKind } from '../types.ts';
import { evaluateGeneration, type PipelineContext } from './evaluate.ts';
import { selectSamples, type PlannedRun } from './select-samples.ts';

/**
 * One answer at a time, for a caller that evaluates answers as they arrive (`mcjudge run`) instead of
 * a whole file: the same context, plan and judged result as the batch pipeline (batch.ts uses these).
 */

export interface ContextOptions {
  executor: Executor;
  mode: Mode;
  /** Default mode: also run the official pipeline and note where its verdict differs (default: on). */
  comparePaper?: boolean;
  /** Identical programs run once (default: a new map). */
  cache?: Map<string, Promise<ExecResult>>;
  /** A cancel: the programs running are stopped. */
  signal?: AbortSignal;
}

/** The pipeline context a batch (or a stream of answers) is judged in. */
export function pipelineContext(dataset: Dataset, options: ContextOptions): PipelineContext {
  return {
    references: dataset.references,
    executor: options.executor,
    mode: options.mode,
    cache: options.cache ?? new Map(),
    comparePaper: options.mode === 'default' && options.comparePaper !== false,
    signal: options.signal,
  };
}

/** One answer of a task: which generation of it this is (its place among the task's answers in its file) and where it is. */
export interface OneAnswer {
  taskId: string;
  generation: number;
  answer: string;
  /** `file:line`, as the batch names a sample's source. */
  source?: string;
}

/**
 * Plans one answer exactly as `prepareBatch` plans a generation of a sample: undefined when it is not of
 * the selected kind or languages, a problem message when its task is unknown.
 */
export function planAnswer(dataset: Dataset, one: OneAnswer, selection: { task?: TaskKind; languages?: Language[] } = {}): PlannedRun | string | undefined {
  const { selected, problems } = selectSamples([{ taskId: one.taskId, generations: [one.answer], ...(one.source ? { source: one.source } : {}) }], selection);
  if (problems.length) return problems[0];
  const picked = selected[0];
  if (!picked) return undefined;
  const task = dataset.find(one.taskId, picked.kind);
  if (!task) return `skipped ${one.source ?? one.taskId}: unknown task id "${one.taskId}" in McEval ${picked.kind}`;
  return { language: picked.language, task, generation: one.generation, answer: one.answer, ...(one.source ? { source: one.source } : {}) };
}

/** Judges a planned run; the result carries where its answer came from and its hash. */
export async function judgeRun(ctx: PipelineContext, run: PlannedRun): Promise<SampleResult> {
  const result = await evaluateGeneration(ctx, run.language, run.task, run.generation, run.answer);
  return { ...result, ...(run.source ? { answer_source: run.source } : {}), answer_sha256: await sha256Hex(run.answer) };
}
