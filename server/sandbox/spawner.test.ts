import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superviseProcess } from '../native/run-process.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { Sandbox, SandboxFault, type Slot } from './sandbox.ts';
import { Spawner } from './spawner.ts';

// The spawner process starts what the sandbox runs and hands the pipes back (spawner.mjs). What it
// hands back must be all there was, and its death must never pass for a program's verdict.

describe('the process spawner', () => {
  const spawner = new Spawner();
  afterAll(() => spawner.stop());

  it('hands back every byte, the exit status and the close, even of a process that ended before its pipes arrived', async () => {
    const child = await spawner.spawn({
      file: '/bin/sh', args: ['-c', 'seq 1 20000; echo oops >&2; exit 3'], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2],
    });
    const result = await superviseProcess(child, { name: 'run', outputCap: 1 << 20, timeoutMs: 10_000 });
    expect(result.exitCode).toBe(3);
    expect(result.stdout.split('\n').filter(Boolean)).toHaveLength(20_000);
    expect(result.stdout.endsWith('19999\n20000\n')).toBe(true);
    expect(result.stderr).toBe('oops\n');
  });

  it('reports a program that cannot start, with no pid', async () => {
    const child = await spawner.spawn({ file: '/nonexistent/program', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    expect(child.pid).toBeUndefined();
    expect(child.failure?.message).toMatch(/ENOENT/);
  });

  it('gives a file it opens at the descriptor asked for', async () => {
    const child = await spawner.spawn({
      file: '/bin/sh', args: ['-c', 'cat <&4'], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe', 'ignore', { path: '/etc/hostname' }], pass: [1, 2],
    });
    const result = await superviseProcess(child, { name: 'run', outputCap: 4096, timeoutMs: 10_000 });
    expect(result.exitCode).toBe(0);
    expect(result.stdout.length).toBeGreaterThan(0);
  });
});

describe('a sandbox whose spawner dies', () => {
  let sandbox: Sandbox;
  let slot: Slot;
  beforeAll(async () => {
    sandbox = await Sandbox.start({ slots: 1, diskMb: 64 });
    slot = await sandbox.acquire();
  });
  afterAll(async () => {
    sandbox.release(slot);
    await sandbox.close();
  });
  const run = async (script: string) => {
    const runDir = await sandbox.makeRunDir(slot);
    await sandbox.handOver(slot, runDir, []);
    return sandbox.run({
      name: 'run', slot, runDir, cwd: '', argv: ['/bin/sh', '-c', script], env: {}, readOnly: [], outputCap: 4096,
      limits: { ...DEFAULT_LIMITS, wallMs: 20_000, cpuSeconds: 10 },
    });
  };

  it('makes the running program a host fault, never a verdict, and the next run starts another spawner', async () => {
    const first = sandbox.spawnerPid();
    expect(first).toBeDefined();
    // The program has started (it printed) when its watcher dies.
    const running = run('echo started; sleep 15; echo never');
    await new Promise((r) => setTimeout(r, 500));
    process.kill(first!, 'SIGKILL');
    await expect(running).rejects.toThrow(SandboxFault);
    const next = await run('echo ok');
    expect(next.exitCode).toBe(0);
    expect(next.stdout).toBe('ok\n');
    expect(sandbox.spawnerPid()).not.toBe(first);
  });
});
