import { DelayedError, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { VERDICT_RULES } from '@mcjudge/core';
import { driveRun, type RunDeps } from './run-driver.ts';
import type { RunStore } from './run-store.ts';

/** Starts runs and keeps them going: in this process (LocalRunRunner) or through Redis (QueueRunRunner). */
export interface RunRunner {
  /**
   * Drives the run to its end (soon, or once a place is free). `apiKey`: a generation run's key, kept in
   * this process's memory until the run ends, never stored.
   */
  submit(id: string, apiKey?: string): Promise<void>;
  /** Stops driving: runs in flight are left `running`, for this or another process to resume. */
  close(): Promise<void>;
}

/**
 * A run whose driver broke for good ends `failed` with the reason (unless it ended already). A store that
 * cannot take that either (Redis gone) is logged; this never rejects.
 */
function failRun(store: RunStore, id: string, e: Error, log: (line: string) => void): Promise<void> {
  return store
    .transition(id, ['queued', 'running'], 'failed', { ended: new Date().toISOString(), error: `mcjudge failed on this run: ${e.message}` })
    .then(
      () => undefined,
      (x: Error) => log(`run ${id}: its failure could not be recorded: ${x.message}`),
    );
}

/** The embedded default: at most `concurrency` runs at once in this process, the rest wait in order. */
export class LocalRunRunner implements RunRunner {
  private readonly waiting: string[] = [];
  private active = 0;
  private readonly stop = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  /** Generation runs' keys, by run id, until the run's driver returns. */
  private readonly keys = new Map<string, string>();

  constructor(private readonly deps: RunDeps, private readonly concurrency: number, private readonly log: (s: string) => void = () => {}) {}

  async submit(id: string, apiKey?: string): Promise<void> {
    if (apiKey !== undefined) this.keys.set(id, apiKey);
    this.waiting.push(id);
    this.next();
  }

  private next(): void {
    while (!this.stop.signal.aborted && this.active < this.concurrency && this.waiting.length) {
      const id = this.waiting.shift()!;
      this.active++;
      const driving = driveRun(id, this.deps, this.stop.signal, this.keys.get(id))
        .catch((e: Error) => {
          this.log(`run ${id} broke: ${e.message}`);
          return failRun(this.deps.store, id, e, this.log);
        })
        .then(() => {
          this.keys.delete(id);
          this.active--;
          this.inFlight.delete(driving);
          this.next();
        });
      this.inFlight.add(driving);
    }
  }

  async close(): Promise<void> {
    this.stop.abort();
    await Promise.all(this.inFlight);
  }
}

export interface QueueRunRunnerOptions {
  /** Its own connection (maxRetriesPerRequest: null), closed with the runner. */
  connection: Redis;
  /** BullMQ key prefix (default `mcjudge`). */
  prefix?: string;
  /** Runs driven at once by this process. */
  concurrency: number;
  /** How soon a run whose API process died is taken up by another (BullMQ's stalled check, ms). */
  stalledIntervalMs?: number;
  log?: (s: string) => void;
}

const RUNS_QUEUE = 'mcjudge-runs';
/** A run whose driver stopped (its process stopping or killed) is taken up again this many times. */
const RUN_ATTEMPTS = 50;
/**
 * A generation run with a key is driven only by the API process that received it (the key lives in its
 * memory only): another process that takes its job first hands it back, for this long after the run was
 * created. Later (or once the run has started), a process without the key fails the run, saying why.
 */
const KEY_HANDOFF_MS = 60_000;

/** How soon a run pinned to newer verdict rules than this release's is offered again, and for how long. */
const NEWER_RULES_RETRY_MS = 10_000;
const NEWER_RULES_WAIT_MS = 10 * 60_000;

/**
 * Runs as BullMQ jobs (job id = run id) driven by whichever API process takes them. An API process
 * killed mid-run leaves its job stalled: BullMQ hands it to another (or the restarted) process, whose
 * driver resumes from the results the store already holds. A process that stops gracefully gives its
 * runs back the same way (the job fails with a retry).
 */
export class QueueRunRunner implements RunRunner {
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly stop = new AbortController();
  /** Generation runs' keys, by run id: only for runs this process received, until they end. */
  private readonly keys = new Map<string, string>();

  constructor(deps: RunDeps, private readonly options: QueueRunRunnerOptions) {
    const prefix = options.prefix ?? 'mcjudge';
    this.queue = new Queue(RUNS_QUEUE, { connection: options.connection, prefix });
    this.worker = new Worker(
      RUNS_QUEUE,
      async (job, token) => {
        const id = String(job.data.runId);
        const apiKey = this.keys.get(id);
        const before = await deps.store.get(id);
        const newer = (before?.verdict_rules ?? 0) > VERDICT_RULES && (before?.state === 'queued' || before?.state === 'running');
        if (newer && Date.now() - job.timestamp < NEWER_RULES_WAIT_MS) {
          // A newer release's run (a rolling upgrade): back to the queue, no attempt spent, for a process
          // of that release. After the wait the driver takes it (one without results) or fails it, saying why.
          options.log?.(`run ${id} is judged by verdict rules ${before?.verdict_rules}, newer than this release's ${VERDICT_RULES}: left for a process of that release`);
          await job.moveToDelayed(Date.now() + NEWER_RULES_RETRY_MS, token);
          throw new DelayedError();
        }
        if (apiKey === undefined && !this.stop.signal.aborted) {
          if (before?.spec.generate?.api_key && before.state === 'queued' && Date.now() - Date.parse(before.created) < KEY_HANDOFF_MS) {
            // Not this process's run: back to the queue (no attempt spent) for the process holding its key.
            await job.moveToDelayed(Date.now() + 100, token);
            throw new DelayedError();
          }
        }
        await driveRun(id, deps, this.stop.signal, apiKey);
        const record = await deps.store.get(id);
        if (record?.state === 'running' || record?.state === 'queued') throw new Error('the driver stopped before the run ended; it resumes');
        this.keys.delete(id);
      },
      {
        connection: options.connection,
        prefix,
        concurrency: options.concurrency,
        stalledInterval: options.stalledIntervalMs ?? 30_000,
        lockDuration: Math.max(options.stalledIntervalMs ?? 30_000, 5_000),
        maxStalledCount: RUN_ATTEMPTS,
      },
    );
    this.worker.on('failed', (job, e) => {
      if (!job || job.attemptsMade < RUN_ATTEMPTS) return;
      const id = String(job.data.runId);
      options.log?.(`run ${id} failed for good: ${e.message}`);
      void failRun(deps.store, id, e, (line) => options.log?.(line));
    });
    this.worker.on('error', (e) => options.log?.(`runs worker: ${e.message}`));
  }

  async submit(id: string, apiKey?: string): Promise<void> {
    if (apiKey !== undefined) this.keys.set(id, apiKey);
    await this.queue.add('run', { runId: id }, { jobId: id, attempts: RUN_ATTEMPTS, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } });
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.worker.close();
    await this.queue.close();
    await this.options.connection.quit().catch(() => undefined);
  }
}
