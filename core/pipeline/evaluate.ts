import { assemble, referenceOf } from '../assemble/assemble.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { sha256Hex } from '../dataset/manifest.ts';
import type { Executor } from '../execute/executor.ts';
import { judge } from '../judge/judge.ts';
import { proseOnly } from '../judge/prose-only.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Mode, Program, SampleResult, Task, Verdict } from '../types.ts';
import { stepOutcome } from './step-outcome.ts';

export interface PipelineContext {
  references: Dataset['references'];
  executor: Executor;
  mode: Mode;
  /** Identical programs run once per pipeline (keyed by program hash). */
  cache?: Map<string, Promise<ExecResult>>;
  /** Default mode: also run the official (paper) pipeline and record its verdict when it differs. */
  comparePaper?: boolean;
  /** A cancel, handed to the executor: the programs running are stopped. */
  signal?: AbortSignal;
}

/**
 * The program's identity: what runs (files, assets, steps), so identical programs run once. A step's
 * shortcut is left out: it is how a step runs, proven to give the official command's outcome.
 */
export async function programHash(program: Program): Promise<string> {
  const steps = program.steps.map(({ shortcut: _, shortcutStdout: __, ...step }) => step);
  return sha256Hex(JSON.stringify([program.language, program.files, program.assets, steps]));
}

/** Runs (or recalls) a program and judges it in the context's mode; also notes the other mode's verdict if it differs. */
export async function runAndJudge(
  ctx: PipelineContext,
  language: Language,
  task: Task,
  program: Program,
): Promise<{ verdict: Verdict; result?: ExecResult; sha: string; wallMs: number }> {
  const reference = referenceOf(language, task, ctx.references);
  const sha = await programHash(program);
  if (program.steps.length === 0) return { verdict: judge({ language, program, mode: ctx.mode, reference }), sha, wallMs: 0 };
  let pending = ctx.cache?.get(sha);
  if (!pending) {
    pending = ctx.executor.execute(program, language, { signal: ctx.signal }).catch(
      (e): ExecResult => ({ infraError: `executor failed: ${(e as Error).message}`, steps: [], runtime: { id: ctx.executor.name, version: 'unknown' }, wallMs: 0 }),
    );
    ctx.cache?.set(sha, pending);
  }
  const result = await pending;
  return { verdict: judge({ language, program, result, mode: ctx.mode, reference }), result, sha, wallMs: result.wallMs };
}

/**
 * One generation of one task: assemble (extract) -> execute -> judge. Never throws: a bug of ours on a
 * hostile answer becomes an infra_error verdict with the message, and the run goes on.
 */
export async function evaluateGeneration(ctx: PipelineContext, language: Language, task: Task, generation: number, answer: string): Promise<SampleResult> {
  try {
    return await evaluateUnguarded(ctx, language, task, generation, answer);
  } catch (e) {
    return {
      task_id: task.id,
      language: language.name,
      kind: task.kind,
      variant: task.variant,
      level: task.level,
      generation,
      mode: ctx.mode,
      status: 'infra_error',
      detail: `mcjudge failed on this sample: ${(e as Error).message}`,
      runtime: { id: ctx.executor.name, version: 'unknown' },
      wall_ms: 0,
    };
  }
}

async function evaluateUnguarded(ctx: PipelineContext, language: Language, task: Task, generation: number, answer: string): Promise<SampleResult> {
  const base = { task_id: task.id, language: language.name, kind: task.kind, variant: task.variant, level: task.level, generation, mode: ctx.mode };
  const noCode = ctx.mode === 'default' ? proseOnly(language, answer) : undefined;
  const assembly: ReturnType<typeof assemble> = noCode ? { ok: false, reason: noCode } : assemble(language, task, answer, ctx.mode, ctx.references);
  if (!assembly.ok) {
    const paper = ctx.mode === 'default' && ctx.comparePaper ? await paperVerdict(ctx, language, task, answer) : undefined;
    return {
      ...base,
      status: 'extract_error',
      detail: assembly.reason,
      runtime: await ctx.executor.runtime(language),
      wall_ms: 0,
      extract_method: 'none',
      ...(paper ? { paper_compared: true } : {}),
      ...(paper && paper.status !== 'extract_error' ? { paper_status: paper.status } : {}),
    };
  }
  const { verdict, result, sha, wallMs } = await runAndJudge(ctx, language, task, assembly.program);
  const paper = ctx.mode === 'default' && ctx.comparePaper ? await paperVerdict(ctx, language, task, answer) : undefined;
  const detail = assembly.fallback ? `${verdict.detail ? verdict.detail + '; ' : ''}${assembly.fallback}, so the program is "1234" as upstream` : verdict.detail;
  const outcome = verdict.status !== 'passed' && result ? stepOutcome(result, assembly.program) : undefined;
  return {
    ...base,
    status: verdict.status,
    detail,
    runtime: result?.runtime ?? (await ctx.executor.runtime(language)),
    wall_ms: wallMs,
    extract_method: assembly.method,
    program_sha256: sha,
    ...(paper ? { paper_compared: true } : {}),
    ...(paper && paper.status !== verdict.status ? { paper_status: paper.status } : {}),
    ...(outcome ? { outcome } : {}),
  };
}

/** The verdict the official harness would give the same answer (its extractor, its judge rules). */
async function paperVerdict(ctx: PipelineContext, language: Language, task: Task, answer: string): Promise<Verdict> {
  const assembly = assemble(language, task, answer, 'paper', ctx.references);
  if (!assembly.ok) return { status: 'extract_error', detail: assembly.reason };
  return (await runAndJudge({ ...ctx, mode: 'paper' }, language, task, assembly.program)).verdict;
}
