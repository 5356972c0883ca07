/**
 * `npm run bench:web`: what the web app costs a visitor, in headless Chromium against the app as
 * `npm start` serves it (compressed, same origin): the first load (first contentful paint, load event,
 * bytes by kind as sent over HTTP) in a fresh browser context, then each view opened in turn (the bytes
 * it adds and how long until the network is quiet). A benchmark, not a test: one run, printed as a
 * table; times vary with the machine's load. What a language's runtime downloads is `npm run bench:wasm`.
 */
import type { Page, Request } from 'playwright-core';
import { launchChromium } from '../../test/browser/chromium.ts';
import { startWebApp } from '../../web/serve-web.ts';

const VIEWS = ['evaluate', 'results', 'compare', 'explore'] as const;

/** Bytes of every request finished on the page, by kind, from `since` on. */
class Bytes {
  private readonly byKind = new Map<string, number>();
  private readonly pending: Promise<void>[] = [];
  constructor(page: Page) {
    page.on('requestfinished', (request: Request) => {
      this.pending.push(
        request.sizes().then(
          (s) => void this.byKind.set(kindOf(request), (this.byKind.get(kindOf(request)) ?? 0) + s.responseBodySize + s.responseHeadersSize),
          () => undefined,
        ),
      );
    });
  }
  async take(): Promise<Map<string, number>> {
    await Promise.all(this.pending.splice(0));
    const copy = new Map(this.byKind);
    this.byKind.clear();
    return copy;
  }
}

function kindOf(request: Request): string {
  const url = request.url();
  if (url.includes('/runtime-assets/')) return 'runtime';
  if (url.includes('/data/')) return 'data';
  const type = request.resourceType();
  return type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : 'other';
}

const kb = (n: number | undefined) => (n === undefined || n === 0 ? '—' : n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} kB`);
const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const server = await startWebApp({ port: 0, log: (s) => process.stderr.write(s + '\n') });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const bytes = new Bytes(page);
    const started = performance.now();
    await page.goto(server.url, { waitUntil: 'load' });
    const loadMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    const paint = await page.evaluate(() => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? NaN);
    const first = await bytes.take();
    console.log('First load of the app in a fresh Chromium context (as sent over HTTP, compressed where the server compresses):\n');
    console.log('| first contentful paint | load event | html | js | css | data | other | total |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(`| ${paint.toFixed(0)} ms | ${loadMs.toFixed(0)} ms | ${kb(first.get('html'))} | ${kb(first.get('js'))} | ${kb(first.get('css'))} | ${kb(first.get('data'))} | ${kb(first.get('other'))} | ${kb(total(first))} |`);
    console.log('\nEach view opened after that, in order (what it adds; runtimes load only when a program runs):\n');
    console.log('| view | until the network is quiet | js | data | other | total |');
    console.log('|---|---|---|---|---|---|');
    for (const view of VIEWS) {
      const at = performance.now();
      await page.click(`[data-tab="${view}"]`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const added = await bytes.take();
      console.log(`| ${view} | ${(performance.now() - at).toFixed(0)} ms | ${kb(added.get('js'))} | ${kb(added.get('data'))} | ${kb(added.get('other'))} | ${kb(total(added))} |`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
