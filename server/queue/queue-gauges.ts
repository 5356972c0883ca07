import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { LANGUAGES } from '@mcjudge/core';
import { DEFAULT_PREFIX, queueName } from './queue-names.ts';
import { openRedis, type RedisTarget } from './redis-connection.ts';
import { liveWorkers } from './worker-registry.ts';

/** Job states counted per language queue (BullMQ's names). */
export const JOB_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

export interface QueueSnapshot {
  /** Jobs per language (its name) and state; languages whose queue has never held a job are left out. */
  jobs: { language: string; state: (typeof JOB_STATES)[number]; count: number }[];
  /** Live workers and their slots, from the registry. */
  workers: number;
  slots: number;
}

/** Reads the queues' depths and the worker registry for /metrics, over one connection of its own. */
export class QueueGauges {
  private readonly client: Redis;
  private readonly queues = new Map<string, Queue>();
  constructor(target: RedisTarget, private readonly prefix = DEFAULT_PREFIX) {
    this.client = openRedis(target, { blocking: false, name: 'mcjudge-metrics' });
  }

  async snapshot(): Promise<QueueSnapshot> {
    const jobs: QueueSnapshot['jobs'] = [];
    for (const language of LANGUAGES) {
      const name = queueName(language);
      // A queue BullMQ never made has no meta key: skip it without making one.
      if (!this.queues.has(name) && !(await this.client.exists(`${this.prefix}:${name}:meta`))) continue;
      let queue = this.queues.get(name);
      if (!queue) this.queues.set(name, (queue = new Queue(name, { connection: this.client, prefix: this.prefix })));
      const counts = await queue.getJobCounts(...JOB_STATES);
      for (const state of JOB_STATES) jobs.push({ language: language.name, state, count: counts[state] ?? 0 });
    }
    const workers = await liveWorkers(this.client, this.prefix);
    return { jobs, workers: workers.length, slots: workers.reduce((n, w) => n + w.slots, 0) };
  }

  async close(): Promise<void> {
    for (const q of this.queues.values()) await q.close();
    await this.client.quit().catch(() => undefined);
  }
}
