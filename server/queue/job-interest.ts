import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Who still wants a job. A job is shared by every run (and every API process) that asks for the same
 * program, so a cancel may withdraw it only when nobody else waits for it. Each wait counts itself in
 * `<prefix>:wanted:<job id>` (a counter with an expiry, so a producer that died without counting itself
 * out stops holding the job after its longest wait). When a cancel brings the count to zero, the job is
 * withdrawn: removed if it still waits in its queue, or its worker is told on `<prefix>:cancel` to kill
 * it if it is running. A completed job is left alone: it is the result cache.
 *
 * The count and the withdrawal are two steps: a request for the same program that arrives between them
 * can find its job withdrawn. It then ends `infra_error` (never counted) or finds the job gone and adds
 * it again (JobWatch), and a rerun runs it; no verdict is ever made up.
 */
const wantedKey = (prefix: string, jobId: string) => `${prefix}:wanted:${jobId}`;
export const cancelChannel = (prefix: string) => `${prefix}:cancel`;

/** Counts one more wait for the job, for at most `ttlMs`. */
export async function wantJob(client: Redis, prefix: string, jobId: string, ttlMs: number): Promise<void> {
  const key = wantedKey(prefix, jobId);
  await client.multi().incr(key).pexpire(key, Math.max(1000, Math.round(ttlMs))).exec();
}

/** Counts one wait out; returns how many still want the job. */
export async function unwantJob(client: Redis, prefix: string, jobId: string): Promise<number> {
  return client.decr(wantedKey(prefix, jobId));
}

/** Whether any wait still counts for the job (a worker checks before it kills a job it was told to). */
export async function jobWanted(client: Redis, prefix: string, jobId: string): Promise<boolean> {
  return Number(await client.get(wantedKey(prefix, jobId))) > 0;
}

/** What happened to a job a cancel left unwanted. */
export type Withdrawal = 'removed' | 'kill-requested' | 'left';

/** Withdraws a job nobody wants any more: removed while it waits, its worker told to kill it while it runs. */
export async function withdrawJob(queue: Queue, client: Redis, prefix: string, jobId: string): Promise<Withdrawal> {
  const state = await queue.getJobState(jobId);
  if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
    // A worker may claim it between the state and the removal: BullMQ then refuses to remove a locked job.
    const removed = await queue.remove(jobId).then((n) => n === 1, () => false);
    if (removed) return 'removed';
  } else if (state !== 'active') return 'left';
  await client.publish(cancelChannel(prefix), jobId);
  return 'kill-requested';
}

/**
 * A worker's side: the jobs it is running, each with a signal that a cancel message for it aborts once
 * nobody wants the job any more. One subscriber connection per worker.
 */
export class JobCancels {
  private readonly running = new Map<string, AbortController>();

  private constructor(private readonly subscriber: Redis) {}

  /** Subscribes `subscriber` (a connection of its own: a subscribed connection does nothing else). */
  static async listen(subscriber: Redis, client: Redis, prefix: string, log: (line: string) => void): Promise<JobCancels> {
    const cancels = new JobCancels(subscriber);
    subscriber.on('message', (_channel: string, jobId: string) => {
      const controller = cancels.running.get(jobId);
      if (!controller) return;
      void jobWanted(client, prefix, jobId).then(
        (wanted) => {
          if (wanted) return;
          log(`job ${jobId}: cancelled (no run wants it any more), killing its program`);
          controller.abort();
        },
        (e: Error) => log(`job ${jobId}: cannot check whether it is still wanted: ${e.message}`),
      );
    });
    await subscriber.subscribe(cancelChannel(prefix));
    return cancels;
  }

  /** The job starts here: its cancel signal. */
  track(jobId: string): AbortSignal {
    const controller = new AbortController();
    this.running.set(jobId, controller);
    return controller.signal;
  }

  /** The job ended here. */
  untrack(jobId: string): void {
    this.running.delete(jobId);
  }

  async close(): Promise<void> {
    this.running.clear();
    await this.subscriber.unsubscribe().catch(() => undefined);
  }
}
