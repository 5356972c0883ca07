// @vitest-environment jsdom
import { flushSync, mount, unmount } from 'svelte';
import { describe, expect, it } from 'vitest';
import BarChart from './BarChart.svelte';
import Heatmap from './Heatmap.svelte';
import { barsOf } from '../lib/bars.ts';

describe('BarChart', () => {
  it('draws one bar per group with its Wilson whisker and says the numbers in its table', () => {
    const target = document.createElement('div');
    const bars = barsOf({
      C: { passed: 25, total: 50, tasks: 50, pass_at_1: 0.5, interval: [0.366, 0.634] },
      Python: { passed: 40, total: 50, tasks: 50, pass_at_1: 0.8, interval: [0.67, 0.89] },
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
    const cell = (r: string, c: string) => (r === 'C' && c === 'easy' ? { value: 0.57, n: 21 } : undefined);
    const app = mount(Heatmap, { target, props: { rows: ['C'], columns: ['easy', 'hard'], cell, title: 'Language × difficulty' } });
    flushSync();
    const cells = [...target.querySelectorAll('tbody td')];
    expect(cells.map((c) => c.textContent)).toEqual(['57%', '']);
    expect(cells[0].getAttribute('title')).toContain('21 tasks');
    unmount(app);
  });
});
