import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/data/disk-data.ts';
import { realTask } from '../../test/fixtures/load.ts';
import { referenceOf } from '../assemble/assemble.ts';
import { loadDataset } from '../dataset/dataset.ts';
import type { Executor } from '../execute/executor.ts';
import { getLanguage } from '../languages/index.ts';
import type { Language } from '../languages/language.ts';
import type { ExecResult, Program, Sample, SampleResult } from '../types.ts';
import { evaluateBatch, prepareBatch } from './batch.ts';

const fenced = (json: string) => '```json\n' + json + '\n```';

/** JSON tasks are judged by comparison with their reference, nothing runs: the batch logic alone is under test. */
async function jsonSamples(n: number): Promise<Sample[]> {
  const json = getLanguage('JSON');
  const dataset = await loadDataset(diskDataSource(), { languages: [json], kinds: ['generation'] });
  return Array.from({ length: n }, (_, i) => {
    const task = dataset.find(`JSON/${i + 1}`, 'generation')!;
    return { taskId: task.id, generations: [fenced(referenceOf(json, task, dataset.references)!), fenced('{"wrong": true}')], source: `answers.jsonl:${i + 1}` };
  });
}

/** Executes Shell programs by holding each one until released: shows what started, and when. */
class HeldExecutor implements Executor {
  readonly name = 'held';
  started: string[] = [];
  private releases: (() => void)[] = [];
  async execute(program: Program): Promise<ExecResult> {
    this.started.push(program.taskId);
    await new Promise<void>((r) => this.releases.push(r));
    return { steps: [{ name: 'run', exitCode: 0, signal: null, stdout: '', stderr: '', timedOut: false, memoryExceeded: false, truncated: false, wallMs: 1 }], runtime: { id: 'held', version: '1' }, wallMs: 1 };
  }
  releaseAll(): void {
    for (const r of this.releases.splice(0)) r();
  }
  async unavailableReason(_: Language): Promise<string | undefined> {
    return undefined;
  }
  async runtime(): Promise<{ id: string; version: string }> {
    return { id: 'held', version: '1' };
  }
}

describe('the batch pipeline (prepareBatch → evaluateBatch)', () => {
  it('plans every generation, judges them, and names where each answer came from', async () => {
    const prepared = await prepareBatch(await jsonSamples(3), diskDataSource());
    expect(prepared.dataset).toBeDefined();
    const outcome = await evaluateBatch(prepared.dataset!, prepared.runs!, { executor: new HeldExecutor(), mode: 'default', jobs: 2 });
    expect(outcome.cancelled).toBe(false);
    expect(outcome.results.map((r) => `${r.task_id}#${r.generation}:${r.status}`).sort()).toEqual(
      ['JSON/1#0:passed', 'JSON/1#1:failed', 'JSON/2#0:passed', 'JSON/2#1:failed', 'JSON/3#0:passed', 'JSON/3#1:failed'],
    );
    expect(outcome.results.find((r) => r.task_id === 'JSON/2')).toMatchObject({ answer_source: 'answers.jsonl:2', answer_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('resumes: what the results already hold is planned out', async () => {
    const prepared = await prepareBatch(await jsonSamples(3), diskDataSource(), { resume: () => (id, _kind, generation) => id !== 'JSON/2' || generation === 1 });
    expect(prepared.runs!.map((r) => `${r.task.id}#${r.generation}`)).toEqual(['JSON/2#0']);
  });

  it('says why nothing is selected instead of planning an empty batch', async () => {
    const prepared = await prepareBatch([{ taskId: 'Klingon/1', generations: ['x'] }], diskDataSource());
    expect(prepared.dataset).toBeUndefined();
    expect(prepared.problems.join('\n')).toMatch(/unknown task id "Klingon\/1"/);
  });

  it('uses a recalled verdict instead of running the sample', async () => {
    const prepared = await prepareBatch(await jsonSamples(2), diskDataSource());
    const recalled = await evaluateBatch(prepared.dataset!, prepared.runs!, {
      executor: new HeldExecutor(), mode: 'default', jobs: 1,
      recall: async (run) => (run.generation === 1 ? ({ task_id: run.task.id, generation: 1, status: 'passed', detail: 'kept' } as SampleResult) : undefined),
    });
    expect(recalled.results.filter((r) => r.detail === 'kept')).toHaveLength(2);
  });

  it('on cancel starts no more samples and drops the results of those the cancel caught running', async () => {
    const shell = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => realTask(`Shell/${n}`)));
    const prepared = await prepareBatch(shell.map((t) => ({ taskId: t.id, generations: [t.canonical] })), diskDataSource());
    const executor = new HeldExecutor();
    const cancel = new AbortController();
    const seen: string[] = [];
    const batch = evaluateBatch(prepared.dataset!, prepared.runs!, { executor, mode: 'paper', jobs: 2, signal: cancel.signal, onResult: (r) => void seen.push(r.task_id) });
    await expect.poll(() => executor.started.length).toBe(2);
    cancel.abort();
    executor.releaseAll();
    const outcome = await batch;
    expect(outcome).toMatchObject({ cancelled: true, results: [] });
    expect(seen).toEqual([]);
    expect(executor.started).toHaveLength(2);
  });
});
