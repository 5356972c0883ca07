import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildC } from '../../sandbox/build-c.ts';
import { PROGRAM_FILTER, type Sandbox } from '../../sandbox/sandbox.ts';
import { defaultCacheDir } from '../dependency-cache.ts';
import { WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'racket-service');
/** A zygote is replaced after this many programs (it runs none of their code; this bounds what it could grow). */
const PROGRAMS_PER_PROCESS = 1000;
/** The zygote's memory: racket with `racket` and `rackunit` loaded is about 130 MB, and each fork's program counts too. */
const ZYGOTE_MEMORY_MB = 1024;
/**
 * A zygote that dies without answering this many times in a row (a racket it cannot run on: another
 * version's internals, no FFI) is not started again: every program goes to the real command.
 */
const FAILED_STARTS_ALLOWED = 3;

interface ZygoteAnswer extends ServiceAnswer {
  /** The program's exit code, or null when a signal ended it. */
  exitCode?: number | null;
  signal?: number | false;
  /** Its peak resident memory (KiB). */
  maxRssKb?: number;
  /** Base64 of the first `cap` bytes it wrote on each. */
  stdout?: string;
  stderr?: string;
}

const bytes = (data: string | undefined) => new Uint8Array(Buffer.from(data ?? '', 'base64'));

/**
 * `racket N.rkt` (and `racket N.scm`) from a zygote (docs/server.md#the-racket-zygote): a racket in the
 * sandbox that has loaded `racket` and `rackunit` once forks for each program; the fork makes a sandbox
 * of its own (zygote.c) and runs the program as the command line would (racket-service/run-file.rkt).
 * The program's code runs only in that fork, which ends with it. Only an outcome the real command
 * would give the same way is taken: a program that ended by a signal, used half its memory limit or
 * more, or ran out of time is handed to the real command, which gives the verdict.
 */
export class WarmRacket implements WarmCompiler {
  private readonly pool: WarmPool<ZygoteAnswer>;
  private failedInARow = 0;
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
    const { args, limits, outputCap } = request;
    if (!limits || outputCap === undefined) return { kind: 'failed', reason: 'the zygote needs the step’s limits and output cap' };
    // The run folder as the real command would find it: the recipe's assets, then the program's files.
    const files = { ...request.assets, ...request.files };
    if (Object.keys(files).some((name) => name.includes('/'))) return { kind: 'failed', reason: 'a file in a subfolder' };
    const rlimits = this.sandbox.forkedRlimits(limits);
    const ask = {
      main: args[0], files, boxMb: limits.tmpMb, tmpMb: limits.tmpMb,
      limits: [rlimits.cpu.soft, rlimits.cpu.hard, rlimits.fsize.soft, rlimits.nofile.soft, rlimits.nproc.soft, rlimits.as.soft],
      // One byte more than is kept: the step sees that its output was cut.
      cap: outputCap + 1,
    };
    const outcome = await this.pool.ask(ask, request.timeoutMs);
    // Its process died or answered nonsense (never the program's doing: it cannot reach the zygote).
    this.failedInARow = outcome.kind === 'failed' ? this.failedInARow + 1 : 0;
    if (outcome.kind === 'timeout') return { kind: 'failed', reason: 'out of time in the zygote: the real command decides' };
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    if (typeof answer.exitCode !== 'number') return { kind: 'failed', reason: `ended by signal ${answer.signal}` };
    if ((answer.maxRssKb ?? Infinity) * 2 > limits.memoryMb * 1024) return { kind: 'failed', reason: `near its memory limit (${answer.maxRssKb} KiB)` };
    return { kind: 'done', exitCode: answer.exitCode, stdout: bytes(answer.stdout), stderr: bytes(answer.stderr), written: {}, wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
