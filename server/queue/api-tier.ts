import { LANGUAGES, type Executor, type Language, type RuntimeId } from '@mcjudge/core';
import { QueueExecutor } from './queue-executor.ts';
import { serveQueues, type QueueService } from './serve-queues.ts';
import type { RedisTarget } from './redis-connection.ts';

export interface ApiTierOptions {
  redis: RedisTarget;
  prefix?: string;
  /**
   * This process also serves the queues with its own slots (`local`, the sandboxed native executor),
   * for the languages it can run among `languages` (default: all). Without it the API only sends.
   */
  local?: { executor: Executor; slots: number; languages?: Language[]; sandbox: string; stopping: AbortSignal };
  stalledIntervalMs?: number;
  log?: (line: string) => void;
}

export interface ApiTier {
  /** Sends every program to the workers (this process's own slots among them, when `local`). */
  executor: QueueExecutor;
  /** What this process serves itself (empty without `local`). */
  languages: { language: Language; runtime: RuntimeId }[];
  /** Stops serving (after the owner killed or awaited the running programs), then the producer. */
  close(): Promise<void>;
}

/** `mcjudge serve --redis`: programs go to the queues; the process may be one of the workers too. */
export async function startApiTier(options: ApiTierOptions): Promise<ApiTier> {
  const executor = new QueueExecutor({ redis: options.redis, prefix: options.prefix, log: options.log });
  const languages: ApiTier['languages'] = [];
  let service: QueueService | undefined;
  const local = options.local;
  if (local) {
    for (const language of local.languages ?? LANGUAGES) {
      if ((await local.executor.unavailableReason(language)) === undefined) languages.push({ language, runtime: await local.executor.runtime(language) });
    }
    options.log?.(languages.length ? `this process serves ${languages.length} language(s) with its ${local.slots} slot(s): ${languages.map((l) => l.language.name).join(', ')}` : 'this process serves no queue: none of its languages is installed here');
    if (languages.length) {
      service = await serveQueues(local.executor, {
        redis: options.redis, prefix: options.prefix, slots: local.slots, languages,
        stalledIntervalMs: options.stalledIntervalMs, stopping: local.stopping, sandbox: local.sandbox, log: options.log,
      });
    }
  }
  return {
    executor,
    languages,
    async close() {
      await service?.close();
      await executor.close();
    },
  };
}
