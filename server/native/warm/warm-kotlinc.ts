import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { fromBase64, jvmToolService, WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const FOLDER = join(HERE, 'kotlinc-service');
/** WarmKotlinc shares WarmJavac's JSON (start-service compiles the two together). */
const JAVAC_FOLDER = join(HERE, 'javac-service');
const START = join(FOLDER, 'start-service');
/** A compiler process is replaced after this many programs. */
const PROGRAMS_PER_PROCESS = 500;
interface KotlincAnswer extends ServiceAnswer {
  exitCode?: number;
  then?: string[];
  /** Base64 of each file, by name relative to the run folder. */
  written?: Record<string, string>;
}

/**
 * Kotlin's `kotlinc -script N.kts` with its compiler kept warm: kotlinc-service/WarmKotlinc.java (started
 * through the recipe's `kotlinc`, so the same compiler, JVM and JDK) in the shared process pool runs
 * kotlinc's own `-script` command line up to the point where kotlinc would construct the script, and
 * keeps the compiled classes instead; the step then goes on in a fresh JVM started by the step's
 * `kotlinc`, whose main class (McjudgeKotlinScript) prints the compiler's messages and runs the script
 * as kotlinc would. The service runs none of the programs' code.
 */
export class WarmKotlinc implements WarmCompiler {
  private readonly pool: WarmPool<KotlincAnswer>;

  constructor(kotlincPath: string, sandbox?: Sandbox) {
    // The Kotlin home is where the kotlinc script finds it too (its own path with links resolved, then ..).
    const service = jvmToolService(kotlincPath, [FOLDER, JAVAC_FOLDER]);
    // After kotlinc's own JVM options: more heap for a compiler that serves many programs, the serial
    // GC, and the compiler's application environment kept between programs (what the Kotlin daemon
    // does); they change how fast the compiler runs, not what it writes.
    const options = ['-Xmx768M', '-XX:+UseSerialGC', '-Dkotlin.environment.keepalive=true'];
    this.pool = new WarmPool<KotlincAnswer>(() => ({ argv: ['/bin/bash', START, kotlincPath, ...options], ...service, memoryMb: 2048 }), sandbox, PROGRAMS_PER_PROCESS);
  }

  /** Whether `kotlinc <args>` is a run the warm compiler takes: `-script N.kts` and plain arguments only. */
  static serves(args: string[]): boolean {
    return args.length >= 2 && args[0] === '-script' && args[1].endsWith('.kts') && args.slice(1).every((a) => !a.startsWith('-') && !a.startsWith('@'));
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    const { timeoutMs, files, ...ask } = request;
    const encoded = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'utf8').toString('base64')]));
    const outcome = await this.pool.ask({ ...ask, files: encoded }, timeoutMs);
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    if (answer.exitCode === undefined || !answer.then) return { kind: 'failed', reason: 'no run to go on with' };
    const written = Object.fromEntries(Object.entries(answer.written ?? {}).map(([name, data]) => [name, fromBase64(data)]));
    return { kind: 'done', exitCode: answer.exitCode, stdout: '', stderr: new Uint8Array(), written, then: answer.then, wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
