import { afterAll, describe, expect, it } from 'vitest';
import { CANCELLED, getLanguage } from '@mcjudge/core';
import { programFor } from './contract/program-for.ts';
import { nodeWorkerFactory } from './host/node-worker-factory.ts';
import { WasmExecutor } from './wasm-executor.ts';

describe('a cancel in the WASM executor', () => {
  const executor = new WasmExecutor({ factory: nodeWorkerFactory });
  const Lua = getLanguage('Lua');
  afterAll(() => executor.close());

  it('terminates the running program at once (no verdict), and the next program runs', { timeout: 60_000 }, async () => {
    // Loaded first, so the cancel below meets a running program rather than a loading runtime.
    expect((await executor.execute(programFor('Lua', 'assert(1 + 1 == 2)\n'), Lua)).steps[0].exitCode).toBe(0);
    const cancel = new AbortController();
    const pending = executor.execute(programFor('Lua', 'while true do end\n', 20_000), Lua, { signal: cancel.signal });
    await new Promise((r) => setTimeout(r, 500));
    const cancelledAt = performance.now();
    cancel.abort();
    const result = await pending;
    expect(result.infraError).toBe(CANCELLED);
    expect(result.steps).toEqual([]);
    expect(performance.now() - cancelledAt).toBeLessThan(1000);
    expect((await executor.execute(programFor('Lua', 'assert(2 * 2 == 4)\n'), Lua)).steps[0].exitCode).toBe(0);
  });

  it('does not start a program whose cancel came first', async () => {
    const cancel = new AbortController();
    cancel.abort();
    const result = await executor.execute(programFor('Lua', 'print("never")\n'), Lua, { signal: cancel.signal });
    expect(result.infraError).toBe(CANCELLED);
  });
});
