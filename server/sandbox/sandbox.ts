import { execFileSync } from 'node:child_process';
import { lchownSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { availableParallelism, constants as osConstants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { StepResult } from '@mcjudge/core';
import { defaultCacheDir } from '../native/dependency-cache.ts';
import { programEnv, SANDBOX_PATH } from '../native/program-env.ts';
import { findExecutable } from '../native/tool-lookup.ts';
import { stdioWith, superviseProcess, type ProcessResult, type ProcessSpec } from '../native/run-process.ts';
import { goRequest, stepRlimits, waitingSandboxArgv, BLOCK_FD, BOX, GO_FD, INFO_FD, SECCOMP_FD, STARTED_FD, WAITER_FD, type SandboxedCommand, type SandboxShape } from './bwrap-command.ts';
import { chooseBwrap } from './bwrap-binary.ts';
import { anonymousFolios } from './anonymous-folios.ts';
import { detectCgroups, type CgroupBackend, type JobCgroup } from './cgroup.ts';
import { DEFAULT_LIMITS, type SandboxLimits } from './limits.ts';
import { FORKING_SERVICE_ALLOWS, hostSeccompArch, seccompFilter } from './seccomp.ts';
import { STOP_GRACE_MS, stopSandbox } from './stop-sandbox.ts';
import { buildSpawner, hostSpawner, type Spawner, type SpawnedChild, type SpawnRequest } from './spawner.ts';
import { hostWaiter } from './waiter.ts';

export interface SandboxOptions {
  /** Concurrent runs (default: the number of cores). Each slot has its own outer uid and workspace. */
  slots?: number;
  /** Size of each slot's workspace, a tmpfs when this process may mount one (default 1024 MiB). */
  diskMb?: number;
  /**
   * First outer uid of the slots: slot N runs as firstUid + N. The default is unique to this process
   * (100000 + 256 × (pid mod 10000)), so two mcjudge processes never share a uid's process count.
   */
  firstUid?: number;
}

/** What the sandbox enforces on this host: shown by `/api/v1/health` and `mcjudge languages`. */
export interface SandboxReport {
  isolation: string;
  memory: string;
  processes: string;
  disk: string;
  /** "N syscalls denied (arch)", or why there is no filter. */
  seccomp: string;
  /** Whether a program may make user namespaces of its own ("nested user namespaces: off"). */
  userNamespaces: string;
  /** How a run's timeout is charged: CPU time with a wall-clock cap, or wall-clock time. */
  timeouts: string;
  /** How the kernel faults in a program's heap and stacks: 4 KiB pages or larger folios (runner-image/tune-host.sh). */
  anonymousMemory: string;
  slots: number;
}

/** What bwrap is asked to add on top of its namespaces (found by Sandbox.start). */
interface Hardening {
  /** The seccomp filter's bytes in a file, opened per run and handed to bwrap on SECCOMP_FD. */
  seccompFile?: string;
  /** The filter of a service that forks sandboxed programs (FORKING_SERVICE_ALLOWS on top); with seccompFile. */
  forkingSeccompFile?: string;
  /** bwrap knows --disable-userns (0.8 and later). */
  disableUserns: boolean;
}

export interface Slot {
  index: number;
  /** Outer uid of the slot (root only). */
  uid?: number;
  /** The slot's workspace on the host, where run folders are made. */
  workspace: string;
}

export interface SandboxedStep {
  name: StepResult['name'];
  slot: Slot;
  runDir: string;
  /** Working directory relative to the run folder. */
  cwd: string;
  argv: string[];
  env: Record<string, string>;
  limits: SandboxLimits;
  readOnly: string[];
  deps?: string;
  outputCap: number;
  /** A cancel: the program is stopped as on a timeout. */
  signal?: AbortSignal;
  /**
   * Another step of this program follows in the same run folder (a compile's run): the slot's next
   * sandbox is started ahead in this folder, not in a fresh one for the next program.
   */
  nextStepHere?: boolean;
}

/** A sandboxed service process: what it runs and what it may use. */
export interface ServiceSpec {
  argv: string[];
  /** Host folders shown read-only at the same path. */
  readOnly: string[];
  env?: Record<string, string>;
  /** Size of its private /box and of its /tmp, MiB each. */
  diskMb: number;
  /** Overrides of the default limits (memory, processes, CPU seconds, open files, file size). */
  limits: Partial<SandboxLimits> & { cpuSeconds: number };
  /**
   * It forks programs that make sandboxes of their own inside it (the zygotes of Racket, R and Emacs, zygote/zygote.c): see
   * SandboxShape's `forks`. The programs' own seccomp filter is shown to it at PROGRAM_FILTER.
   */
  forks?: boolean;
}

/** Where a forking service reads the filter its programs install (the one every sandboxed program runs under). */
export const PROGRAM_FILTER = '/run/mcjudge/seccomp.bpf';

export interface ServiceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Its cgroup killed something for exceeding the memory limit. */
  memoryExceeded: boolean;
  /** It could not start. */
  error?: string;
}

export interface SandboxedService {
  /** Its process (bwrap's monitor) and its stdin, stdout and stderr. */
  process: SpawnedChild;
  /** Settles when the service has exited and its cgroup is removed. */
  exited: Promise<ServiceExit>;
  /** Kills the service and everything it started (its process group; bwrap takes its pid namespace). */
  kill(): void;
  /** CPU time its process tree has used (ms), where cgroups account it. */
  cpuMs?: () => Promise<number>;
}

/** What a step's sandbox is made with when it starts (its mounts): a waiting sandbox serves only a step with the same. */
interface Shape {
  runDir: string;
  readOnly: { from: string; to: string }[];
  deps?: string;
  tmpMb: number;
}
const sameShape = (a: Shape, b: Shape) => JSON.stringify([a.runDir, a.readOnly, a.deps ?? '', a.tmpMb]) === JSON.stringify([b.runDir, b.readOnly, b.deps ?? '', b.tmpMb]);

/**
 * A slot's next sandbox, started while the slot's current program runs (waitingSandboxArgv): bwrap
 * with its namespaces and mounts made, in a fresh cgroup of its own (empty but for it), waiting for its
 * step's script on GO_FD. It holds one run folder: the current program's, for its next step, or a
 * fresh empty one for the slot's next program. It is stopped with the sandbox.
 */
interface Launcher {
  child: SpawnedChild;
  /** Its GO_FD: the step's script, then the end, lets it go. */
  go: NodeJS.WritableStream;
  cgroup: JobCgroup | undefined;
  shape: Shape;
  /** Its run folder was made for it, for the slot's next program, and not yet handed to one (makeRunDir). */
  freshDir: boolean;
  /** Why it could not start (spawn's error, a failed join), if it could not. */
  error?: Error;
}

export class SandboxUnavailable extends Error {}

/** The host failed to start a sandboxed program (launcher, cgroup, bwrap, fork): never the program's verdict. */
export class SandboxFault extends Error {}

/** The Debian package of each host program the sandbox needs. */
const HOST_PACKAGES = { bwrap: 'bubblewrap', cc: 'gcc' } as const;

function hostBinary(name: keyof typeof HOST_PACKAGES): string {
  const found = findExecutable(name, '/usr/bin:/bin:/usr/sbin:/sbin:' + (process.env.PATH ?? ''));
  if (!found) throw new SandboxUnavailable(`${name} is not installed (Debian: apt-get install ${HOST_PACKAGES[name]})`);
  return found;
}

let runCounter = 0;
/** Services started by this process, over all its sandboxes: each names its cgroup by it. */
let serviceCounter = 0;
/** Sandboxes started by this process. */
let sandboxes = 0;

/** Outer uids each mcjudge process owns (slots first, then services). */
const UIDS_PER_PROCESS = 256;

/**
 * A range of outer uids handed out one per live service: RLIMIT_NPROC counts a uid's processes, so a
 * fork bomb in one service cannot starve another of processes. `take` waits when all are in use, at
 * most `waitMs`: idle warm compilers keep theirs, so with many slots and languages none may ever come
 * back, and the service's start then fails (a warm compiler's step runs the real command instead).
 */
export class UidPool {
  private readonly free: number[] = [];
  private readonly waiting: ((uid: number) => void)[] = [];
  constructor(first: number, end: number, private readonly waitMs = 30_000) {
    for (let uid = first; uid < end; uid++) this.free.push(uid);
  }
  take(): Promise<number> {
    const uid = this.free.shift();
    if (uid !== undefined) return Promise.resolve(uid);
    return new Promise((resolve, reject) => {
      const waiter = (given: number) => {
        clearTimeout(timer);
        resolve(given);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Error(`no uid for another service: every one is held by a running service, and none was given back within ${this.waitMs / 1000} s`));
      }, this.waitMs);
      this.waiting.push(waiter);
    });
  }
  give(uid: number): void {
    const next = this.waiting.shift();
    if (next) next(uid);
    else this.free.push(uid);
  }
}

/**
 * bubblewrap-based isolation for untrusted programs, with a fixed pool of slots. `start` checks that it
 * really works on this host and throws SandboxUnavailable (with the reason) when it does not.
 */
export class Sandbox {
  private readonly free: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private readonly exposedPaths = new Map<string, string>();
  /** Each slot's next launcher, started ahead (by slot index). */
  private readonly launchers = new Map<number, Promise<Launcher>>();
  private closed = false;
  /** Cleanup off the runs' paths: cgroups of ended runs, sandboxes that waited in vain (close waits for them). */
  private readonly cleanups = new Set<Promise<void>>();
  private constructor(
    private readonly bin: SandboxedCommand['bin'],
    private readonly cgroups: CgroupBackend,
    readonly slots: Slot[],
    private readonly root: string,
    readonly report: SandboxReport,
    /** Outer uids for service processes, one each while it lives (after the slots' uids); root only. */
    private readonly serviceUids: UidPool | undefined,
    private readonly hardening: Hardening,
    /** Starts the steps' sandboxes, so that this process is not forked for each (spawner.c). */
    private readonly spawner: Spawner,
    /** The program each sandbox starts first, which waits for its step and becomes the program (waiter.c). */
    private readonly waiter: () => string,
  ) {
    this.free = [...slots];
  }

  static async start(options: SandboxOptions = {}): Promise<Sandbox> {
    const bwrap = chooseBwrap(hostBinary('bwrap'));
    const bin = { bwrap: bwrap.path };
    const isRoot = process.getuid?.() === 0;
    const count = options.slots ?? availableParallelism();
    const diskMb = options.diskMb ?? 1024;
    const firstUid = options.firstUid ?? 100_000 + UIDS_PER_PROCESS * (process.pid % 10_000);
    if (count > UIDS_PER_PROCESS - 16) throw new SandboxUnavailable(`at most ${UIDS_PER_PROCESS - 16} slots, not ${count}`);
    const cgroups = await detectCgroups();
    await reapStale(cgroups);
    // One folder per sandbox (a process may run several: tests, the benchmark's rounds).
    const root = join(tmpdir(), `mcjudge-sandbox-${process.pid}${sandboxes++ ? `.${sandboxes}` : ''}`);
    await mkdir(root, { recursive: true, mode: 0o755 });
    const slots: Slot[] = [];
    for (let index = 0; index < count; index++) {
      const workspace = join(root, `slot-${index}`);
      await mkdir(workspace, { recursive: true, mode: 0o755 });
      slots.push({ index, uid: isRoot ? firstUid + index : undefined, workspace });
    }
    const mounted = isRoot && mountWorkspaces(slots, diskMb);
    const arch = hostSeccompArch();
    const filter = arch && seccompFilter(arch);
    const hardening: Hardening = {
      seccompFile: filter ? join(root, 'seccomp.bpf') : undefined,
      forkingSeccompFile: filter ? join(root, 'seccomp-forking.bpf') : undefined,
      disableUserns: execFileSync(bin.bwrap, ['--help'], { encoding: 'utf8' }).includes('--disable-userns'),
    };
    if (filter) {
      writeFileSync(hardening.seccompFile!, filter.bytes, { mode: 0o644 });
      writeFileSync(hardening.forkingSeccompFile!, seccompFilter(filter.arch, FORKING_SERVICE_ALLOWS).bytes, { mode: 0o644 });
    }
    const bwrapVersion = execFileSync(bin.bwrap, ['--version'], { encoding: 'utf8' }).trim().replace(/^bubblewrap /, '');
    const seccomp = filter
      ? `seccomp: ${filter.denied.length} syscalls denied, clone with CLONE_NEW* flags, clone3 (ENOSYS) and foreign ABIs (killed) too (${filter.arch})`
      : `seccomp: none (no system call table for ${process.arch})`;
    const userNamespaces = hardening.disableUserns ? 'nested user namespaces: off' : `nested user namespaces: allowed (bubblewrap ${bwrapVersion} has no --disable-userns; seccomp still denies unshare and clone with CLONE_NEWUSER)`;
    const report: SandboxReport = {
      isolation: `bubblewrap ${bwrapVersion} (${bwrap.build}): no network, own pid/ipc/uts/user namespaces, ${userNamespaces}, ${seccomp}, read-only system, private ${DEFAULT_LIMITS.tmpMb} MiB /tmp${isRoot ? ', one unprivileged uid per slot' : ''}`,
      memory: cgroups.kind === 'none' ? `address-space rlimit only (cgroups: ${cgroups.reason})` : `cgroup ${cgroups.kind} limit per run`,
      processes: [cgroups.kind === 'none' ? '' : `cgroup ${cgroups.kind} pids.max`, isRoot ? 'RLIMIT_NPROC per slot uid' : ''].filter(Boolean).join(' + ') || 'not limited (no cgroups, not root)',
      disk: mounted ? `${diskMb} MiB tmpfs per slot, ${DEFAULT_LIMITS.fileSizeMb} MiB per file` : `${DEFAULT_LIMITS.fileSizeMb} MiB per file only (cannot mount a tmpfs per slot here)`,
      seccomp,
      userNamespaces,
      timeouts: cgroups.cpuAccounting ? `CPU time of the run's process tree (cgroup ${cgroups.kind}), wall-clock cap at twice the limit; compiles by wall clock` : 'wall clock (no cgroup CPU accounting here)',
      anonymousMemory: anonymousFolios().text,
      slots: count,
    };
    let spawner: Spawner;
    let waiter: () => string;
    try {
      // Built now, so that a host without a C compiler is told at once (and again by the spawner if it goes missing).
      const cc = hostBinary('cc');
      buildSpawner(cc, defaultCacheDir());
      spawner = hostSpawner(cc);
      waiter = hostWaiter(cc, defaultCacheDir());
    } catch (e) {
      throw e instanceof SandboxUnavailable ? e : new SandboxUnavailable((e as Error).message);
    }
    const serviceUids = isRoot ? new UidPool(firstUid + count, firstUid + UIDS_PER_PROCESS) : undefined;
    const sandbox = new Sandbox(bin, cgroups, slots, root, report, serviceUids, hardening, spawner, waiter);
    await sandbox.probe();
    return sandbox;
  }

  /**
   * A sandboxed process with stdio pipes that serves one untrusted program: a host for a WASM runtime in
   * Node, whose runtimes can reach the host (pyodide's os.system, a JavaScript program's own `process`)
   * unless they run in here. The same isolation as a native run: no network, read-only system, the given
   * folders read-only, its own outer uid, and the program's limits on memory and processes (a cgroup),
   * open files and file size; its /box and /tmp are private tmpfs mounts of capped size, gone with it.
   * No CPU-time limit beyond `cpuSeconds` (the caller bounds the program's wall time and kills the
   * service); no address-space limit where cgroups are missing (V8 reserves wasm memory up front).
   */
  async spawnService(service: ServiceSpec): Promise<SandboxedService> {
    if (this.closed) throw new Error('the sandbox is closed');
    const name = `p${process.pid}-svc${++serviceCounter}`;
    const limits: SandboxLimits = { ...DEFAULT_LIMITS, wallMs: 0, tmpMb: service.diskMb, ...service.limits };
    const env = sandboxedEnv(service.env);
    const uid = await this.serviceUids?.take();
    const cgroup = this.cgroups.kind === 'none' ? undefined : await this.cgroups.create(name, limits);
    /** Gives back what the service holds of the host: its cgroup and its uid. */
    const release = async () => {
      await cgroup?.remove().catch(() => undefined);
      if (uid !== undefined) this.serviceUids?.give(uid);
    };
    let child: SpawnedChild | undefined;
    try {
      // Made first: a word it cannot carry (a NUL) is refused before anything starts.
      const request = goRequest({ cwd: BOX, argv: service.argv, env, limits, uid, cgroupMemory: cgroup !== undefined });
      // Closed while the uid and cgroup were being made: give them back.
      if (this.closed) throw new Error('the sandbox is closed');
      const filter = service.forks && this.hardening.seccompFile ? [{ from: this.hardening.seccompFile, to: PROGRAM_FILTER }] : [];
      const shape = { box: { tmpfsMb: service.diskMb }, readOnly: [...service.readOnly.map((to) => ({ from: this.expose(to), to })), ...filter], tmpMb: service.diskMb, forks: service.forks };
      child = await this.startWaiting(shape, uid, cgroup, { stdin: true, witness: false }, false);
      if (child.failure) throw child.failure;
      await child.joined;
      child.stdio[GO_FD]!.end(request);
    } catch (e) {
      if (child) await stopWaiting(child);
      await release();
      throw e;
    }
    const started = child;
    let backstop: NodeJS.Timeout | undefined;
    const exited = started.ended.then(async (): Promise<ServiceExit> => {
      clearTimeout(backstop);
      const memoryExceeded = (await cgroup?.memoryExceeded().catch(() => false)) ?? false;
      await release();
      return started.lost === undefined ? { code: started.exitCode, signal: started.signalCode, memoryExceeded } : { code: null, signal: null, memoryExceeded, error: started.lost };
    });
    return {
      process: started,
      exited,
      ...(cgroup?.cpuMs ? { cpuMs: cgroup.cpuMs } : {}),
      kill() {
        if (!started.pid || started.exitCode !== null || started.signalCode !== null || started.lost) return;
        stopSandbox(started.pid);
        backstop ??= setTimeout(() => kill(started), STOP_GRACE_MS);
      },
    };
  }

  /**
   * The rlimits of a program a forking service forks (soft, hard; -1 where none is set): a step's with
   * these limits, as the service's uid and cgroup make them (RLIMIT_NPROC with a uid of its own,
   * RLIMIT_AS only without a memory cgroup).
   */
  forkedRlimits(limits: SandboxLimits): Record<'cpu' | 'fsize' | 'nofile' | 'nproc' | 'as', { soft: number; hard: number }> {
    const set = stepRlimits({ limits, uid: this.serviceUids ? 0 : undefined, cgroupMemory: this.cgroups.kind !== 'none' });
    const none = { soft: -1, hard: -1 };
    const of = (resource: string) => set.find((r) => r.resource === resource) ?? none;
    return { cpu: of('cpu'), fsize: of('fsize'), nofile: of('nofile'), nproc: of('nproc'), as: of('as') };
  }

  /** Runs a shell through the full launcher once; anything but "ok" means this host cannot sandbox. */
  private async probe(): Promise<void> {
    const slot = await this.acquire();
    try {
      const runDir = await this.makeRunDir(slot);
      const result = await this.run({
        name: 'run', slot, runDir, cwd: '', argv: ['/bin/sh', '-c', 'echo ok'], env: {}, readOnly: [], outputCap: 4096,
        limits: { ...DEFAULT_LIMITS, wallMs: 20_000, cpuSeconds: 10 },
      }).catch(async (e: Error) => {
        await this.close();
        throw e instanceof SandboxFault ? new SandboxUnavailable(`bubblewrap does not work here: ${e.message}`) : e;
      });
      await rm(runDir, { recursive: true, force: true });
      if (result.exitCode !== 0 || result.stdout.trim() !== 'ok') {
        await this.close();
        throw new SandboxUnavailable(`bubblewrap does not work here (exit ${result.exitCode}${result.signal ? `, ${result.signal}` : ''}): ${result.stderr.trim().slice(0, 500)}`);
      }
    } finally {
      this.release(slot);
    }
  }

  acquire(): Promise<Slot> {
    const slot = this.free.pop();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolveSlot) => this.waiting.push(resolveSlot));
  }

  release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  /**
   * A fresh run folder in the slot's workspace, owned by the slot's uid once its files are written: the
   * one the slot's waiting sandbox was started in, made for the next program and untouched since.
   */
  async makeRunDir(slot: Slot): Promise<string> {
    const waiting = await this.launchers.get(slot.index)?.catch(() => undefined);
    if (waiting?.freshDir) {
      waiting.freshDir = false;
      return waiting.shape.runDir;
    }
    return this.newRunDir(slot);
  }

  private async newRunDir(slot: Slot): Promise<string> {
    const dir = join(slot.workspace, `run-${++runCounter}`);
    // Synchronous, as the handing over and the program's files: one folder in the slot's tmpfs takes
    // microseconds, less than a trip through libuv's thread pool.
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    return dir;
  }

  /**
   * Hands a run folder (and everything in it) to the slot's uid, so the sandboxed program can write there:
   * all paths at once (Go's 750-file build cache: 40 ms one after another, 15 ms together), each link
   * itself and never what it points to.
   */
  async handOver(slot: Slot, dir: string, paths: string[]): Promise<void> {
    const { uid } = slot;
    if (uid === undefined) return;
    for (const p of [dir, ...paths]) lchownSync(p, uid, uid);
  }

  async run(step: SandboxedStep): Promise<StepResult> {
    const shape: Shape = { runDir: step.runDir, readOnly: step.readOnly.map((to) => ({ from: this.expose(to), to })), deps: step.deps, tmpMb: step.limits.tmpMb };
    const launcher = await this.takeLauncher(step.slot, shape);
    const { cgroup } = launcher;
    try {
      if (launcher.error) throw new SandboxFault(`the sandbox launcher did not start: ${launcher.error.message}`);
      // The run is charged from its go: what the waiting launcher used before (its start, the join) is not the program's.
      let before = 0;
      const accounted = cgroup?.cpuMs && { cpuMs: async () => (await cgroup.cpuMs!()) - before };
      // Watched before anything is awaited, so that its exit cannot pass unseen; its timeouts count from here.
      const running: Promise<ProcessResult> = superviseProcess(launcher.child, {
        name: step.name, outputCap: step.outputCap, witnessFd: STARTED_FD, stop: stopSandbox, stopGraceMs: STOP_GRACE_MS,
        ...timeoutOf(step, accounted), signal: step.signal,
      });
      let request: Buffer;
      try {
        // Its init is in the run's cgroups and may start the waiting program, or this rejects.
        await launcher.child.joined.catch((e: Error) => {
          throw new SandboxFault(`the sandbox could not join its cgroup: ${e.message}`);
        });
        await cgroup?.limit(step.limits);
        request = goRequest({
          cwd: join(BOX, step.cwd), argv: step.argv,
          env: sandboxedEnv(step.env),
          limits: step.limits, uid: step.slot.uid, cgroupMemory: cgroup !== undefined, witness: true,
        });
        if (cgroup?.cpuMs) before = await cgroup.cpuMs();
      } catch (e) {
        if (launcher.child.pid) stopSandbox(launcher.child.pid);
        await running;
        throw e;
      }
      launcher.go.end(request);
      // The slot's next sandbox starts while this program runs: in this folder for the program's next step, else in a fresh one.
      this.prestart(step.slot, step.nextStepHere ? shape : { ...shape, runDir: '' });
      const { started, ...ran } = await running;
      // What happened to the program is not known: the spawner that watched it died.
      if (launcher.child.lost) throw new SandboxFault(launcher.child.lost);
      if (!started) throw new SandboxFault(`the sandbox did not start the program (exit ${ran.exitCode ?? ran.signal}): ${ran.stderr.trim().slice(-500)}`);
      const result = fromBwrapStatus(ran);
      if (cgroup && (await cgroup.memoryExceeded())) result.memoryExceeded = true;
      return result;
    } finally {
      // Off the verdict's path: an init still exiting (bwrap's race, see stop-sandbox.ts) makes rmdir wait.
      if (cgroup) this.track(cgroup.remove());
    }
  }

  /** Cleanup that runs off a run's path: `close` waits for it; its failure is nobody's verdict. */
  private track(cleanup: Promise<void>): void {
    const tracked: Promise<void> = cleanup.catch(() => undefined).finally(() => this.cleanups.delete(tracked));
    this.cleanups.add(tracked);
  }

  /**
   * The slot's waiting sandbox if it is still waiting and made as this step needs, else a new one (the
   * first run of a slot, a step of another shape, or one that died waiting: its cgroup could not be
   * joined, bwrap failed, or it was killed).
   */
  private async takeLauncher(slot: Slot, shape: Shape): Promise<Launcher> {
    const ahead = this.launchers.get(slot.index);
    this.launchers.delete(slot.index);
    const waiting = await ahead?.catch(() => undefined);
    const alive = waiting && !waiting.error && waiting.child.exitCode === null && waiting.child.signalCode === null;
    if (alive && sameShape(waiting.shape, shape)) return waiting;
    // The next program's sandbox, made as this step needs but in its own fresh folder (this step is its
    // program's own command after a shortcut that did not stand): kept for that next program.
    if (alive && !this.closed && waiting.freshDir && sameShape(waiting.shape, { ...shape, runDir: waiting.shape.runDir }) && !this.launchers.has(slot.index)) {
      this.launchers.set(slot.index, Promise.resolve(waiting));
      return this.launch(slot, shape, false);
    }
    // Stopped off this run's path (close waits for it): the run's own sandbox starts meanwhile.
    if (waiting) this.track(this.discard(waiting));
    return this.launch(slot, shape, false);
  }

  /** Starts the slot's next sandbox ahead, in `shape` (an empty runDir: a fresh folder for the next program). */
  private prestart(slot: Slot, shape: Shape): void {
    if (this.closed || this.launchers.has(slot.index)) return;
    const fresh = shape.runDir === '';
    const next = (async () => {
      const runDir = fresh ? await this.newRunDir(slot) : shape.runDir;
      // A folder made for it goes with it when it cannot start (no program ever gets it).
      return this.launch(slot, { ...shape, runDir }, fresh).catch(async (e: unknown) => {
        if (fresh) await rm(runDir, { recursive: true, force: true }).catch(() => undefined);
        throw e;
      });
    })();
    next.catch(() => undefined); // takeLauncher starts another one
    this.launchers.set(slot.index, next);
  }

  /**
   * Starts a sandbox for the slot's next process: a fresh cgroup (default limits until its run sets
   * them), bwrap as the slot's uid, its init put into the cgroup before it starts anything (`child.joined`),
   * then it waits for its go.
   */
  private async launch(slot: Slot, shape: Shape, freshDir: boolean): Promise<Launcher> {
    const run = ++runCounter;
    const cgroup = this.cgroups.kind === 'none' ? undefined : await this.cgroups.create(`p${process.pid}-s${slot.index}-${run}`, DEFAULT_LIMITS);
    try {
      const child = await this.startWaiting({ box: { workDir: shape.runDir }, readOnly: shape.readOnly, deps: shape.deps, tmpMb: shape.tmpMb }, slot.uid, cgroup, { stdin: false, witness: true });
      const go = child.stdio[GO_FD];
      const launcher: Launcher = { child, go: go!, cgroup, shape, freshDir, ...(child.failure ? { error: child.failure } : {}) };
      child.on('error', (e) => (launcher.error ??= e));
      // A sandbox that cannot join is stopped: it never starts the waiting program, so its run is a host fault.
      child.joined.catch((e: Error) => {
        launcher.error ??= e;
        if (child.pid) stopSandbox(child.pid);
      });
      return launcher;
    } catch (e) {
      await cgroup?.remove().catch(() => undefined);
      throw e;
    }
  }

  /**
   * Starts a sandbox waiting for its go (waitingSandboxArgv), through the spawner: bwrap as `uid` (the
   * spawner drops the groups, then sets the gid and uid before the exec), its init put into `cgroup`
   * before it starts anything (`joined`). Its stdout and stderr are pipes, its stdin one too or closed;
   * STARTED_FD gets the witness pipe when asked.
   */
  private startWaiting(shape: Omit<SandboxShape, 'bin' | 'seccomp' | 'disableUserns'>, uid: number | undefined, cgroup: JobCgroup | undefined, io: { stdin: boolean; witness: boolean }, holdsLoop = true): Promise<SpawnedChild> {
    const seccompFile = shape.forks ? this.hardening.forkingSeccompFile : this.hardening.seccompFile;
    const stdio: SpawnRequest['stdio'] = stdioWith<{ path: string }>(seccompFile === undefined ? {} : { [SECCOMP_FD]: { path: seccompFile } }, io.witness ? STARTED_FD : undefined, io.stdin ? 'pipe' : 'ignore');
    while (stdio.length <= WAITER_FD) stdio.push('ignore');
    for (const fd of [GO_FD, INFO_FD, BLOCK_FD]) stdio[fd] = 'pipe';
    stdio[WAITER_FD] = { path: this.waiter() };
    const [file, ...args] = waitingSandboxArgv({ ...shape, bin: this.bin, ...this.bwrapHardening() });
    const pass = [...(io.stdin ? [0] : []), 1, 2, ...(io.witness ? [STARTED_FD] : []), GO_FD];
    return this.spawner.spawn({ file, args, cwd: this.root, env: {}, stdio, uid, pass, join: { info: INFO_FD, block: BLOCK_FD, procFiles: cgroup?.procFiles ?? [] } }, { holdsLoop });
  }

  /** The sandboxes now waiting for a slot's next run: their launcher pids, cgroup folders and run folders (for tests and diagnostics). */
  async waitingLaunchers(): Promise<{ slot: number; pid: number | undefined; cgroups: string[]; runDir: string }[]> {
    const found = [];
    for (const [slot, next] of this.launchers) {
      const launcher = await next.catch(() => undefined);
      if (launcher) found.push({ slot, pid: launcher.child.pid, cgroups: (launcher.cgroup?.procFiles ?? []).map((f) => dirname(f)), runDir: launcher.shape.runDir });
    }
    return found;
  }

  /** Stops a sandbox that never got its go, removes its cgroup, and its run folder if it was made for it and never handed out. */
  private async discard(launcher: Launcher): Promise<void> {
    await stopWaiting(launcher.child);
    await launcher.cgroup?.remove().catch(() => undefined);
    if (launcher.freshDir) await rm(launcher.shape.runDir, { recursive: true, force: true }).catch(() => undefined);
  }

  private bwrapHardening(): Pick<SandboxedCommand, 'seccomp' | 'disableUserns'> {
    return { seccomp: this.hardening.seccompFile !== undefined, disableUserns: this.hardening.disableUserns };
  }

  /**
   * A host folder as the slots' uids can read it. bwrap binds as the slot's uid, which cannot pass a
   * private parent (a checkout under /root or a 0700 temp folder); root then bind-mounts the folder to a
   * place it can reach, read-only. The same folder still appears at its own path inside the sandbox.
   */
  private expose(path: string): string {
    if (this.slots[0]?.uid === undefined || reachableByOthers(path)) return path;
    let exposed = this.exposedPaths.get(path);
    if (!exposed) {
      exposed = join(this.root, 'exposed', String(this.exposedPaths.size));
      mkdirSync(exposed, { recursive: true, mode: 0o755 });
      execFileSync('mount', ['--bind', '-o', 'ro', path, exposed], { stdio: 'pipe' });
      // Older util-linux ignores `ro` on the first bind: make it read-only explicitly.
      execFileSync('mount', ['-o', 'remount,bind,ro', exposed], { stdio: 'pipe' });
      this.exposedPaths.set(path, exposed);
    }
    return exposed;
  }

  /** The pid of the process that starts this sandbox's steps, once one has started (for tests). */
  spawnerPid(): number | undefined {
    return this.spawner.pid();
  }

  /** Unmounts the slot workspaces and exposed folders, and removes them. */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.launchers.values()];
    this.launchers.clear();
    for (const next of waiting) {
      const launcher = await next.catch(() => undefined);
      if (launcher) await this.discard(launcher);
    }
    await Promise.all(this.cleanups);
    this.spawner.stop();
    unmountUnder(this.root);
    await rm(this.root, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * bwrap exits with 128 + N when the program died of signal N: give the signal back, so a crash is the
 * same verdict (runtime_error, or SIGABRT's failed assertion) sandboxed or not. (An exit(139) of the
 * program's own reads as SIGSEGV too, as in a shell.)
 */
/**
 * How a step times out. A program's run is charged in CPU time where the cgroup accounts it: it times
 * out once its process tree has used its limit of CPU, with a wall-clock cap of twice the limit for a
 * program that sleeps or waits. So a loaded host, which stretches the
 * wall clock but not the CPU a program needs, cannot turn a pass into a timeout. Compiles (many threads,
 * generous limits) and hosts without CPU accounting keep the wall clock.
 */
export function timeoutOf(step: Pick<SandboxedStep, 'name' | 'limits'>, cgroup: Pick<JobCgroup, 'cpuMs'> | undefined): Pick<ProcessSpec, 'timeoutMs' | 'cpu'> {
  const limitMs = step.limits.wallMs;
  if (step.name !== 'run' || !cgroup?.cpuMs) return { timeoutMs: limitMs };
  return { timeoutMs: 2 * limitMs, cpu: { limitMs, usedMs: cgroup.cpuMs } };
}

function fromBwrapStatus(r: StepResult): StepResult {
  if (r.signal !== null || r.exitCode === null || r.exitCode <= 128 || r.exitCode > 128 + 64) return r;
  const name = Object.entries(osConstants.signals).find(([, n]) => n === r.exitCode! - 128)?.[0];
  return name ? { ...r, exitCode: null, signal: name } : r;
}

/** Every mount point at or below `root`, deepest first (stacked mounts repeat). */
function mountsUnder(root: string): string[] {
  let table = '';
  try {
    table = readFileSync('/proc/mounts', 'utf8');
  } catch {
    return [];
  }
  return table
    .split('\n')
    .map((l) => l.split(' ')[1])
    .filter((m): m is string => m !== undefined && (m === root || m.startsWith(root + '/')))
    .sort((a, b) => b.length - a.length);
}

function unmountUnder(root: string): void {
  for (const m of mountsUnder(root)) {
    try {
      execFileSync('umount', ['-l', m], { stdio: 'ignore' });
    } catch {
      /* already gone */
    }
  }
}

/** True when a uid that is neither owner nor group can list `path` (every parent searchable). */
function reachableByOthers(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const p = '/' + parts.slice(0, i).join('/');
    const mode = statSync(p).mode;
    if (!(mode & 0o001) || (i === parts.length && !(mode & 0o004))) return false;
  }
  return true;
}

/** A size-capped tmpfs per slot workspace; false (and nothing mounted) where mounting is not allowed. */
function mountWorkspaces(slots: Slot[], diskMb: number): boolean {
  try {
    for (const s of slots) execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${diskMb}m,mode=0755`, 'tmpfs', s.workspace], { stdio: 'pipe' });
    return true;
  } catch {
    for (const s of slots) unmountUnder(s.workspace); // e.g. a container without CAP_SYS_ADMIN: the file size limit is the only disk cap.
    return false;
  }
}

/** A sandboxed program's environment: its own variables over programEnv's, as the sandbox places them. */
const sandboxedEnv = (own?: Record<string, string>) => programEnv({ path: SANDBOX_PATH, home: BOX, tmp: '/tmp' }, own);

/** Stops a sandbox that never got its go (or did not take it) and waits until it has exited. */
async function stopWaiting(child: SpawnedChild): Promise<void> {
  // One lost with its spawner died with it (--die-with-parent): its pid may be another's by now.
  if (!child.pid || child.exitCode !== null || child.signalCode !== null || child.lost) return;
  stopSandbox(child.pid);
  const backstop = setTimeout(() => kill(child), STOP_GRACE_MS);
  await child.ended;
  clearTimeout(backstop);
}

/** SIGKILLs a launcher's process group: the backstop once stopSandbox has had its grace. */
function kill(child: { pid?: number }): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What a killed mcjudge process left behind (Ctrl-C skips close()): its slot tmpfs mounts and folders,
 * and its empty job cgroups. Found by the pid in their names; only dead pids' leftovers are touched.
 */
async function reapStale(cgroups: CgroupBackend): Promise<void> {
  for (const name of await readdir(tmpdir()).catch(() => [])) {
    const m = /^mcjudge-sandbox-(\d+)(\.\d+)?$/.exec(name);
    if (!m || alive(Number(m[1]))) continue;
    const root = join(tmpdir(), name);
    unmountUnder(root);
    await rm(root, { recursive: true, force: true }).catch(() => undefined);
  }
  for (const parent of cgroups.parents) {
    for (const name of await readdir(parent).catch(() => [])) {
      const m = /^p(\d+)-/.exec(name);
      if (m && !alive(Number(m[1]))) await rmdir(join(parent, name)).catch(() => undefined);
    }
  }
}

/** True when the file system at `path` is a tmpfs (used by tests to check the disk cap). */
export async function isTmpfs(path: string): Promise<boolean> {
  const mounts = await readFile('/proc/mounts', 'utf8');
  return mounts.split('\n').some((l) => l.split(' ')[1] === path && l.split(' ')[2] === 'tmpfs');
}
