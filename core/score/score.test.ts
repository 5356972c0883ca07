import { describe, expect, it } from 'vitest';
import type { SampleResult } from '../types.ts';
import { passAtK } from './pass-at-k.ts';
import { score } from './score.ts';
import { wilson } from './wilson.ts';

describe('passAtK', () => {
  it('matches hand-computed values of 1 - C(n-c,k)/C(n,k)', () => {
    expect(passAtK(10, 3, 1)).toBeCloseTo(0.3, 12);
    expect(passAtK(5, 2, 2)).toBeCloseTo(0.7, 12); // 1 - C(3,2)/C(5,2) = 1 - 3/10
    expect(passAtK(10, 0, 5)).toBe(0);
    expect(passAtK(10, 6, 5)).toBe(1); // n - c < k
    expect(passAtK(20, 5, 10)).toBeCloseTo(1 - 3003 / 184756, 12); // C(15,10)/C(20,10)
  });
});

describe('wilson', () => {
  it('gives the textbook 95% interval', () => {
    const w = wilson(5, 10);
    expect(w.low).toBeCloseTo(0.236593, 5);
    expect(w.high).toBeCloseTo(0.763407, 5);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 0 });
  });
});

describe('score', () => {
  const r = (task_id: string, status: SampleResult['status'], generation = 0, language = 'C'): SampleResult => ({
    task_id,
    language,
    kind: 'generation',
    level: 'easy',
    generation,
    status,
    detail: '',
    mode: 'default',
    runtime: { id: 'native:gcc', version: '12.2.0' },
    wall_ms: 1,
  });
  it('reports pass@1, failure causes, the dataset hash and the runtimes', () => {
    const report = score([r('C/1', 'passed'), r('C/2', 'failed'), r('C/3', 'compile_error'), r('Python/1', 'passed', 0, 'Python')], 'abc', 'default');
    expect(report.overall).toMatchObject({ passed: 2, total: 4, tasks: 4, pass_at_1: 0.5 });
    expect(report.by_language.C).toMatchObject({ passed: 1, total: 3 });
    expect(report.failures).toEqual({ failed: 1, compile_error: 1 });
    expect(report.dataset.sha256).toBe('abc');
    expect(report.runtimes).toEqual([{ id: 'native:gcc', version: '12.2.0', samples: 4 }]);
    expect(Object.keys(report.by_paradigm)).toEqual(['multi-paradigm', 'procedural']);
  });
  it('averages per-task pass rates and adds pass@5 when every task has 5 generations', () => {
    const results = [0, 1, 2, 3, 4].flatMap((g) => [r('C/1', g < 2 ? 'passed' : 'failed', g), r('C/2', 'failed', g)]);
    const report = score(results, 'abc', 'default');
    expect(report.overall.pass_at_1).toBeCloseTo(0.2, 6);
    expect(report.overall.pass_at_k).toEqual({ pass_at_5: 0.5 });
  });
});

describe('reportCsv', () => {
  it('has one row per group with the same numbers as summary.json', async () => {
    const { reportCsv } = await import('./report-csv.ts');
    const results = [
      { task_id: 'C/1', language: 'C', kind: 'generation', level: 'easy', generation: 0, status: 'passed', detail: '', mode: 'default', runtime: { id: 'native:gcc', version: '12' }, wall_ms: 1, program_sha256: 'a' },
      { task_id: 'C/2', language: 'C', kind: 'generation', level: 'hard', generation: 0, status: 'failed', detail: 'x', mode: 'default', runtime: { id: 'native:gcc', version: '12' }, wall_ms: 1, program_sha256: 'b' },
    ] as const;
    const report = score(results as never, 'f'.repeat(64), 'default');
    const lines = reportCsv(report).trim().split('\n');
    expect(lines[0]).toBe('group,name,passed,total,tasks,pass_at_1,interval_low,interval_high,mode,dataset_sha256');
    expect(lines).toContain(`overall,all,1,2,2,${report.overall.pass_at_1},${report.overall.interval[0]},${report.overall.interval[1]},default,${'f'.repeat(64)}`);
    expect(lines.filter((l) => l.startsWith('language,C,1,2,2,'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('level,'))).toHaveLength(2);
  });
});
