import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { superviseProcess } from '../native/run-process.ts';
import { defaultCacheDir } from '../native/dependency-cache.ts';
import { buildSpawner, hostSpawner, Spawner, type SpawnRequest } from './spawner.ts';

// The spawner process starts what the sandbox runs and hands the pipes back (spawner.c). What it
// hands back must be all there was (its death is a host fault: sandbox.test.ts).

describe('the process spawner', () => {
  const spawner = hostSpawner();
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

  // A long-lived service (a warm compiler, a runtime host) must not keep mcjudge running by itself, as
  // an unref'd ChildProcess does not; a step's program holds it until it ends.
  it('lets this process exit while a child started with holdsLoop: false runs, and holds it for one started without', async () => {
    const spawnerModule = fileURLToPath(new URL('./spawner.ts', import.meta.url));
    const script = (holdsLoop: boolean) => `
      const { hostSpawner } = await import(${JSON.stringify(spawnerModule)});
      const child = await hostSpawner().spawn({ file: '/bin/sleep', args: ['8'], cwd: '/', env: {}, stdio: ['ignore', 'ignore', 'ignore'], pass: [] }, { holdsLoop: ${holdsLoop} });
      console.log(child.pid);`;
    const timed = async (holdsLoop: boolean) => {
      const started = performance.now();
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(holdsLoop)], { timeout: 20_000 });
      return { ms: performance.now() - started, pid: Number(stdout.trim()) };
    };
    const [free, held] = await Promise.all([timed(false), timed(true)]);
    expect(free.pid).toBeGreaterThan(0);
    expect(free.ms).toBeLessThan(6000);
    expect(held.ms).toBeGreaterThan(8000);
  });

  // A received pipe is a socket, read from both ends: one whose process exits before reading what was
  // written to it errs with ECONNRESET. With no listener that error ended mcjudge (the hostile corpus met
  // it: a runtime host stopped with bytes unread on one of its pipes).
  it('survives a process that exits without reading what was written to its pipe', async () => {
    const spawnerModule = fileURLToPath(new URL('./spawner.ts', import.meta.url));
    const script = `
      const { hostSpawner } = await import(${JSON.stringify(spawnerModule)});
      const spawner = hostSpawner();
      const child = await spawner.spawn({ file: '/bin/sh', args: ['-c', 'sleep 0.2'], cwd: '/', env: { PATH: '/usr/bin:/bin' }, stdio: ['pipe', 'ignore', 'ignore'], pass: [0] });
      child.stdin.write('x'.repeat(1000));
      await child.ended;
      await new Promise((settle) => setTimeout(settle, 300));
      spawner.stop();
      console.log('exited', child.exitCode);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 20_000 });
    expect(stdout.trim()).toBe('exited 0');
  });

  // libuv reads a pipe until it would block, and takes a received descriptor as non-blocking (Node's own
  // always are). A blocking one stopped mcjudge's whole event loop in read() once a program paused after
  // filling its reads exactly (1 MiB = 16 reads of 64 KiB), and hung it for good once the program blocked.
  it('hands back pipes that never block mcjudge: its event loop runs on while a program pauses mid-output', async () => {
    const child = await spawner.spawn({ file: '/bin/sh', args: ['-c', 'dd if=/dev/zero bs=1048576 count=1 2>/dev/null; sleep 1; echo done'], cwd: '/', env: { PATH: '/usr/bin:/bin' }, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    let last = performance.now();
    let longestGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const result = await superviseProcess(child, { name: 'run', outputCap: 2 << 20, timeoutMs: 10_000 });
    clearInterval(ticks);
    expect(result.stdout.length).toBe((1 << 20) + 'done\n'.length);
    expect(longestGap).toBeLessThan(500);
  });

  it('a spawner that cannot start (its program gone) fails each spawn at once, never leaves it waiting', async () => {
    const missing = new Spawner(() => '/nonexistent/mcjudge-spawner');
    const child = await missing.spawn({ file: '/bin/true', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    expect(child.pid).toBeUndefined();
    expect(child.lost).toMatch(/could not start.*ENOENT/);
    missing.stop();
    // Nor one that cannot be built: a host fault for the spawn, not a throw.
    const unbuildable = hostSpawner('/nonexistent/cc', mkdtempSync(join(tmpdir(), 'mcjudge-spawner-')));
    const never = await unbuildable.spawn({ file: '/bin/true', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    expect(never.pid).toBeUndefined();
    expect(never.lost).toMatch(/could not start: cannot build the process spawner with \/nonexistent\/cc/);
  });

  // A spawner that never answers would leave the step waiting for good: it is killed, and the next spawn starts a new one.
  it('kills a spawner that does not answer in time, loses what it was starting, and starts a new one for the next spawn', async () => {
    const own = new Spawner(() => buildSpawner('cc', defaultCacheDir()), 500);
    const request = (): SpawnRequest => ({ file: '/bin/true', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    const first = await own.spawn(request());
    await superviseProcess(first, { name: 'run', outputCap: 1024, timeoutMs: 10_000 });
    const stuck = own.pid()!;
    process.kill(stuck, 'SIGSTOP');
    try {
      const t0 = performance.now();
      const lost = await own.spawn(request());
      expect(performance.now() - t0).toBeLessThan(5_000);
      expect(lost.pid).toBeUndefined();
      expect(lost.lost).toBe('the process spawner did not answer within 0.5 s, and was killed');
      const next = await own.spawn(request());
      expect((await superviseProcess(next, { name: 'run', outputCap: 1024, timeoutMs: 10_000 })).exitCode).toBe(0);
      expect(own.pid()).not.toBe(stuck);
    } finally {
      try {
        process.kill(stuck, 'SIGKILL');
      } catch {
        // killed already, as it should be
      }
      own.stop();
    }
  });

  // A service's spawn (holdsLoop: false) waits for its join too. A bwrap that never writes its child's
  // pid used to leave that spawn, and the warm compiler or runtime host behind it, waiting for good.
  it("fails a service's join that bwrap never reports, in time, and keeps the spawner for the next spawn", async () => {
    const own = new Spawner(() => buildSpawner('cc', defaultCacheDir()), 500);
    try {
      // Holds the info and block pipes open and never writes: a bwrap stuck before its namespaces.
      const silent = await own.spawn(
        { file: '/bin/sleep', args: ['30'], cwd: '/', env: {}, stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], pass: [], join: { info: 3, block: 4, procFiles: [] } },
        { holdsLoop: false },
      );
      await expect(silent.joined).rejects.toThrow('bwrap did not report its namespaces within 0.5 s');
      const spawnerPid = own.pid();
      process.kill(silent.pid!, 'SIGKILL');
      await silent.ended;
      const next = await own.spawn({ file: '/bin/true', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
      expect((await superviseProcess(next, { name: 'run', outputCap: 1024, timeoutMs: 10_000 })).exitCode).toBe(0);
      expect(own.pid()).toBe(spawnerPid);
    } finally {
      own.stop();
    }
  });

  it('builds its program again when it is gone from the cache and the spawner starts once more', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'mcjudge-spawner-'));
    const own = hostSpawner('cc', cacheDir);
    const echo = async (text: string) => {
      const child = await own.spawn({ file: '/bin/echo', args: [text], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
      return (await superviseProcess(child, { name: 'run', outputCap: 4096, timeoutMs: 10_000 })).stdout;
    };
    try {
      expect(await echo('first')).toBe('first\n');
      const program = buildSpawner('cc', cacheDir);
      own.stop();
      rmSync(program);
      expect(await echo('second')).toBe('second\n');
      expect(existsSync(program)).toBe(true);
    } finally {
      own.stop();
      rmSync(cacheDir, { recursive: true, force: true });
    }
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

  // The spawner itself ignores SIGINT, SIGTERM and SIGPIPE and blocks SIGCHLD: none of that may reach
  // what it starts (a program's own signal handling, a timeout's SIGTERM).
  it('starts a program with every signal at its default and none blocked, in a session of its own', async () => {
    const child = await spawner.spawn({ file: '/bin/sh', args: ['-c', 'grep -E "^Sig(Blk|Ign)" /proc/$$/status; ps -o sid= -p $$; echo $$'], cwd: '/', env: { PATH: '/usr/bin:/bin' }, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    const result = await superviseProcess(child, { name: 'run', outputCap: 4096, timeoutMs: 10_000 });
    const [blocked, ignored, sid, pid] = result.stdout.trim().split('\n').map((l) => l.trim());
    expect(blocked).toBe('SigBlk:\t0000000000000000');
    expect(ignored).toBe('SigIgn:\t0000000000000000');
    expect(sid).toBe(pid);
  });

  it('passes arguments and environment through its JSON unchanged: quotes, backslashes, newlines, non-ASCII, astral characters', async () => {
    const args = ['a "quoted" \\ back\\slash', 'line\nbreak\ttab', 'héllo – 日本語 😀', '', '{"json":[1,2]}'];
    const child = await spawner.spawn({ file: '/bin/sh', args: ['-c', 'printf "%s\\0" "$@" "$VALUE"', 'sh', ...args], cwd: '/', env: { VALUE: 'é\u0001😀' }, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    const result = await superviseProcess(child, { name: 'run', outputCap: 4096, timeoutMs: 10_000 });
    expect(result.stdout.split('\0').slice(0, -1)).toEqual([...args, 'é\u0001😀']);
  });

  it('refuses a request it cannot carry out (a NUL in an argument, a stdio entry it does not know, a file that is not there) with an error for that request, and goes on', async () => {
    const nul = await spawner.spawn({ file: '/bin/echo', args: ['a\u0000b'], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    expect(nul.pid).toBeUndefined();
    expect(nul.failure?.message).toMatch(/malformed/);
    const odd = await spawner.spawn({ file: '/bin/echo', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'bogus' as 'pipe'], pass: [1, 2] });
    expect(odd.pid).toBeUndefined();
    expect(odd.failure).toBeDefined();
    const missing = await spawner.spawn({ file: '/bin/echo', args: [], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe', { path: '/nonexistent/seccomp.bpf' }, 'pipe', 'pipe', 'pipe'], pass: [1, 2, 4] });
    expect(missing.pid).toBeUndefined();
    expect(missing.failure?.message).toMatch(/ENOENT.*nonexistent/);
    const next = await spawner.spawn({ file: '/bin/echo', args: ['still here'], cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe'], pass: [1, 2] });
    expect((await superviseProcess(next, { name: 'run', outputCap: 4096, timeoutMs: 10_000 })).stdout).toBe('still here\n');
  });
});
