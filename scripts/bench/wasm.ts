/**
 * `npm run bench:wasm`: cold start and per-sample time of every WASM runtime, in Node (worker threads)
 * and in headless Chromium (Web Workers), next to the native toolchain on the same program. A worker
 * serves one program (clang's: many), so "next" is the time per program with a spare loading beside
 * the running one: about the runtime's load time where programs use their workers up.
 * A benchmark, not a test: one run, printed as a table; numbers vary with the machine's load.
 * BENCH_LANGUAGES=a,b measures only those; Chromium's column of bytes is what a first program downloads.
 */
import { getLanguage, type Language } from '../../core/index.ts';
import { NativeExecutor } from '../../server/index.ts';
import { WasmExecutor, nodeWorkerFactory } from '../../wasm-runtimes/index.ts';
import { programFor } from '../../wasm-runtimes/contract/program-for.ts';
import { SMOKE_PROGRAMS } from '../../wasm-runtimes/contract/smoke-programs.ts';
import { launchChromium } from '../../test/browser/chromium.ts';
import { startRuntimePage } from '../../test/browser/runtime-page-server.ts';

const WARM_RUNS = Number(process.env.WARM_RUNS ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Timing {
  coldMs: number;
  warmMs: number;
  note?: string;
  /** Chromium: bytes the page downloaded for its first program (the runtime's code and assets), as sent (compressed). */
  coldBytes?: number;
}

async function timeRuns(runOnce: () => Promise<{ ok: boolean; detail: string }>): Promise<Timing> {
  let started = performance.now();
  const first = await runOnce();
  const coldMs = performance.now() - started;
  if (!first.ok) return { coldMs, warmMs: NaN, note: first.detail };
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    started = performance.now();
    await runOnce();
    warm.push(performance.now() - started);
  }
  return { coldMs, warmMs: median(warm) };
}

async function inNode(language: Language): Promise<Timing> {
  const executor = new WasmExecutor({ factory: nodeWorkerFactory });
  try {
    return await timeRuns(async () => {
      const r = await executor.execute(programFor(language.name, SMOKE_PROGRAMS[language.name]), language);
      const run = r.steps.find((s) => s.name === 'run');
      return { ok: run?.exitCode === 0, detail: r.unavailable ?? run?.stderr.slice(0, 80) ?? 'no run step' };
    });
  } finally {
    await executor.close();
  }
}

async function natively(language: Language): Promise<Timing> {
  const executor = new NativeExecutor();
  try {
    return await timeRuns(async () => {
      const r = await executor.execute(programFor(language.name, SMOKE_PROGRAMS[language.name]), language);
      const run = r.steps.find((s) => s.name === 'run');
      return { ok: run?.exitCode === 0, detail: r.unavailable ?? r.infraError ?? run?.stderr.slice(0, 80) ?? 'no run step' };
    });
  } finally {
    await executor.close();
  }
}

async function inChromium(languages: Language[]): Promise<Map<string, Timing>> {
  const timings = new Map<string, Timing>();
  const server = await startRuntimePage();
  const browser = await launchChromium();
  try {
    for (const language of languages) {
      const page = await browser.newPage(); // a context of its own: nothing cached from the language before
      await page.goto(server.url);
      await page.waitForFunction(() => document.title === 'ready');
      // From here on, what the page fetches is this language's runtime (the first program loads it).
      let bytes = 0;
      const sizes: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        sizes.push(request.sizes().then((s) => void (bytes += s.responseBodySize + s.responseHeadersSize), () => undefined));
      });
      const run = () =>
        page.evaluate(async ([l, t]) => {
          const r = await (globalThis as unknown as { mcjudge: { run(l: string, t: string): Promise<{ verdict: { status: string; detail: string } }> } }).mcjudge.run(l, t);
          return { ok: r.verdict.status === 'passed', detail: r.verdict.detail };
        }, [language.name, SMOKE_PROGRAMS[language.name]] as const);
      let coldBytes = 0;
      const timing = await timeRuns(async () => {
        const outcome = await run();
        if (!coldBytes) {
          await Promise.all(sizes);
          coldBytes = bytes;
        }
        return outcome;
      });
      timings.set(language.name, { ...timing, coldBytes });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return timings;
}

const mb = (n: number | undefined) => (n === undefined ? '—' : n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.round(n / 1e3)} kB`);
const fmt = (ms: number) => (Number.isNaN(ms) ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

async function main(): Promise<void> {
  // BENCH_LANGUAGES=Tcl,Go measures only those.
  const only = process.env.BENCH_LANGUAGES?.split(',').map((s) => s.trim());
  const languages = Object.keys(SMOKE_PROGRAMS).filter((n) => !only || only.includes(n)).map((n) => getLanguage(n));
  const node = new Map<string, Timing>();
  const native = new Map<string, Timing>();
  for (const language of languages) {
    process.stderr.write(`node: ${language.name}\n`);
    node.set(language.name, await inNode(language));
    native.set(language.name, await natively(language));
  }
  process.stderr.write('chromium…\n');
  const chromium = await inChromium(languages);
  console.log(`WASM runtimes: cold = first program in a new worker (spawn + load + run); next = median of ${WARM_RUNS} more runs of the same program, one at a time, each with one loaded spare waiting (a worker serves one program, clang's many).`);
  console.log('native = the host toolchain through mcjudge, unsandboxed (the raw process time plus mcjudge\'s own work).\n');
  console.log('Chromium bytes = what the page downloaded for its first program of the language (runtime code and assets, as sent over HTTP), in a fresh browser context.\n');
  console.log('| language | Node cold | Node next | Chromium cold | Chromium next | Chromium bytes | native per program | Node next / native |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const language of languages) {
    const n = node.get(language.name)!;
    const c = chromium.get(language.name)!;
    const x = native.get(language.name)!;
    const ratio = n.warmMs / x.warmMs;
    console.log(`| ${language.name} | ${fmt(n.coldMs)} | ${fmt(n.warmMs)} | ${fmt(c.coldMs)} | ${fmt(c.warmMs)} | ${mb(c.coldBytes)} | ${fmt(x.warmMs)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'} |${[n.note, c.note].filter(Boolean).map((s) => ` ${s}`).join('')}`);
  }
}

await main();
