// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { score, type SampleResult } from '@mcjudge/core';
import Compare from './Compare.svelte';
import Results from './Results.svelte';
import type { Evaluation } from '../lib/evaluation.svelte.ts';
import type { RunHistory } from '../lib/run-history.svelte.ts';

const r = (task_id: string, status: SampleResult['status'], language: string, level = 'easy'): SampleResult => ({
  task_id,
  language,
  kind: 'generation',
  level: level as SampleResult['level'],
  generation: 0,
  status,
  detail: status === 'unavailable' ? 'native: Dart needs dart (looked for dart), not found on this host' : '',
  mode: 'default',
  runtime: { id: 'native:gcc', version: '12' },
  wall_ms: 1,
});
// Issue 12's example: 15 of 20 C samples pass; 5 Dart samples have no runtime here and no server.
const C = Array.from({ length: 20 }, (_, i) => r(`C/${i + 1}`, i < 15 ? 'passed' : 'failed', 'C'));
const DART = Array.from({ length: 5 }, (_, i) => r(`Dart/${i + 1}`, 'unavailable', 'Dart'));

/** The part of Evaluation the result views read. */
function evaluationOf(results: SampleResult[], total = results.length): Evaluation {
  const dataset = { sha256: 'f'.repeat(64) };
  return { results, total, dataset, mode: 'default', runId: 'r1', report: () => score(results, dataset.sha256, 'default', { expected: total }) } as unknown as Evaluation;
}
/** An empty run history (the views only read it). */
const history = { runs: [], loaded: true, get: () => undefined } as unknown as RunHistory;
const board = readFileSync(join(process.cwd(), 'data/paper/code_complete.json'), 'utf8');

/** Waits until `ready` holds (the leaderboard is fetched and Plot is loaded on first use). */
async function until(ready: () => boolean) {
  for (let i = 0; i < 200 && !ready(); i++) {
    await new Promise((res) => setTimeout(res, 10));
    await tick();
  }
  flushSync();
}

afterEach(() => vi.unstubAllGlobals());

describe('Results', () => {
  it('heads with 75.0% (what ran), not 60.0%, and shows Dart grey as not run with the reason', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(board)));
    const target = document.createElement('div');
    const app = mount(Results, { target, props: { evaluation: evaluationOf([...C, ...DART]) } });
    await until(() => target.querySelectorAll('figure svg').length >= 4);
    expect(target.querySelector('[data-testid=overall]')!.textContent).toBe('75.0%');
    expect(target.querySelector('[data-testid=not-run]')!.textContent).toContain('not run: 5 (unavailable)');
    expect(target.querySelector('[data-testid=partial]')!.textContent).toBe('partial, 20/25');
    const heat = [...target.querySelectorAll('figure table tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'Dart')!;
    expect(heat.querySelector('td.not-run')!.textContent).toBe('not run');
    const byLanguage = target.querySelector('svg[aria-label^="Pass@1 by language"]')!;
    expect([...byLanguage.querySelectorAll('text')].map((t) => t.textContent)).toContain('not run: 5 (unavailable)');
    // Ranked among the paper's models on C alone (Dart did not run).
    expect(target.querySelector('svg[aria-label^="Among the paper\'s models: Pass@1 on C "]')).not.toBeNull();
    const failures = target.querySelector('[data-testid=failures]')!.textContent!;
    expect(failures).toContain('failed5');
    expect(failures).toContain('not run (unavailable)5');
    unmount(app);
  });

  it('a one-language run says its single groups in a line instead of one-bar charts', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(board)));
    const target = document.createElement('div');
    const app = mount(Results, { target, props: { evaluation: evaluationOf(C) } });
    await until(() => target.querySelectorAll('figure svg').length >= 3);
    expect(target.querySelector('[data-testid=single-groups]')!.textContent).toContain('language C');
    const titles = [...target.querySelectorAll('figcaption strong')].map((s) => s.textContent);
    expect(titles).not.toContain('Pass@1 by language (Wilson 95%)');
    expect(titles).not.toContain('By task kind');
    unmount(app);
  });

  it('says "partial, 34/40" after a cancelled run', () => {
    const target = document.createElement('div');
    const app = mount(Results, { target, props: { evaluation: evaluationOf(Array.from({ length: 34 }, (_, i) => r(`C/${i + 1}`, 'passed', 'C')), 40) } });
    flushSync();
    expect(target.querySelector('[data-testid=partial]')!.textContent).toBe('partial, 34/40');
    unmount(app);
  });
});

describe('Compare', () => {
  it('never says "no" against the paper for a language that did not run', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(board)));
    const target = document.createElement('div');
    const app = mount(Compare, { target, props: { evaluation: evaluationOf([...C, ...DART]), history } });
    for (let i = 0; i < 5 && !target.querySelector('[data-not-run]'); i++) {
      await new Promise((res) => setTimeout(res, 10));
      await tick();
    }
    const dart = target.querySelector('[data-testid=compare] [data-not-run=Dart]')!;
    const cells = [...dart.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[1]).toBe('not run: 5 (unavailable)');
    expect(cells[5]).toBe('not run');
    expect(dart.querySelector('td.failed')).toBeNull();
    const c = [...target.querySelectorAll('[data-testid=compare] tbody tr')].find((tr) => tr.firstElementChild?.textContent === 'C')!;
    expect(c.children[1].textContent).toBe('75.0% (15/20)');
    unmount(app);
  });
});
