// @vitest-environment jsdom
import { flushSync, mount, unmount } from 'svelte';
import { describe, expect, it } from 'vitest';
import BarChart from './BarChart.svelte';
import Heatmap from './Heatmap.svelte';
import { barsOf } from '../lib/bars.ts';

const none = { count: 0, unavailable: 0, infra_error: 0 };

describe('BarChart', () => {
  it('draws one bar per group with its Wilson whisker and says the numbers in its table', () => {
    const target = document.createElement('div');
    const bars = barsOf({
      C: { passed: 25, total: 50, tasks: 50, pass_at_1: 0.5, interval: [0.366, 0.634], not_run: none },
      Python: { passed: 40, total: 50, tasks: 50, pass_at_1: 0.8, interval: [0.67, 0.89], not_run: none },
    });
    const app = mount(BarChart, { target, props: { bars, title: 'Pass@1 by language' } });
    flushSync();
    expect(target.querySelectorAll('svg rect')).toHaveLength(2);
    expect(target.querySelector('svg')!.getAttribute('aria-label')).toBe('Pass@1 by language');
    const rows = [...target.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['C50.0%36.6%–63.4%', 'Python80.0%67.0%–89.0%']);
    // The wider bar is the better score.
    const widths = [...target.querySelectorAll('svg rect')].map((r) => Number(r.getAttribute('width')));
    expect(widths[1]).toBeGreaterThan(widths[0]);
    unmount(app);
  });

  it('marks the reference (the paper) as a tick', () => {
    const target = document.createElement('div');
    const app = mount(BarChart, { target, props: { bars: [{ label: 'C', value: 0.5, reference: 0.6 }], title: 't', referenceLabel: 'GPT-4' } });
    flushSync();
    expect(target.querySelectorAll('svg rect')).toHaveLength(2);
    expect(target.textContent).toContain('60.0%');
    unmount(app);
  });
});

describe('Heatmap', () => {
  it('fills a cell per language and level, and leaves cells without tasks empty', () => {
    const target = document.createElement('div');
    const cell = (r: string, c: string) => (r === 'C' && c === 'easy' ? { value: 0.57, n: 21, notRun: '' } : undefined);
    const app = mount(Heatmap, { target, props: { rows: ['C'], columns: ['easy', 'hard'], cell, title: 'Language × difficulty' } });
    flushSync();
    const cells = [...target.querySelectorAll('tbody td')];
    expect(cells.map((c) => c.textContent)).toEqual(['57%', '']);
    expect(cells[0].getAttribute('title')).toContain('21 tasks');
    unmount(app);
  });
});

describe('a group where nothing ran', () => {
  it('is a grey "not run" bar with its reason, not a 0% bar', () => {
    const target = document.createElement('div');
    const bars = barsOf({
      C: { passed: 15, total: 20, tasks: 20, pass_at_1: 0.75, interval: [0.53, 0.89], not_run: none },
      Dart: { passed: 0, total: 0, tasks: 0, pass_at_1: null, interval: null, not_run: { count: 5, unavailable: 5, infra_error: 0 } },
    });
    const app = mount(BarChart, { target, props: { bars, title: 'Pass@1 by language' } });
    flushSync();
    const grey = target.querySelector('svg rect[data-not-run]')!;
    expect(grey.getAttribute('fill')).toBe('#e5e8ec');
    expect(grey.textContent).toBe('Dart: not run: 5 (unavailable)');
    expect(target.querySelector('svg')!.textContent).not.toContain('0.0%');
    const rows = [...target.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['C75.0%53.0%–89.0%', 'Dartnot run: 5 (unavailable)']);
    unmount(app);
  });

  it('is a grey "not run" heatmap cell that names the reason, not a red 0%', () => {
    const target = document.createElement('div');
    const cell = (r: string) => (r === 'Dart' ? { value: null, n: 0, notRun: 'not run: 2 (unavailable)' } : { value: 0.5, n: 4, notRun: '' });
    const app = mount(Heatmap, { target, props: { rows: ['C', 'Dart'], columns: ['easy'], cell, title: 'Language × difficulty' } });
    flushSync();
    const [c, dart] = [...target.querySelectorAll('tbody td')] as HTMLElement[];
    expect(c.textContent).toBe('50%');
    expect(dart.textContent).toBe('not run');
    expect(dart.getAttribute('title')).toBe('Dart easy: not run: 2 (unavailable)');
    expect(dart.style.background).not.toMatch(/hsl/);
    unmount(app);
  });
});
