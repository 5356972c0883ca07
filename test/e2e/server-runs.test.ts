import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { startWebApp, type WebServer } from '../../web/serve-web.ts';
import { canonicalSource, getLanguage, loadDataset } from '../../core/index.ts';
import { diskDataSource } from '../../server/index.ts';

/**
 * The web app sends the samples only the server runs (Java here) as one durable run, judged next to the
 * browser's own (JavaScript), and a page reloaded mid-run follows the same run again: the server creates
 * no second run and every sample is shown once. Real Chromium, the real server of `npm start`.
 */
let server: WebServer;
let browser: Browser;
let page: Page;

const Java = getLanguage('Java');
const JavaScript = getLanguage('JavaScript');

async function answers(language: typeof Java, count: number, from = 0): Promise<string[]> {
  const dataset = await loadDataset(diskDataSource(), { languages: [language], kinds: ['generation'] });
  const tag = language.defaults.fenceTags[0];
  return dataset.all().slice(from, from + count).map((task) => JSON.stringify({ task_id: task.id, raw_generation: ['```' + tag + '\n' + canonicalSource(language, task, dataset.references) + '\n```'] }));
}

const runsCreated = async () => Number(/^mcjudge_runs_created_total (\d+)$/m.exec(await (await fetch(`${server.url}metrics`)).text())?.[1] ?? NaN);
const runState = () => page.textContent('[data-testid="run-state"]');
const pick = (name: string, lines: string[]) => page.setInputFiles('input[type="file"][multiple]', [{ name, mimeType: 'application/octet-stream', buffer: Buffer.from(lines.join('\n') + '\n') }]);

beforeAll(async () => {
  server = await startWebApp({ port: 0, log: () => {} });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultNavigationTimeout(120_000);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.runIf(() => server.api)('server-only languages from the web app', () => {
  it('go to the server as one durable run beside the browser\'s own samples', { timeout: 300_000 }, async () => {
    await page.goto(server.url);
    const before = await runsCreated();
    await pick('mixed.jsonl', [...(await answers(Java, 4)), ...(await answers(JavaScript, 2))]);
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('server');
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 240_000 });
    expect(await runState()).toContain('6/6');
    expect(await runsCreated()).toBe(before + 1);
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    expect(await page.textContent('[data-testid="overall"]')).toBe('100.0%');
  });

  it('a reload mid-run follows the same server run again: no second run, every sample once', { timeout: 400_000 }, async () => {
    await page.goto(server.url);
    const before = await runsCreated();
    await pick('java.jsonl', await answers(Java, 10, 10));
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => /— [1-9]\d*\/10/.test(document.querySelector('[data-testid="run-state"]')?.textContent ?? ''), undefined, { timeout: 240_000 });
    expect(await runsCreated()).toBe(before + 1);
    await page.reload();
    await page.click('[data-testid="resume-last"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 300_000 });
    expect(await runState()).toContain('10/10');
    expect(await runsCreated()).toBe(before + 1);
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    expect(await page.textContent('[data-testid="overall"]')).toBe('100.0%');
  });
});
