import type { Redis } from 'ioredis';

/**
 * Programs each worker has started, in the hash `<prefix>:executed` (field: worker id). Every attempt
 * counts, so "ran once" is provable from outside: the counts add up to the executions, not the jobs.
 */
const key = (prefix: string) => `${prefix}:executed`;

export async function countExecution(client: Redis, prefix: string, workerId: string): Promise<void> {
  await client.hincrby(key(prefix), workerId, 1);
}

/** Executions per worker id. */
export async function executionCounts(client: Redis, prefix: string): Promise<Record<string, number>> {
  const raw = await client.hgetall(key(prefix));
  return Object.fromEntries(Object.entries(raw).map(([id, n]) => [id, Number(n)]));
}
