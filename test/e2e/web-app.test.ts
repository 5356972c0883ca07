import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { DIST, startWebApp, type WebServer } from '../../web/serve-web.ts';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { DATA_DIR, webRoutes } from '../../server/index.ts';
import { WASM_RUNTIMES } from '../../wasm-runtimes/index.ts';
import { getLanguage, loadDataset } from '../../core/index.ts';
import { diskDataSource } from '../../server/index.ts';
import { realTask, references } from '../fixtures/load.ts';
import { answerForm } from '../fixtures/answer-forms.ts';

/**
 * The web app end to end in real Chromium, served as `npm start` serves it: evaluate the bundled official
 * C outputs in the browser (clang in WebAssembly, in Web Workers), open the charts, a drill-down, the
 * comparison with the paper and the task explorer. Screenshots go to test/e2e/screenshots/ (CI artifacts).
 */
const SHOTS = join(import.meta.dirname, 'screenshots');
let server: WebServer;
let browser: Browser;
let page: Page;

const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startWebApp({ port: 0, log: () => {} });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A loaded 2-core machine can take longer than the default 30 s to load the page.
  page.setDefaultNavigationTimeout(120_000);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the web app', () => {
  it('is cross-origin isolated and shows where each language of the bundled C outputs runs', async () => {
    await page.goto(server.url);
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
    await page.click('[data-example="generation_C.jsonl.gz"]');
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('in this browser (yowasp-clang)');
    await shot('1-evaluate-plan');
  });

  it('evaluates the 50 official C outputs in the browser with live progress', { timeout: 600_000 }, async () => {
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('running'), undefined, { timeout: 120_000 });
    await shot('2-evaluate-running');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 540_000 });
    expect(await page.textContent('[data-testid="run-state"]')).toContain('50/50');
  });

  it('charts Pass@1 with the same verdicts as the CLI (25/50: C/43 needs a native compiler, the server runs it)', async () => {
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    expect(await page.textContent('[data-testid="overall"]')).toBe('50.0%');
    expect(await page.locator('figure svg[role="img"]').count()).toBeGreaterThanOrEqual(5);
    await shot('3-results');
  });

  it('opens a drill-down with the raw answer, the assembled program and the output', async () => {
    await page.click('[data-task="C/2"]');
    await page.waitForSelector('dialog[open]');
    const text = await page.textContent('dialog[open]');
    expect(text).toContain('Raw answer');
    expect(text).toContain('Extracted and assembled program');
    await shot('4-drilldown');
    await page.click('[data-testid="close-drilldown"]');
  });

  it('compares the run with a published model and charts the leaderboard', async () => {
    await page.click('[data-tab="compare"]');
    await page.waitForSelector('[data-testid="compare"] tbody tr');
    expect(await page.textContent('[data-testid="compare"]')).toContain('C');
    // Another run: 30 of the 50 C tasks passed.
    const other = Array.from({ length: 50 }, (_, i) => JSON.stringify({ task_id: `C/${i + 1}`, language: 'C', kind: 'generation', level: 'easy', generation: 0, status: i < 30 ? 'passed' : 'failed', detail: '', mode: 'default', runtime: { id: 'native:gcc', version: '12' }, wall_ms: 1 })).join('\n');
    await page.setInputFiles('[data-testid="other-run"]', { name: 'other-results.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(other) });
    await page.waitForSelector('[data-testid="compare-runs"] tbody tr');
    const row = await page.textContent('[data-testid="compare-runs"] tbody tr');
    expect(row).toContain('50.0% (25/50)');
    expect(row).toContain('60.0% (30/50)');
    expect(row).toContain('-10.0 pts');
    await shot('5-compare');
  });

  it('explores the dataset and runs a canonical solution in the browser', { timeout: 120_000 }, async () => {
    await page.click('[data-tab="explore"]');
    await page.waitForSelector('[data-testid="glance"] tbody tr');
    await page.getByRole('button', { name: 'Python/1', exact: true }).click();
    await page.getByRole('button', { name: 'Run in this browser' }).click();
    await page.waitForSelector('[data-testid="verdict"]', { timeout: 100_000 });
    expect(await page.textContent('[data-testid="verdict"]')).toBe('passed');
    await shot('6-explore');
  });

  it('stays readable on a phone: no sideways scrolling of the page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('[data-tab="results"]');
    await page.waitForSelector('[data-testid="overall"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('7-results-phone');
  });

  it('stays responsive while 2,000 samples are judged: the page answers and no main-thread task runs long', { timeout: 600_000 }, async () => {
    // 40 generations for each of the 50 JavaScript tasks: the canonical solutions, fenced as a model would.
    const dataset = await loadDataset(diskDataSource(), { languages: [getLanguage('JavaScript')], kinds: ['generation'] });
    const lines = dataset.all().map((t) => JSON.stringify({ task_id: t.id, raw_generation: Array.from({ length: 40 }, (_, i) => `Answer ${i}:\n\`\`\`javascript\n${t.prompt}${t.canonical}\n\`\`\``) }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.evaluate(() => {
      const w = globalThis as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
    });
    await page.setInputFiles('input[type="file"][multiple]', { name: 'js-2000.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n')) });
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('2000');
    await page.click('[data-testid="start"]');
    const answered: number[] = [];
    while (!(await page.textContent('[data-testid="run-state"]'))?.startsWith('done')) {
      const t = performance.now();
      await page.evaluate(() => document.querySelector('[data-testid="run-state"]')?.textContent);
      answered.push(performance.now() - t);
      await page.waitForTimeout(250);
    }
    expect(await page.textContent('[data-testid="run-state"]')).toContain('2000/2000');
    const longTasks = await page.evaluate(() => (globalThis as unknown as { longTasks: number[] }).longTasks);
    // Reported, not asserted as a bound (machines are noisy): see the note for the measured values.
    console.log(`2,000 samples: ${answered.length} probes, slowest page answer ${Math.max(...answered).toFixed(0)} ms; ${longTasks.length} long tasks, longest ${Math.max(0, ...longTasks).toFixed(0)} ms`);
    await shot('8-two-thousand');
  });

  it('works by keyboard alone: choose the bundled outputs, start, and reach the results', { timeout: 300_000 }, async () => {
    await page.reload();
    const focusOn = async (selector: string) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await focusOn('[data-example="explanation_C.jsonl.gz"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('in this browser');
    await focusOn('[data-testid="start"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 240_000 });
    await focusOn('[data-tab="results"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="overall"]');
  });

  it('as a static site without the API, runs the browser languages, says the others need a server, and scores them as not run, not 0%', { timeout: 300_000 }, async () => {
    const site = webRoutes({ dist: DIST, dataDir: DATA_DIR, nodeModules: join(import.meta.dirname, '../../node_modules'), runtimePackages: WASM_RUNTIMES.flatMap((r) => r.packages) });
    const staticServer = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => staticServer.once('listening', r));
    try {
      const other = await browser.newPage();
      await other.goto(`http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`);
      // Lua/1 answered right and Lua/2 wrong run in the browser; Kotlin/1 cannot run anywhere here.
      const lua = getLanguage('Lua');
      const refs = await references();
      const [lua1, lua2] = [await realTask('Lua/1'), await realTask('Lua/2')];
      const lines = [
        JSON.stringify({ task_id: 'Kotlin/1', completion: 'x' }),
        JSON.stringify({ task_id: 'Lua/1', completion: answerForm(lua, lua1, 'A', refs) }),
        JSON.stringify({ task_id: 'Lua/2', completion: '```lua\nreturn 0\n```' }),
      ];
      await other.setInputFiles('input[type="file"][multiple]', { name: 'mixed.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n')) });
      await expect.poll(() => other.textContent('[data-testid="plan"]')).toContain('in this browser (wasmoon)');
      const plan = await other.textContent('[data-testid="plan"]');
      expect(plan).toMatch(/Kotlin1unavailable: no WebAssembly runtime runs it in a browser/);
      expect(await other.textContent('[data-testid="server-status"]')).toMatch(/503|unreachable|answered/);
      await other.click('[data-testid="start"]');
      await other.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 240_000 });
      await other.click('[data-tab="results"]');
      // 1 of the 2 samples that ran passed: 50%, not 1 of 3 (33.3%); Kotlin is "not run" with its reason.
      expect(await other.textContent('[data-testid="overall"]')).toBe('50.0%');
      expect(await other.textContent('[data-testid="not-run"]')).toMatch(/1 .*unavailable.*not counted as failures/);
      expect(await other.textContent('[data-testid="samples"]')).toMatch(/Kotlin\/1.*unavailable/s);
      await other.screenshot({ path: join(SHOTS, 'static-site-not-run.png'), fullPage: true });
      await other.close();
    } finally {
      await new Promise((r) => staticServer.close(r));
    }
  });
});
