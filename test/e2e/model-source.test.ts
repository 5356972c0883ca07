import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { startWebApp, type WebServer } from '../../web/serve-web.ts';
import { evaluateCommand } from '../../cli/src/commands/evaluate.ts';
import { readExample, recordedAnswers, type RecordedLine } from '../openai-replay/recordings.ts';
import { ReplayServer } from '../openai-replay/server.ts';

/**
 * The web app's Model source end to end in real Chromium: the page asks a real HTTP server speaking the
 * OpenAI API (test/openai-replay, which answers McEval's prompts with the official C outputs) through
 * the official `openai` client, judges the answers as they arrive, and charts them; its Pass@1 and
 * verdicts must be those of `mcjudge evaluate` on the same answers as a file. A server that refuses
 * the page's origin (CORS) must get a message that says so and how to allow it.
 */
const SHOTS = join(import.meta.dirname, 'screenshots');
const KEY = 'sk-replay-e2e-0123456789';
const LIMIT = 10;
let web: WebServer;
let replay: ReplayServer;
let refusing: ReplayServer;
let browser: Browser;
let page: Page;
let origin: string;
/** Every request the page sent to mcjudge's own server (the app, the data, the API). */
const ownRequests: { url: string; headers: Record<string, string>; body: string }[] = [];

const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const text = async (selector: string) => (await page.textContent(selector)) ?? '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  web = await startWebApp({ port: 0, log: () => {} });
  origin = new URL(web.url).origin;
  replay = await ReplayServer.start({ answers: recordedAnswers(), apiKey: KEY, cors: { origins: [origin] } });
  // vLLM started with --allowed-origins for another site: this page is refused.
  refusing = await ReplayServer.start({ answers: recordedAnswers(), cors: { origins: ['https://elsewhere.example'] } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('request', (r) => {
    if (r.url().startsWith(origin)) ownRequests.push({ url: r.url(), headers: r.headers(), body: r.postData() ?? '' });
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await replay?.close();
  await refusing?.close();
  await web?.close();
});

/** Fills the Model source's form: C only, the given task and limit. */
async function fillModelForm(o: { endpoint: string; key?: string; task: 'generation' | 'explanation'; limit: number }) {
  await page.fill('[data-testid="model-endpoint"]', o.endpoint);
  await page.fill('[data-testid="model-name"]', 'replay-model');
  await page.fill('[data-testid="model-key"]', o.key ?? '');
  await page.selectOption('[data-testid="model-task"]', o.task);
  await page.fill('[data-testid="model-limit"]', String(o.limit));
  for (const box of await page.locator('input[data-language]').all()) await box.setChecked((await box.getAttribute('data-language')) === 'C');
}

const finished = () =>
  page.waitForFunction(
    () => {
      const gen = document.querySelector('[data-testid="generation-state"]')?.textContent ?? '';
      const run = document.querySelector('[data-testid="run-state"]')?.textContent ?? '';
      return !/^(loading|asking)/.test(gen) && /^done/.test(run);
    },
    undefined,
    { timeout: 100_000 },
  );

/** The verdicts in the results view's samples table, by task id. */
async function pageVerdicts(): Promise<Record<string, string>> {
  const rows = await page.$$eval('[data-testid="samples"] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  return Object.fromEntries(rows.map((cells) => [cells[0], cells[2]]));
}

/** `mcjudge evaluate` on the official outputs of the same tasks, as a file: its summary and verdicts. */
async function evaluateFile(file: string, task: 'generation' | 'explanation', lines: RecordedLine[]) {
  const dir = mkdtempSync(join(tmpdir(), 'mcjudge-model-source-'));
  const samples = join(dir, file);
  writeFileSync(samples, lines.map((l) => JSON.stringify(l) + '\n').join(''));
  const log: string[] = [];
  const code = await evaluateCommand({ task, samples, out: join(dir, 'out') }, (s) => log.push(s));
  expect(code, log.join('\n')).toBe(0);
  const summary = JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8')) as { overall: { pass_at_1: number; passed: number; total: number } };
  const verdicts = Object.fromEntries(
    readFileSync(join(dir, 'out', 'results.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { task_id: string; status: string })
      .map((r) => [r.task_id, r.status]),
  );
  return { summary, verdicts };
}

describe('the Model source', () => {
  it(`asks the endpoint from the browser (official client, McEval's prompts), judges the ${LIMIT} answers as they arrive, and charts the Pass@1 of mcjudge evaluate on the same answers`, { timeout: 150_000 }, async () => {
    await page.goto(web.url);
    await page.click('[data-source="model"]');
    await fillModelForm({ endpoint: replay.url, key: KEY, task: 'generation', limit: LIMIT });
    await page.click('[data-testid="list-models"]');
    await expect.poll(() => text('[data-testid="models-status"]')).toBe('ok: it serves replay-model');
    replay.reset();
    const official = readExample('generation_C.jsonl.gz').slice(0, LIMIT);
    // The last answer is held back until the page shows a verdict: answers are judged while others are still asked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    replay.inject({ kind: 'hold', until: held }, { match: (p) => p === official[LIMIT - 1].instruction });
    await shot('model-1-form');
    const started = Date.now();
    await page.click('[data-testid="model-start"]');
    // Evaluating as answers arrive: verdicts land while the model is still being asked.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="generation-state"]')?.textContent?.startsWith('asking') &&
        /— [1-9]\d*\//.test(document.querySelector('[data-testid="run-state"]')?.textContent ?? ''),
      undefined,
      { timeout: 60_000 },
    );
    const judgedWhileAsking = await text('[data-testid="run-state"]');
    await shot('model-2-running');
    release();
    await finished();
    const seconds = (Date.now() - started) / 1000;

    // What the endpoint got: one request per task, McEval's instruction as the only message, greedy
    // sampling, the key, from this page's origin (so the browser sent it, not mcjudge's server).
    expect(replay.requests.map((r) => r.prompt).sort()).toEqual(official.map((l) => l.instruction).sort());
    for (const r of replay.requests) {
      expect(r).toMatchObject({ path: '/v1/chat/completions', model: 'replay-model', authorization: `Bearer ${KEY}`, origin });
      expect(r.body).toMatchObject({ temperature: 0, top_p: 0.95, max_tokens: 1024, messages: [{ role: 'user' }] });
    }
    expect(replay.requests.map((r) => r.outcome).sort()).toEqual([...Array(LIMIT - 1).fill('answer'), 'hold']);
    expect(replay.preflights.every((p) => p.allowed && p.origin === origin)).toBe(true);
    const progress = await text('[data-testid="generation-progress"]');
    expect(progress).toContain(`generate ${LIMIT}/${LIMIT} (100%)`);
    expect(progress).toMatch(new RegExp(`${LIMIT} sent, ${LIMIT} answered, 0 failed`));
    expect(progress).toMatch(/\d+ prompt \+ \d+ completion = \d+/);
    expect(await text('[data-testid="run-state"]')).toContain(`${LIMIT}/${LIMIT}`);

    // The results: the same Pass@1 and verdicts as `mcjudge evaluate` on those official outputs as a file.
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    const cli = await evaluateFile('generation_C.jsonl', 'generation', official);
    const overall = await text('[data-testid="overall"]');
    expect(overall).toBe(`${(100 * cli.summary.overall.pass_at_1).toFixed(1)}%`);
    expect(await pageVerdicts()).toEqual(cli.verdicts);
    expect(await page.locator('figure svg[role="img"]').count()).toBeGreaterThanOrEqual(5);
    // The score says how its answers were made.
    const record = await text('[data-testid="generate-record"]');
    for (const part of ['replay-model', replay.url, 'chat API', 'temperature 0', 'top-p 0.95', 'max tokens 1024', `the first ${LIMIT} task(s)`, `${LIMIT} answer(s)`])
      expect(record).toContain(part);
    await shot('model-3-results');
    await page.click('[data-tab="compare"]');
    await page.waitForSelector('[data-testid="compare"] tbody tr');
    await page.click('[data-tab="evaluate"]');

    // The key stayed in the tab: never sent to mcjudge's server, never stored.
    expect(ownRequests.length).toBeGreaterThan(0);
    for (const r of ownRequests) expect(JSON.stringify(r)).not.toContain(KEY);
    const stored = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('mcjudge');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const all = await Promise.all(
        [...db.objectStoreNames].map(
          (name) =>
            new Promise<unknown>((resolve) => {
              const req = db.transaction(name).objectStore(name).getAll();
              req.onsuccess = () => resolve(req.result);
            }),
        ),
      );
      return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, indexedDB: all, cookies: document.cookie });
    });
    expect(stored).toContain('replay-model'); // the form is kept...
    expect(stored).not.toContain(KEY); // ...without the key
    console.log(`model source: ${LIMIT} C answers asked and judged in ${seconds.toFixed(1)} s; Pass@1 ${overall} (CLI on the file: ${cli.summary.overall.passed}/${cli.summary.overall.total}); while the last answer was held: "${judgedWhileAsking}"`);
  });

  it('explanation: asks stage 1, then the official stage-2 instruction built from its answer, and scores as evaluate does', { timeout: 120_000 }, async () => {
    replay.reset();
    await fillModelForm({ endpoint: replay.url, key: KEY, task: 'explanation', limit: 3 });
    await page.click('[data-testid="model-start"]');
    await finished();
    const official = readExample('explanation_C.jsonl.gz').slice(0, 3);
    // The replay server knows only the official prompts: a stage-2 instruction built differently would be a 400.
    expect(replay.requests.map((r) => r.outcome)).toEqual(Array(6).fill('answer'));
    expect(replay.requests.map((r) => r.prompt).sort()).toEqual([...official.map((l) => l.stage1_instruction as string), ...official.map((l) => l.instruction)].sort());
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    const cli = await evaluateFile('explanation_C.jsonl', 'explanation', official);
    expect(await text('[data-testid="overall"]')).toBe(`${(100 * cli.summary.overall.pass_at_1).toFixed(1)}%`);
    expect(await pageVerdicts()).toEqual(cli.verdicts);
    expect(await text('[data-testid="generate-record"]')).toContain('explanation');
    await page.click('[data-tab="evaluate"]');
  });

  it('scores an empty and a refused answer as extract_error, retries a 503, and drops nothing', { timeout: 60_000 }, async () => {
    replay.reset();
    const [c1, c2, c3] = readExample('generation_C.jsonl.gz');
    replay.inject({ kind: 'empty' }, { match: (p) => p === c1.instruction });
    replay.inject({ kind: 'refuse', message: 'I cannot help with that.' }, { match: (p) => p === c2.instruction });
    replay.inject({ kind: 'status', status: 503 }, { match: (p) => p === c3.instruction });
    await fillModelForm({ endpoint: replay.url, key: KEY, task: 'generation', limit: 3 });
    await page.click('[data-testid="model-start"]');
    await finished();
    expect(await text('[data-testid="generation-progress"]')).toMatch(/4 sent, 3 answered, 0 failed, 1 retried/);
    await page.click('[data-testid="show-results"]');
    await page.waitForSelector('[data-testid="overall"]');
    const verdicts = await pageVerdicts();
    expect(verdicts['C/1']).toBe('extract_error');
    expect(verdicts['C/2']).toBe('extract_error');
    expect(Object.keys(verdicts).sort()).toEqual(['C/1', 'C/2', 'C/3']);
    await page.click('[data-tab="evaluate"]');
  });

  it('says clearly that the endpoint blocks the page (CORS), and how to allow it', { timeout: 60_000 }, async () => {
    await fillModelForm({ endpoint: refusing.url, task: 'generation', limit: 2 });
    await page.click('[data-testid="model-start"]');
    await page.waitForSelector('[data-testid="model-error"]', { timeout: 30_000 });
    const message = await text('[data-testid="model-error"]');
    for (const part of ['CORS', `Access-Control-Allow-Origin for ${origin}`, `--allowed-origins '["${origin}"]'`, `OLLAMA_ORIGINS=${origin}`, 'llama-server allows every page by default', `curl ${refusing.url}/models`])
      expect(message).toContain(part);
    // The browser stopped at the preflight: no completion request reached the server, and no run is shown.
    expect(refusing.preflights.length).toBeGreaterThan(0);
    expect(refusing.preflights.every((p) => !p.allowed && p.origin === origin)).toBe(true);
    expect(refusing.count()).toBe(0);
    expect(await text('[data-testid="gen-requests"]')).toContain('1 sent, 0 answered');
    expect(await text('[data-testid="run-state"]')).toMatch(/^idle/);
    await page.click('[data-testid="list-models"]');
    await expect.poll(() => text('[data-testid="models-status"]')).toContain('CORS');
    await shot('model-4-cors');
  });

  it('stays readable on a phone: the Model source form needs no sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('model-5-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
