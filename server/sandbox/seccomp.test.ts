import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox, type Slot } from './sandbox.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { SECCOMP_FD } from './bwrap-command.ts';
import { DENIED_SYSCALLS, FORKING_SERVICE_ALLOWS, hostSeccompArch, seccompFilter } from './seccomp.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const EPERM = 1;
const ENOSYS = 38;

describe('seccomp filter', () => {
  it('compiles to whole struct sock_filter records for both architectures', () => {
    for (const arch of ['x86_64', 'aarch64'] as const) {
      const f = seccompFilter(arch);
      expect(f.bytes.length % 8).toBe(0);
      expect(f.bytes.length / 8).toBeLessThan(4096); // BPF_MAXINSNS
    }
  });

  it('denies every listed call on x86_64, and on aarch64 all but the port-I/O calls it does not have', () => {
    expect(seccompFilter('x86_64').denied).toEqual(Object.keys(DENIED_SYSCALLS));
    expect(Object.keys(DENIED_SYSCALLS).filter((s) => !seccompFilter('aarch64').denied.includes(s as never))).toEqual(['iopl', 'ioperm']);
  });

  it('lets a forking service (the Racket zygote) unshare and mount, and nothing else the filter denies', () => {
    const forking = seccompFilter('x86_64', FORKING_SERVICE_ALLOWS);
    expect(Object.keys(DENIED_SYSCALLS).filter((s) => !forking.denied.includes(s as never))).toEqual(['unshare', 'mount']);
    expect(forking.bytes.equals(seccompFilter('x86_64').bytes)).toBe(false);
  });
});

// The filter at work: real bwrap, real system calls, from programs compiled in the sandbox.
let sandbox: Sandbox;
let slot: Slot;

beforeAll(async () => {
  sandbox = await Sandbox.start({ slots: 1, diskMb: 256 });
  slot = await sandbox.acquire();
});
afterAll(async () => {
  sandbox.release(slot);
  await sandbox.close();
});

/** Compiles fixtures/<name>.c in a fresh run folder and runs `script` there. */
async function inSandbox(script: string, programs: string[] = []) {
  const runDir = await sandbox.makeRunDir(slot);
  for (const p of programs) copyFileSync(join(FIXTURES, `${p}.c`), join(runDir, `${p}.c`));
  await sandbox.handOver(slot, runDir, programs.map((p) => join(runDir, `${p}.c`)));
  const build = programs.map((p) => `gcc -O1 -pthread -o ${p} ${p}.c || exit 90;`).join(' ');
  return sandbox.run({
    name: 'run', slot, runDir, cwd: '', argv: ['/bin/bash', '-c', build + script], env: {}, readOnly: [], outputCap: 1 << 16,
    limits: { ...DEFAULT_LIMITS, wallMs: 60_000, cpuSeconds: 60 },
  });
}

/** Whether this host itself kills an int 0x80 call with SIGSEGV (no i386 ABI): the fixture run bare, outside any sandbox. */
function hostFaultsOnInt80(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'foreign-abi-'));
  try {
    const built = spawnSync('gcc', ['-O1', '-o', join(dir, 'foreign-abi'), join(FIXTURES, 'foreign-abi.c')]);
    if (built.status !== 0) throw new Error(`gcc: ${built.stderr}`);
    return spawnSync(join(dir, 'foreign-abi'), ['i386']).signal === 'SIGSEGV';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('inside the sandbox', () => {
  it('reports the filter and the user-namespace lock', () => {
    expect(sandbox.report.seccomp).toMatch(/^seccomp: \d+ syscalls denied/);
    expect(sandbox.report.userNamespaces).toBe('nested user namespaces: off');
  });

  it('refuses nested user namespaces: unshare -r and unshare -U fail with EPERM', async () => {
    const r = await inSandbox('unshare -r true; echo "r=$?"; unshare -U true; echo "U=$?"');
    expect(r.stdout).toBe('r=1\nU=1\n');
    expect(r.stderr).toMatch(/unshare failed: Operation not permitted/);
  });

  it('answers ptrace, namespaces, mount, keyctl, bpf and odd personalities with EPERM, clone3 with ENOSYS', async () => {
    const r = await inSandbox('./escape-attempts', ['escape-attempts']);
    expect(r.exitCode, r.stderr).toBe(0);
    const errno = Object.fromEntries(r.stdout.trim().split('\n').map((l) => [l.split(' ')[0], Number(l.split(' ')[1])]));
    expect(errno).toEqual({
      ptrace_traceme: EPERM, ptrace_attach_init: EPERM, process_vm_readv: EPERM,
      unshare_user: EPERM, unshare_mount: EPERM, clone_newuser: EPERM, clone3: ENOSYS,
      mount: EPERM, keyctl: EPERM, bpf: EPERM, userfaultfd: EPERM, perf_event_open: EPERM,
      personality_read_implies_exec: EPERM,
      // What runtimes need still works.
      personality_query: 0, fork: 0, thread: 0,
    });
  });

  it.skipIf(hostSeccompArch() !== 'x86_64')('kills a program that makes an i386 (int 0x80) or x32 system call', async () => {
    for (const abi of ['i386', 'x32']) {
      const r = await inSandbox(`exec ./foreign-abi ${abi}`, ['foreign-abi']);
      expect(r.stdout).not.toContain('survived');
      // A host without the i386 ABI (some VMs: int 0x80 faults before any filter sees it) kills it itself.
      expect(r.signal).toBe(abi === 'i386' && hostFaultsOnInt80() ? 'SIGSEGV' : 'SIGSYS');
    }
  });

  it('leaves no descriptor of the filter open to the program', async () => {
    const r = await inSandbox('ls /proc/$$/fd');
    expect(r.stdout.split('\n')).toEqual(expect.arrayContaining(['0', '1', '2']));
    expect(r.stdout.split('\n')).not.toContain(String(SECCOMP_FD));
  });

  it('still runs ordinary programs: Python with threads and a subprocess', async () => {
    const r = await inSandbox(`python3 -c "import threading, subprocess; t = threading.Thread(target=print, args=('thread',)); t.start(); t.join(); print(subprocess.run(['echo', 'child'], capture_output=True, text=True).stdout.strip())"`);
    expect(r.stdout).toBe('thread\nchild\n');
  });
});
