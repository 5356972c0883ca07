import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { goRequest } from './bwrap-command.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { hostWaiter } from './waiter.ts';

const cacheDir = mkdtempSync(join(tmpdir(), 'mcjudge-waiter-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Runs the waiting program bare (no bwrap) on a request, as bwrap would: the step on fd 6, the witness pipe on fd 5. */
function runWaiter(program: string, request: Buffer): Promise<{ status: number | null; stdout: string; stderr: string; witness: string }> {
  const child = spawn(program, [], { cwd: '/', env: {}, stdio: ['ignore', 'pipe', 'pipe', 'ignore', 'ignore', 'pipe', 'pipe'] });
  // Node types stdio as a tuple of five; the go (6) and the witness (5) are beyond it.
  const pipes: readonly (Readable | Writable | null | undefined)[] = child.stdio;
  const read = (i: number) => new Promise<string>((res) => {
    let s = '';
    (pipes[i] as Readable).on('data', (d: Buffer) => (s += d.toString()));
    (pipes[i] as Readable).on('close', () => res(s));
  });
  const [stdout, stderr, witness] = [read(1), read(2), read(5)];
  (pipes[6] as Writable).end(request);
  return new Promise((res) => child.on('close', async (status) => res({ status, stdout: await stdout, stderr: await stderr, witness: await witness })));
}

describe('the waiting program (waiter.c)', () => {
  it('is built into the cache folder, and built again when it is gone from there', () => {
    const waiter = hostWaiter('cc', cacheDir);
    const first = waiter();
    expect(existsSync(first)).toBe(true);
    rmSync(first);
    expect(waiter()).toBe(first);
    expect(existsSync(first)).toBe(true);
  });

  it('sets the folder, limits and environment the request gives, writes the witness, and becomes the program', async () => {
    const limits = { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 7, fileSizeMb: 3, openFiles: 99 };
    const request = goRequest({ cwd: '/usr/bin/', argv: ['sh', '-c', 'pwd; echo "$A|$PWD"; cat /proc/$$/limits; [ -e /proc/$$/fd/6 ] && echo go still open; [ -e /proc/$$/fd/5 ] && echo witness open'], env: { PATH: '/usr/bin:/bin', A: "x'\ny" }, limits, cgroupMemory: true, witness: true });
    const r = await runWaiter(hostWaiter('cc', cacheDir)(), request);
    expect(r).toMatchObject({ status: 0, witness: 'x', stderr: '' });
    const [cwd, env] = r.stdout.split('\n');
    expect(cwd).toBe('/usr/bin');
    expect(`${env}\n${r.stdout.split('\n')[2]}`).toBe("x'\ny|/usr/bin");
    expect(r.stdout).toMatch(/^Max cpu time\s+7\s+8\b/m);
    expect(r.stdout).toMatch(new RegExp(`^Max file size\\s+${3 << 20}\\s+${3 << 20}\\b`, 'm'));
    expect(r.stdout).toMatch(/^Max open files\s+99\s+99\b/m);
    // The go is closed before the exec; the witness's pipe is the program's, as it was with the waiting sh.
    expect(r.stdout).not.toContain('go still open');
    expect(r.stdout).toContain('witness open');
  });

  it('exits 125 before the witness when it cannot do what the step asks: a host fault, never the program\'s verdict', async () => {
    const waiter = hostWaiter('cc', cacheDir)();
    const bad = await runWaiter(waiter, goRequest({ cwd: '/no/such/folder', argv: ['true'], env: {}, limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 }, cgroupMemory: true, witness: true }));
    expect(bad).toMatchObject({ status: 125, witness: '', stderr: expect.stringContaining('could not enter /no/such/folder') });
    const malformed = await runWaiter(waiter, Buffer.from('D/\0Lq1,1\0Atrue\0'));
    expect(malformed).toMatchObject({ status: 125, witness: '', stderr: expect.stringContaining('malformed limit') });
    const stopped = await runWaiter(waiter, Buffer.alloc(0));
    expect(stopped).toMatchObject({ status: 125, witness: '', stdout: '' });
    expect(readFileSync(waiter).subarray(0, 4).toString('latin1')).toBe('\x7fELF');
  });
});
