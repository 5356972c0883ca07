import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { cancelledResult, programHash, type ExecResult, type ExecuteOptions, type Executor, type Language, type Program, type RuntimeId } from '@mcjudge/core';
import { executionCounts } from './execution-count.ts';
import { programBudgetMs } from './job-deadline.ts';
import { jobPayload, type JobPayload } from './job-payload.ts';
import { unwantJob, wantJob, withdrawJob } from './job-interest.ts';
import { JobWatch } from './job-watch.ts';
import { DEFAULT_PREFIX, jobIdOf, queueName } from './queue-names.ts';
import { bullConnection, closeRedis, describeRedis, openRedis, type RedisTarget } from './redis-connection.ts';
import { liveWorkers, type WorkerEntry } from './worker-registry.ts';

export interface QueueExecutorOptions {
  /** `redis://host:port[/db]` (or `rediss://`), or ioredis options. */
  redis: RedisTarget;
  /** Key prefix of the queues and the registry; the workers must use the same (default `mcjudge`). */
  prefix?: string;
  /**
   * Past a program's own limits added up plus this margin after a worker started it, the job counts
   * as lost (`infraError`). It must cover the workers' takeover of a dead worker's job: up to about
   * three stalled intervals (90 s with the default 30 s). Default 120 s.
   */
  deadlineMarginMs?: number;
  /** Longest wait for a worker to start a job while workers for its language are alive (default 1 h). */
  queueTimeoutMs?: number;
  /**
   * The result cache: completed jobs kept per language queue, evicted past `ageSeconds` or beyond
   * the newest `count` (BullMQ evicts when a job of the same queue completes). Default 7 days, 20,000.
   */
  retention?: { ageSeconds?: number; count?: number };
  /** Tries of a job whose worker reports a host fault or is lost (default 3); first pause `backoffMs` (1 s), doubling. */
  attempts?: number;
  backoffMs?: number;
  /** Period of the state check behind the events (default 2 s). */
  pollMs?: number;
  /** A queued job whose language lost every worker waits this long for one before it is `unavailable` (default 30 s). */
  orphanGraceMs?: number;
  log?: (line: string) => void;
}

/** One language's queue, its event stream and the watches waiting on its jobs. */
interface Lane {
  queue: Queue<JobPayload, ExecResult>;
  events: QueueEvents;
  watches: Map<string, Set<JobWatch>>;
}

/** The registry is read at most this often (a pipeline asks unavailableReason for every program). */
const REGISTRY_CACHE_MS = 1000;
const none: RuntimeId = { id: 'none', version: '' };

/**
 * Runs programs on `mcjudge worker`s anywhere, through BullMQ queues on Redis: one queue per language,
 * one job per distinct program (its id is the program's content hash), so an identical program sent by
 * any run or user while it is queued, running or kept as a completed job is executed once. Completed
 * jobs are the result cache (see `retention`). Never hangs: every wait ends with the worker's result,
 * `unavailable` (no live worker serves the language) or `infraError` (attempts spent, a lost worker,
 * Redis gone).
 */
export class QueueExecutor implements Executor {
  readonly name = 'queue';
  private readonly prefix: string;
  private readonly client: Redis;
  private readonly lanes = new Map<string, Promise<Lane>>();
  private registry: { at: number; workers: Promise<WorkerEntry[]> } | undefined;
  private closed = false;

  constructor(private readonly options: QueueExecutorOptions) {
    this.prefix = options.prefix ?? DEFAULT_PREFIX;
    let lastError = '';
    this.client = openRedis(options.redis, {
      blocking: false,
      name: 'mcjudge-producer',
      onError: (e) => {
        if (e.message !== lastError) options.log?.(`redis: ${(lastError = e.message)}`);
      },
    });
  }

  /** The live workers (read through a cache of one second). */
  workers(): Promise<WorkerEntry[]> {
    if (!this.registry || Date.now() - this.registry.at > REGISTRY_CACHE_MS) {
      const workers = liveWorkers(this.client, this.prefix);
      workers.catch(() => (this.registry = undefined));
      this.registry = { at: Date.now(), workers };
    }
    return this.registry.workers;
  }

  /** Programs started per worker id (every attempt counts). */
  executions(): Promise<Record<string, number>> {
    return executionCounts(this.client, this.prefix);
  }

  async unavailableReason(language: Language): Promise<string | undefined> {
    try {
      return await this.unserved(language);
    } catch (e) {
      return `cannot reach Redis at ${describeRedis(this.options.redis)}: ${(e as Error).message}`;
    }
  }

  /** Why no live worker can take the language's jobs, or undefined; throws when Redis cannot be read. */
  private async unserved(language: Language): Promise<string | undefined> {
    const workers = await this.workers();
    if (workers.some((w) => w.languages.some((l) => l.id === language.id))) return undefined;
    const tools = language.tools.map((t) => t.name).join(' and ');
    const start = `start \`mcjudge worker --redis ${describeRedis(this.options.redis)}\`${tools ? ` on a host with ${tools}` : ''}`;
    return workers.length === 0 ? `no worker is connected to the queue; ${start}` : `no worker serves ${language.name}; ${start}`;
  }

  /** The runtime most live workers run the language with (each result names the one that ran it). */
  async runtime(language: Language): Promise<RuntimeId> {
    const runtimes = (await this.workers().catch((): WorkerEntry[] => [])).flatMap((w) => w.languages.filter((l) => l.id === language.id).map((l) => l.runtime));
    const counts = new Map<string, { runtime: RuntimeId; n: number }>();
    for (const r of runtimes) {
      const key = `${r.id} ${r.version}`;
      counts.set(key, { runtime: r, n: (counts.get(key)?.n ?? 0) + 1 });
    }
    return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.runtime ?? none;
  }

  /**
   * Queues the program (or joins its job) and waits for the outcome. A cancel (`options.signal`) ends
   * the wait at once and withdraws the job if no other wait wants it (job-interest.ts).
   */
  async execute(program: Program, language: Language, options: ExecuteOptions = {}): Promise<ExecResult> {
    const { signal } = options;
    if (this.closed) return infra('the queue executor is closed');
    if (signal?.aborted) return cancelledResult();
    let reason: string | undefined;
    try {
      reason = await this.unserved(language);
    } catch (e) {
      return infra(`cannot reach Redis at ${describeRedis(this.options.redis)}: ${(e as Error).message}`);
    }
    if (reason !== undefined) return { unavailable: reason, steps: [], runtime: none, wallMs: 0 };
    let lane: Lane;
    try {
      lane = await this.lane(language);
    } catch (e) {
      return infra(`cannot open the ${language.name} queue on ${describeRedis(this.options.redis)}: ${(e as Error).message}`);
    }
    const jobId = await this.jobIdFor(program, language);
    const submit = async () => {
      await lane.queue.add(language.id, jobPayload(program, language.id), {
        jobId,
        attempts: this.options.attempts ?? 3,
        backoff: { type: 'exponential', delay: this.options.backoffMs ?? 1000 },
        removeOnComplete: { age: this.options.retention?.ageSeconds ?? 7 * 24 * 3600, count: this.options.retention?.count ?? 20_000 },
        // Failures stay a day for inspection; a new request for the same program retries them.
        removeOnFail: { age: 24 * 3600, count: 1000 },
      });
    };
    const budgetMs = programBudgetMs(program, language);
    const watches = lane.watches.get(jobId) ?? new Set<JobWatch>();
    lane.watches.set(jobId, watches);
    let wanted = false;
    let cancelled = false;
    const watch: JobWatch = new JobWatch({
      queue: lane.queue,
      jobId,
      budgetMs,
      deadlineMarginMs: this.options.deadlineMarginMs ?? 120_000,
      queueTimeoutMs: this.options.queueTimeoutMs ?? 3600_000,
      pollMs: this.options.pollMs ?? 2000,
      orphanGraceMs: this.options.orphanGraceMs ?? 30_000,
      unserved: () => this.unserved(language),
      resubmit: submit,
      onSettled: () => {
        watches.delete(watch);
        if (watches.size === 0 && lane.watches.get(jobId) === watches) lane.watches.delete(jobId);
        signal?.removeEventListener('abort', cancel);
        if (wanted) void this.countOut(lane, jobId, cancelled);
      },
    });
    const cancel = () => {
      cancelled = true;
      watch.settle(cancelledResult());
    };
    // Listening before the add: no event of this job can be missed.
    watches.add(watch);
    try {
      const ttlMs = budgetMs + (this.options.deadlineMarginMs ?? 120_000) + (this.options.queueTimeoutMs ?? 3600_000);
      await wantJob(this.client, this.prefix, jobId, ttlMs);
      wanted = true;
      await submit();
      if (signal?.aborted) cancel();
      else signal?.addEventListener('abort', cancel, { once: true });
      watch.start();
    } catch (e) {
      watch.settle(infra(`cannot queue the program on ${describeRedis(this.options.redis)}: ${(e as Error).message}`));
    }
    return watch.done;
  }

  /** This wait is over; after a cancel, a job that nobody else waits for is withdrawn. */
  private async countOut(lane: Lane, jobId: string, cancelled: boolean): Promise<void> {
    try {
      const left = await unwantJob(this.client, this.prefix, jobId);
      if (cancelled && left <= 0) await withdrawJob(lane.queue, this.client, this.prefix, jobId);
    } catch (e) {
      this.options.log?.(`job ${jobId}: cannot count the wait out: ${(e as Error).message}`);
    }
  }

  /** The id of the program's job: its hash and the toolchain most live workers run the language with. */
  async jobIdFor(program: Program, language: Language): Promise<string> {
    return jobIdOf(await programHash(program), await this.runtime(language));
  }

  /** The language's queue and its events, opened once; events are read from the stream's current end. */
  private lane(language: Language): Promise<Lane> {
    let lane = this.lanes.get(language.id);
    if (!lane) {
      lane = this.openLane(language);
      lane.catch(() => this.lanes.delete(language.id));
      this.lanes.set(language.id, lane);
    }
    return lane;
  }

  private async openLane(language: Language): Promise<Lane> {
    const name = queueName(language);
    const log = (e: Error) => this.options.log?.(`${name}: ${e.message}`);
    const queue = new Queue<JobPayload, ExecResult>(name, { connection: this.client, prefix: this.prefix, streams: { events: { maxLen: 2000 } } });
    queue.on('error', log);
    const [last] = await this.client.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
    const events = new QueueEvents(name, { connection: bullConnection(this.options.redis), prefix: this.prefix, lastEventId: last?.[0] ?? '0-0' });
    events.on('error', log);
    const watches = new Map<string, Set<JobWatch>>();
    const each = (jobId: string, act: (w: JobWatch) => void) => [...(watches.get(jobId) ?? [])].forEach(act);
    events.on('active', ({ jobId }) => each(jobId, (w) => w.started()));
    events.on('completed', ({ jobId, returnvalue }) => each(jobId, (w) => w.completed(returnvalue)));
    events.on('failed', ({ jobId, failedReason }) => each(jobId, (w) => w.failed(failedReason)));
    events.on('waiting', ({ jobId }) => each(jobId, (w) => w.queued()));
    events.on('delayed', ({ jobId }) => each(jobId, (w) => w.queued()));
    events.on('stalled', ({ jobId }) => each(jobId, (w) => w.queued()));
    await events.waitUntilReady();
    return { queue, events, watches };
  }

  /** Ends every wait (infraError), closes the queues, their event streams and the connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const lanes = (await Promise.allSettled([...this.lanes.values()])).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const lane of lanes) for (const set of lane.watches.values()) for (const w of set) w.settle(infra('the queue executor was closed'));
    await Promise.all(lanes.flatMap((l) => [l.events.close().catch(() => undefined), l.queue.close().catch(() => undefined)]));
    await closeRedis(this.client);
  }
}

function infra(message: string): ExecResult {
  return { infraError: message, steps: [], runtime: none, wallMs: 0 };
}
