/** The test page: runs one program in the browser's WASM runtimes and judges it, for playwright. */
import { getLanguage, judge } from '@mcjudge/core';
import { WasmExecutor, browserWorkerFactory } from '@mcjudge/wasm-runtimes/browser';
import { programFor } from '../../wasm-runtimes/contract/program-for.ts';

const executor = new WasmExecutor({ factory: browserWorkerFactory(new URL('./runtime-worker.js', import.meta.url)), assetBase: '/runtime-assets/' });

async function run(languageName: string, text: string, timeoutMs?: number) {
  const language = getLanguage(languageName);
  const program = programFor(languageName, text, timeoutMs);
  const started = performance.now();
  const result = await executor.execute(program, language);
  return { verdict: judge({ language, program, result, mode: 'default' }), runtime: result.runtime, unavailable: result.unavailable, elapsedMs: performance.now() - started, steps: result.steps.map((s) => ({ name: s.name, exitCode: s.exitCode, timedOut: s.timedOut, stderr: s.stderr.slice(0, 500) })) };
}

Object.assign(globalThis, { mcjudge: { run, isolated: globalThis.crossOriginIsolated } });
document.title = 'ready';
