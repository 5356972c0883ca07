// @vitest-environment jsdom
import * as Plot from '@observablehq/plot';
import { flushSync, mount, tick, unmount } from 'svelte';
import { describe, expect, it } from 'vitest';
import BarChart from './BarChart.svelte';
import Heatmap from './Heatmap.svelte';
import { barsOf, orderBars } from '../lib/bars.ts';
import { barChart } from '../lib/charts/bar-chart.ts';
import { heatmapChart } from '../lib/charts/heatmap-chart.ts';
import { rankAmong } from '../lib/leaderboard.ts';
import type { PublishedModel } from '@mcjudge/core';

const none = { count: 0, unavailable: 0, infra_error: 0 };
const groups = {
  C: { passed: 25, total: 50, tasks: 50, pass_at_1: 0.5, interval: [0.366, 0.634] as [number, number], not_run: none },
  Python: { passed: 40, total: 50, tasks: 50, pass_at_1: 0.8, interval: [0.67, 0.89] as [number, number], not_run: none },
  Dart: { passed: 0, total: 0, tasks: 0, pass_at_1: null, interval: null, not_run: { count: 5, unavailable: 5, infra_error: 0 } },
};
const texts = (el: Element) => [...el.querySelectorAll('text')].map((t) => t.textContent);

/** Waits until Plot (loaded on first use) has drawn into the component. */
async function drawn(target: Element) {
  for (let i = 0; i < 100 && !target.querySelector('svg'); i++) {
    await new Promise((r) => setTimeout(r, 10));
    await tick();
  }
  flushSync();
}

describe('barChart', () => {
  it('writes the counts on each bar, draws text at 13 px, and a grey "not run" row with its reason, never 0%', () => {
    const svg = barChart(Plot, barsOf(groups), { width: 640, title: 'Pass@1 by language', order: 'score' });
    expect(svg.getAttribute('style')).toContain('font-size: 13px');
    expect(texts(svg)).toContain('50.0% (25/50)');
    expect(texts(svg)).toContain('80.0% (40/50)');
    expect(texts(svg)).toContain('not run: 5 (unavailable)');
    expect(texts(svg).join(' ')).not.toMatch(/(^|\s)0\.0%/);
    expect(svg.getAttribute('aria-label')).toBe('Pass@1 by language');
    expect(svg.getAttribute('role')).toBe('img');
  });

  it('orders by score (best first), groups that did not run last', () => {
    expect(orderBars(barsOf(groups), 'score').map((b) => b.label)).toEqual(['Python', 'C', 'Dart']);
    expect(orderBars(barsOf(groups), 'name').map((b) => b.label)).toEqual(['C', 'Python', 'Dart']);
  });

  it('puts long labels above the bars on a narrow screen, whole, instead of cutting them', () => {
    const bars = [{ label: 'deepseek-coder-33b-instruct', value: 0.6 }, { label: 'this run', value: 0.5, passed: 25, total: 50 }];
    // A label left of its bar ends at the axis (anchored at its end); a label above its bar starts at 0%.
    const anchorOf = (svg: Element) => [...svg.querySelectorAll('text')].find((t) => t.textContent === 'deepseek-coder-33b-instruct')!.closest('[text-anchor]')!.getAttribute('text-anchor');
    expect(anchorOf(barChart(Plot, bars, { width: 350, title: 't' }))).toBe('start');
    expect(anchorOf(barChart(Plot, bars, { width: 1000, title: 't' }))).toBe('end');
  });
});

describe('heatmapChart', () => {
  it('says the percent and counts in each cell, greys cells that did not run, and has a colour legend', () => {
    const chart = heatmapChart(
      Plot,
      [
        { row: 'C', column: 'easy', value: 0.57, n: 21, passed: 12, total: 21, notRun: '' },
        { row: 'Dart', column: 'easy', value: null, n: 0, notRun: 'not run: 2 (unavailable)' },
      ],
      { rows: ['C', 'Dart'], columns: ['easy', 'hard'], width: 600, title: 'Language × difficulty' },
    );
    expect(chart.querySelectorAll('svg')).toHaveLength(2);
    const plot = chart.querySelector('svg.plot-d6a7b5, svg[aria-label="Language × difficulty"]')!;
    expect(plot.textContent).toContain('57%');
    expect(plot.textContent).toContain('12/21');
    expect(plot.textContent).toContain('not run');
    expect(chart.textContent).toContain('Pass@1');
    expect(chart.textContent).toContain('80%');
  });
});

describe('rankAmong', () => {
  it('places the run among the models on the languages it ran, leaving out what did not run', () => {
    const models: PublishedModel[] = [
      { model: 'big', byLanguage: { C: 0.7, Python: 0.9, Dart: 0.1 } },
      { model: 'small', byLanguage: { C: 0.3, Python: 0.5 } },
      { model: 'no-python', byLanguage: { C: 0.9 } },
    ];
    const r = rankAmong(models, groups)!;
    expect(r.languages).toEqual(['C', 'Python']);
    expect(r.bars.map((b) => b.label)).toEqual(['big', 'this run', 'small']);
    expect(r.rank).toBe(2);
    expect(r.of).toBe(3);
    expect(r.bars[1]).toMatchObject({ value: 0.65, passed: 65, total: 100 });
  });
});

describe('BarChart', () => {
  it('draws with Plot, and says the numbers in its table', async () => {
    const target = document.createElement('div');
    const app = mount(BarChart, { target, props: { bars: barsOf(groups), title: 'Pass@1 by language' } });
    await drawn(target);
    expect(target.querySelector('svg')!.getAttribute('aria-label')).toBe('Pass@1 by language');
    const rows = [...target.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['Python80.0% (40/50)67.0%–89.0%', 'C50.0% (25/50)36.6%–63.4%', 'Dartnot run: 5 (unavailable)']);
    unmount(app);
  });

  it('names the reference (the paper) in its key and table', async () => {
    const target = document.createElement('div');
    const app = mount(BarChart, { target, props: { bars: [{ label: 'C', value: 0.5, reference: 0.6 }], title: 't', referenceLabel: 'GPT-4' } });
    await drawn(target);
    expect(target.querySelector('figcaption')!.textContent).toContain('GPT-4');
    expect(target.querySelector('tbody')!.textContent).toContain('60.0%');
    unmount(app);
  });
});

describe('Heatmap', () => {
  it('fills a cell per language and level, leaves cells without tasks empty, greys the ones that did not run', async () => {
    const target = document.createElement('div');
    const cell = (r: string, c: string) =>
      r === 'C' && c === 'easy' ? { value: 0.57, n: 21, passed: 12, total: 21, notRun: '' } : r === 'Dart' ? { value: null, n: 0, notRun: 'not run: 2 (unavailable)' } : undefined;
    const app = mount(Heatmap, { target, props: { rows: ['C', 'Dart'], columns: ['easy', 'hard'], cell, title: 'Language × difficulty' } });
    await drawn(target);
    const cells = [...target.querySelectorAll('tbody td')];
    expect(cells.map((c) => c.textContent)).toEqual(['57% (12/21)', '', 'not run', 'not run']);
    expect(cells[0].getAttribute('title')).toContain('21 tasks');
    expect(cells[2].getAttribute('title')).toBe('Dart easy: not run: 2 (unavailable)');
    unmount(app);
  });
});
