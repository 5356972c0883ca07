import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Step } from '@mcjudge/core';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { fromBase64, jvmToolService, WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'scalac-service');
const START = join(FOLDER, 'start-service');
/** A compiler process is replaced after this many programs. */
const PROGRAMS_PER_PROCESS = 500;
/**
 * The service's JVM options (its JAVA_OPTS): serial GC and C1 only, as for the warm javac; they change
 * how fast scalac runs, not what it writes.
 */
const SERVICE_JAVA_OPTS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto'];

interface ScalacAnswer extends ServiceAnswer {
  exitCode?: number;
  /** Base64 of the bytes the real `scala` would print on stderr. */
  stderr?: string;
  /** Base64 of the arguments of the `scala` that goes on, NUL-separated. */
  then?: string;
  /** Base64 of each file, by name relative to the run folder. */
  written?: Record<string, string>;
}

/**
 * Scala 2's script runner (`scala -nc N.scala`) with its compiler kept warm: scalac-service/WarmScalac.java
 * (started through the recipe's `scala`, so the same JVM command line, jars and compiler) in the shared
 * process pool compiles each program as the runner's ScriptRunner would; a compile error is the whole
 * step's answer, a compiled program runs in a fresh `scala` through McjudgeWarmScala. The service runs
 * none of the programs' code (no plugin, and a macro cannot be expanded in the run that defines it).
 */
export class WarmScalac implements WarmCompiler {
  private readonly pool: WarmPool<ScalacAnswer>;

  constructor(scalaPath: string, sandbox?: Sandbox) {
    // Without a sandbox LANG also sets the runner script's glob order (the class path's).
    const service = jvmToolService(scalaPath, [FOLDER]);
    const argv = [START, scalaPath, ...SERVICE_JAVA_OPTS];
    this.pool = new WarmPool<ScalacAnswer>(() => ({ argv, ...service, memoryMb: 2048 }), sandbox, PROGRAMS_PER_PROCESS);
  }

  /**
   * Whether the step is one the warm compiler takes: exactly `scala -nc <file>.scala [args]`, with no
   * environment but a JAVA_OPTS that sets user.home (which scalac does not read).
   */
  static serves(step: Step): boolean {
    const env = Object.entries(step.env ?? {});
    if (env.some(([k, v]) => k !== 'JAVA_OPTS' || !/^-Duser\.home=\S*$/.test(v))) return false;
    const [, option, file] = step.argv;
    return option === '-nc' && file !== undefined && !file.startsWith('-') && file.endsWith('.scala');
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    const { timeoutMs, files, args } = request;
    const fields = [...args, '', ...Object.entries(files).flatMap(([name, text]) => [name, Buffer.from(text, 'utf8').toString('base64')])];
    const data = Buffer.from(fields.join('\0'), 'utf8').toString('base64');
    const outcome = await this.pool.ask({ data }, timeoutMs);
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    if (answer.exitCode === undefined) return { kind: 'failed', reason: 'no exit code' };
    const written = Object.fromEntries(Object.entries(answer.written ?? {}).map(([name, bytes]) => [name, fromBase64(bytes)]));
    const stderr = fromBase64(answer.stderr);
    const then = answer.then === undefined ? undefined : Buffer.from(answer.then, 'base64').toString('utf8').split('\0');
    return { kind: 'done', exitCode: answer.exitCode, stdout: '', stderr, written, ...(then ? { then } : {}), wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
