import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations as axeOf } from '../browser/axe.ts';
import { launchChromium } from '../browser/chromium.ts';
import { VERDICT_RULES } from '../../core/index.ts';
import { startWebApp, type WebServer } from '../../web/serve-web.ts';

/**
 * The web app as a research dashboard, in real Chromium: charts drawn by Observable Plot with text of at
 * least 12 px on screen and counts on the bars, runs saved in IndexedDB (a reload shows the last run; a
 * cancelled run is saved as partial), two saved runs compared, export and delete, no sideways overflow at
 * 390 px, and an axe-core check of every view with no serious or critical violation. Screenshots at
 * 1280×900 and 390×844 go to test/e2e/screenshots/dashboard-*.png.
 */
const SHOTS = join(import.meta.dirname, 'screenshots');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
let server: WebServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(SHOTS, `dashboard-${name}.png`), fullPage: true });
const tab = async (id: string) => {
  await page.click(`[data-tab="${id}"]`);
  await page.waitForSelector(`[data-tab="${id}"][aria-current="page"]`);
};
const runState = () => page.textContent('[data-testid="run-state"]');
/** The keys of the verdicts the page has cached. */
const verdictKeys = () =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mcjudge');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const req = db.transaction('verdicts').objectStore('verdicts').getAllKeys();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return keys.map(String);
  });

/** Every chart text on screen: its size in CSS px as drawn (font size × the SVG's scale), and whether it stays inside its card. */
const chartTexts = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('figure.chart svg text')]
      .filter((t) => t.getClientRects().length > 0 && t.textContent!.trim())
      .map((t) => {
        const svg = (t as SVGTextElement).ownerSVGElement!;
        const box = svg.viewBox.baseVal;
        const scale = box && box.width ? svg.getBoundingClientRect().width / box.width : 1;
        const r = t.getBoundingClientRect();
        const card = t.closest('figure')!.getBoundingClientRect();
        return { text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * scale, inside: r.left >= card.left - 1 && r.right <= card.right + 1 };
      }),
  );

/** Chart text too small to read or cut off by its card: none expected. */
async function unreadable() {
  const texts = await chartTexts();
  expect(texts.length).toBeGreaterThan(0);
  return texts.filter((t) => t.px < 12 || !t.inside);
}

const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const axeViolations = () => axeOf(page);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startWebApp({ port: 0, log: () => {} });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: DESKTOP });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(90_000); // a shared 2-core machine can be slow
  await page.goto(server.url);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the web app as a research dashboard', () => {
  it('has no serious accessibility violation on Evaluate, before and after picking files', async () => {
    expect(await axeViolations()).toEqual([]);
    await page.click('[data-example="generation_C.jsonl.gz"]');
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('in this browser');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves a finished run, and charts it with Plot: counts on the bars, text of 12 px or more, the run ranked among the paper\'s models', { timeout: 600_000 }, async () => {
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 540_000 });
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    expect(await page.textContent('[data-testid="overall"]')).toBe('50.0%');
    const rank = page.locator('svg[aria-label^="Among the paper\'s models: Pass@1 on C"]');
    await rank.waitFor();
    // The run among the paper's 22 models on C, with its counts; long model names whole.
    const rankTexts = await rank.locator('text').allTextContents();
    expect(rankTexts).toContain('this run');
    expect(rankTexts).toContain('50.0% (25/50)');
    expect(rankTexts.some((t) => /deepseek-coder-33b-instruct/i.test(t))).toBe(true);
    expect(await page.getAttribute('svg[aria-label^="Among the paper"]', 'aria-label')).toMatch(/\(#\d+ of 23\)$/);
    // The heatmap says percent and counts per cell and has its colour legend.
    const heat = page.locator('figure.chart', { has: page.locator('figcaption', { hasText: 'Language × difficulty' }) });
    expect(await heat.locator('svg').count()).toBe(2);
    expect((await heat.locator('svg').last().textContent()) ?? '').toMatch(/\d+%\d+\/\d+/);
    // A one-language run: no one-bar charts; the single groups are said in a line.
    expect(await page.textContent('[data-testid="single-groups"]')).toContain('language C');
    expect(await unreadable()).toEqual([]);
    // Sorted by score by default; by name on request.
    const difficulty = page.locator('figure.chart', { has: page.locator('figcaption', { hasText: 'By difficulty' }) });
    expect(await difficulty.locator('[data-testid="bar-order"]').inputValue()).toBe('given');
    await shot('results-desktop');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the last run again after a reload, from IndexedDB, with its drill-down answers; verdicts of older rules are deleted', async () => {
    // A verdict an earlier release judged (rules 1), as that release left the database: no record of rules.
    const STALE = `stale|default|generation|C/1|0|hash|rules 1`;
    await page.evaluate(async (key) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('mcjudge');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      await new Promise((resolve) => {
        const tx = db.transaction(['verdicts', 'inputs'], 'readwrite');
        tx.objectStore('verdicts').put({ status: 'passed' }, key);
        tx.objectStore('inputs').delete('verdict-rules');
        tx.oncomplete = resolve;
      });
      db.close();
    }, STALE);
    expect(await verdictKeys()).toContain(STALE);
    await page.reload();
    await tab('results');
    await page.waitForSelector('[data-testid="overall"]');
    expect(await page.textContent('[data-testid="overall"]')).toBe('50.0%');
    const kept = await verdictKeys();
    expect(kept).not.toContain(STALE);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((k) => !k.endsWith(`|rules ${VERDICT_RULES}`))).toEqual([]);
    await page.locator('svg[aria-label^="Among the paper\'s models"]').waitFor();
    await page.click('[data-task="C/2"]');
    await page.waitForSelector('dialog[open]');
    expect(await page.textContent('dialog[open]')).toContain('Raw answer');
    const violations = await axeViolations();
    await page.click('[data-testid="close-drilldown"]');
    expect(violations).toEqual([]);
    await tab('runs');
    expect(await page.locator('[data-testid="runs"] > li').count()).toBe(1);
  });

  it('downloads a printable HTML report with the Plot charts, the heatmap, a per-language table and the run\'s metadata', async () => {
    await tab('results');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="html-report"]')]);
    expect(download.suggestedFilename()).toBe('report.html');
    const html = readFileSync((await download.path())!, 'utf8');
    expect(html).not.toMatch(/<script/i);
    const report = await browser.newPage({ viewport: DESKTOP });
    try {
      await report.setContent(html);
      const titles = await report.locator('figure figcaption').allTextContents();
      expect(titles).toEqual(expect.arrayContaining([expect.stringMatching(/^Among the paper's models: Pass@1 on C \(#\d+ of 23\)$/), 'Language × difficulty', 'By difficulty', 'Failure causes (samples)']));
      expect(await report.locator('figure svg').count()).toBeGreaterThanOrEqual(5);
      const meta = (await report.locator('dl').textContent()) ?? '';
      expect(meta).toMatch(/modelgeneration_C/);
      expect(meta).toMatch(/filesgeneration_C\.jsonl\.gz/);
      expect(meta).toMatch(/date\w{3}, \d\d \w{3} \d{4}/);
      expect(meta).toMatch(/modedefault/);
      expect(meta).toMatch(/runtimes.*yowasp-clang/);
      expect(meta).toMatch(/dataset sha256[0-9a-f]{64}/);
      expect(await report.locator('table:has(caption:text("By language")) tbody tr').first().textContent()).toMatch(/^C50\.0%25\/5036\.6%–63\.4%/);
      const levels = await report.locator('table:has(caption:text("By difficulty")) tbody td:first-child').allTextContents();
      expect(levels).toEqual(['easy', 'middle', 'hard']);
      await report.screenshot({ path: join(SHOTS, 'dashboard-report-desktop.png'), fullPage: true });
      await report.setViewportSize(PHONE);
      await report.screenshot({ path: join(SHOTS, 'dashboard-report-phone.png'), fullPage: true });
    } finally {
      await report.close();
    }
  });

  it('saves a cancelled run as partial, and lists both runs in the history', { timeout: 300_000 }, async () => {
    await tab('evaluate');
    await page.click('[data-example="explanation_C.jsonl.gz"]');
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('in this browser');
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => /running.* (\d+)\//.test(document.querySelector('[data-testid="run-state"]')?.textContent ?? '') && Number(/(\d+)\/50/.exec(document.querySelector('[data-testid="run-state"]')!.textContent!)?.[1]) >= 6, undefined, { timeout: 240_000 });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(runState).toMatch(/^cancelled/);
    await tab('runs');
    await expect.poll(() => page.locator('[data-testid="runs"] > li').count()).toBe(2);
    const newest = page.locator('[data-testid="runs"] > li').first();
    expect(await newest.textContent()).toMatch(/partial, \d+\/50/);
    expect(await newest.locator('input').inputValue()).toMatch(/^explanation_C · \d+ \w+ \d{4}/);
    await shot('runs-desktop');
    expect(await axeViolations()).toEqual([]);
  });

  it('compares two saved runs language by language, and a run with a paper model', async () => {
    await tab('compare');
    const option = (select: string, text: string) => page.evaluate(([s, t]) => [...document.querySelectorAll<HTMLOptionElement>(`[data-testid="${s}"] option`)].find((o) => o.textContent!.includes(t))!.value, [select, text]);
    await page.selectOption('[data-testid="compare-a"]', await option('compare-a', 'generation_C'));
    await page.selectOption('[data-testid="compare-b"]', await option('compare-b', 'explanation_C'));
    const row = page.locator('[data-testid="compare-runs"] tbody tr').first();
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('C');
    expect(cells[1]).toBe('50.0% (25/50)');
    expect(cells[2]).toMatch(/^\d+\.\d% \(\d+\/\d+\)$/);
    const pair = page.locator('svg[aria-label="A vs B, by language"]');
    await pair.waitFor();
    expect(await pair.locator('text').allTextContents()).toEqual(expect.arrayContaining(['C (A)', 'C (B)', '50.0% (25/50)']));
    expect(await unreadable()).toEqual([]);
    await shot('compare-runs-desktop');
    expect(await axeViolations()).toEqual([]);
    // B: a paper model; the chart marks its score as a tick.
    await page.selectOption('[data-testid="compare-b"]', 'paper:GPT-4-Turbo-231106');
    await page.waitForSelector('[data-testid="compare"] tbody tr');
    expect(await page.textContent('[data-testid="compare"] tbody tr')).toMatch(/^C50\.0% \(25\/50\).*60\.0%-10\.0 pts/);
    await shot('compare-paper-desktop');
  });

  it('exports a saved run as JSON and deletes it', async () => {
    await tab('runs');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="runs"] > li').first().getByTestId('export-run').click()]);
    expect(download.suggestedFilename()).toMatch(/^mcjudge-run-explanation_C-\d{4}-\d\d-\d\d-\d\d-\d\d\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.state).toBe('cancelled');
    expect(exported.summary.partial).toBeTruthy();
    expect(exported.summary.expected).toBe(50);
    expect(exported.results.length).toBeLessThan(50);
    page.once('dialog', (d) => d.accept());
    await page.locator('[data-testid="runs"] > li').first().getByTestId('delete-run').click();
    await expect.poll(() => page.locator('[data-testid="runs"] > li').count()).toBe(1);
    await page.reload();
    await tab('runs');
    await expect.poll(() => page.locator('[data-testid="runs"] > li').count()).toBe(1);
  });

  it('Explore has no serious accessibility violation', { timeout: 60_000 }, async () => {
    await tab('explore');
    await page.waitForSelector('[data-testid="glance"] tbody tr');
    expect(await axeViolations()).toEqual([]);
  });

  it('holds at 390 px: no view scrolls sideways, chart text stays 12 px or more and inside its card', { timeout: 120_000 }, async () => {
    await page.setViewportSize(PHONE);
    for (const view of ['evaluate', 'results', 'runs', 'compare', 'explore']) {
      await tab(view);
      if (view === 'results') await page.locator('svg[aria-label^="Among the paper\'s models"]').waitFor();
      if (view === 'compare') await page.locator('svg[aria-label*="among the paper\'s models"]').waitFor();
      if (view === 'explore') await page.waitForSelector('[data-testid="glance"] tbody tr');
      await page.waitForTimeout(150); // the charts redraw at the new width
      expect(await overflow(), `${view} scrolls sideways`).toBeLessThanOrEqual(0);
      if (view === 'results' || view === 'compare') expect(await unreadable(), view).toEqual([]);
      expect(await axeViolations(), view).toEqual([]);
      await shot(`${view}-phone`);
    }
    await page.setViewportSize(DESKTOP);
    expect(pageErrors).toEqual([]);
  });
});
