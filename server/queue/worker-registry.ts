import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Which workers are alive and what they run. Each worker keeps `<prefix>:worker:<id>` (JSON, expiring
 * after `ttlMs` unless its heartbeat renews it) and its id in the set `<prefix>:workers`; an id whose
 * key has expired (a worker killed or cut off) is dropped from the set by the next reader. Expiry is
 * Redis's own clock, so hosts' clocks do not matter.
 */
export const WorkerEntrySchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number(),
  slots: z.number().int().positive(),
  /** ISO time of the worker's start. */
  started: z.string(),
  /** How long a job of a dead worker stays claimed before another worker takes it over (lock = stalled check interval). */
  stalledIntervalMs: z.number(),
  languages: z.array(z.object({ id: z.string(), name: z.string(), runtime: z.object({ id: z.string(), version: z.string() }) })),
  /** Isolation of its programs: the sandbox's summary, or `none` (--unsafe-no-sandbox). */
  sandbox: z.string(),
});
export type WorkerEntry = z.infer<typeof WorkerEntrySchema>;

const setKey = (prefix: string) => `${prefix}:workers`;
const entryKey = (prefix: string, id: string) => `${prefix}:worker:${id}`;

/** Writes (or renews) the worker's entry for `ttlMs`. */
export async function announceWorker(client: Redis, prefix: string, entry: WorkerEntry, ttlMs: number): Promise<void> {
  await client.multi().set(entryKey(prefix, entry.id), JSON.stringify(entry), 'PX', ttlMs).sadd(setKey(prefix), entry.id).exec();
}

/** Removes the worker's entry at once (a clean stop), so producers stop counting on it. */
export async function withdrawWorker(client: Redis, prefix: string, id: string): Promise<void> {
  await client.multi().del(entryKey(prefix, id)).srem(setKey(prefix), id).exec();
}

/** The live workers; entries that expired or do not parse are left out (and expired ids pruned). */
export async function liveWorkers(client: Redis, prefix: string): Promise<WorkerEntry[]> {
  const ids = await client.smembers(setKey(prefix));
  if (ids.length === 0) return [];
  const texts = await client.mget(ids.map((id) => entryKey(prefix, id)));
  const gone = ids.filter((_, i) => texts[i] === null);
  if (gone.length) await client.srem(setKey(prefix), ...gone);
  const entries: WorkerEntry[] = [];
  for (const text of texts) {
    if (text === null) continue;
    const parsed = WorkerEntrySchema.safeParse(parseJson(text));
    if (parsed.success) entries.push(parsed.data);
  }
  return entries.sort((a, b) => a.id.localeCompare(b.id));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
