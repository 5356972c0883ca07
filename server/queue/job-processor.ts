import { UnrecoverableError, WaitingError, type Job, type Processor } from 'bullmq';
import { programRefusal, type ExecResult, type Executor, type Language } from '@mcjudge/core';
import type { JobCancels } from './job-interest.ts';
import { programBudgetMs, withDeadline } from './job-deadline.ts';
import { parseJobPayload } from './job-payload.ts';

export interface JobProcessorContext {
  executor: Executor;
  /** The language of the queue this processor serves. */
  language: Language;
  /** Names this worker in the errors it records (`host/id`). */
  worker: string;
  /** Once aborted (the worker is stopping), a result that comes back is not trusted: the job is handed back. */
  stopping: AbortSignal;
  /** Added to the program's own budget before this worker gives the job up as lost. */
  deadlineMarginMs: number;
  /** Called as each execution starts (the executions counter, on the worker's own connection). */
  counted: () => Promise<void>;
  /** Cancels of running jobs (a job nobody wants any more): its program is killed. */
  cancels?: JobCancels;
}

/**
 * Runs one job: checks the payload read from Redis, runs the program and returns its ExecResult, the
 * job's return value, which BullMQ keeps as the cached result. What is not the program's own outcome is
 * never returned as one:
 * - a host fault (`infraError`, `unavailable`) or no result within the program's budget fails the
 *   attempt: BullMQ tries again after a pause, on any worker, and reports the last reason when the
 *   attempts are spent;
 * - a payload that does not parse, or asks for what the HTTP API would refuse (a command that is not
 *   the language's tool, more time than its limit), fails at once, without further attempts;
 * - a stopping worker (SIGTERM) puts the job back in its queue, without spending an attempt: its
 *   programs were killed, so what came back is no verdict;
 * - a job cancelled while it runs (no run wants it any more) has its program killed and fails without
 *   further attempts; it is never a cached result, and a later request for the program runs it again.
 */
export function jobProcessor(ctx: JobProcessorContext): Processor<unknown, ExecResult> {
  return async (job: Job<unknown, ExecResult>, token?: string): Promise<ExecResult> => {
    const payload = parseJobPayload(job.data);
    if (typeof payload === 'string') throw new UnrecoverableError(`job ${job.id} is not a program: ${payload}`);
    if (payload.language !== ctx.language.id) throw new UnrecoverableError(`job ${job.id} is for ${payload.language}, not ${ctx.language.id}`);
    const refused = programRefusal(payload.program, ctx.language);
    if (refused !== undefined) throw new UnrecoverableError(`job ${job.id} refused: ${refused}`);
    if (ctx.stopping.aborted) return handBack(job, token);
    // Not awaited: it goes out on the worker's connection before the job's completion, so it is counted
    // by the time anyone sees the result, without a round trip before the program starts.
    ctx.counted().catch(() => undefined);
    const budgetMs = programBudgetMs(payload.program, ctx.language) + ctx.deadlineMarginMs;
    const jobId = String(job.id);
    const signal = ctx.cancels?.track(jobId);
    let result: ExecResult | undefined;
    try {
      result = await withDeadline(
        ctx.executor.execute(payload.program, ctx.language, { signal }).catch((e: Error): ExecResult => ({ infraError: `executor failed: ${e.message}`, steps: [], runtime: { id: ctx.executor.name, version: 'unknown' }, wallMs: 0 })),
        budgetMs,
      );
    } finally {
      ctx.cancels?.untrack(jobId);
    }
    if (ctx.stopping.aborted) return handBack(job, token);
    if (signal?.aborted) throw new UnrecoverableError(`${ctx.worker}: cancelled, no run wanted job ${jobId} any more`);
    if (result === undefined) throw new Error(`${ctx.worker}: no result within ${budgetMs} ms (the program's limits plus the margin)`);
    if (result.infraError !== undefined) throw new Error(`${ctx.worker}: ${result.infraError}`);
    if (result.unavailable !== undefined) throw new Error(`${ctx.worker} cannot run ${ctx.language.name}: ${result.unavailable}`);
    return result;
  };
}

/** Puts the job back at the end of its queue (no attempt spent) and tells BullMQ it moved on purpose. */
async function handBack(job: Job<unknown, ExecResult>, token: string | undefined): Promise<never> {
  await job.moveToWait(token);
  throw new WaitingError();
}
