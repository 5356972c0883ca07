import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage, judge, STREAM_END_BYTES, type Status } from '@mcjudge/core';
import { wasmRuntimeFor } from '../catalog.ts';
import { nodeWorkerFactory } from '../host/node-worker-factory.ts';
import { WasmExecutor } from '../wasm-executor.ts';
import { POISON_PAIRS } from './poison-pairs.ts';
import { programFor } from './program-for.ts';

/** Small programs that exercise one runtime: each must get the verdict the native toolchain gives. */
export interface RuntimeSnippets {
  passes: string;
  failsItsAssert: string;
  /** Does not compile (C, C++) or does not parse: the verdict the native toolchain gives. */
  broken: { text: string; status: Status };
  loopsForever: string;
  /** Prints far more than the output cap, then exits 0. */
  floods: string;
  /** Optional: a program this runtime cannot run faithfully, handed on as unavailable. */
  handsOn?: string;
}

const LOOP_TIMEOUT_MS = 2_000;
const OUTPUT_CAP = 64 * 1024;

/**
 * The contract every WASM runtime keeps, run through the real worker host (worker_threads + comlink):
 * a pass, an assert failure, a program that does not build, an infinite loop that ends as `timeout` within
 * its limit plus 1 s with the runtime usable afterwards, and output beyond the cap truncated.
 */
export function describeRuntimeContract(languageName: string, snippets: RuntimeSnippets): void {
  const language = getLanguage(languageName);
  const executor = new WasmExecutor({ factory: nodeWorkerFactory, outputCap: OUTPUT_CAP });
  const verdict = async (text: string, timeoutMs?: number) => {
    const program = programFor(languageName, text, timeoutMs);
    const result = await executor.execute(program, language);
    return { result, verdict: judge({ language, program, result, mode: 'default' }) };
  };
  afterAll(() => executor.close());

  describe(`${languageName} in ${wasmRuntimeFor(language)!.id}`, () => {
    it('passes a correct program and reports the runtime and version', async () => {
      const { result, verdict: v } = await verdict(snippets.passes);
      expect(v, JSON.stringify(result)).toMatchObject({ status: 'passed' });
      expect(result.runtime.id).toBe(`wasm:${wasmRuntimeFor(language)!.id}`);
      expect(result.runtime.version).not.toBe('');
    });

    it('fails a program whose assertion fails', async () => {
      const { result, verdict: v } = await verdict(snippets.failsItsAssert);
      expect(v.status, JSON.stringify(result)).toBe('failed');
    });

    it(`gives ${snippets.broken.status} for a program that does not build`, async () => {
      const { result, verdict: v } = await verdict(snippets.broken.text);
      expect(v.status, JSON.stringify(result)).toBe(snippets.broken.status);
    });

    it('ends an infinite loop as timeout within its limit plus 1 s, then runs the next program', async () => {
      const { result, verdict: v } = await verdict(snippets.loopsForever, LOOP_TIMEOUT_MS);
      expect(v.status, JSON.stringify(result)).toBe('timeout');
      // The host's clock from the program's start (its worker loaded) to the verdict.
      const run = result.steps.find((s) => s.name === 'run')!;
      expect(run.timedOut).toBe(true);
      expect(run.wallMs).toBeLessThan(LOOP_TIMEOUT_MS + 1_000);
      const after = await verdict(snippets.passes);
      expect(after.verdict.status, JSON.stringify(after.result)).toBe('passed');
    });

    it('caps a flood of output and still judges the program', async () => {
      const { result, verdict: v } = await verdict(snippets.floods);
      // The flood is on stdout: where the language's tests report on stdout (C's "failed"), what passed the
      // cap could hide a failure, so there is no pass; elsewhere the flood hides nothing.
      const pass = getLanguage(languageName).pass;
      const readsStdout = pass.kind === 'exit' && [...(pass.forbid ?? []), ...(pass.forbidAll ?? [])].some((c) => c.stream === 'stdout');
      // AWK's answer is its output: a flood is not the canonical command's `pristine`.
      const comparesOutput = pass.kind === 'awk';
      expect(v.status, JSON.stringify({ ...result, steps: result.steps.map((s) => ({ ...s, stdout: s.stdout.length })) })).toBe(readsStdout || comparesOutput ? 'failed' : 'passed');
      if (readsStdout) expect(v.detail).toMatch(/output limit exceeded: stdout/);
      const run = result.steps.find((s) => s.name === 'run')!;
      expect(run).toMatchObject({ truncated: true, stdoutTruncated: true, stderrTruncated: false });
      expect(new TextEncoder().encode(run.stdout).length).toBeLessThanOrEqual(OUTPUT_CAP);
      // The stream's end is kept too (where a traceback or the tests' last line would be), and how long it was.
      expect(run.stdoutEnd?.totalBytes).toBeGreaterThan(OUTPUT_CAP);
      const endBytes = new TextEncoder().encode(run.stdoutEnd!.text).length;
      expect(endBytes).toBeGreaterThan(0);
      expect(endBytes).toBeLessThanOrEqual(STREAM_END_BYTES);
      expect(run.stderrEnd).toBeUndefined();
    });

    it('starts every program from a pristine runtime: a poisoning program cannot make the next wrong one pass', async () => {
      const poisons = POISON_PAIRS[languageName];
      expect(poisons, `no poison pair for ${languageName} in poison-pairs.ts`).toBeDefined();
      const alone = await verdict(poisons.victim);
      expect(alone.verdict.status, JSON.stringify(alone.result)).toBe('failed');
      for (let round = 0; round < 2; round++) {
        await verdict(poisons.poison);
        const after = await verdict(poisons.victim);
        expect(after.verdict.status, `after the poison (round ${round + 1}): ${JSON.stringify(after.result)}`).toBe('failed');
      }
    });

    if (snippets.handsOn) {
      it('hands a program it cannot run faithfully on, as unavailable with the reason', async () => {
        const { result, verdict: v } = await verdict(snippets.handsOn!);
        expect(v.status).toBe('unavailable');
        expect(result.unavailable).toMatch(/\w+/);
      });
    }
  });
}

/** A worker-thread executor without spares, for one test, closed afterwards. */
export async function withWasmExecutor<T>(fn: (executor: WasmExecutor) => Promise<T>): Promise<T> {
  const executor = new WasmExecutor({ factory: nodeWorkerFactory, spares: 0 });
  try {
    return await fn(executor);
  } finally {
    await executor.close();
  }
}
