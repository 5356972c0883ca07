import type { Redis } from 'ioredis';

/**
 * Programs each worker has started, one counter per worker: `<prefix>:executed:<worker id>`. Every
 * attempt counts, so "ran once" is provable from outside: the counts add up to the executions, not the
 * jobs. Each counter expires `RETENTION_MS` after its worker's last start, so the workers of past
 * deployments do not pile up (a worker id is new at every start).
 */
const keyOf = (prefix: string, workerId: string) => `${prefix}:executed:${workerId}`;
export const EXECUTION_COUNT_RETENTION_MS = 7 * 24 * 3600_000;

export async function countExecution(client: Redis, prefix: string, workerId: string): Promise<void> {
  const key = keyOf(prefix, workerId);
  await client.multi().incr(key).pexpire(key, EXECUTION_COUNT_RETENTION_MS).exec();
}

/** Executions per worker id (of the workers that started a program within the retention). */
export async function executionCounts(client: Redis, prefix: string): Promise<Record<string, number>> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await client.scan(cursor, 'MATCH', `${keyOf(prefix, '')}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  if (keys.length === 0) return {};
  const values = await client.mget(...keys);
  const start = keyOf(prefix, '').length;
  return Object.fromEntries(keys.map((k, i) => [k.slice(start), Number(values[i] ?? 0)]));
}
