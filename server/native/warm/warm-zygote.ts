import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildC } from '../../sandbox/build-c.ts';
import { PROGRAM_FILTER, type Sandbox } from '../../sandbox/sandbox.ts';
import { defaultCacheDir } from '../dependency-cache.ts';
import { fromBase64, WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

/** zygote.c: the fork and the program's sandbox, shared by every zygote. */
export const ZYGOTE_C = join(dirname(fileURLToPath(import.meta.url)), 'zygote', 'zygote.c');
/** A zygote is replaced after this many programs (it runs none of their code; this bounds what it could grow). */
const PROGRAMS_PER_PROCESS = 1000;
/**
 * A zygote that fails this many times in a row before any has answered (an interpreter it cannot run
 * on: another version's internals, no FFI) is not started again: every program goes to the real command.
 */
const FAILED_STARTS_ALLOWED = 3;
/** The size of the keeper's /box: a slot's workspace's (the sandbox's default disk). */
const BOX_MB = 1024;

interface ZygoteAnswer extends ServiceAnswer {
  /** The program's exit code, or null when a signal ended it. */
  exitCode?: number | null;
  signal?: number | false;
  /** Its peak resident memory (KiB) and CPU time (ms). */
  maxRssKb?: number;
  cpuMs?: number;
  /** The last pid its pid namespace gave out: its init is 1 and it is 2, so more means another process or thread ran. */
  lastPid?: number;
  /** Base64 of the first `cap` bytes it wrote on each. */
  stdout?: string;
  stderr?: string;
}

/** What a zygote's request says, in whatever form its interpreter reads it (`ZygoteSpec.request`). */
export interface ZygoteRequest {
  /** The file the command line runs. */
  main: string;
  /** The run folder's files as [name, size]: their bytes follow the line, in this order. */
  files: [string, number][];
  boxMb: number;
  tmpMb: number;
  /** The step's rlimits: CPU soft and hard, file size, open files, processes, address space (-1: none). */
  limits: number[];
  /** Bytes kept of each stream. */
  cap: number;
}

/** The file names a plain request carries (zygote.c's plain_name: no escapes, no spaces). */
export const PLAIN_NAME = /^(?!\.\.?$)[A-Za-z0-9._-]{1,200}$/;

/**
 * How a zygote whose interpreter does not read JSON (R's, Emacs's) is asked: one string of fields that
 * zygote.c's mcj_serve_plain_requests reads, so only the file names it reads.
 */
export const PLAIN_REQUESTS: Pick<ZygoteSpec, 'carries' | 'request'> = {
  carries: (name) => PLAIN_NAME.test(name),
  request: (r) => ({ r: [r.main, r.boxMb, r.tmpMb, r.cap, ...r.limits, r.files.length, ...r.files.flat()].join(' ') }),
};

/** One interpreter's zygote: how it is built and started, and how a request reaches it. */
export interface ZygoteSpec {
  /** The C library the zygote loads (zygote.c, or a source of its own that includes it), and what that source includes. */
  library: { source: string; included: string[] };
  /** Where the program's file is in the step's arguments (default 0: `racket N.rkt`). */
  mainArg?: number;
  /** The zygote's command line, given the built library and the seccomp filter's path. */
  argv(library: string, seccompFilter: string): string[];
  /** Host folders it reads. */
  readOnly: string[];
  /**
   * The pids a program's namespace uses when the program starts no process or thread of its own: its
   * init (1), the program (2), and what the interpreter itself runs for every program (R: 4).
   */
  processes: number;
  /** Its memory limit: the interpreter with what it loaded, and each fork's program too. */
  memoryMb: number;
  /** Whether the zygote can carry this file name (else the real command runs). */
  carries(name: string): boolean;
  /** The request line's fields (the pool adds the id). */
  request(request: ZygoteRequest): object;
}

/**
 * A program's run step from a zygote (docs/server.md#the-racket-zygote): an interpreter in the sandbox
 * that has loaded what every program needs once forks for each program; the fork makes a sandbox of
 * its own (zygote.c) and runs the program as the command line would. The program's code runs only in
 * that fork, which ends with it. Only an outcome the real command would give the same way is taken: a
 * program that ended by a signal, started another process or thread, used half its memory or time
 * limit or more, or ran out of time is handed to the real command, which gives the verdict.
 */
export class WarmZygote implements WarmCompiler {
  private readonly pool: WarmPool<ZygoteAnswer>;
  private failedInARow = 0;
  /** A zygote has answered here once: its failures since are never held against it (a program's OOM could cause one). */
  private answered = false;
  /** Why the zygote is not used on this host (its library does not build), if it is not. */
  private unusable?: string;

  constructor(private readonly spec: ZygoteSpec, private readonly sandbox: Sandbox) {
    let lib = '';
    try {
      lib = buildC('cc', spec.library.source, defaultCacheDir(), ['-shared', '-fPIC'], spec.library.included);
    } catch (e) {
      this.unusable = (e as Error).message;
    }
    const argv = spec.argv(lib, PROGRAM_FILTER);
    this.pool = new WarmPool<ZygoteAnswer>(() => ({ argv, readOnly: [...spec.readOnly, lib], memoryMb: spec.memoryMb, diskMb: 16, env: { PWD: '/box' }, forks: true }), sandbox, PROGRAMS_PER_PROCESS);
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    if (this.unusable) return { kind: 'failed', reason: this.unusable };
    if (this.failedInARow >= FAILED_STARTS_ALLOWED) return { kind: 'failed', reason: `the zygote failed ${this.failedInARow} times in a row: not used` };
    const { args, limits, outputCap, timeoutMs } = request;
    if (!limits || outputCap === undefined) return { kind: 'failed', reason: 'the zygote needs the step’s limits and output cap' };
    // The run folder as the real command would find it: the recipe's assets, then the program's files.
    const files = Object.entries({ ...request.assets, ...request.files }).map(([name, text]) => [name, Buffer.from(text, 'utf8')] as const);
    if (!files.every(([name]) => this.spec.carries(name))) return { kind: 'failed', reason: 'a file in a subfolder, or a name the zygote does not write' };
    const rlimits = this.sandbox.forkedRlimits(limits);
    const header = this.spec.request({
      main: args[this.spec.mainArg ?? 0], files: files.map(([name, data]) => [name, data.length]), boxMb: BOX_MB, tmpMb: limits.tmpMb,
      limits: [rlimits.cpu.soft, rlimits.cpu.hard, rlimits.fsize.soft, rlimits.nofile.soft, rlimits.nproc.soft, rlimits.as.soft],
      // One byte more than is kept: the step sees that its output was cut.
      cap: outputCap + 1,
    });
    // The files' bytes follow the line: the keeper reads them, the zygote never holds them.
    const outcome = await this.pool.ask(header, timeoutMs, { payload: Buffer.concat(files.map(([, data]) => data)), signal: request.signal });
    // Its process died or answered nonsense (never the program's doing: it cannot reach the zygote).
    if (!this.answered) this.failedInARow = outcome.kind === 'failed' && outcome.reason !== 'cancelled' ? this.failedInARow + 1 : 0;
    if (outcome.kind === 'timeout') return { kind: 'failed', reason: 'out of time in the zygote: the real command decides' };
    if (outcome.kind !== 'answer') return outcome;
    this.answered = true;
    const { answer, wallMs } = outcome;
    const handOn = typeof answer.exitCode !== 'number' ? `ended by signal ${answer.signal}`
      : (answer.lastPid ?? Infinity) > this.spec.processes ? 'another process or thread ran (its memory and CPU are not counted as a step counts them)'
      : (answer.maxRssKb ?? Infinity) * 2 > limits.memoryMb * 1024 ? `near its memory limit (${answer.maxRssKb} KiB)`
      : Math.max(answer.cpuMs ?? Infinity, wallMs) * 2 > timeoutMs ? `near its time limit (${answer.cpuMs} ms of CPU, ${wallMs} ms)`
      : undefined;
    if (handOn) return { kind: 'failed', reason: handOn };
    const stdout = fromBase64(answer.stdout);
    const stderr = fromBase64(answer.stderr);
    // The keeper holds only the streams' heads; the real command's capture also keeps their ends.
    if (Math.max(stdout.length, stderr.length) > outputCap) return { kind: 'failed', reason: 'its output passed the cap: the real command keeps the output’s end' };
    return { kind: 'done', exitCode: answer.exitCode!, stdout, stderr, written: {}, wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
