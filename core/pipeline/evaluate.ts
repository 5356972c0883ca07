import { assemble, referenceOf } from '../assemble/assemble.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { sha256Hex } from '../dataset/manifest.ts';
import type { Executor } from '../execute/executor.ts';
import { judge } from '../judge/judge.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Mode, Program, SampleResult, Task, Verdict } from '../types.ts';

export interface PipelineContext {
  references: Dataset['references'];
  executor: Executor;
  mode: Mode;
  /** Identical programs run once per pipeline (keyed by program hash). */
  cache?: Map<string, Promise<ExecResult>>;
}

async function programHash(program: Program): Promise<string> {
  return sha256Hex(JSON.stringify([program.language, program.files, program.assets, program.steps]));
}

/** Runs (or recalls) a program and judges it in the context's mode; also notes the other mode's verdict if it differs. */
export async function runAndJudge(
  ctx: PipelineContext,
  language: Language,
  task: Task,
  program: Program,
): Promise<{ verdict: Verdict; other?: Verdict; result?: ExecResult; sha: string; wallMs: number }> {
  const reference = referenceOf(language, task, ctx.references);
  const sha = await programHash(program);
  if (program.steps.length === 0) {
    const verdict = judge({ language, program, mode: ctx.mode, reference });
    const other = judge({ language, program, mode: ctx.mode === 'paper' ? 'default' : 'paper', reference });
    return { verdict, other: other.status !== verdict.status ? other : undefined, sha, wallMs: 0 };
  }
  let pending = ctx.cache?.get(sha);
  if (!pending) {
    pending = ctx.executor.execute(program, language).catch(
      (e): ExecResult => ({ infraError: `executor failed: ${(e as Error).message}`, steps: [], runtime: { id: ctx.executor.name, version: 'unknown' }, wallMs: 0 }),
    );
    ctx.cache?.set(sha, pending);
  }
  const result = await pending;
  const verdict = judge({ language, program, result, mode: ctx.mode, reference });
  const other = judge({ language, program, result, mode: ctx.mode === 'paper' ? 'default' : 'paper', reference });
  return { verdict, other: other.status !== verdict.status ? other : undefined, result, sha, wallMs: result.wallMs };
}

/** One generation of one task: assemble (extract) -> execute -> judge. Never throws for bad answers. */
export async function evaluateGeneration(ctx: PipelineContext, language: Language, task: Task, generation: number, answer: string): Promise<SampleResult> {
  const base = { task_id: task.id, language: language.name, kind: task.kind, variant: task.variant, level: task.level, generation, mode: ctx.mode };
  const assembly = assemble(language, task, answer, ctx.mode, ctx.references);
  if (!assembly.ok) {
    return { ...base, status: 'extract_error', detail: assembly.reason, runtime: await ctx.executor.runtime(language), wall_ms: 0, extract_method: 'none' };
  }
  const { verdict, other, result, sha, wallMs } = await runAndJudge(ctx, language, task, assembly.program);
  const detail = assembly.fallback ? `${verdict.detail ? verdict.detail + '; ' : ''}${assembly.fallback}, so the program is "1234" as upstream` : verdict.detail;
  return {
    ...base,
    status: verdict.status,
    detail,
    runtime: result?.runtime ?? (await ctx.executor.runtime(language)),
    wall_ms: wallMs,
    extract_method: assembly.method,
    program_sha256: sha,
    ...(other ? { other_mode_status: other.status } : {}),
  };
}
