import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/data/disk-data.ts';
import { referenceOf } from '../assemble/assemble.ts';
import { loadDataset } from '../dataset/dataset.ts';
import type { Executor } from '../execute/executor.ts';
import { getLanguage } from '../languages/index.ts';
import type { Sample } from '../types.ts';
import { evaluateBatch, prepareBatch } from './batch.ts';
import { judgeRun, pipelineContext, planAnswer } from './one-answer.ts';

const fenced = (json: string) => '```json\n' + json + '\n```';

/** JSON tasks are judged by comparison with their reference: nothing runs. */
const noExecutor: Executor = {
  name: 'none',
  execute: async () => {
    throw new Error('nothing should run');
  },
  unavailableReason: async () => undefined,
  runtime: async () => ({ id: 'none', version: '1' }),
};

describe('one answer at a time (planAnswer → judgeRun)', () => {
  it('plans and judges each answer exactly as the batch does the same samples', async () => {
    const json = getLanguage('JSON');
    const dataset = await loadDataset(diskDataSource(), { languages: [json], kinds: ['generation'] });
    const samples: Sample[] = [1, 2, 3].map((i) => {
      const task = dataset.find(`JSON/${i}`, 'generation')!;
      return { taskId: task.id, generations: [fenced(referenceOf(json, task, dataset.references)!), fenced('{"wrong": true}')], source: `answers.jsonl:${i}` };
    });
    const prepared = await prepareBatch(samples, diskDataSource(), { task: 'generation' });
    const batch = await evaluateBatch(prepared.dataset!, prepared.runs!, { executor: noExecutor, mode: 'default', jobs: 1 });

    const ctx = pipelineContext(dataset, { executor: noExecutor, mode: 'default' });
    const one = [];
    for (const s of samples)
      for (const [generation, answer] of s.generations.entries()) {
        const run = planAnswer(dataset, { taskId: s.taskId, generation, answer, source: s.source }, { task: 'generation' });
        expect(typeof run).toBe('object');
        one.push(await judgeRun(ctx, run as Exclude<typeof run, string | undefined>));
      }
    expect(one).toEqual(batch.results);
    expect(one.map((r) => r.status)).toEqual(['passed', 'failed', 'passed', 'failed', 'passed', 'failed']);
    expect(one[1]).toMatchObject({ generation: 1, answer_source: 'answers.jsonl:1' });
    expect(one[1].answer_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves out an answer of another kind or language, and names an unknown task', async () => {
    const dataset = await loadDataset(diskDataSource(), { languages: [getLanguage('JSON')], kinds: ['generation'] });
    expect(planAnswer(dataset, { taskId: 'C/1', generation: 0, answer: '' }, { languages: [getLanguage('JSON')] })).toBeUndefined();
    expect(planAnswer(dataset, { taskId: 'JSON/1-1-single', generation: 0, answer: '' }, { task: 'generation' })).toBeUndefined();
    expect(planAnswer(dataset, { taskId: 'JSON/99999', generation: 0, answer: '', source: 'f:3' }, { task: 'generation' })).toMatch(/^skipped f:3: unknown task id/);
    expect(planAnswer(dataset, { taskId: 'Nope/1', generation: 0, answer: '' })).toMatch(/unknown task id "Nope\/1"/);
  });
});
