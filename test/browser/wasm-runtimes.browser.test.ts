import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { POISON_PAIRS } from '../../wasm-runtimes/contract/poison-pairs.ts';
import { launchChromium } from './chromium.ts';
import { startRuntimePage } from './runtime-page-server.ts';

/**
 * The WASM runtimes in real Chromium: each language's program runs in a module Web Worker started by the
 * page, with assets served by our own route (no CDN), and gets the same verdicts as in Node.
 */
let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof startRuntimePage>>;

interface PageRun {
  verdict: { status: string; detail: string };
  runtime: { id: string; version: string };
  unavailable?: string;
  elapsedMs: number;
}

const run = (language: string, text: string, timeoutMs?: number) =>
  page.evaluate(([l, t, ms]) => (globalThis as unknown as { mcjudge: { run(l: string, t: string, ms?: number): Promise<PageRun> } }).mcjudge.run(l, t, ms), [language, text, timeoutMs] as const);

beforeAll(async () => {
  server = await startRuntimePage();
  browser = await launchChromium();
  page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 30_000 }).catch(() => {
    throw new Error(`the test page did not start: ${errors.join('; ')}`);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CASES: { language: string; passes: string; fails: string; loops: string }[] = [
  { language: 'Python', passes: 'import math\nassert math.gcd(12, 18) == 6\n', fails: 'assert 1 + 1 == 3\n', loops: 'while True:\n    pass\n' },
  { language: 'Lua', passes: 'assert(math.pow(2, 3) == 8)\n', fails: 'assert(1 + 1 == 3)\n', loops: 'while true do end\n' },
  { language: 'Ruby', passes: "raise 'Test failed' unless [3, 1, 2].sort == [1, 2, 3]\n", fails: "raise 'Test failed' unless 1 + 1 == 3\n", loops: 'loop { }\n' },
  { language: 'C', passes: '#include <assert.h>\nint main(void) { assert(2 + 2 == 4); return 0; }\n', fails: '#include <assert.h>\nint main(void) { assert(2 + 2 == 5); return 0; }\n', loops: 'int main(void) { volatile int x = 0; for (;;) x++; }\n' },
  { language: 'JavaScript', passes: 'console.assert([1, 2].includes(2));\n', fails: 'console.assert(false, "no");\n', loops: 'while (true) {}\n' },
  { language: 'TypeScript', passes: 'const n: number = 2;\nconsole.assert(n * n === 4);\n', fails: 'const n: number = 2;\nif (n !== 3) throw new Error("wrong");\n', loops: 'while (true) {}\n' },
  { language: 'CoffeeScript', passes: 'square = (x) -> x * x\nthrow new Error "bad" unless square(3) is 9\n', fails: 'throw new Error "bad" unless 1 + 1 is 3\n', loops: 'loop\n  x = 1\n' },
  { language: 'Perl', passes: 'die "Test failed" unless 2 * 3 == 6;\n', fails: 'die "Test failed" unless 2 * 3 == 7;\n', loops: 'while (1) {}\n' },
  { language: 'R', passes: 'stopifnot(sum(1:3) == 6)\n', fails: 'stopifnot(sum(1:3) == 7)\n', loops: 'while (TRUE) {}\n' },
  { language: 'Tcl', passes: 'proc add {a b} { expr {$a + $b} }\nif {[add 2 3] != 5} { error "Test failed" }\nputs [format %d [expr {int(3e9)}]]\n', fails: 'if {1 + 1 != 3} { error "Test failed" }\n', loops: 'while 1 {}\n' },
  { language: 'Go', passes: 'package main\n\nimport (\n\t"testing"\n\n\t"github.com/stretchr/testify/assert"\n)\n\nfunc TestAdd(t *testing.T) {\n\tassert.Equal(t, 4, 2+2)\n}\n', fails: 'package main\n\nimport (\n\t"testing"\n\n\t"github.com/stretchr/testify/assert"\n)\n\nfunc TestAdd(t *testing.T) {\n\tassert.Equal(t, 5, 2+2)\n}\n', loops: 'package main\n\nimport "testing"\n\nfunc TestLoop(t *testing.T) {\n\tfor {\n\t}\n}\n' },
  { language: 'Shell', passes: 'add() { echo $(( $1 + $2 )); }\n[[ $(add 2 3) -eq 5 ]] || { echo "Test 1 failed"; exit 1; }\n', fails: 'add() { echo $(( $1 + $2 )); }\n[[ $(add 2 2) -eq 5 ]] || { echo "Test 1 failed"; exit 1; }\n', loops: 'while true; do :; done\n' },
  { language: 'Scheme', passes: '#lang racket\n(require rackunit)\n(check-equal? (exact->inexact 1/4) 0.25)\n(check-equal? (expt 2 70) 1180591620717411303424)\n', fails: "#lang racket\n(require rackunit)\n(check-equal? (sort '(3 1 2) <) '(1 2))\n", loops: '#lang racket\n(let loop () (loop))\n' },
  { language: 'Racket', passes: '#lang racket\n(require rackunit)\n(define h (make-hash))\n(hash-set! h "a" 1)\n(check-equal? (hash-ref h "a") 1)\n', fails: '#lang racket\n(require rackunit)\n(check-equal? (/ 1 3) 0.3333333333333333)\n', loops: '#lang racket\n(for ([i (in-naturals)]) i)\n' },
  { language: 'VimScript', passes: 'if assert_equal(6, len("abcdef")) | cq | endif\nexit(0)\n', fails: 'if assert_equal(5, 2 + 2) | cq | endif\nexit(0)\n', loops: 'while 1\nendwhile\n' },
  { language: 'AWK', passes: "awk 'BEGIN { print \"pristine\" }'", fails: "awk 'BEGIN { print \"wrong\" }'", loops: "awk 'BEGIN { while (1) {} }'" },
];

describe('WASM runtimes in Chromium Web Workers', () => {
  it('the page is cross-origin isolated (COOP/COEP)', async () => {
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
  });

  it('PHP, which has no browser build here, is handed on with the reason instead of a verdict', async () => {
    const r = await run('PHP', '<?php\nassert(1 === 1);\n');
    expect(r.verdict.status).toBe('unavailable');
    expect(r.unavailable).toMatch(/php-wasm/i);
  });

  for (const c of CASES) {
    it(`${c.language}: a correct program passes, a wrong one fails, an infinite loop times out and the runtime is usable again`, async () => {
      const ok = await run(c.language, c.passes);
      expect(ok.verdict.status, JSON.stringify(ok)).toBe('passed');
      expect(ok.runtime.id).toMatch(/^wasm:/);
      const bad = await run(c.language, c.fails);
      expect(bad.verdict.status, JSON.stringify(bad)).toBe('failed');
      const loop = await run(c.language, c.loops, 2_000);
      expect(loop.verdict.status, JSON.stringify(loop)).toBe('timeout');
      const again = await run(c.language, c.passes);
      expect(again.verdict.status, JSON.stringify(again)).toBe('passed');
    }, 180_000);

    it(`${c.language}: a poisoning program cannot make the next wrong answer pass`, async () => {
      const { poison, victim } = POISON_PAIRS[c.language];
      await run(c.language, poison);
      const after = await run(c.language, victim);
      expect(after.verdict.status, JSON.stringify(after)).toBe('failed');
    }, 180_000);
  }

  it('a program cannot reach the origin\'s storage (the app\'s verdict cache) or start another context', async () => {
    const probe = 'for (const name of ["indexedDB", "caches", "BroadcastChannel", "SharedWorker"]) if (typeof globalThis[name] !== "undefined") throw new Error(name + " is reachable");\n' +
      'if (typeof navigator !== "undefined" && navigator.storage !== undefined) throw new Error("navigator.storage is reachable");\n';
    const js = await run('JavaScript', probe);
    expect(js.verdict.status, JSON.stringify(js)).toBe('passed');
    const py = await run('Python', `from pyodide.code import run_js\nrun_js(${JSON.stringify(probe)})\n`);
    expect(py.verdict.status, JSON.stringify(py)).toBe('passed');
    // R runs in a worker webR starts: sealed as well, and so is any worker a program starts.
    const r = await run('R', `webr::eval_js(${JSON.stringify(probe)})\n`);
    expect(r.verdict.status, JSON.stringify(r)).toBe('passed');
    const nested = await run('JavaScript', `const w = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(probe.replace(/throw new Error\(([^)]*)\)/g, 'postMessage($1)') + 'postMessage("sealed");')}], { type: "text/javascript" })));\nw.onmessage = (e) => { console.assert(e.data === "sealed", e.data); w.terminate(); };\nsetTimeout(() => {}, 500);\n`);
    expect(nested.verdict.status, JSON.stringify(nested)).toBe('passed');
  }, 180_000);
});
