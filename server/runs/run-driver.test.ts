import { describe, expect, it } from 'vitest';
import { VERDICT_RULES, type DataSource, type Executor, type SampleResult } from '@mcjudge/core';
import { MemoryRunStore } from './memory-run-store.ts';
import { driveRun } from './run-driver.ts';
import type { RunRecord } from './run-store.ts';

// Neither is reached in these runs: the driver stops before planning, or plans an empty input.
const deps = (store: MemoryRunStore) => ({ store, executor: {} as Executor, data: {} as DataSource, slots: 1 });
const stored = (over: Partial<RunRecord>): RunRecord => ({ id: 'run-1', state: 'running', spec: { mode: 'default', compare: false }, done: 0, passed: 0, created: new Date().toISOString(), problems: [], ...over });
const judged: SampleResult = { task_id: 'C/1', language: 'C', kind: 'generation', generation: 0, status: 'passed', detail: '', mode: 'default', runtime: { id: 'native:gcc', version: '12' }, wall_ms: 5 };

describe('a run resumed by a release with other verdict rules', () => {
  it('is failed with the reason when it holds results judged by the old rules: no summary mixes the two', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({}), []); // stored before the field: rules 1
    expect(await store.record('run-1', judged)).toBe(true);
    await driveRun('run-1', deps(store));
    const record = await store.get('run-1');
    expect(record).toMatchObject({ state: 'failed', done: 1 });
    expect(record?.error).toBe(`its 1 results were judged by verdict rules 1 (another mcjudge release); this server judges by rules ${VERDICT_RULES}: start the run again`);
    expect(record?.summary).toBeUndefined();
  });

  it('takes this release’s rules when it holds no result yet, and goes on', async () => {
    const store = new MemoryRunStore();
    await store.create(stored({ state: 'queued' }), []);
    await driveRun('run-1', deps(store));
    const record = await store.get('run-1');
    expect(record?.verdict_rules).toBe(VERDICT_RULES);
    expect(record?.error).toBe('no sample to evaluate in the input'); // planned, as any run: its input is empty
  });
});
