import { describe, expect, it } from 'vitest';
import type { SampleResult } from '@mcjudge/core';
import { importRun, reportOf, runFileName, runJson } from './run-export.ts';

const result = (i: number, status: SampleResult['status']): SampleResult => ({
  task_id: `C/${i}`,
  language: 'C',
  kind: 'generation',
  level: 'easy',
  generation: 0,
  status,
  detail: '',
  mode: 'default',
  runtime: { id: 'native:gcc', version: '12' },
  wall_ms: 1,
});

describe('a saved run', () => {
  it('is imported from a results.jsonl, named after the file, and scored by core', async () => {
    const lines = Array.from({ length: 10 }, (_, i) => JSON.stringify(result(i + 1, i < 6 ? 'passed' : 'failed')));
    const run = await importRun(new File([lines.join('\n') + '\n'], 'deepseek.jsonl'), 'f'.repeat(64));
    expect(run.model).toBe('deepseek');
    expect(run.name).toMatch(/^deepseek · \d+ \w+ \d{4}/);
    expect(run.results).toHaveLength(10);
    expect(reportOf(run).overall).toMatchObject({ passed: 6, total: 10, pass_at_1: 0.6 });
  });

  it('is exported as JSON with its summary and verdicts, and imported back unchanged', async () => {
    const run = await importRun(new File([JSON.stringify(result(1, 'passed'))], 'one.jsonl'));
    const cancelled = { ...run, state: 'cancelled' as const, expected: 4, answers: { 'C/1#0': 'int main(){}' } };
    const json = runJson(cancelled);
    expect(JSON.parse(json).summary.partial).toBeTruthy();
    expect(runFileName(cancelled)).toMatch(/^mcjudge-run-one-\d{4}-\d\d-\d\d-\d\d-\d\d\.json$/);
    const back = await importRun(new File([json], runFileName(cancelled)));
    expect(back).toEqual(cancelled);
  });

  it('refuses a file with no sample results', async () => {
    await expect(importRun(new File(['{"task_id":"C/1","completion":"x"}\n'], 'outputs.jsonl'))).rejects.toThrow('no sample results');
  });
});
