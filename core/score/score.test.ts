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

describe('score: samples that never ran', () => {
  const r = (task_id: string, status: SampleResult['status'], language = 'C', generation = 0): SampleResult => ({
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
  // 15 of 20 C samples pass; 5 Dart samples have no runtime (the example).
  const c = Array.from({ length: 20 }, (_, i) => r(`C/${i + 1}`, i < 15 ? 'passed' : 'failed'));
  const dart = Array.from({ length: 5 }, (_, i) => r(`Dart/${i + 1}`, 'unavailable', 'Dart'));

  it('leaves unavailable samples out of the overall: 15/20 = 75%, not 15/25 = 60%', () => {
    const report = score([...c, ...dart], 'abc', 'default');
    expect(report.overall).toMatchObject({ passed: 15, total: 20, tasks: 20, pass_at_1: 0.75, not_run: { count: 5, unavailable: 5, infra_error: 0 } });
    const w = wilson(15, 20);
    expect(report.overall.interval).toEqual([Math.round(w.low * 1e6) / 1e6, Math.round(w.high * 1e6) / 1e6]);
  });

  it('gives a language where nothing ran pass_at_1 null and no interval, not 0%', () => {
    const report = score([...c, ...dart], 'abc', 'default');
    expect(report.by_language.Dart).toEqual({ passed: 0, total: 0, tasks: 0, pass_at_1: null, interval: null, not_run: { count: 5, unavailable: 5, infra_error: 0 } });
    expect(report.by_language.C.not_run).toEqual({ count: 0, unavailable: 0, infra_error: 0 });
    // The paradigm/scenario/level groups Dart shares with C are scored on C alone.
    expect(report.by_level.easy).toMatchObject({ passed: 15, total: 20, pass_at_1: 0.75, not_run: { count: 5 } });
  });

  it('never lists unavailable or infra_error among the failure causes', () => {
    const report = score([...c, ...dart, r('C/21', 'infra_error')], 'abc', 'default');
    expect(report.failures).toEqual({ failed: 5 });
    expect(report.failures_by_language).toEqual({ C: { failed: 5 }, Dart: {} });
    expect(report.by_language.C.not_run).toEqual({ count: 1, unavailable: 0, infra_error: 1 });
  });

  it('is complete only when every expected sample ran, and says "ran N of M" otherwise', () => {
    expect(score(c, 'abc', 'default')).toMatchObject({ complete: true, expected: 20, not_run: { count: 0, not_started: 0 } });
    expect(score(c, 'abc', 'default').partial).toBeUndefined();
    const some = score([...c, ...dart], 'abc', 'default');
    expect(some).toMatchObject({ complete: false, partial: 'ran 20 of 25', expected: 25, not_run: { count: 5, unavailable: 5, infra_error: 0, not_started: 0 } });
    // A cancelled run: 34 of 40 judged, all ran.
    const cancelled = score(Array.from({ length: 34 }, (_, i) => r(`C/${i + 1}`, 'passed')), 'abc', 'default', { expected: 40 });
    expect(cancelled).toMatchObject({ complete: false, partial: 'ran 34 of 40', not_run: { count: 6, not_started: 6 } });
  });

  it('drops a generation that never ran from its task\'s pass@k instead of counting it as a miss', () => {
    const gens = [0, 1, 2, 3, 4].map((g) => r('C/1', g === 0 ? 'passed' : g === 4 ? 'infra_error' : 'failed', 'C', g));
    const report = score(gens, 'abc', 'default');
    expect(report.overall.pass_at_1).toBe(0.25); // 1 of the 4 that ran, not 1 of 5
    expect(report.overall.pass_at_k).toBeUndefined(); // only 4 generations ran: no pass@5
  });

  it('counts no paper difference for a sample that did not run on one side', () => {
    const results: SampleResult[] = [
      { ...r('C/1', 'infra_error'), paper_status: 'passed', paper_compared: true },
      { ...r('C/2', 'passed'), paper_status: 'unavailable', paper_compared: true },
      { ...r('C/3', 'passed'), paper_status: 'failed', paper_compared: true },
    ];
    expect(score(results, 'abc', 'default').paper_differences).toEqual({ count: 1, fixed: 1, unfixed: 0, task_ids: ['C/3'] });
  });

  it('has no score at all when nothing ran', () => {
    const report = score(dart, 'abc', 'default');
    expect(report.overall).toMatchObject({ total: 0, pass_at_1: null, interval: null });
    expect(report).toMatchObject({ complete: false, partial: 'ran 0 of 5' });
  });
});

describe('describeNotRun', () => {
  it('names the single reason, or counts each reason when there are several', async () => {
    const { describeNotRun } = await import('./not-run.ts');
    expect(describeNotRun({ count: 0, unavailable: 0, infra_error: 0 })).toBe('');
    expect(describeNotRun({ count: 5, unavailable: 5, infra_error: 0 })).toBe('not run: 5 (unavailable)');
    expect(describeNotRun({ count: 3, unavailable: 2, infra_error: 1 })).toBe('not run: 3 (2 unavailable, 1 infra_error)');
    expect(describeNotRun({ count: 6, unavailable: 0, infra_error: 0, not_started: 6 })).toBe('not run: 6 (not started)');
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
    expect(lines[0]).toBe(
      'group,name,passed,total,tasks,pass_at_1,interval_low,interval_high,not_run,not_run_unavailable,not_run_infra_error,complete,partial,mode,dataset_sha256',
    );
    expect(lines).toContain(`overall,all,1,2,2,${report.overall.pass_at_1},${report.overall.interval![0]},${report.overall.interval![1]},0,0,0,true,,default,${'f'.repeat(64)}`);
    expect(lines.filter((l) => l.startsWith('language,C,1,2,2,'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('level,'))).toHaveLength(2);
  });
  it('leaves pass@1 and the interval empty, not 0, for a language where nothing ran', async () => {
    const { reportCsv } = await import('./report-csv.ts');
    const base = { kind: 'generation', level: 'easy', generation: 0, detail: '', mode: 'default', runtime: { id: 'native:gcc', version: '12' }, wall_ms: 1 } as const;
    const report = score([{ ...base, task_id: 'C/1', language: 'C', status: 'passed' }, { ...base, task_id: 'Dart/1', language: 'Dart', status: 'unavailable' }], 'f'.repeat(64), 'default');
    const lines = reportCsv(report).trim().split('\n');
    expect(lines).toContain(`language,Dart,0,0,0,,,,1,1,0,false,ran 1 of 2,default,${'f'.repeat(64)}`);
    expect(lines.find((l) => l.startsWith('overall,'))).toMatch(/^overall,all,1,1,1,1,[\d.]+,1,1,1,0,false,ran 1 of 2,/);
  });
});
