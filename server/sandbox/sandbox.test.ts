import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox, SandboxFault, isTmpfs, timeoutOf, type Slot } from './sandbox.ts';
import { DEFAULT_LIMITS, type SandboxLimits } from './limits.ts';

// Each limit proven by a program that tries to break it. Needs bubblewrap (CI installs it).
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

async function sh(script: string, limits: Partial<SandboxLimits> = {}, readOnly: string[] = []) {
  const runDir = await sandbox.makeRunDir(slot);
  await sandbox.handOver(slot, runDir, []);
  return sandbox.run({
    name: 'run', slot, runDir, cwd: '', argv: ['/bin/bash', '-c', script], env: {}, readOnly, outputCap: 1 << 16,
    limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10, ...limits },
  });
}

/**
 * Processes of the slot's outer uid still running on the host (zombies wait for init to reap them),
 * but for the sandbox waiting for the slot's next run (bwrap, and the processes in its cgroup).
 */
async function leftovers(): Promise<string> {
  if (slot.uid === undefined) return '';
  const launchers = await sandbox.waitingLaunchers();
  const inCgroups = launchers.flatMap((l) => l.cgroups).flatMap((dir) => readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean));
  const waiting = new Set([...inCgroups, ...launchers.map((l) => String(l.pid))]);
  const ps = execFileSync('ps', ['-e', '-o', 'pid=,uid=,stat=,args='], { encoding: 'utf8' });
  return ps
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([pid, uid, stat]) => uid === String(slot.uid) && !stat.startsWith('Z') && !waiting.has(pid))
    .map((fields) => fields.join(' '))
    .join('\n');
}

/** Zombies (exited, not yet reaped) of this sandbox's outer uids (its slot's and its services'), from /proc: pid → parent pid. */
function zombies(): Map<number, number> {
  const ours = (uid: number) => slot.uid !== undefined && uid >= slot.uid && uid < slot.uid + 256;
  const found = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
      if (/^State:\s+Z/m.test(status) && ours(Number(uid))) found.set(Number(pid), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

/** This process's job cgroups still on the host (named p<pid>-…), in every hierarchy it uses. */
function ownCgroups(): string[] {
  const left: string[] = [];
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':');
    if (path === undefined) continue;
    const dir = controllers === '' ? join('/sys/fs/cgroup', path, 'mcjudge') : join('/sys/fs/cgroup', controllers.split(',')[0], path, 'mcjudge');
    if (existsSync(dir)) left.push(...readdirSync(dir).filter((n) => n.startsWith(`p${process.pid}-`)).map((n) => join(dir, n)));
  }
  return left;
}

/** The cgroups of the launchers waiting for the slots' next runs (each slot keeps one ready). */
async function waitingCgroups(of: Sandbox = sandbox): Promise<string[]> {
  return (await of.waitingLaunchers()).flatMap((l) => l.cgroups).sort();
}

describe('sandbox', () => {
  it('runs as an unprivileged user in its own pid namespace', async () => {
    const r = await sh('id -u; echo $$; ls /proc | grep -c "^[0-9]"');
    const [uid, pid] = r.stdout.trim().split('\n');
    expect(uid).toBe('65534');
    expect(Number(pid)).toBeLessThan(10);
  });

  it('refuses network connections', async () => {
    const r = await sh('exec 3<>/dev/tcp/1.1.1.1/80 && echo connected; cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d " "');
    expect(r.stdout).not.toContain('connected');
    expect(r.stdout.trim()).toBe('lo');
  });

  it('refuses writes outside the run folder and /tmp, and hides the host', async () => {
    const r = await sh('for p in /usr/x /etc/x /x /box/ok /tmp/ok; do touch $p 2>/dev/null && echo "wrote $p"; done; ls /root /work /home 2>&1 | head -3');
    expect(r.stdout).toContain('wrote /box/ok');
    expect(r.stdout).toContain('wrote /tmp/ok');
    expect(r.stdout).not.toMatch(/wrote \/(usr|etc|x)\b/);
    expect(r.stdout).toMatch(/No such file or directory/);
  });

  it('shows a tool folder under a private parent (a checkout in a 0700 folder), read-only', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'mcjudge-private-')); // mode 0700
    const tools = join(parent, 'node_modules');
    mkdirSync(tools, { mode: 0o755 });
    writeFileSync(join(tools, 'hello.sh'), 'echo hello from tools\n', { mode: 0o755 });
    try {
      const r = await sh(`${tools}/hello.sh; touch ${tools}/x && echo wrote`, {}, [tools]);
      expect(r.stdout).toBe('hello from tools\n');
      expect(r.stderr).toMatch(/Read-only file system/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('reports a crash as the signal, as an unsandboxed run does', async () => {
    const r = await sh('kill -SEGV $$');
    expect(r).toMatchObject({ exitCode: null, signal: 'SIGSEGV' });
    expect((await sh('exit 3')).exitCode).toBe(3);
  });

  it('charges a run in CPU time where the cgroup accounts it: sleeping past the limit is no timeout, a busy loop is', async (t) => {
    if (!sandbox.report.timeouts.startsWith('CPU time')) return t.skip(`timeouts here: ${sandbox.report.timeouts}`);
    const slept = await sh('sleep 1.4; echo woke', { wallMs: 1000 });
    expect(slept).toMatchObject({ timedOut: false, exitCode: 0, stdout: 'woke\n' });
    const busy = await sh('while :; do :; done', { wallMs: 1000 });
    expect(busy.timedOut).toBe(true);
    expect(busy.wallMs).toBeLessThan(1900); // the CPU limit ended it, not the 2 s wall cap
  });

  it('keeps the wall clock for compiles and hosts without CPU accounting, and caps a run at twice its limit', () => {
    const limits = { ...DEFAULT_LIMITS, wallMs: 20_000, cpuSeconds: 41 };
    const accounted = { cpuMs: async () => 0 };
    expect(timeoutOf({ name: 'compile', limits }, accounted)).toEqual({ timeoutMs: 20_000 });
    expect(timeoutOf({ name: 'run', limits }, {})).toEqual({ timeoutMs: 20_000 });
    expect(timeoutOf({ name: 'run', limits }, accounted)).toMatchObject({ timeoutMs: 40_000, cpu: { limitMs: 20_000 } });
  });

  it('kills the whole process tree on timeout', async () => {
    const started = Date.now();
    const r = await sh('sleep 300 & (sleep 300 &) ; sleep 300', { wallMs: 1000 });
    expect(r.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((res) => setTimeout(res, 200));
    expect(await leftovers()).toBe('');
  });

  // The launcher's SIGKILL used to orphan bwrap's namespace init: a `[bwrap] <defunct>` until the host's
  // pid 1 reaped it. Zombies of earlier, normally ended runs may exist (bwrap's own race): only new ones count.
  it.skipIf(process.getuid?.() !== 0)('leaves no process, zombie or cgroup after a killed run', async () => {
    const before = zombies();
    for (let i = 0; i < 3; i++) {
      const r = await sh('sleep 300 & sleep 300', { wallMs: 500 });
      expect(r.timedOut).toBe(true);
    }
    await new Promise((res) => setTimeout(res, 300));
    expect(await leftovers()).toBe('');
    expect([...zombies().keys()].filter((pid) => !before.has(pid))).toEqual([]);
    // Only the cgroup of the launcher waiting for the slot's next run is left.
    expect(ownCgroups().sort()).toEqual(await waitingCgroups());
  });

  it.skipIf(process.getuid?.() !== 0)('leaves no process, zombie or cgroup after a killed service', async () => {
    const before = zombies();
    const service = await sandbox.spawnService({ argv: ['/bin/sh', '-c', 'sleep 300 & exec sleep 300'], readOnly: [], diskMb: 16, limits: { cpuSeconds: 10 } });
    await new Promise((res) => setTimeout(res, 300));
    service.kill();
    const exit = await service.exited;
    expect(exit.signal ?? exit.code).not.toBe(0);
    await new Promise((res) => setTimeout(res, 300));
    expect([...zombies().keys()].filter((pid) => !before.has(pid))).toEqual([]);
    // Only the cgroup of the launcher waiting for the slot's next run is left.
    expect(ownCgroups().sort()).toEqual(await waitingCgroups());
  });

  it('starts a service as it starts a step: through the spawner, in a cgroup of its own, with its limits and stdin, and no descriptor of the server\'s', async () => {
    const script = 'read line; echo "got $line"; ulimit -n; ulimit -t; ls /proc/self/fd | tr "\\n" " "; echo; cat /proc/self/cgroup';
    const service = await sandbox.spawnService({ argv: ['/bin/sh', '-c', script], readOnly: [], diskMb: 16, limits: { cpuSeconds: 7, openFiles: 99 } });
    const parent = /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${service.process.pid}/status`, 'utf8'))?.[1];
    expect(Number(parent)).toBe(sandbox.spawnerPid());
    let out = '';
    service.process.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    service.process.stdin!.end('hello\n');
    const exit = await service.exited;
    expect(exit).toMatchObject({ code: 0, signal: null, memoryExceeded: false });
    await new Promise((res) => setTimeout(res, 100)); // the rest of its output
    const [got, files, cpu, fds, ...cgroups] = out.split('\n');
    expect([got, files, cpu]).toEqual(['got hello', '99', '7']);
    expect(fds.trim()).toBe('0 1 2 3'); // 3: ls's own listing
    if (ownCgroups().length) expect(cgroups.filter((l) => /^\d+:pids:/.test(l) || l.startsWith('0::'))[0]).toMatch(/-svc\d+$/);
  });

  it('starts services of two sandboxes of one process at once, each in a cgroup of its own (a test or benchmark runs two executors)', async () => {
    const second = await Sandbox.start({ slots: 1, diskMb: 16 });
    try {
      const spec = { argv: ['/bin/sh', '-c', 'cat /proc/self/cgroup'], readOnly: [], diskMb: 16, limits: { cpuSeconds: 10 } };
      const services = await Promise.all([sandbox.spawnService(spec), second.spawnService(spec)]);
      const outputs = await Promise.all(services.map(async (service) => {
        let out = '';
        service.process.stdout!.on('data', (d: Buffer) => (out += d.toString()));
        service.process.stdin!.end();
        expect(await service.exited).toMatchObject({ code: 0, signal: null });
        await new Promise((res) => setTimeout(res, 100)); // the rest of its output
        return out.split('\n').find((l) => /^\d+:pids:/.test(l) || l.startsWith('0::')) ?? '';
      }));
      if (ownCgroups().length) expect(new Set(outputs).size).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('contains a fork bomb', async () => {
    const r = await sh('bomb() { bomb | bomb & }; bomb; sleep 2; echo survived', { wallMs: 4000, processes: 64 });
    expect(r.stderr + r.stdout).toMatch(/fork|Resource temporarily unavailable|retry|survived/);
    await new Promise((res) => setTimeout(res, 300));
    expect(await leftovers()).toBe('');
    // The host is still fine and the next run works.
    expect((await sh('echo next')).stdout).toBe('next\n');
  });

  it('stops a memory bomb', async () => {
    const r = await sh('python3 -c "x = bytearray(1 << 30); x[::4096] = b\\"1\\" * len(x[::4096]); print(\\"allocated\\")"', { memoryMb: 256 });
    expect(r.stdout).not.toContain('allocated');
    // cgroup: the OOM killer fired (memory_limit verdict); rlimit only: Python's MemoryError.
    expect(r.memoryExceeded || /MemoryError/.test(r.stderr)).toBe(true);
  });

  it('caps file size and the run folder', async () => {
    const big = await sh('head -c 20000000 /dev/zero > /box/big; echo rc=$?; stat -c %s /box/big; rm /box/big', { fileSizeMb: 8 });
    expect(big.stdout).toMatch(/rc=153/); // SIGXFSZ
    expect(big.stdout).toMatch(/^8388608$/m);
    if (await isTmpfs(slot.workspace)) {
      const fill = await sh('for i in 1 2 3 4 5 6 7 8 9 10; do head -c 10000000 /dev/zero > /box/f$i || break; done; du -sm /box | cut -f1; rm /box/f*', { fileSizeMb: 16 });
      expect(Number(fill.stdout.trim())).toBeLessThanOrEqual(64);
      expect(fill.stderr).toMatch(/No space left/);
    }
  });

  it('limits CPU time', async () => {
    const r = await sh('python3 -c "while True: pass"', { cpuSeconds: 1, wallMs: 10_000 });
    expect(r.timedOut).toBe(false);
    expect(r.exitCode === 152 || r.signal === 'SIGXCPU' || r.signal === 'SIGKILL').toBe(true);
  });
});

describe('pre-started launchers', () => {
  it.skipIf(process.getuid?.() !== 0)('the next sandbox waits in a cgroup of its own and a fresh empty folder, holding nothing of the running program\'s, out of its reach', async () => {
    const runDir = await sandbox.makeRunDir(slot);
    await sandbox.handOver(slot, runDir, []);
    // The running program kills every process it can see and looks for any other run folder.
    const running = sandbox.run({
      name: 'run', slot, runDir, cwd: '', argv: ['/bin/sh', '-c', 'echo secret > /box/file; sleep 1; kill -9 -1; ls / /tmp; ls /proc | grep -c "^[0-9]"'], env: {}, readOnly: [], outputCap: 1 << 16,
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 },
    });
    await new Promise((res) => setTimeout(res, 500));
    const [next] = await sandbox.waitingLaunchers();
    const pid = next.pid!;
    // bwrap, already made, as the slot's uid; in its cgroup nothing but its init and the waiting program
    // (bwrap itself, which only waits for its init, stays outside).
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]).toMatch(/(^|\/)bwrap$/);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    expect(status).toMatch(new RegExp(`^Uid:\\t${slot.uid}\\t${slot.uid}\\t${slot.uid}\\t${slot.uid}$`, 'm'));
    expect(status).toMatch(new RegExp(`^Gid:\\t${slot.uid}\\t${slot.uid}\\t${slot.uid}\\t${slot.uid}$`, 'm'));
    expect(status).toMatch(/^Groups:\s*$/m);
    expect(status).toMatch(/^CapEff:\t0+$/m);
    const parentOf = (p: number) => Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    for (const dir of next.cgroups) {
      const members = readFileSync(join(dir, 'cgroup.procs'), 'utf8').trim().split('\n').map(Number);
      const init = members.find((m) => parentOf(m) === pid);
      const waiting = members.find((m) => init !== undefined && parentOf(m) === init);
      expect(members).toEqual(expect.arrayContaining([init, waiting]));
      expect(members).toHaveLength(2);
      expect(readFileSync(`/proc/${waiting}/cmdline`, 'utf8').split('\0')[0]).toBe('/proc/self/fd/9');
      // Nothing of the running program's: no descriptor into its run folder.
      for (const member of members) {
        const fds = readdirSync(`/proc/${member}/fd`).map((fd) => readlinkSync(`/proc/${member}/fd/${fd}`));
        expect(fds.filter((f) => f.startsWith(runDir))).toEqual([]);
      }
    }
    expect(ownCgroups().filter((c) => !next.cgroups.includes(c))).toHaveLength(next.cgroups.length); // the running program's own
    // Its folder is a new one, empty, in the slot's workspace: the next program's.
    expect(next.runDir).not.toBe(runDir);
    expect(readdirSync(next.runDir)).toEqual([]);
    const r = await running;
    expect(r.exitCode === 0 || r.signal === 'SIGKILL').toBe(true);
    expect(r.stdout).not.toContain(next.runDir.split('/').at(-1));
    // It survived the program's `kill -9 -1` (another pid namespace), and it is the next run's folder and sandbox.
    expect(existsSync(`/proc/${pid}`)).toBe(true);
    expect(await sandbox.makeRunDir(slot)).toBe(next.runDir);
    const again = await sandbox.run({
      name: 'run', slot, runDir: next.runDir, cwd: '', argv: ['/bin/sh', '-c', 'ls -A /box; echo "$HOME $PWD"; id -u'], env: {}, readOnly: [], outputCap: 1 << 16,
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 },
    });
    expect(again).toMatchObject({ exitCode: 0, stdout: '/box /box\n65534\n' });
    expect(existsSync(`/proc/${pid}`)).toBe(false);
  });

  it("keeps the next program's waiting sandbox for it when a step of the same kind needs another folder (a program's own command after a shortcut that did not stand)", async () => {
    const runDir = await sandbox.makeRunDir(slot);
    await sandbox.handOver(slot, runDir, []);
    const step = (script: string, nextStepHere: boolean) => sandbox.run({
      name: 'run', slot, runDir, cwd: '', argv: ['/bin/sh', '-c', script], env: {}, readOnly: [], outputCap: 1 << 16,
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 }, nextStepHere,
    });
    // The shortcut: what waits after it is made for the next program, in a fresh folder.
    expect(await step('echo shortcut > out; exit 3', false)).toMatchObject({ exitCode: 3, stderr: '' });
    const [forNext] = await sandbox.waitingLaunchers();
    expect(forNext.runDir).not.toBe(runDir);
    // The program's own command, in its folder: a sandbox of its own; the waiting one stays for the next program.
    expect(await step('cat out', false)).toMatchObject({ exitCode: 0, stdout: 'shortcut\n' });
    const [still] = await sandbox.waitingLaunchers();
    expect(still).toMatchObject({ pid: forNext.pid, runDir: forNext.runDir });
    expect(existsSync(`/proc/${forNext.pid}`)).toBe(true);
    // The next program gets its folder, empty, and runs in it.
    expect(await sandbox.makeRunDir(slot)).toBe(forNext.runDir);
    const next = await sandbox.run({
      name: 'run', slot, runDir: forNext.runDir, cwd: '', argv: ['/bin/sh', '-c', 'ls -A /box; pwd'], env: {}, readOnly: [], outputCap: 1 << 16,
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 },
    });
    expect(next).toMatchObject({ exitCode: 0, stdout: '/box\n' });
    const [after] = await sandbox.waitingLaunchers();
    expect(after.pid).not.toBe(forNext.pid); // it ran that program; another waits now
    expect(existsSync(`/proc/${forNext.pid}`)).toBe(false);
  });

  it('gives a program the same descriptors, folder, environment and limits from a waiting sandbox as from a cold one', async () => {
    // Descriptors tested one by one (a listing would open one of its own, and a pipeline's are in flux).
    const probe = 'for fd in 0 1 2 3 4 5 6 7 8 9; do [ -e /proc/$$/fd/$fd ] && printf "%s " $fd; done; echo; pwd; tr "\\0" "\\n" < /proc/$$/environ | sort; ulimit -a';
    await sh('true'); // a sandbox now waits in a fresh folder for the next run
    const warm = await sh(probe);
    // A step of another shape (one more read-only folder) finds no sandbox of its kind waiting: one starts then.
    const cold = await sh(probe, {}, [tmpdir()]);
    expect(warm.exitCode).toBe(0);
    expect(warm.stdout).toBe(cold.stdout);
    const [fds, cwd, ...rest] = warm.stdout.split('\n');
    // stdin, stdout, stderr and the witness's pipe: the seccomp filter's and the go's descriptors are closed.
    expect(fds).toBe('0 1 2 5 ');
    expect(cwd).toBe('/box');
    expect(rest.slice(0, 5)).toEqual(['HOME=/box', 'LANG=C.UTF-8', 'PATH=/usr/local/bin:/usr/bin:/bin', 'PWD=/box', 'TMPDIR=/tmp']);
    expect(warm.stdout).toMatch(/^(max user processes|process)\s.*\b256$/m);
  });

  it("sets the step's limits on the program, soft and hard, as the kernel reports them", async () => {
    const limits = { cpuSeconds: 7, fileSizeMb: 3, openFiles: 99, processes: 77 };
    const r = await sh('cat /proc/$$/limits', limits);
    const row = (name: string) => r.stdout.match(new RegExp(`^${name}\\s+(\\S+)\\s+(\\S+)`, 'm'))?.slice(1);
    expect(row('Max cpu time')).toEqual(['7', '8']);
    expect(row('Max file size')).toEqual([String(3 << 20), String(3 << 20)]);
    expect(row('Max open files')).toEqual(['99', '99']);
    if (slot.uid !== undefined) expect(row('Max processes')).toEqual(['77', '77']);
    // With a memory cgroup, the address space is left alone (runtimes reserve far more than they use).
    if (!sandbox.report.memory.startsWith('address-space')) expect(row('Max address space')).toEqual(['unlimited', 'unlimited']);
  });

  it('refuses a NUL byte in an argument, before anything runs', async () => {
    const runDir = await sandbox.makeRunDir(slot);
    await sandbox.handOver(slot, runDir, []);
    const step = { name: 'run' as const, slot, runDir, cwd: '', env: {}, readOnly: [], outputCap: 1024, limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 } };
    await expect(sandbox.run({ ...step, argv: ['/bin/sh', '-c', 'touch /box/ran\0; echo x'] })).rejects.toThrow(/NUL byte/);
    expect(existsSync(join(runDir, 'ran'))).toBe(false);
    // The slot still works.
    expect(await sandbox.run({ ...step, argv: ['/bin/echo', 'ok'] })).toMatchObject({ exitCode: 0, stdout: 'ok\n' });
  });

  it('passes a long script (an answer in an argument) whole', async () => {
    const big = 'x'.repeat(100_000); // one argument: at most 128 KiB
    const r = await sh(`s='${big}'; echo \${#s}`);
    expect(r).toMatchObject({ exitCode: 0, stdout: '100000\n' });
  });

  it.skipIf(process.getuid?.() !== 0)('a run is charged only the CPU used from its go, not what its cgroup saw before', async (t) => {
    if (!sandbox.report.timeouts.startsWith('CPU time')) return t.skip(`timeouts here: ${sandbox.report.timeouts}`);
    await sh('true'); // a launcher now waits for the next run
    const [next] = await sandbox.waitingLaunchers();
    const cpu = next.cgroups.find((c) => c.includes('/cpuacct/'));
    if (!cpu) return t.skip('no cpuacct hierarchy');
    // 1.2 s of CPU charged to the waiting launcher's cgroup before its run: more than the run's 1 s limit.
    execFileSync('/bin/sh', ['-c', `echo $$ > ${cpu}/cgroup.procs; exec python3 -c "import time
while time.process_time() < 1.2: pass"`]);
    expect(Number(readFileSync(join(cpu, 'cpuacct.usage'), 'utf8'))).toBeGreaterThan(1.2e9);
    const r = await sh('sleep 0.3; echo done', { wallMs: 1000 });
    expect(r).toMatchObject({ timedOut: false, exitCode: 0, stdout: 'done\n' });
  });

  it('leaves no process behind a run that ended normally, before the next run', async () => {
    const r = await sh('(sleep 300 &); sleep 300 & echo started');
    expect(r.stdout).toBe('started\n');
    await new Promise((res) => setTimeout(res, 200));
    expect(await leftovers()).toBe('');
  });

  it('passes every argument to the program unchanged', async () => {
    const args = ["it's", 'two\nlines', '$HOME `id` $(id) \\ "q"', ' spaced ', ''];
    const runDir = await sandbox.makeRunDir(slot);
    await sandbox.handOver(slot, runDir, []);
    const r = await sandbox.run({
      name: 'run', slot, runDir, cwd: '', argv: ['/usr/bin/printf', '[%s]', ...args], env: { X: "a'b\nc" }, readOnly: [], outputCap: 1 << 16,
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 },
    });
    expect(r.stdout).toBe(args.map((a) => `[${a}]`).join(''));
  });

  it("runs the command as a shell's `exec` did: found on PATH, a file without `#!` run by /bin/sh, and a command that cannot run is the program's exit status (127, 126), never a host fault", async () => {
    const runDir = await sandbox.makeRunDir(slot);
    writeFileSync(join(runDir, 'shebangless'), 'echo "script $0 $1"\n', { mode: 0o755 });
    writeFileSync(join(runDir, 'unrunnable'), 'data\n', { mode: 0o644 });
    await sandbox.handOver(slot, runDir, [join(runDir, 'shebangless'), join(runDir, 'unrunnable')]);
    const step = { name: 'run' as const, slot, runDir, cwd: '', readOnly: [], outputCap: 1 << 16, limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 } };
    const run = (argv: string[], env: Record<string, string> = {}) => sandbox.run({ ...step, argv, env });
    expect(await run(['printf', '%s', 'on PATH'])).toMatchObject({ exitCode: 0, stdout: 'on PATH' });
    expect(await run(['shebangless', 'x'], { PATH: '/usr/bin:/box' })).toMatchObject({ exitCode: 0, stdout: 'script /box/shebangless x\n' });
    expect(await run(['/box/shebangless', 'y'])).toMatchObject({ exitCode: 0, stdout: 'script /box/shebangless y\n' });
    expect(await run(['no-such-command'])).toMatchObject({ exitCode: 127, stderr: expect.stringContaining('no-such-command: not found') });
    expect(await run(['/box/unrunnable'])).toMatchObject({ exitCode: 126, stderr: expect.stringContaining('/box/unrunnable: Permission denied') });
  });

  it('kills the waiting launchers and removes their cgroups when the sandbox closes', async () => {
    const other = await Sandbox.start({ slots: 1, diskMb: 16 });
    const waiting = await other.waitingLaunchers();
    expect(waiting).toHaveLength(1); // the probe's run left one for the next
    await other.close();
    expect(existsSync(`/proc/${waiting[0].pid}`)).toBe(false);
    for (const dir of waiting[0].cgroups) expect(existsSync(dir)).toBe(false);
  });

  it('refuses a service once closed, with the reason, and leaves no cgroup (a runtime pool may ask for a spare while its sandbox closes)', async () => {
    const other = await Sandbox.start({ slots: 1, diskMb: 16 });
    const spec = { argv: ['/bin/true'], readOnly: [], diskMb: 16, limits: { cpuSeconds: 10 } };
    const before = ownCgroups().sort();
    // Asked before the close, refused after it (its expectation attached now, so the refusal is never unhandled).
    const refused = expect(other.spawnService(spec)).rejects.toThrow('the sandbox is closed');
    await other.close();
    await refused;
    await expect(other.spawnService(spec)).rejects.toThrow('the sandbox is closed');
    expect(ownCgroups().sort().filter((c) => !before.includes(c))).toEqual([]);
  });
});

describe('host faults are not verdicts', () => {
  it('a sandbox that cannot start the program is a SandboxFault, never an exit status', async () => {
    // bwrap cannot enter a working folder that does not exist: it stops before the program starts.
    const runDir = await sandbox.makeRunDir(slot);
    await sandbox.handOver(slot, runDir, []);
    const run = sandbox.run({
      name: 'run', slot, runDir, cwd: 'no-such-folder', argv: ['/bin/true'], env: {}, readOnly: [], outputCap: 1 << 16,
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 10 },
    });
    await expect(run).rejects.toBeInstanceOf(SandboxFault);
    await expect(run).rejects.toThrow(/did not start the program/);
  });

  it('a program whose watcher (the process spawner) dies is a host fault, even once it has started, and the next run starts another spawner', async () => {
    const first = sandbox.spawnerPid();
    expect(first).toBeDefined();
    const running = sh('echo started; sleep 15; echo never');
    await new Promise((r) => setTimeout(r, 500));
    process.kill(first!, 'SIGKILL');
    await expect(running).rejects.toThrow(SandboxFault);
    const next = await sh('echo ok');
    expect(next.exitCode).toBe(0);
    expect(next.stdout).toBe('ok\n');
    expect(sandbox.spawnerPid()).not.toBe(first);
  });

  it('a program cannot pass its own failure off as the host\'s: printing like bwrap and exiting 1 is its exit status', async () => {
    const r = await sh('echo "bwrap: Can\'t mount tmpfs on /newroot: No space left on device" >&2; exit 1');
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('bwrap:');
  });
});
