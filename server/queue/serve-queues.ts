import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Executor, Language, RuntimeId } from '@mcjudge/core';
import { countExecution } from './execution-count.ts';
import { JobCancels } from './job-interest.ts';
import { jobProcessor } from './job-processor.ts';
import { DEFAULT_PREFIX, queueName } from './queue-names.ts';
import { closeRedis, openRedis, type RedisTarget } from './redis-connection.ts';
import { SlotGate } from './slot-gate.ts';
import { SlotGatedWorker } from './slot-gated-worker.ts';
import { announceWorker, withdrawWorker, type WorkerEntry } from './worker-registry.ts';

export interface ServeQueuesOptions {
  redis: RedisTarget;
  /** Key prefix shared with the producers (default `mcjudge`). */
  prefix?: string;
  /** Programs at once across every queue served. */
  slots: number;
  /** The languages to take jobs for, each with the runtime that runs it here (listed in the registry). */
  languages: { language: Language; runtime: RuntimeId }[];
  /**
   * A job whose worker died (SIGKILL, a lost machine) is taken over after at most about three times
   * this: it is the job lock's lifetime and the period of the stalled-job check (default 30 s).
   */
  stalledIntervalMs?: number;
  /** Times a job may be found stalled and put back before it fails as poison (default 1: the second stall fails it). */
  maxStalledCount?: number;
  /** Added to a program's own budget before this worker gives a job up as lost (default 60 s). */
  deadlineMarginMs?: number;
  /** Registry heartbeat period (default 2 s); the entry expires after five missed beats. */
  heartbeatMs?: number;
  /** Aborted when the worker starts stopping (the executor is told the same signal by its owner). */
  stopping: AbortSignal;
  /** What the registry says about isolation (the sandbox's summary, or `none`). */
  sandbox: string;
  log?: (line: string) => void;
}

export interface QueueService {
  /** This worker's id in the registry and in each job's `processedBy`. */
  id: string;
  /**
   * Stops taking jobs, waits for the running ones (their owner kills the programs first when it must
   * be quick: what comes back after the stop signal is handed back to the queue), leaves the registry
   * and closes the connections.
   */
  close(): Promise<void>;
}

/** Takes jobs from the languages' queues and runs them with `executor`, at most `slots` at once. */
export async function serveQueues(executor: Executor, options: ServeQueuesOptions): Promise<QueueService> {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const log = options.log ?? (() => undefined);
  const host = hostname();
  const id = `${host}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const stalledIntervalMs = options.stalledIntervalMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 2000;
  // A Redis outage repeats the same error every few seconds: each is said once, until another comes.
  let lastLine = '';
  const say = (line: string) => {
    if (line !== lastLine) log((lastLine = line));
  };
  const client = openRedis(options.redis, { blocking: true, name: `mcjudge-worker-${id}`, onError: (e) => say(`redis: ${e.message}`) });
  const entry: WorkerEntry = {
    id,
    host,
    pid: process.pid,
    slots: options.slots,
    started: new Date().toISOString(),
    stalledIntervalMs,
    languages: options.languages.map(({ language, runtime }) => ({ id: language.id, name: language.name, runtime })),
    sandbox: options.sandbox,
  };
  const announce = () => announceWorker(client, prefix, entry, heartbeatMs * 5);
  try {
    await announce();
  } catch (e) {
    await closeRedis(client);
    throw e;
  }
  let cancels: JobCancels;
  const subscriber = openRedis(options.redis, { blocking: true, name: `mcjudge-worker-${id}-cancels`, onError: (e) => say(`redis: ${e.message}`) });
  try {
    cancels = await JobCancels.listen(subscriber, client, prefix, log);
  } catch (e) {
    await withdrawWorker(client, prefix, id).catch(() => undefined);
    await Promise.all([closeRedis(subscriber), closeRedis(client)]);
    throw e;
  }
  const heartbeat = setInterval(() => announce().catch((e: Error) => say(`registry: ${e.message}`)), heartbeatMs);
  const gate = new SlotGate(options.slots);
  const workers = options.languages.map(({ language }) => {
    const worker = new SlotGatedWorker(
      queueName(language),
      jobProcessor({
        executor,
        language,
        worker: `${host}/${id}`,
        stopping: options.stopping,
        deadlineMarginMs: options.deadlineMarginMs ?? 60_000,
        counted: () => countExecution(client, prefix, id),
        cancels,
      }),
      {
        connection: client,
        prefix,
        name: id,
        concurrency: options.slots,
        lockDuration: stalledIntervalMs,
        stalledInterval: stalledIntervalMs,
        maxStalledCount: options.maxStalledCount ?? 1,
      },
      gate,
    );
    worker.on('error', (e) => say(`${language.name} queue: ${e.message}`));
    worker.on('failed', (job, e) => log(`${language.name} job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${e.message}`));
    worker.run().catch((e: Error) => log(`${language.name} queue stopped: ${e.message}`));
    return worker;
  });
  let closing: Promise<void> | undefined;
  return {
    id,
    close: () =>
      (closing ??= (async () => {
        clearInterval(heartbeat);
        gate.close();
        await withdrawWorker(client, prefix, id).catch((e: Error) => log(`registry: ${e.message}`));
        await Promise.all(workers.map((w) => w.close().catch((e: Error) => log(`closing ${w.name}: ${e.message}`))));
        await cancels.close();
        await Promise.all([closeRedis(subscriber), closeRedis(client)]);
      })()),
  };
}
