import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguage, judge, type ExecResult, type Program } from '../../core/index.ts';
import { Sandbox } from '../../server/index.ts';
import { WasmExecutor, sandboxedWorkerFactory } from '../../wasm-runtimes/index.ts';
import { POISON_PAIRS } from '../../wasm-runtimes/contract/poison-pairs.ts';
import { programFor } from '../../wasm-runtimes/contract/program-for.ts';

/**
 * Hostile programs against the WASM runtime hosts as the CLI and server run them: each host a sandboxed
 * Node process that serves one program. In Node a runtime is no sandbox (pyodide's os.system starts real
 * processes; a JavaScript program reaches the real `process`), so what a program does there must stay
 * with its own host: no state, file or process survives into the next program, its memory and processes
 * are limited as a native run's, and nothing it prints can reach the host's channel.
 */
let sandbox: Sandbox;
let executor: WasmExecutor;
beforeAll(async () => {
  sandbox = await Sandbox.start({ slots: 1 });
  executor = new WasmExecutor({ factory: sandboxedWorkerFactory(sandbox), parallel: 1, spares: 1 });
});
afterAll(async () => {
  await executor?.close();
  await sandbox?.close();
});

async function run(language: string, text: string, timeoutMs?: number): Promise<{ result: ExecResult; status: string; program: Program }> {
  const program = programFor(language, text, timeoutMs);
  const result = await executor.execute(program, getLanguage(language));
  return { result, program, status: judge({ language: getLanguage(language), program, result, mode: 'default' }).status };
}
const show = (r: ExecResult) => JSON.stringify({ ...r, steps: r.steps.map((s) => ({ ...s, stdout: s.stdout.slice(-300), stderr: s.stderr.slice(-300) })) });

/** Processes on this host whose command line contains `marker`. */
function processesWith(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmd.includes(marker) && !cmd.includes('vitest')) found.push(`${pid}: ${cmd}`);
    } catch {
      /* gone */
    }
  }
  return found;
}

const waitFor = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 100));
  return check();
};

describe('WASM runtime hosts under hostile programs', () => {
  for (const language of ['Python', 'JavaScript']) {
    it(`${language}: a poisoning program cannot make the next wrong answer pass`, async () => {
      expect((await run(language, POISON_PAIRS[language].victim)).status).toBe('failed');
      await run(language, POISON_PAIRS[language].poison);
      const after = await run(language, POISON_PAIRS[language].victim);
      expect(after.status, show(after.result)).toBe('failed');
    });
  }

  it('Python: a daemon and files left through os.system are gone before the next program', async () => {
    const left = await run('Python', 'import os\nos.system("touch /box/left /tmp/left; setsid sleep 3001 > /dev/null 2>&1 &")\nprint("left")\n');
    expect(left.status, show(left.result)).toBe('passed');
    const next = await run('Python', 'import os\nassert not os.path.exists("/box/left") and not os.path.exists("/tmp/left"), "files survived"\nassert os.system("pgrep -f \'sleep 300[1]\' > /dev/null") != 0, "the daemon survived"\n');
    expect(next.status, show(next.result)).toBe('passed');
    expect(await waitFor(() => processesWith('sleep 3001').length === 0, 5_000), processesWith('sleep 3001').join('\n')).toBe(true);
  });

  it('Python: what a shelled-out process prints does not reach the channel, so a correct answer passes', async () => {
    const r = await run('Python', 'import os\nos.system("echo hi; echo there 1>&2")\nassert sum(range(10)) == 45\n');
    expect(r.status, show(r.result)).toBe('passed');
  });

  it('Python: a shelled-out process cannot reach the channel at all', async () => {
    const r = await run('Python', 'import os\nstatus = os.system("printf \'\\\\000\\\\000\\\\000\\\\010garbage!\' >&3")\nassert status != 0, "fd 3 was open"\n');
    expect(r.status, show(r.result)).toBe('passed');
  });

  it('JavaScript: bytes it writes into the channel end its own host only: handed on, and the next program runs', async () => {
    const r = await run('JavaScript', 'const fs = (function () { return this; })().process.getBuiltinModule("fs");\nfs.writeSync(3, Buffer.from([0, 0, 0, 8, 103, 97, 114, 98, 97, 103, 101, 33]));\nsetTimeout(() => {}, 2000);\n');
    expect(r.status, show(r.result)).toBe('unavailable');
    expect(r.result.unavailable).toMatch(/channel was corrupted/);
    const next = await run('JavaScript', 'console.assert(2 * 21 === 42);\n');
    expect(next.status, show(next.result)).toBe('passed');
  });

  it('Python: a fork bomb through os.system is contained and leaves nothing behind', async () => {
    const r = await run('Python', 'import os\nos.system("b() { b | b & }; b; sleep 3002")\n', 5_000);
    expect(['timeout', 'failed', 'runtime_error']).toContain(r.status);
    expect(await waitFor(() => processesWith('sleep 3002').length === 0, 10_000)).toBe(true);
    const next = await run('Python', 'assert 1 + 1 == 2\n');
    expect(next.status, show(next.result)).toBe('passed');
  });

  it('JavaScript: the real process is reachable but a daemon it starts dies with the host', async () => {
    const r = await run('JavaScript', 'const p = (function () { return this; })().process;\np.getBuiltinModule("child_process").execSync("setsid sleep 3003 > /dev/null 2>&1 &");\nconsole.log("started");\n');
    expect(r.status, show(r.result)).toBe('passed');
    const next = await run('JavaScript', 'const p = (function () { return this; })().process;\nconst out = p.getBuiltinModule("child_process").execSync("pgrep -f \'sleep 300[3]\' || true").toString();\nconsole.assert(out.trim() === "", "the daemon survived: " + out);\n');
    expect(next.status, show(next.result)).toBe('passed');
    expect(await waitFor(() => processesWith('sleep 3003').length === 0, 5_000)).toBe(true);
  });

  it('JavaScript: memory beyond the limit is a memory_limit verdict, not a host gone short of memory', async () => {
    const r = await run('JavaScript', 'const keep = [];\nfor (;;) keep.push(new Float64Array(1 << 24).fill(1));\n', 60_000);
    expect(r.status, show(r.result)).toBe('memory_limit');
  });

  it('JavaScript: its disk is a capped tmpfs, not the host disk', async () => {
    const r = await run('JavaScript', 'const fs = (function () { return this; })().process.getBuiltinModule("fs");\nconst chunk = Buffer.alloc(1 << 20, 1);\nlet written = 0;\ntry { for (let i = 0; i < 2048; i++) { fs.appendFileSync("/box/big", chunk); written++; } } catch (e) { console.log(e.code, written); process.exit(1); }\nconsole.log("wrote", written);\n');
    expect(r.status, show(r.result)).toBe('failed');
    expect(r.result.steps[0]?.stdout).toMatch(/ENOSPC|EFBIG/);
  });
});
