import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage, judge } from '../core/index.ts';
import { Sandbox } from '../server/index.ts';
import { WasmExecutor, nodeWorkerFactory, sandboxedWorkerFactory } from '../wasm-runtimes/index.ts';
import { programFor } from '../wasm-runtimes/contract/program-for.ts';

/**
 * In Node, a WASM runtime is not a sandbox by itself: pyodide's os.system spawns real processes and a
 * JavaScript program can reach the real `process`. The CLI therefore runs every runtime host inside
 * bubblewrap. These programs try to write into the checkout and onto the host's /tmp; nothing may land.
 */
const checkout = new URL('..', import.meta.url).pathname;
const hostDir = mkdtempSync(join(checkout, '.tmp-escape-'));
let sandbox: Sandbox | undefined;
afterAll(async () => {
  rmSync(hostDir, { recursive: true, force: true });
  await sandbox?.close();
});

describe('WASM runtime hosts in the sandbox', () => {
  it('contain a Python program that shells out and a JavaScript program that uses the real process', { timeout: 300_000 }, async () => {
    sandbox = await Sandbox.start({ slots: 1 });
    const executor = new WasmExecutor({ factory: sandboxedWorkerFactory(sandbox), spares: 0 });
    try {
      const python = programFor('Python', `import os\nos.system("touch ${hostDir}/from-python; echo shelled")\nopen("${hostDir}/from-python-open", "w")\n`);
      const pyResult = await executor.execute(python, getLanguage('Python'));
      const js = programFor(
        'JavaScript',
        `const real = (function () { return this; })().process;\nreal.getBuiltinModule ? 0 : 0;\nimport('node:fs').then((fs) => fs.writeFileSync('${hostDir}/from-js', 'x')).catch((e) => { console.error('blocked: ' + e.code); process.exit(3); });\n`,
      );
      const jsResult = await executor.execute(js, getLanguage('JavaScript'));
      expect(existsSync(join(hostDir, 'from-python')), JSON.stringify(pyResult)).toBe(false);
      expect(existsSync(join(hostDir, 'from-python-open'))).toBe(false);
      expect(existsSync(join(hostDir, 'from-js')), JSON.stringify(jsResult)).toBe(false);
      // A verdict, not a crash of the executor.
      expect(jsResult.infraError).toBeUndefined();
      // Its shell runs inside the sandbox (and may wedge its own host): a verdict either way, never a pass.
      expect(['failed', 'timeout']).toContain(judge({ language: getLanguage('Python'), program: python, result: pyResult, mode: 'default' }).status);
    } finally {
      await executor.close();
    }
  });

  it('charge a program\'s time in CPU, as a native run: waiting past its limit is no timeout, a busy loop is', { timeout: 120_000 }, async () => {
    sandbox ??= await Sandbox.start({ slots: 1 });
    const sandboxed = new WasmExecutor({ factory: sandboxedWorkerFactory(sandbox), spares: 0 });
    const threads = new WasmExecutor({ factory: nodeWorkerFactory, spares: 0 });
    const JavaScript = getLanguage('JavaScript');
    // Blocks its thread for 1.5 s without using the CPU (as a program slowed by a busy machine would be).
    const waits = programFor('JavaScript', 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);\nconsole.assert(true);\n', 1000);
    const spins = programFor('JavaScript', 'for (;;) {}\n', 1000);
    try {
      const waited = await sandboxed.execute(waits, JavaScript);
      expect(waited.steps.map((s) => [s.exitCode, s.timedOut]), JSON.stringify(waited)).toEqual([[0, false]]);
      expect(waited.steps[0].wallMs).toBeGreaterThanOrEqual(1400);
      const spun = await sandboxed.execute(spins, JavaScript);
      expect(spun.steps.map((s) => s.timedOut)).toEqual([true]);
      expect(spun.steps[0].wallMs).toBeLessThan(2000 + 500);
      // Worker threads have no CPU accounting: the wall clock is the limit there.
      const walled = await threads.execute(waits, JavaScript);
      expect(walled.steps.map((s) => s.timedOut)).toEqual([true]);
    } finally {
      await sandboxed.close();
      await threads.close();
    }
  });
});
