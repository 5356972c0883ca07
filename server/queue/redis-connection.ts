import type { RedisOptions as BullRedisOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';

/** Where Redis is: a `redis://[user:password@]host:port[/db]` URL (`rediss://` for TLS), or ioredis options. */
export type RedisTarget = string | RedisOptions;

/**
 * A connection of our own. `blocking`: commands wait out an outage (BullMQ workers need this: their
 * blocking fetch is duplicated from this connection); otherwise a command fails after ioredis's 20
 * reconnection tries (about 10 s), so a producer reports Redis as unreachable instead of hanging.
 * Connection errors go to `onError` (ioredis would otherwise print every failed reconnection).
 */
export function openRedis(target: RedisTarget, options: { blocking: boolean; name: string; onError?: (e: Error) => void }): Redis {
  const extra: RedisOptions = { connectionName: options.name, ...(options.blocking ? { maxRetriesPerRequest: null } : {}) };
  const client = typeof target === 'string' ? new Redis(target, extra) : new Redis({ ...target, ...extra });
  client.on('error', (e: Error) => options.onError?.(e));
  return client;
}

/**
 * The same target as options BullMQ opens its own connections with (QueueEvents' blocking reads).
 * ioredis's `retryStrategy: null` (never reconnect) has no BullMQ equivalent: BullMQ's own applies.
 */
export function bullConnection(target: RedisTarget): BullRedisOptions {
  if (typeof target === 'string') return { url: target };
  const { retryStrategy, ...rest } = target;
  return retryStrategy ? { ...rest, retryStrategy } : rest;
}

/** The target for messages: the URL without its password, or host:port. */
export function describeRedis(target: RedisTarget): string {
  if (typeof target !== 'string') return `redis://${target.host ?? '127.0.0.1'}:${target.port ?? 6379}${target.db ? `/${target.db}` : ''}`;
  try {
    const url = new URL(target);
    if (url.password) url.password = '***';
    return url.href.replace(/\/$/, '');
  } catch {
    return target;
  }
}

/** Closes a connection: QUIT when it is up, else drops it (an unreachable Redis cannot answer QUIT). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
