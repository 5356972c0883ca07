import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildC } from '../../sandbox/build-c.ts';
import { PROGRAM_FILTER, type Sandbox } from '../../sandbox/sandbox.ts';
import { defaultCacheDir } from '../dependency-cache.ts';
import { fromBase64, WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'racket-service');
/** A zygote is replaced after this many programs (it runs none of their code; this bounds what it could grow). */
const PROGRAMS_PER_PROCESS = 1000;
/** The zygote's memory: racket with `racket` and `rackunit` loaded is about 130 MB, and each fork's program counts too. */
const ZYGOTE_MEMORY_MB = 1024;
/**
 * A zygote that fails this many times in a row before any has answered (a racket it cannot run on:
 * another version's internals, no FFI) is not started again: every program goes to the real command.
 */
const FAILED_STARTS_ALLOWED = 3;

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

/** The size of the keeper's /box: a slot's workspace's (the sandbox's default disk). */
const BOX_MB = 1024;
/** A name the keeper can write in its /box as the run folder holds it. */
const plainName = (name: string) => name !== '' && name !== '.' && name !== '..' && !/[/\0]/.test(name);

/**
 * `racket N.rkt` (and `racket N.scm`) from a zygote (docs/server.md#the-racket-zygote): a racket in the
 * sandbox that has loaded `racket` and `rackunit` once forks for each program; the fork makes a sandbox
 * of its own (zygote.c) and runs the program as the command line would (racket-service/run-file.rkt).
 * The program's code runs only in that fork, which ends with it. Only an outcome the real command
 * would give the same way is taken: a program that ended by a signal, started another process or
 * thread, used half its memory or time limit or more, or ran out of time is handed to the real
 * command, which gives the verdict.
 */
export class WarmRacket implements WarmCompiler {
  private readonly pool: WarmPool<ZygoteAnswer>;
  private failedInARow = 0;
  /** A zygote has answered here once: its failures since are never held against it (a program's OOM could cause one). */
  private answered = false;
  /** Why the zygote is not used on this host (its library does not build), if it is not. */
  private unusable?: string;

  constructor(racketPath: string, private readonly sandbox: Sandbox) {
    let lib = '';
    try {
      lib = buildC('cc', join(FOLDER, 'zygote.c'), defaultCacheDir(), ['-shared', '-fPIC']);
    } catch (e) {
      this.unusable = (e as Error).message;
    }
    const argv = [racketPath, join(FOLDER, 'zygote.rkt'), lib, PROGRAM_FILTER];
    this.pool = new WarmPool<ZygoteAnswer>(() => ({ argv, readOnly: [FOLDER, lib], memoryMb: ZYGOTE_MEMORY_MB, diskMb: 16, env: { PWD: '/box' }, forks: true }), sandbox, PROGRAMS_PER_PROCESS);
  }

  /** Whether `racket <args>` is one the zygote takes: one .rkt or .scm file in the step's folder, no option. */
  static serves(args: string[], sandboxed: boolean): boolean {
    return sandboxed && args.length === 1 && /^[^-/][^/]*\.(rkt|scm)$/.test(args[0]);
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    if (this.unusable) return { kind: 'failed', reason: this.unusable };
    if (this.failedInARow >= FAILED_STARTS_ALLOWED) return { kind: 'failed', reason: `the zygote failed ${this.failedInARow} times in a row: not used` };
    const { args, limits, outputCap, timeoutMs } = request;
    if (!limits || outputCap === undefined) return { kind: 'failed', reason: 'the zygote needs the step’s limits and output cap' };
    // The run folder as the real command would find it: the recipe's assets, then the program's files.
    const files = Object.entries({ ...request.assets, ...request.files }).map(([name, text]) => [name, Buffer.from(text, 'utf8')] as const);
    if (!files.every(([name]) => plainName(name))) return { kind: 'failed', reason: 'a file in a subfolder, or a name the zygote does not write' };
    const rlimits = this.sandbox.forkedRlimits(limits);
    const header = {
      main: args[0], files: files.map(([name, data]) => [name, data.length]), boxMb: BOX_MB, tmpMb: limits.tmpMb,
      limits: [rlimits.cpu.soft, rlimits.cpu.hard, rlimits.fsize.soft, rlimits.nofile.soft, rlimits.nproc.soft, rlimits.as.soft],
      // One byte more than is kept: the step sees that its output was cut.
      cap: outputCap + 1,
    };
    // The files' bytes follow the line: the keeper reads them, the zygote never holds them.
    const outcome = await this.pool.ask(header, timeoutMs, { payload: Buffer.concat(files.map(([, data]) => data)), signal: request.signal });
    // Its process died or answered nonsense (never the program's doing: it cannot reach the zygote).
    if (!this.answered) this.failedInARow = outcome.kind === 'failed' && outcome.reason !== 'cancelled' ? this.failedInARow + 1 : 0;
    if (outcome.kind === 'timeout') return { kind: 'failed', reason: 'out of time in the zygote: the real command decides' };
    if (outcome.kind !== 'answer') return outcome;
    this.answered = true;
    const { answer, wallMs } = outcome;
    const handOn = typeof answer.exitCode !== 'number' ? `ended by signal ${answer.signal}`
      : (answer.lastPid ?? Infinity) > 2 ? 'another process or thread ran (its memory and CPU are not counted as a step counts them)'
      : (answer.maxRssKb ?? Infinity) * 2 > limits.memoryMb * 1024 ? `near its memory limit (${answer.maxRssKb} KiB)`
      : Math.max(answer.cpuMs ?? Infinity, wallMs) * 2 > timeoutMs ? `near its time limit (${answer.cpuMs} ms of CPU, ${wallMs} ms)`
      : undefined;
    if (handOn) return { kind: 'failed', reason: handOn };
    return { kind: 'done', exitCode: answer.exitCode!, stdout: fromBase64(answer.stdout), stderr: fromBase64(answer.stderr), written: {}, wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
