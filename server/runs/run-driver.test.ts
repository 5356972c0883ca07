import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERDICT_RULES, type DataSource, type Executor, type SampleResult } from '@mcjudge/core';
import { NO_REDIS_REASON, redisServerBinary, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import { MemoryRunStore } from './memory-run-store.ts';
import { RedisRunStore } from './redis-run-store.ts';
import { driveRun } from './run-driver.ts';
import { drivenHere, type RunRecord } from './run-store.ts';

// Neither is reached in these runs: the driver stops before planning, or plans an empty input.
const deps = (store: MemoryRunStore) => ({ store, executor: {} as Executor, data: {} as DataSource, slots: 1 });
const stored = (over: Partial<RunRecord>): RunRecord => ({ id: 'run-1', state: 'running', spec: { mode: 'default', compare: false }, done: 0, passed: 0, created: new Date().toISOString(), problems: [], ...over });
const judged: SampleResult = { task_id: 'C/1', language: 'C', kind: 'generation', generation: 0, status: 'passed', detail: '', mode: 'default', runtime: { id: 'native:gcc', version: '12' }, wall_ms: 5 };
/** What a driver that plans an empty input ends with: proof that it went past the rules. */
const PLANNED = 'no sample to evaluate in the input';

describe('a run and the verdict rules it is judged by', () => {
  it('is failed with the reason when it holds results judged by older rules: no summary mixes the two', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({ verdict_rules: VERDICT_RULES - 1 }), []);
    expect(await store.record('run-1', judged, VERDICT_RULES - 1)).toBe(true);
    await driveRun('run-1', deps(store));
    const record = await store.get('run-1');
    expect(record).toMatchObject({ state: 'failed', done: 1 });
    expect(record?.error).toBe(`its 1 results were judged by verdict rules ${VERDICT_RULES - 1}; this server judges by rules ${VERDICT_RULES}: start the run again`);
    expect(record?.summary).toBeUndefined();
  });

  it('says so when the run was stored before it recorded its rules', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({ done: 2 }), []);
    await driveRun('run-1', deps(store));
    expect((await store.get('run-1'))?.error).toMatch(/^its 2 results were judged by an earlier release’s verdict rules \(the run does not record which\)/);
  });

  it('takes this release’s rules when it holds no result yet, and goes on', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({ state: 'queued' }), []);
    await driveRun('run-1', deps(store));
    const record = await store.get('run-1');
    expect(record?.verdict_rules).toBe(VERDICT_RULES);
    expect(record?.error).toBe(PLANNED);
  });

  it('goes on with results judged by the same rules', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({ verdict_rules: VERDICT_RULES }), []);
    expect(await store.record('run-1', judged)).toBe(true);
    await driveRun('run-1', deps(store));
    expect((await store.get('run-1'))?.error).toBe(PLANNED);
  });

  it('takes a newer release’s run that holds no result yet, and fails one that does, saying why', async () => {
    const empty = new MemoryRunStore();
    await empty.create(stored({ verdict_rules: VERDICT_RULES + 1 }), []);
    await driveRun('run-1', deps(empty));
    expect(await empty.get('run-1')).toMatchObject({ verdict_rules: VERDICT_RULES, error: PLANNED });
    const judgedNewer = new MemoryRunStore();
    await judgedNewer.create(stored({ verdict_rules: VERDICT_RULES + 1 }), []);
    expect(await judgedNewer.record('run-1', judged, VERDICT_RULES + 1)).toBe(true);
    await driveRun('run-1', deps(judgedNewer));
    expect((await judgedNewer.get('run-1'))?.error).toBe(`its 1 results were judged by verdict rules ${VERDICT_RULES + 1}; this server judges by rules ${VERDICT_RULES}: start the run again`);
  });

  it('a driver goes on only while the run is running and pinned to its rules (another release may have taken it over)', () => {
    expect(drivenHere(stored({ verdict_rules: VERDICT_RULES }))).toBe(true);
    expect(drivenHere(stored({ verdict_rules: VERDICT_RULES + 1 }))).toBe(false);
    expect(drivenHere(stored({ verdict_rules: VERDICT_RULES, state: 'cancelled' }))).toBe(false);
    expect(drivenHere(undefined)).toBe(false);
  });

  it('the store refuses a result judged by other rules than the run’s', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({ verdict_rules: VERDICT_RULES }), []);
    expect(await store.record('run-1', judged, VERDICT_RULES - 1)).toBe(false);
    expect(await store.record('run-1', judged)).toBe(true);
    expect((await store.get('run-1'))?.done).toBe(1);
  });
});

describe.skipIf(!redisServerBinary())(`the Redis store and the verdict rules (${redisServerBinary() ? 'redis-server' : NO_REDIS_REASON})`, () => {
  let redis: RedisServer;
  let client: Redis;
  beforeAll(async () => {
    redis = await startRedisServer();
    client = new Redis(redis.url, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    await client?.quit();
    await redis?.stop();
  });

  it('refuses a result judged by other rules than the run’s, and one for a run that records none', async () => {
    const store = new RedisRunStore(client, { prefix: 'rules-test' });
    await store.create(stored({ verdict_rules: VERDICT_RULES }), []);
    expect(await store.record('run-1', judged, VERDICT_RULES - 1)).toBe(false);
    expect(await store.record('run-1', judged)).toBe(true);
    await store.create(stored({ id: 'run-2' }), []);
    expect(await store.record('run-2', judged)).toBe(false);
    expect((await store.get('run-1'))?.done).toBe(1);
    expect((await store.get('run-2'))?.done).toBe(0);
  });
});
