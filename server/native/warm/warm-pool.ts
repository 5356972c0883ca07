import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Sandbox, ServiceSpec } from '../../sandbox/sandbox.ts';
import { bareProgramEnv } from '../program-env.ts';

/** How a warm compiler's service process is started. */
export interface WarmService {
  argv: string[];
  /** Host folders it reads (shown read-only in the sandbox). */
  readOnly: string[];
  /** Its memory limit in the sandbox. */
  memoryMb: number;
  /** Its sandbox folder's (and /tmp's) size, where it writes what it compiles (default 16 MiB). */
  diskMb?: number;
  /** Its environment in the sandbox (on top of a program's PATH, LANG, HOME and TMPDIR). */
  env?: Record<string, string>;
  /** It forks sandboxed programs (ServiceSpec's `forks`: the zygotes); sandboxed only. */
  forks?: boolean;
}

/** Host folders the sandbox shows anyway. */
const VISIBLE = ['/usr/', '/opt/'];

/**
 * What the service of a JVM tool (java, kotlinc, scala) reads: its own folders and the tool's home (two
 * levels above the tool's resolved path) read-only, unless the sandbox shows the home anyway.
 */
export function jvmToolService(toolPath: string, folders: string[]): Pick<WarmService, 'readOnly'> {
  const home = dirname(dirname(realpathSync(toolPath)));
  return { readOnly: [...folders, ...(VISIBLE.some((v) => home.startsWith(v)) ? [] : [home])] };
}

/** The bytes of a base64 field of an answer (an absent one: none). */
export const fromBase64 = (data: string | undefined): Uint8Array => new Uint8Array(Buffer.from(data ?? '', 'base64'));

/** Every answer names its request; `error` says the service could not do it. */
export interface ServiceAnswer {
  id: number;
  error?: string;
}

export type PoolOutcome<A> =
  | { kind: 'answer'; answer: A; wallMs: number }
  | { kind: 'timeout'; wallMs: number }
  /** The service could not answer (it crashed, or refused the request): run the real command instead. */
  | { kind: 'failed'; reason: string };

/** Bytes of a service's stderr kept for the reason of a crash. */
const STDERR_KEPT = 2048;

/** A service's process as its owner uses it: a ChildProcess, or a sandboxed service's (Sandbox.spawnService). */
interface ServiceChild {
  readonly stdin: Writable | null;
  readonly stdout: Readable | null;
  readonly stderr: Readable | null;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  on(event: 'error', listener: (e: Error) => void): unknown;
}

/** One service process: requests one at a time, answers matched by id. */
class ServiceProcess<A extends ServiceAnswer> {
  served = 0;
  dead = false;
  private nextId = 0;
  private readonly waiting = new Map<number, (a: A | Error) => void>();
  private stderr = '';
  constructor(private readonly child: ServiceChild, private readonly kill: () => void) {
    const lines = createInterface({ input: child.stdout! });
    // readline re-emits its input's errors on itself: unlistened, one would end mcjudge.
    lines.on('error', (e) => this.fail(e));
    lines.on('line', (line) => {
      let answer: A;
      try {
        answer = JSON.parse(line) as A;
      } catch {
        return this.fail(new Error(`the warm compiler wrote something other than an answer: ${line.slice(0, 200)}`));
      }
      const done = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      done?.(answer);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.on('exit', (code, signal) => this.fail(new Error(`the warm compiler exited (${signal ?? `code ${code}`})${this.stderr.trim() ? `: ${this.stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`)));
    child.on('error', (e) => this.fail(e));
    child.stdin!.on('error', () => {});
  }

  private fail(e: Error): void {
    this.dead = true;
    for (const done of this.waiting.values()) done(e);
    this.waiting.clear();
  }

  /** Writes the request's line, then `payload` (bytes the service reads after the line, if any). */
  ask(request: object, payload?: Uint8Array): Promise<A | Error> {
    // Its answer would never come: the request would wait out its whole time and be judged a timeout.
    if (this.dead) return Promise.resolve(new Error('the warm compiler had already exited'));
    const id = ++this.nextId;
    this.served++;
    return new Promise((resolveAnswer) => {
      this.waiting.set(id, resolveAnswer);
      this.child.stdin!.write(JSON.stringify({ id, ...request }) + '\n');
      if (payload?.length) this.child.stdin!.write(payload);
    });
  }

  stop(): void {
    this.dead = true;
    this.kill();
  }
}

/**
 * The process pool every warm compiler shares (docs/server.md#warm-compilers): service processes that
 * read one JSON request per line and write one JSON answer per line, each serving one program at a
 * time, started on demand (in the sandbox like any program when there is one). A request past its
 * time kills its process (the next request gets a new one); a crash, an unreadable answer or an
 * `error` answer retires the process and hands the step back to the real command; a process is
 * replaced after `programsPerProcess` requests.
 */
export class WarmPool<A extends ServiceAnswer> {
  private readonly idle: ServiceProcess<A>[] = [];
  private readonly all = new Set<ServiceProcess<A>>();

  constructor(
    private readonly service: () => WarmService,
    private readonly sandbox: Sandbox | undefined,
    private readonly programsPerProcess: number,
  ) {}

  /**
   * One request: its answer, or a timeout (the process is killed), or `failed`. A cancel (`signal`)
   * kills the process too: nothing it was doing for the request outlives it.
   */
  async ask(request: object, timeoutMs: number, options: { payload?: Uint8Array; signal?: AbortSignal } = {}): Promise<PoolOutcome<A>> {
    let process: ServiceProcess<A>;
    try {
      process = this.takeIdle() ?? (await this.start());
    } catch (e) {
      return { kind: 'failed', reason: `the warm compiler did not start: ${(e as Error).message}` };
    }
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
    const cancelled = new Promise<'cancelled'>((r) => {
      onAbort = () => r('cancelled');
      if (options.signal?.aborted) onAbort();
      else options.signal?.addEventListener('abort', onAbort, { once: true });
    });
    const answer = await Promise.race([process.ask(request, options.payload), timeout, cancelled]);
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort!);
    const wallMs = Math.round(performance.now() - started);
    if (answer === 'cancelled') {
      this.retire(process);
      return { kind: 'failed', reason: 'cancelled' };
    }
    if (answer === 'timeout') {
      this.retire(process);
      return { kind: 'timeout', wallMs };
    }
    if (answer instanceof Error || answer.error !== undefined) {
      this.retire(process);
      return { kind: 'failed', reason: answer instanceof Error ? answer.message : answer.error!.split('\n')[0] };
    }
    if (process.dead || process.served >= this.programsPerProcess) this.retire(process);
    else this.idle.push(process);
    return { kind: 'answer', answer, wallMs };
  }

  close(): void {
    for (const p of this.all) p.stop();
    this.all.clear();
    this.idle.length = 0;
  }

  /** An idle process still running; one that died while idle (a crash, a lost spawner) is retired. */
  private takeIdle(): ServiceProcess<A> | undefined {
    for (let process = this.idle.pop(); process; process = this.idle.pop()) {
      if (!process.dead) return process;
      this.retire(process);
    }
    return undefined;
  }

  private retire(process: ServiceProcess<A>): void {
    process.stop();
    this.all.delete(process);
  }

  private async start(): Promise<ServiceProcess<A>> {
    const service = this.service();
    let process: ServiceProcess<A>;
    if (this.sandbox) {
      const spec: ServiceSpec = {
        argv: service.argv,
        readOnly: service.readOnly,
        diskMb: service.diskMb ?? 16,
        // Many programs over its life: the CPU limit is the backstop of a runaway compiler, the timeout is per program.
        limits: { memoryMb: service.memoryMb, cpuSeconds: 24 * 3600 },
        env: service.env,
        forks: service.forks,
      };
      const running = await this.sandbox.spawnService(spec);
      process = new ServiceProcess<A>(running.process, () => running.kill());
      unref(running.process);
    } else {
      if (service.forks) throw new Error('a service that forks programs runs in the sandbox only');
      const [file, ...args] = service.argv;
      // A program's environment, as a bare run gets it (the host's PATH, nothing else of the host's), in the temp folder.
      const env = bareProgramEnv(tmpdir());
      const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'], env });
      process = new ServiceProcess<A>(child, () => child.kill('SIGKILL'));
      unref(child);
    }
    this.all.add(process);
    return process;
  }
}

/** An idle service does not keep this process alive (a request in flight has its own timer that does). */
function unref(child: ServiceChild): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr]) (handle as unknown as { unref?: () => void } | null)?.unref?.();
}
