import type { Queue } from 'bullmq';
import type { ExecResult } from '@mcjudge/core';
import { parseJobResult, type JobPayload } from './job-payload.ts';

export interface JobWatchOptions {
  queue: Queue<JobPayload, ExecResult>;
  jobId: string;
  /** The program's own limits added up (programBudgetMs). */
  budgetMs: number;
  /** Past budgetMs + this after a worker started the job, the job counts as lost. */
  deadlineMarginMs: number;
  /** Longest wait for a worker to start the job (while workers for its language are alive). */
  queueTimeoutMs: number;
  /** Period of the state check that backs up the events (missed events, vanished jobs, gone workers). */
  pollMs: number;
  /** How long a queued job may have no live worker for its language before it is `unavailable`. */
  orphanGraceMs: number;
  /** Why no live worker can take the job now, or undefined (the registry, read through a short cache). */
  unserved: () => Promise<string | undefined>;
  /** Adds the job again (it vanished: evicted from the cache, or removed by retention). */
  resubmit: () => Promise<void>;
  /** Called once, with the outcome (the executor forgets the watch). */
  onSettled: () => void;
}

const RESUBMITS = 3;
const none = { id: 'none', version: '' };

/**
 * Waits for one job's outcome. Events (active, completed, failed, back in the queue) drive it; a
 * periodic check of the job's state in Redis backs them up. It always ends: with the worker's result;
 * an infra error when the job failed all its attempts, outran its deadline after a worker started it,
 * or waited past the queue timeout; `unavailable` when no live worker serves its language any more.
 * A failure older than this watch (a stale one kept by retention) is retried, not reported.
 */
export class JobWatch {
  readonly done: Promise<ExecResult>;
  private resolve!: (result: ExecResult) => void;
  private settled = false;
  private readonly submittedAt = Date.now();
  private queuedSince = Date.now();
  private orphanedSince: number | undefined;
  private resubmits = 0;
  /** A stale failure is retried once per watch: with hosts' clocks apart, a fresh one could look stale. */
  private retriedStale = false;
  private deadline: ReturnType<typeof setTimeout> | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private checking = false;

  constructor(private readonly o: JobWatchOptions) {
    this.done = new Promise((resolve) => (this.resolve = resolve));
  }

  /** Checks the state at once (the add may have met a finished job), then every pollMs. */
  start(): void {
    if (this.settled) return;
    this.poll = setInterval(() => void this.check(), this.o.pollMs);
    void this.check();
  }

  /** A worker started the job (at `startedAt`, its processedOn, when found by a check). */
  started(startedAt = Date.now()): void {
    if (this.settled) return;
    clearTimeout(this.deadline);
    const limit = this.o.budgetMs + this.o.deadlineMarginMs;
    this.deadline = setTimeout(
      () => this.settle(infra(`no result ${Math.round(limit / 1000)} s after a worker started it (the program's limits add up to ${Math.round(this.o.budgetMs / 1000)} s): the worker was lost or is stuck`)),
      Math.max(0, startedAt + limit - Date.now()),
    );
  }

  /** The job is back in its queue (a retry's pause, a stalled job put back, a stopping worker's hand-back). */
  queued(): void {
    if (this.settled) return;
    clearTimeout(this.deadline);
    this.deadline = undefined;
    this.queuedSince = Date.now();
  }

  completed(value: unknown): void {
    const result = parseJobResult(value);
    this.settle(typeof result === 'string' ? infra(`a worker returned a malformed result: ${result}`) : result);
  }

  failed(reason: string): void {
    this.settle(infra(`the queue gave the job up: ${reason}`));
  }

  settle(result: ExecResult): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.deadline);
    clearInterval(this.poll);
    this.o.onSettled();
    this.resolve(result);
  }

  private async check(): Promise<void> {
    if (this.settled || this.checking) return;
    this.checking = true;
    try {
      await this.reconcile();
    } catch (e) {
      // ioredis has already retried for about 10 s before a command fails.
      this.settle(infra(`lost Redis while waiting for job ${this.o.jobId}: ${(e as Error).message}`));
    } finally {
      this.checking = false;
    }
  }

  private async reconcile(): Promise<void> {
    const { queue, jobId } = this.o;
    const state = await queue.getJobState(jobId);
    if (this.settled) return;
    switch (state) {
      case 'completed': {
        const job = await queue.getJob(jobId);
        return job ? this.completed(job.returnvalue) : this.again();
      }
      case 'failed': {
        const job = await queue.getJob(jobId);
        if (!job) return this.again();
        if (this.retriedStale || (job.finishedOn ?? 0) >= this.submittedAt) return this.failed(job.failedReason);
        // A failure from before this request: run it again (another waiter may have done so already).
        this.retriedStale = true;
        await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }).catch(() => undefined);
        return this.queued();
      }
      case 'active': {
        if (this.deadline) return;
        const job = await queue.getJob(jobId);
        // processedOn is the worker's clock: never later than ours.
        return this.started(Math.min(job?.processedOn ?? Date.now(), Date.now()));
      }
      case 'unknown':
        return this.again();
      default: {
        if (this.deadline) this.queued();
        if (Date.now() - this.queuedSince > this.o.queueTimeoutMs)
          return this.settle(infra(`no worker started job ${jobId} within ${Math.round(this.o.queueTimeoutMs / 1000)} s`));
        const reason = await this.o.unserved();
        if (reason === undefined) this.orphanedSince = undefined;
        else if (Date.now() - (this.orphanedSince ??= Date.now()) >= this.o.orphanGraceMs) this.settle({ unavailable: reason, steps: [], runtime: none, wallMs: 0 });
      }
    }
  }

  /** The job is gone (evicted between the add and now, or removed): add it again, a few times at most. */
  private async again(): Promise<void> {
    if (++this.resubmits > RESUBMITS) return this.settle(infra(`job ${this.o.jobId} vanished from its queue ${RESUBMITS} times`));
    await this.o.resubmit();
    this.queued();
  }
}

function infra(message: string): ExecResult {
  return { infraError: message, steps: [], runtime: none, wallMs: 0 };
}
