import { afterAll, describe, expect, it } from 'vitest';
import { superviseProcess } from '../native/run-process.ts';
import { Spawner } from './spawner.ts';

// The spawner process starts what the sandbox runs and hands the pipes back (spawner.mjs). What it
// hands back must be all there was (its death is a host fault: sandbox.test.ts).

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
