import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { driveRun, type RunDeps } from './run-driver.ts';

/** Starts runs and keeps them going: in this process (LocalRunRunner) or through Redis (QueueRunRunner). */
export interface RunRunner {
  /** Drives the run to its end (soon, or once a place is free). */
  submit(id: string): Promise<void>;
  /** Stops driving: runs in flight are left `running`, for this or another process to resume. */
  close(): Promise<void>;
}

/** The embedded default: at most `concurrency` runs at once in this process, the rest wait in order. */
export class LocalRunRunner implements RunRunner {
  private readonly waiting: string[] = [];
  private active = 0;
  private readonly stop = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: RunDeps, private readonly concurrency: number, private readonly log: (s: string) => void = () => {}) {}

  async submit(id: string): Promise<void> {
    this.waiting.push(id);
    this.next();
  }

  private next(): void {
    while (!this.stop.signal.aborted && this.active < this.concurrency && this.waiting.length) {
      const id = this.waiting.shift()!;
      this.active++;
      const driving = driveRun(id, this.deps, this.stop.signal)
        .catch((e: Error) => {
          this.log(`run ${id} broke: ${e.message}`);
          return this.deps.store.transition(id, ['queued', 'running'], 'failed', { ended: new Date().toISOString(), error: `mcjudge failed on this run: ${e.message}` });
        })
        .then(() => {
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
 * Runs as BullMQ jobs (job id = run id) driven by whichever API process takes them. An API process
 * killed mid-run leaves its job stalled: BullMQ hands it to another (or the restarted) process, whose
 * driver resumes from the results the store already holds. A process that stops gracefully gives its
 * runs back the same way (the job fails with a retry).
 */
export class QueueRunRunner implements RunRunner {
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly stop = new AbortController();

  constructor(deps: RunDeps, private readonly options: QueueRunRunnerOptions) {
    const prefix = options.prefix ?? 'mcjudge';
    this.queue = new Queue(RUNS_QUEUE, { connection: options.connection, prefix });
    this.worker = new Worker(
      RUNS_QUEUE,
      async (job) => {
        const id = String(job.data.runId);
        await driveRun(id, deps, this.stop.signal);
        const record = await deps.store.get(id);
        if (record?.state === 'running' || record?.state === 'queued') throw new Error('the driver stopped before the run ended; it resumes');
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
      void deps.store.transition(id, ['queued', 'running'], 'failed', { ended: new Date().toISOString(), error: `mcjudge failed on this run: ${e.message}` });
    });
    this.worker.on('error', (e) => options.log?.(`runs worker: ${e.message}`));
  }

  async submit(id: string): Promise<void> {
    await this.queue.add('run', { runId: id }, { jobId: id, attempts: RUN_ATTEMPTS, backoff: { type: 'fixed', delay: 1000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } });
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.worker.close();
    await this.queue.close();
    await this.options.connection.quit().catch(() => undefined);
  }
}
