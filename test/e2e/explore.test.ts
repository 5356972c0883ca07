import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serve } from '@hono/node-server';
import { axeViolations as axeOf } from '../browser/axe.ts';
import { launchChromium } from '../browser/chromium.ts';
import { DIST, startWebApp, type WebServer } from '../../web/serve-web.ts';
import { DATA_DIR, diskDataSource, webRoutes } from '../../server/index.ts';
import { WASM_RUNTIMES } from '../../wasm-runtimes/index.ts';
import { getLanguage, loadDataset } from '../../core/index.ts';

/**
 * Explore in real Chromium, served as `npm start` serves it (the app and the API of a real server on one
 * port): the CodeMirror editor in the task's language mode, highlighted read-only views, a run's
 * verdict with its reason, each step's stdout, stderr and time, "Reset to canonical", keyboard use
 * (Tab leaves the editor), a language with no WebAssembly runtime (Java) run through the server, and,
 * as a static site without the API, that language said to need a server. axe-core on every state;
 * screenshots at 1280×900 and 390×844 in test/e2e/screenshots/explore-*.png.
 */
const SHOTS = join(import.meta.dirname, 'screenshots');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
let server: WebServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const shot = (name: string, p: Page = page) => p.screenshot({ path: join(SHOTS, `explore-${name}.png`), fullPage: true });
const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const axeViolations = (p: Page = page) => axeOf(p);

const editor = '[data-testid="code-editor"][data-ready] .cm-content';
/** The editor's text, line by line as drawn (CodeMirror keeps one element per line). */
const editorText = () => page.$$eval(`${editor} .cm-line`, (lines) => lines.map((l) => (l.textContent ?? '').replace(/\u200b/g, '')).join('\n'));
const verdict = () => page.textContent('[data-testid="verdict"]');

async function openTask(language: string, id: string) {
  await page.selectOption('[data-testid="explore-language"]', language);
  await page.getByRole('button', { name: id, exact: true }).click();
  await page.waitForSelector(editor);
}

async function runAndWait(timeout: number) {
  await page.click('[data-testid="explore-run"]');
  await page.waitForSelector('[data-testid="verdict"]', { timeout });
}

/** Text colours drawn in an element's spans (CodeMirror's highlighting) other than the plain text colour. */
const tokenColours = (selector: string) =>
  page.$eval(selector, (root) => {
    const plain = getComputedStyle(root).color;
    return [...new Set([...root.querySelectorAll('span')].map((s) => getComputedStyle(s).color).filter((c) => c !== plain))];
  });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startWebApp({ port: 0, log: () => {} });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: DESKTOP });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(90_000); // a shared 2-core machine can be slow
  page.setDefaultNavigationTimeout(120_000);
  await page.goto(server.url);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Explore', () => {
  it('edits the canonical solution in CodeMirror, in the language\'s mode, with highlighted prompt and test', { timeout: 120_000 }, async () => {
    await page.click('[data-tab="explore"]');
    await page.waitForSelector('[data-testid="glance"] tbody tr');
    expect(await page.textContent('[data-testid="explore-where"]')).toMatch(/Python runs in this browser \(\S+, WebAssembly\)/);
    await openTask('Python', 'Python/1');
    // The editor is named by its visible label and told how to leave it.
    const content = page.locator(editor);
    expect(await content.getAttribute('contenteditable')).toBe('true');
    const labelId = (await content.getAttribute('aria-labelledby'))!;
    expect(await page.textContent(`#${labelId}`)).toBe('Canonical solution (edit it and run)');
    expect(await page.textContent(`#${await content.getAttribute('aria-describedby')}`)).toMatch(/Tab and Shift-Tab leave the editor/);
    expect(await page.textContent('[data-testid="editor-mode"]')).toBe('highlighting: Python (lang-python)');
    // Highlighted: keywords in CodeMirror's keyword colour (#708), several token colours in all.
    const keyword = await page.$$eval(`${editor} span`, (spans) => spans.filter((s) => ['for', 'return', 'if', 'in'].includes(s.textContent!)).map((s) => getComputedStyle(s).color));
    expect(keyword).toContain('rgb(119, 0, 136)');
    expect((await tokenColours(editor)).length).toBeGreaterThanOrEqual(2);
    // The prompt and the test: read-only CodeMirror views, highlighted, named, focusable for scrolling.
    for (const name of ['prompt', 'test']) {
      const view = `.cm-content[aria-label="${name}"]`;
      await page.waitForSelector(view);
      expect(await page.getAttribute(view, 'contenteditable')).toBe('false');
      expect(await page.getAttribute(view, 'aria-readonly')).toBe('true');
      expect(await page.getAttribute(view, 'tabindex')).toBe('0');
      expect((await tokenColours(view)).length).toBeGreaterThanOrEqual(1);
    }
    expect(await page.textContent('[data-testid="edit-state"]')).toBe('the canonical solution');
    expect(await page.isDisabled('[data-testid="reset-canonical"]')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('works by keyboard: typing edits, Tab leaves the editor and Shift-Tab comes back', async () => {
    await page.focus(editor);
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="code-editor"] .cm-editor'))).toBe(true);
  });

  it('runs the edited code in the browser and shows the verdict, each step\'s stdout, stderr and time, and where it ran', { timeout: 300_000 }, async () => {
    await page.focus(editor);
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\nimport sys\nprint("hello from stdout")\nprint("hello from stderr", file=sys.stderr)\n');
    expect(await page.textContent('[data-testid="edit-state"]')).toBe('edited');
    expect(await page.textContent('[data-testid="explore-run"]')).toMatch(/Run in this browser/);
    await runAndWait(240_000);
    expect(await verdict()).toBe('passed');
    expect(await page.textContent('[data-testid="run-verdict"]')).toMatch(/passed\s+every test passed\s+\(your edit\)/);
    expect(await page.textContent('[data-testid="ran-on"]')).toMatch(/Ran in this browser, WebAssembly runtime \S+ \S+/);
    expect(await page.textContent('[data-testid="timings"]')).toMatch(/^Steps [\d.]+ (ms|s); the runtime [\d.]+ (ms|s) in all \(with starting it\); [\d.]+ (ms|s) from the click to the verdict/);
    const rows = await page.$$eval('[data-testid="steps"] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(rows.at(-1)?.[0]).toBe('run');
    expect(rows.at(-1)?.[2]).toBe('exit 0');
    expect(rows.at(-1)?.[3]).toMatch(/^\d+ ms$|^[\d.]+ s$/);
    expect(await page.locator('[data-step="run"] [data-testid="stdout"]').textContent()).toContain('hello from stdout');
    expect(await page.locator('[data-step="run"] [data-testid="stderr"]').textContent()).toContain('hello from stderr');
    await shot('run-desktop');
    expect(await axeViolations()).toEqual([]);
  });

  it('says why a wrong solution fails, and "Reset to canonical" restores the canonical solution', { timeout: 300_000 }, async () => {
    await page.focus(editor);
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('    return True\n');
    await runAndWait(240_000);
    expect(await verdict()).toBe('failed');
    expect(((await page.textContent('[data-testid="verdict-detail"]')) ?? '').length).toBeGreaterThan(0);
    expect(await page.locator('[data-step="run"] [data-testid="stderr"]').textContent()).toMatch(/AssertionError/);
    await shot('failed-desktop');
    await page.click('[data-testid="reset-canonical"]');
    const dataset = await loadDataset(diskDataSource(), { languages: [getLanguage('Python')], kinds: ['generation'] });
    const canonical = dataset.find('Python/1', 'generation')!.canonical;
    await expect.poll(editorText).toBe(canonical);
    expect(await page.textContent('[data-testid="edit-state"]')).toBe('the canonical solution');
    expect(await page.isDisabled('[data-testid="reset-canonical"]')).toBe(true);
    await runAndWait(240_000);
    expect(await verdict()).toBe('passed');
    expect(await page.textContent('[data-testid="run-verdict"]')).toContain('(the canonical solution)');
  });

  it.skipIf(!has('javac'))('runs Java, which has no WebAssembly runtime, on the server the page came from, and says so', { timeout: 420_000 }, async () => {
    expect(server.api, 'the test server has no API (no sandbox on this machine)').toBe(true);
    await expect.poll(() => page.textContent('[data-testid="server-status"]'), { timeout: 60_000 }).toMatch(/^ok: the server runs \d+ languages/);
    await page.selectOption('[data-testid="explore-language"]', 'Java');
    expect(await page.textContent('[data-testid="explore-where"]')).toContain('Java has no WebAssembly runtime: it runs on the server at');
    await openTask('Java', 'Java/1');
    expect(await page.textContent('[data-testid="editor-mode"]')).toBe('highlighting: Java (lang-java)');
    expect(await page.textContent('[data-testid="explore-run"]')).toMatch(/Run on the server/);
    await runAndWait(400_000);
    expect(await verdict()).toBe('passed');
    expect(await page.textContent('[data-testid="ran-on"]')).toMatch(new RegExp(`^\\s*Ran on the server ${server.url.replace(/\/$/, '').replace(/[.]/g, '\\.')}, runtime \\S+`));
    // The steps as the server ran them (Java: the source launcher, one step), each with its exit and time.
    const rows = await page.$$eval('[data-testid="steps"] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    expect(rows.at(-1)?.[0]).toBe('run');
    expect(rows.at(-1)?.[1]).toMatch(/java/);
    expect(rows.at(-1)?.[2]).toBe('exit 0');
    await shot('server-desktop');
    expect(await axeViolations()).toEqual([]);
  });

  it('holds at 390 px: no sideways scrolling, axe clean', { timeout: 120_000 }, async () => {
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations()).toEqual([]);
    await shot('run-phone');
    await page.setViewportSize(DESKTOP);
    expect(pageErrors).toEqual([]);
  });

  it('Evaluate\'s Resume says what it resumes (paused, cancelled, after a reload); the drill-down\'s program is highlighted too', { timeout: 420_000 }, async () => {
    await page.click('[data-tab="evaluate"]');
    await page.click('[data-example="explanation_C.jsonl.gz"]');
    await expect.poll(() => page.textContent('[data-testid="plan"]')).toContain('in this browser');
    await page.click('[data-testid="start"]');
    await page.waitForFunction(() => Number(/(\d+)\/50/.exec(document.querySelector('[data-testid="run-state"]')?.textContent ?? '')?.[1] ?? 0) >= 2, undefined, { timeout: 300_000 });
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(await page.textContent('[data-testid="resume"]')).toMatch(/^Resume run: \d+\/50 judged, \d+ left$/);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => page.textContent('[data-testid="run-state"]')).toMatch(/^cancelled/);
    const judged = Number(/(\d+)\/50/.exec((await page.textContent('[data-testid="run-state"]'))!)![1]);
    // The drill-down's assembled program: the same read-only CodeMirror view, highlighted in C's mode.
    await page.click('[data-tab="results"]');
    await page.locator('[data-task]').first().click();
    const program = 'dialog[open] .cm-content[aria-label="assembled program"]';
    await page.waitForSelector(program);
    expect((await tokenColours(program)).length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations()).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'explore-drilldown-desktop.png') });
    await page.click('[data-testid="close-drilldown"]');
    await page.click('[data-tab="evaluate"]');
    await page.getByRole('button', { name: 'clear', exact: true }).click();
    expect(await page.textContent('[data-testid="resume-last"]')).toBe(`Resume run: ${judged}/50 judged, ${50 - judged} left`);
    await page.reload();
    await expect.poll(() => page.textContent('[data-testid="resume-last"]')).toBe(`Resume run: ${judged}/50 judged, ${50 - judged} left`);
    await shot('evaluate-resume-desktop');
  });

  it('as a static site without the API, says a server-only language needs a server and does not offer to run it', { timeout: 120_000 }, async () => {
    const site = webRoutes({ dist: DIST, dataDir: DATA_DIR, nodeModules: join(import.meta.dirname, '../../node_modules'), runtimePackages: WASM_RUNTIMES.flatMap((r) => r.packages) });
    const staticServer = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => staticServer.once('listening', r));
    const other = await browser.newPage({ viewport: PHONE });
    try {
      other.setDefaultTimeout(90_000);
      // Python's tasks (the language shown first) arrive late, after Kotlin is chosen: the list must stay Kotlin's.
      await other.route('**/data/mceval/generation/python.jsonl.gz', async (route) => {
        await new Promise((r) => setTimeout(r, 3000));
        await route.continue();
      });
      await other.goto(`http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`, { timeout: 120_000 });
      await other.click('[data-tab="explore"]');
      await other.selectOption('[data-testid="explore-language"]', 'Kotlin');
      await expect.poll(() => other.textContent('[data-testid="explore-where"]')).toMatch(/Kotlin cannot run here: no WebAssembly runtime runs it in a browser: it needs a server/);
      // The glance table's levels load every generation file, Python's too: once Python's levels show, its late tasks have landed.
      await expect.poll(() => other.textContent('[data-testid="glance"] tr:has(td:text-is("Python")) td:nth-child(5)'), { timeout: 90_000 }).toMatch(/\d/);
      expect(await other.getByRole('button', { name: 'Python/1', exact: true }).count()).toBe(0);
      await other.getByRole('button', { name: 'Kotlin/1', exact: true }).click();
      await other.waitForSelector(editor);
      expect(await other.textContent('[data-testid="explore-run"]')).toMatch(/Run \(needs a server\)/);
      expect(await other.isDisabled('[data-testid="explore-run"]')).toBe(true);
      await other.waitForTimeout(300); // CodeMirror measures its lines on the next frames
      expect(await axeViolations(other)).toEqual([]);
      await shot('no-server-phone', other);
      // "Set a server" leads to the server's URL field on Evaluate.
      await other.getByRole('button', { name: 'Set a server' }).click();
      await expect.poll(() => other.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('server-url');
    } finally {
      await other.close();
      await new Promise((r) => staticServer.close(r));
    }
  });
});
