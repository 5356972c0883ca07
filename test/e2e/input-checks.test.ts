import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { startWebApp, type WebServer } from '../../web/serve-web.ts';

/**
 * Input checked when files are picked, before Start, in real Chromium: a corrupt gzip is a visible error
 * on that file (not an uncaught "Failed to fetch"), an explanation file preselects its kind and shows its
 * records and languages, a malformed line shows its number. Screenshots at 1280×900 and 390×844.
 */
const SHOTS = join(import.meta.dirname, 'screenshots');
const EXAMPLES = join(import.meta.dirname, '../../data/examples/official-C');
let server: WebServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const pick = (files: { name: string; buffer: Buffer }[]) => page.setInputFiles('input[type="file"][multiple]', files.map((f) => ({ ...f, mimeType: 'application/octet-stream' })));
const clear = () => page.getByRole('button', { name: 'clear', exact: true }).click();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startWebApp({ port: 0, log: () => {} });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(server.url);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('input checked when files are picked', () => {
  it('a corrupt .jsonl.gz, an empty file and a binary file are visible errors naming each file; Start stays off', async () => {
    const good = gzipSync(Buffer.from('{"task_id":"C/1","completion":"x"}\n'.repeat(200)));
    const corrupt = Buffer.concat([good.subarray(0, 40), Buffer.alloc(40, 0x55)]); // gzip header, then garbage
    await pick([
      { name: 'broken_C.jsonl.gz', buffer: corrupt },
      { name: 'empty.jsonl', buffer: Buffer.alloc(0) },
      { name: 'picture.jsonl', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]) },
    ]);
    const errors = page.getByTestId('input-errors');
    await errors.waitFor();
    const text = (await errors.textContent()) ?? '';
    expect(text).toMatch(/broken_C\.jsonl\.gz: corrupt gzip/);
    expect(text).toMatch(/empty\.jsonl: empty file/);
    expect(text).toMatch(/picture\.jsonl: binary content/);
    expect(await errors.getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('start').isDisabled()).toBe(true);
    expect(pageErrors.filter((e) => /Failed to fetch/.test(e))).toEqual([]);
    await shot('input-1-corrupt-gzip');
  });

  it('an explanation file preselects "explanation" and shows its records and languages; the kind can still be changed', async () => {
    await clear();
    await pick([{ name: 'explanation_C.jsonl.gz', buffer: readFileSync(join(EXAMPLES, 'explanation_C.jsonl.gz')) }]);
    const summary = page.locator('[data-testid="input-summary"] [data-file="explanation_C.jsonl.gz"]');
    await summary.waitFor();
    expect(await summary.getByTestId('records').textContent()).toBe('50');
    expect(await summary.getByTestId('kind').textContent()).toMatch(/^explanation \(from the file name\)/);
    expect(await summary.getByTestId('languages').textContent()).toBe('C (50)');
    expect(await page.getByTestId('kind-select').inputValue()).toBe('explanation');
    expect(await page.getByTestId('start').isEnabled()).toBe(true);
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('in this browser');
    await shot('input-2-explanation');
    await page.getByTestId('kind-select').selectOption('generation');
    expect(await page.getByTestId('kind-select').inputValue()).toBe('generation');
    // A completion file picked afterwards keeps the user's choice.
    await pick([{ name: 'completion_light_C.jsonl.gz', buffer: readFileSync(join(EXAMPLES, 'completion_light_C.jsonl.gz')) }]);
    await page.locator('[data-file="completion_light_C.jsonl.gz"]').waitFor();
    expect(await page.locator('[data-file="completion_light_C.jsonl.gz"] [data-testid="kind"]').textContent()).toMatch(/^completion \(from the ids\)/);
    expect(await page.getByTestId('kind-select').inputValue()).toBe('generation');
  });

  it('a malformed line and unknown ids show before Start, with the line number; on a phone too', async () => {
    await clear();
    const lines = [
      JSON.stringify({ task_id: 'Python/1', completion: 'def f(): pass' }),
      JSON.stringify({ task_id: 'Rust/2', raw_generation: ['fn main() {}', 'fn main() {}'] }),
      '{"task_id": "Python/3", "completion": ',
      JSON.stringify({ task_id: 'Python/9999', completion: 'x' }),
      JSON.stringify({ task_id: 'Klingon/1', completion: 'x' }),
    ];
    await pick([{ name: 'mixed_outputs.jsonl', buffer: Buffer.from(lines.join('\n')) }]);
    const summary = page.locator('[data-file="mixed_outputs.jsonl"]');
    await summary.waitFor();
    const malformed = (await summary.getByTestId('malformed').textContent()) ?? '';
    expect(malformed).toMatch(/1 line skipped/);
    expect(malformed).toMatch(/line 3: not valid JSON/);
    expect(await summary.getByTestId('records').textContent()).toBe('4 (5 generations)');
    expect(await summary.getByTestId('kind').textContent()).toMatch(/^generation \(default/);
    // The unknown language at once; Python/9999 once the page has loaded the tasks these files name.
    await expect.poll(() => summary.getByTestId('unknown-ids').textContent(), { timeout: 30_000 }).toMatch(/2 ids not in McEval.*Python\/9999, Klingon\/1/);
    expect(await summary.getByTestId('languages').textContent()).toBe('Python (1), Rust (2)');
    expect(await page.getByTestId('start').isEnabled()).toBe(true);
    await shot('input-3-malformed');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('input-4-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
