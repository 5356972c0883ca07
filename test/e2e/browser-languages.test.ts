import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { brokenSource, getLanguage } from '../../core/index.ts';
import { answerForm } from '../fixtures/answer-forms.ts';
import { DATA_DIR, webRoutes } from '../../server/index.ts';
import { WASM_RUNTIMES } from '../../wasm-runtimes/index.ts';
import { DIST, buildIfNeeded } from '../../web/serve-web.ts';
import { launchChromium } from '../browser/chromium.ts';
import { realTask, references } from '../fixtures/load.ts';

/**
 * Issue 15's promise for a class offline: the languages added to the browser (Tcl, Shell, Go, Scheme, VimScript) run
 * entirely in the page, with no server behind it (the app served as a static site). Real McEval tasks:
 * each canonical solution must pass and each broken one fail, as natively.
 */
const SHOTS = join(import.meta.dirname, 'screenshots');
const CASES: { language: string; tasks: number[] }[] = [
  { language: 'Tcl', tasks: [1, 2] },
  { language: 'Shell', tasks: [2, 4] }, // not Shell/3: it uses bc, which rust-bash hands on
  { language: 'Go', tasks: [1, 2] },
  { language: 'Scheme', tasks: [1, 39] }, // Scheme/39 sums exact rationals (1/1 + 1/2 + ... with bignum denominators)
  { language: 'VimScript', tasks: [1, 6] },
];

let browser: Browser;
let close: () => Promise<void>;
let url: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await buildIfNeeded(() => {});
  const site = webRoutes({ dist: DIST, dataDir: DATA_DIR, nodeModules: join(import.meta.dirname, '../../node_modules'), runtimePackages: WASM_RUNTIMES.flatMap((r) => r.packages) });
  const server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  close = () => new Promise((r) => server.close(() => r()));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

describe('the web app as a static site (no server)', () => {
  it('judges a mixed Tcl, Shell, Go, Scheme and VimScript upload in the browser: canonical answers pass, broken ones fail', { timeout: 900_000 }, async () => {
    const refs = await references();
    const lines: string[] = [];
    for (const { language, tasks } of CASES) {
      const lang = getLanguage(language);
      const fence = lang.defaults.fenceTags[0];
      for (const n of tasks) {
        const task = await realTask(`${language}/${n}`);
        // The canonical solution as a model writes it (a fence holding prompt + solution), and a broken one.
        lines.push(JSON.stringify({ task_id: task.id, completion: answerForm(lang, task, 'A', refs) }));
        const broken = brokenSource(lang, task);
        const withoutTest = broken.endsWith('\n' + task.test) ? broken.slice(0, -(task.test.length + 1)) : broken;
        lines.push(JSON.stringify({ task_id: task.id, completion: '```' + fence + '\n' + withoutTest + '\n```' }));
      }
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(url);
    await page.setInputFiles('input[type="file"][multiple]', { name: 'generation_mixed.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(lines.join('\n') + '\n') });
    for (const runtime of ['wacl', 'rust-bash', 'yaegi', 'biwascheme', 'vim-wasm']) await expect.poll(() => page.textContent('[data-testid="plan"]'), { timeout: 30_000 }).toContain(`in this browser (${runtime})`);
    expect(await page.textContent('[data-testid="plan"]')).not.toMatch(/on the server|unavailable/);
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="run-state"]')?.textContent?.startsWith('done'), undefined, { timeout: 840_000 });
    await page.click('[data-tab="results"]');
    await page.waitForSelector('[data-testid="overall"]');
    await page.screenshot({ path: join(SHOTS, 'browser-languages-results.png'), fullPage: true });
    // Two answers per task (generation 0 canonical, 1 broken): every canonical passes, no broken one does.
    expect(await page.textContent('[data-testid="overall"]')).toBe('50.0%');
    expect(await page.locator('[data-testid="partial"]').count()).toBe(0);
    await page.close();
  });
});
