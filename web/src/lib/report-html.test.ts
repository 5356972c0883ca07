import { describe, expect, it } from 'vitest';
import { score, type SampleResult } from '@mcjudge/core';
import { reportHtml } from './report-html.ts';

const r = (task_id: string, status: SampleResult['status'], language: string): SampleResult => ({
  task_id,
  language,
  kind: 'generation',
  level: 'easy',
  generation: 0,
  status,
  detail: '',
  mode: 'default',
  runtime: { id: 'native:gcc', version: '12' },
  wall_ms: 1,
});
// 15 of 20 C samples pass; 5 Dart samples had no runtime (issue 12's example).
const results = [...Array.from({ length: 20 }, (_, i) => r(`C/${i + 1}`, i < 15 ? 'passed' : 'failed', 'C')), ...Array.from({ length: 5 }, (_, i) => r(`Dart/${i + 1}`, 'unavailable', 'Dart'))];

describe('reportHtml', () => {
  it('heads with the Pass@1 of what ran (75.0%, not 60.0%) and lists Dart as not run, not 0%', () => {
    const html = reportHtml(score(results, 'f'.repeat(64), 'default'));
    expect(html).toContain('Overall Pass@1 <strong>75.0%</strong> (15/20');
    expect(html).not.toContain('60.0%');
    expect(html).toContain('not run: 5 (unavailable): left out of every score');
    expect(html).toContain('<tr class="not-run"><td>Dart</td><td>not run: 5 (unavailable)</td>');
    expect(html).toContain('<tr><td>C</td><td><strong>75.0%</strong></td><td>15/20</td>');
    expect(html).toContain('<tr class="not-run"><td>not run (unavailable)</td><td>5</td></tr>');
  });

  it('names the model, files, date, mode and dataset, orders difficulty easy, middle, hard, and inlines the charts it is given', () => {
    const mixed = ['hard', 'easy', 'middle'].map((level, i) => ({ ...r(`C/${i + 1}`, 'passed', 'C'), level: level as SampleResult['level'] }));
    const html = reportHtml(score(mixed, 'a'.repeat(64), 'paper'), {
      meta: { model: 'my-model', files: ['generation_C.jsonl.gz'], date: '2026-12-03T16:00:00.000Z', kind: 'generation' },
      charts: [{ title: 'By difficulty', svg: '<svg role="img" aria-label="By difficulty"></svg>' }],
    });
    expect(html).toContain('<dt>model</dt><dd>my-model</dd>');
    expect(html).toContain('<code>generation_C.jsonl.gz</code>');
    expect(html).toContain('Thu, 03 Dec 2026 16:00:00 GMT');
    expect(html).toContain('<dt>mode</dt><dd>paper</dd>');
    expect(html).toContain(`<code>${'a'.repeat(64)}</code>`);
    expect(html).toContain('<figure><figcaption>By difficulty</figcaption><svg role="img"');
    const difficulty = html.slice(html.indexOf('<caption>By difficulty</caption>'));
    expect(difficulty.indexOf('<td>easy</td>')).toBeLessThan(difficulty.indexOf('<td>middle</td>'));
    expect(difficulty.indexOf('<td>middle</td>')).toBeLessThan(difficulty.indexOf('<td>hard</td>'));
    expect(html).not.toContain('"by_language"');
  });

  it('says "partial, 34/40" for a cancelled run', () => {
    const ran = Array.from({ length: 34 }, (_, i) => r(`C/${i + 1}`, 'passed', 'C'));
    expect(reportHtml(score(ran, 'f'.repeat(64), 'default', { expected: 40 }))).toContain('partial, 34/40');
  });
});
