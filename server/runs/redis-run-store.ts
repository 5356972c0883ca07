import { gunzipSync, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { VERDICT_RULES, type Sample, type SampleResult } from '@mcjudge/core';
import { ENDED, resultKey, type RunPatch, type RunRecord, type RunState, type RunStore } from './run-store.ts';

/** Record fields kept as JSON, one hash field each (so an update never rewrites what it does not name). */
const FIELDS = ['id', 'state', 'spec', 'total', 'created', 'started', 'ended', 'problems', 'dataset_sha256', 'verdict_rules', 'summary', 'error', 'generate'] as const;

/**
 * Appends a result once per generation, while the run is running and pinned to the verdict rules the
 * result was judged by (ARGV[4], as JSON): HSETNX on the keys, then the list and the counters.
 */
const RECORD = `
if redis.call('HGET', KEYS[3], 'state') ~= '"running"' then return 0 end
if redis.call('HGET', KEYS[3], 'verdict_rules') ~= ARGV[4] then return 0 end
if redis.call('HSETNX', KEYS[1], ARGV[1], '1') == 0 then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('HINCRBY', KEYS[3], 'done', 1)
if ARGV[3] == '1' then redis.call('HINCRBY', KEYS[3], 'passed', 1) end
return 1`;

/** Sets the state (and patch fields) only if the current state is one of ARGV[1] (space-separated JSON strings). */
const TRANSITION = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 0 end
local allowed = false
for s in string.gmatch(ARGV[1], '%S+') do if s == state then allowed = true end end
if not allowed then return 0 end
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1`;

/**
 * Runs in Redis, shared by every API process and kept across their restarts (with Redis's AOF on, across
 * Redis's too). Per run: a hash (the record, one JSON field per property, plus `done`/`passed` counters),
 * the input (gzipped JSON samples, deleted when the run ends), the results list and the set of recorded
 * generations. Ended runs expire after `retainSeconds`.
 */
export class RedisRunStore implements RunStore {
  constructor(
    private readonly redis: Redis,
    private readonly options: { prefix?: string; retainSeconds?: number; quitOnClose?: boolean } = {},
  ) {}

  private key(id: string, part: 'meta' | 'input' | 'results' | 'keys'): string {
    return `${this.options.prefix ?? 'mcjudge'}:run:${id}:${part}`;
  }

  async create(record: RunRecord, samples: Sample[]): Promise<void> {
    await this.redis
      .multi()
      .set(this.key(record.id, 'input'), gzipSync(JSON.stringify(samples)))
      .hset(this.key(record.id, 'meta'), { ...fields(record), done: '0', passed: '0' })
      .exec();
  }

  async get(id: string): Promise<RunRecord | undefined> {
    const raw = await this.redis.hgetall(this.key(id, 'meta'));
    if (!raw.state) return undefined;
    const record: Record<string, unknown> = { done: Number(raw.done ?? 0), passed: Number(raw.passed ?? 0), problems: [] };
    for (const f of FIELDS) if (raw[f] !== undefined) record[f] = JSON.parse(raw[f]);
    return record as unknown as RunRecord;
  }

  async samples(id: string): Promise<Sample[] | undefined> {
    const gz = await this.redis.getBuffer(this.key(id, 'input'));
    return gz ? (JSON.parse(gunzipSync(gz).toString('utf8')) as Sample[]) : undefined;
  }

  async update(id: string, patch: RunPatch): Promise<void> {
    if (Object.keys(patch).length) await this.redis.hset(this.key(id, 'meta'), fields(patch));
    if (patch.state && ENDED.includes(patch.state)) await this.ended(id);
  }

  async transition(id: string, from: readonly RunState[], to: RunState, patch: RunPatch = {}): Promise<boolean> {
    const set = Object.entries(fields({ ...patch, state: to })).flat();
    const moved = (await this.redis.eval(TRANSITION, 1, this.key(id, 'meta'), from.map((s) => JSON.stringify(s)).join(' '), ...set)) === 1;
    if (moved && ENDED.includes(to)) await this.ended(id);
    return moved;
  }

  async record(id: string, result: SampleResult, rules = VERDICT_RULES): Promise<boolean> {
    const appended = await this.redis.eval(
      RECORD, 3, this.key(id, 'keys'), this.key(id, 'results'), this.key(id, 'meta'),
      resultKey(result), JSON.stringify(result), result.status === 'passed' ? '1' : '0', JSON.stringify(rules),
    );
    return appended === 1;
  }

  async results(id: string, after: number, limit: number): Promise<SampleResult[]> {
    const lines = await this.redis.lrange(this.key(id, 'results'), after, after + limit - 1);
    return lines.map((l) => JSON.parse(l) as SampleResult);
  }

  async recordedKeys(id: string): Promise<Set<string>> {
    return new Set(await this.redis.hkeys(this.key(id, 'keys')));
  }

  async close(): Promise<void> {
    if (this.options.quitOnClose) await this.redis.quit().catch(() => undefined);
  }

  /** An ended run keeps its record and results for a while; its input goes at once. */
  private async ended(id: string): Promise<void> {
    const ttl = this.options.retainSeconds ?? 7 * 24 * 3600;
    await this.redis
      .multi()
      .del(this.key(id, 'input'))
      .expire(this.key(id, 'meta'), ttl)
      .expire(this.key(id, 'results'), ttl)
      .expire(this.key(id, 'keys'), ttl)
      .exec();
  }
}

function fields(patch: Partial<RunRecord>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of FIELDS) if (patch[f] !== undefined) out[f] = JSON.stringify(patch[f]);
  return out;
}
