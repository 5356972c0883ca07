import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir } from '../native/dependency-cache.ts';
import type { SupervisedChild } from '../native/run-process.ts';
import { buildC } from './build-c.ts';

const SOURCE = fileURLToPath(new URL('./spawner.c', import.meta.url));

/** Compiles spawner.c with the host's C compiler into `cacheDir` once (buildC), and returns the program. */
export function buildSpawner(cc: string, cacheDir: string): string {
  try {
    return buildC(cc, SOURCE, cacheDir);
  } catch (e) {
    throw new Error(`cannot build the process spawner with ${cc}: ${(e as Error).message.replace(/^cannot build spawner\.c with \S+: /, '')}`);
  }
}

/**
 * This host's spawner: built with `cc` into `cacheDir` when it first starts, and built again when it
 * starts once more (after it died) and its program is gone from the cache (a cleaned cache folder).
 */
export function hostSpawner(cc = 'cc', cacheDir = defaultCacheDir()): Spawner {
  return new Spawner(() => buildSpawner(cc, cacheDir));
}

/**
 * How long a spawn waits for the spawner's answer (the pid and the pipes). It answers in milliseconds,
 * right after its vfork and exec; only a stopped or wedged spawner takes this long.
 */
const SPAWN_REPLY_MS = 30_000;

/** What the spawner is asked to start (its request, but for the id). */
export interface SpawnRequest {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Run as this uid, and a gid of the same number (the spawner is root); the groups are dropped first. */
  uid?: number;
  /** Per descriptor: 'ignore', 'pipe', or a file the spawner opens read-only (the seccomp filter). */
  stdio: ('ignore' | 'pipe' | { path: string })[];
  /** The pipes handed back to this process. */
  pass: number[];
  /** bwrap's --info-fd and --block-fd, and the cgroup.procs files its init goes into before it is let go. */
  join?: { info: number; block: number; procFiles: string[] };
}

type Reply =
  | { id: number; pid: number; pipes: boolean[] }
  | { id: number; fd: number }
  | { id: number; joined: true }
  | { id: number; joinError: string }
  | { id: number; error: string }
  | { id: number; exit: [number | null, NodeJS.Signals | null] };

/**
 * A process started by the spawner, as this process sees it: the parts of a ChildProcess that
 * superviseProcess and the sandbox use. It emits 'exit' when the spawner reports it, 'close' once it
 * has exited and its output pipes have closed, and 'error' when it could not start or the spawner died
 * (`lost` then says so: what happened to the process is not known, so nothing it did is a verdict).
 */
export class SpawnedChild extends EventEmitter implements SupervisedChild {
  pid: number | undefined;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly stdio: (Socket | null)[] = [];
  /** Settles when its init is in its cgroups and let go (a request with `join`). */
  readonly joined: Promise<void>;
  /** Settles when it has exited, or when the spawner died and nothing more will be known of it. */
  readonly ended: Promise<void>;
  private end!: () => void;
  /** Why it could not start or be watched, if so (its first error). */
  failure?: Error;
  /** Why the spawner could not report on it (it died). */
  lost?: string;
  private settleJoin!: [() => void, (e: Error) => void];
  private open = 0;
  private exited = false;

  constructor(readonly spawnfile: string) {
    super();
    this.joined = new Promise<void>((resolve, reject) => (this.settleJoin = [resolve, reject]));
    this.joined.catch(() => undefined);
    this.ended = new Promise<void>((resolve) => (this.end = resolve));
  }

  get stdin(): Socket | null {
    return this.stdio[0] ?? null;
  }

  get stdout(): Socket | null {
    return this.stdio[1] ?? null;
  }

  get stderr(): Socket | null {
    return this.stdio[2] ?? null;
  }

  /** Takes a pipe handed back; a pipe this process reads counts toward 'close'. */
  adopt(fd: number, pipe: Socket): void {
    this.stdio[fd] = pipe;
    this.open++;
    // A pipe errs once its process is gone (EPIPE on a write; ECONNRESET on a read when the process
    // closed it with bytes unread): the exit says what happened, and an 'error' no one listens to would
    // end mcjudge itself, which a program could then do at will.
    pipe.on('error', () => {});
    pipe.once('close', () => {
      this.open--;
      this.maybeClose();
    });
  }

  reportExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.exited) return;
    this.exited = true;
    this.exitCode = code;
    this.signalCode = signal;
    // One that exits before its join was reported never joins (no effect once it has).
    this.settleJoin[1](new Error('it exited before it joined its cgroups'));
    this.emit('exit', code, signal);
    this.end();
    this.maybeClose();
  }

  reportJoin(error?: string): void {
    if (error === undefined) this.settleJoin[0]();
    else this.settleJoin[1](new Error(error));
  }

  /** It could not start, or no longer be watched: kept in `failure`, and emitted to whoever listens. */
  reportError(message: string): void {
    const error = new Error(message);
    this.failure ??= error;
    this.settleJoin[1](error);
    if (this.listenerCount('error') > 0) this.emit('error', error);
  }

  /** The spawner died: the process is stopped by its --die-with-parent; its pipes are closed here. */
  reportLost(why: string): void {
    if (this.exited) return;
    this.lost = why;
    this.reportError(why);
    for (const pipe of this.stdio) pipe?.destroy();
    this.end();
  }

  private maybeClose(): void {
    if (this.exited && this.open === 0) this.emit('close', this.exitCode, this.signalCode);
  }
}

/**
 * The sandbox's side of spawner.c: starts it on first use (and again after it died), sends it spawn
 * requests over a Node IPC channel, and turns its replies into SpawnedChild events. Its channel holds
 * this process's event loop only while a child is starting, or running and not started with
 * `holdsLoop: false` (a long-lived service, which must not keep this process alive by itself).
 */
export class Spawner {
  /**
   * @param program  the built spawner's path, found (or built: hostSpawner) at each start
   * @param replyMs  how long a spawn waits for the pid and pipes: a spawner that has not answered by then
   *   is stuck (stopped, or wedged), so it is killed, and every child it started or was starting is lost
   *   with it (a host fault, which the executor retries); the next spawn starts a new one
   */
  constructor(private readonly program: () => string, private readonly replyMs = SPAWN_REPLY_MS) {}

  private process: ChildProcess | undefined;
  /** Children not yet exited, by request id; `awaited` counts the pipes still to come once the pid is here. */
  private readonly children = new Map<number, { child: SpawnedChild; pass: number[]; settle: () => void; awaited?: number; holdsLoop: boolean; by: ChildProcess }>();
  private nextId = 0;

  /**
   * Starts a process; settles once its pid and every pipe in `pass` are here (a child that could not
   * start settles too, with its 'error' already emitted and no pid). With `holdsLoop: false`, it
   * settles once the child has joined too (a request with `join`), and the child no longer holds this
   * process's event loop from then on.
   */
  async spawn(request: SpawnRequest, { holdsLoop = true }: { holdsLoop?: boolean } = {}): Promise<SpawnedChild> {
    const child = new SpawnedChild(request.file);
    let spawner: ChildProcess;
    try {
      spawner = this.running();
    } catch (e) {
      // No spawner program (it cannot be built): a host fault, as a spawner that dies.
      child.reportLost(`the process spawner could not start: ${(e as Error).message}`);
      return child;
    }
    const id = ++this.nextId;
    const entry = { child, pass: request.pass, settle: () => {}, holdsLoop: true, by: spawner };
    const settled = new Promise<void>((settle) => (entry.settle = settle));
    this.children.set(id, entry);
    this.holdLoop();
    spawner.send({ id, ...request });
    const deadline = setTimeout(() => {
      if (this.process === spawner) this.process = undefined;
      spawner.kill('SIGKILL');
      this.lostAll(spawner, `the process spawner did not answer within ${this.replyMs / 1000} s, and was killed`);
    }, this.replyMs);
    await settled;
    clearTimeout(deadline);
    if (!holdsLoop) {
      // The spawner reports the join once bwrap has written its child's pid, milliseconds after the start.
      // A bwrap that never does is stuck, not the spawner (it polls each child on its own): only this
      // child's join fails, and its caller stops it.
      if (request.join) {
        const joinDeadline = setTimeout(() => child.reportJoin(`bwrap did not report its namespaces within ${this.replyMs / 1000} s`), this.replyMs);
        await child.joined.catch(() => undefined);
        clearTimeout(joinDeadline);
      }
      entry.holdsLoop = false;
      this.maybeReleaseLoop();
    }
    return child;
  }

  /** Its pid while it runs. */
  pid(): number | undefined {
    return this.process?.connected ? this.process.pid : undefined;
  }

  /** Ends the spawner (its channel closes; it exits). Children still running are the caller's to stop first. */
  stop(): void {
    const spawner = this.process;
    this.process = undefined;
    if (spawner?.connected) spawner.disconnect();
  }

  private running(): ChildProcess {
    if (this.process?.connected) return this.process;
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    const spawner = spawn(this.program(), [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
    spawner.on('message', (reply: Reply, handle?: Socket) => this.receive(reply, handle));
    const gone = (why: string) => {
      if (this.process === spawner) this.process = undefined;
      this.lostAll(spawner, why);
    };
    // A spawner that could not start (its program gone from the cache) emits only 'error'; a failed
    // send to a running one is followed by its 'exit'.
    spawner.on('error', (e) => spawner.pid === undefined && gone(`the process spawner could not start: ${e.message}`));
    spawner.on('exit', (code, signal) => gone(`the process spawner exited (${signal ?? code})`));
    spawner.unref();
    this.process = spawner;
    return spawner;
  }

  private receive(reply: Reply, handle: Socket | undefined): void {
    const entry = this.children.get(reply.id);
    if (!entry) {
      handle?.destroy();
      return;
    }
    const { child } = entry;
    if ('pid' in reply) {
      child.pid = reply.pid;
      entry.awaited = reply.pipes.filter(Boolean).length;
      // A pipe the spawner no longer had never comes: the child is watched blind, so it counts as not started.
      const missing = entry.pass.filter((_, i) => !reply.pipes[i]);
      if (missing.length) child.reportError(`no pipe at descriptor ${missing.join(', ')}`);
    } else if ('fd' in reply) {
      if (handle) child.adopt(reply.fd, handle);
      else child.reportError(`the pipe at descriptor ${reply.fd} did not arrive`);
      entry.awaited = (entry.awaited ?? 1) - 1;
    } else if ('joined' in reply) child.reportJoin();
    else if ('joinError' in reply) child.reportJoin(reply.joinError);
    else if ('error' in reply) child.reportError(reply.error);
    else if ('exit' in reply) {
      entry.settle();
      child.reportExit(...reply.exit);
      this.forget(reply.id);
      return;
    }
    if ('error' in reply && child.pid === undefined) {
      entry.settle();
      this.forget(reply.id);
    } else if (entry.awaited === 0) entry.settle();
  }

  private forget(id: number): void {
    this.children.delete(id);
    this.maybeReleaseLoop();
  }

  /** Lets this process's event loop go when no child holds it. */
  private maybeReleaseLoop(): void {
    if (![...this.children.values()].some((entry) => entry.holdsLoop)) this.releaseLoop();
  }

  /** Every child `spawner` started or was starting is lost with it (a stopped spawner's, too; not its successor's). */
  private lostAll(spawner: ChildProcess, why: string): void {
    for (const [id, { child, settle, by }] of this.children) {
      if (by !== spawner) continue;
      child.reportLost(why);
      settle();
      this.children.delete(id);
    }
    this.maybeReleaseLoop();
  }

  private holdLoop(): void {
    this.process?.ref();
    (this.process?.channel as { ref?: () => void } | undefined)?.ref?.();
  }

  private releaseLoop(): void {
    this.process?.unref();
    (this.process?.channel as { unref?: () => void } | undefined)?.unref?.();
  }
}
