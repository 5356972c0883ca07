import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SampleResult, Status } from '@mcjudge/core';
import { VERDICT_RULES } from '@mcjudge/core';
import { ResultsFile } from './results-file.ts';

const info = { command: 'evaluate', mode: 'default' as const, dataset_sha256: 'a'.repeat(64) };
const result = (task_id: string, status: Status): SampleResult => ({
  task_id,
  language: 'C',
  kind: 'generation',
  generation: 0,
  status,
  detail: '',
  mode: 'default',
  runtime: { id: 'native:gcc', version: '12' },
  wall_ms: 1,
});

describe('ResultsFile', () => {
  it('keeps the last line of each sample, drops a line cut by a crash, and rewrites the file with one line each', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-results-'));
    const lines = [result('C/1', 'infra_error'), result('C/2', 'passed'), result('C/1', 'failed')].map((r) => JSON.stringify(r));
    writeFileSync(join(dir, 'results.jsonl'), lines.join('\n') + '\n{"task_id": "C/3", "sta');
    const file = new ResultsFile(dir, info);
    expect(file.results.map((r) => [r.task_id, r.status])).toEqual([
      ['C/1', 'failed'],
      ['C/2', 'passed'],
    ]);
    expect(readFileSync(file.path, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('does not count a sample that never ran (infra_error, unavailable) as done', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-results-'));
    const file = new ResultsFile(dir, info);
    file.append(result('C/1', 'infra_error'));
    file.append(result('C/2', 'unavailable'));
    file.append(result('C/3', 'failed'));
    const key = (task_id: string) => ({ task_id, kind: 'generation' as const, generation: 0 });
    expect([file.isDone(key('C/1')), file.isDone(key('C/2')), file.isDone(key('C/3')), file.isDone(key('C/4'))]).toEqual([false, false, true, false]);
    file.append(result('C/1', 'passed'));
    file.compact();
    const again = new ResultsFile(dir, info);
    expect(again.done.map((r) => `${r.task_id} ${r.status}`)).toEqual(['C/1 passed', 'C/3 failed']);
    expect(readFileSync(again.path, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('never resumes results judged by other verdict rules (an older run.json has none: rules 1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-results-'));
    writeFileSync(join(dir, 'run.json'), JSON.stringify(info));
    writeFileSync(join(dir, 'results.jsonl'), JSON.stringify(result('C/1', 'passed')) + '\n');
    expect(() => new ResultsFile(dir, info)).toThrow(/verdict rules 1 .*Use another --out/);
    const fresh = mkdtempSync(join(tmpdir(), 'mcjudge-results-'));
    new ResultsFile(fresh, info);
    expect(JSON.parse(readFileSync(join(fresh, 'run.json'), 'utf8'))).toEqual({ ...info, verdict_rules: VERDICT_RULES });
    expect(() => new ResultsFile(fresh, info)).not.toThrow();
  });
});
