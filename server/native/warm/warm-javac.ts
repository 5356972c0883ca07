import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { fromBase64, jvmToolService, WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'javac-service');
const SERVICE = join(FOLDER, 'WarmJavac.java');
const LAUNCHER = join(FOLDER, 'McjudgeWarmLauncher.java');
/** A compiler process is replaced after this many programs. */
const PROGRAMS_PER_PROCESS = 500;
interface JavacAnswer extends ServiceAnswer {
  exitCode?: number;
  /** Base64 of the bytes the real `java` would print on stderr. */
  stderr?: string;
  then?: string[];
  /** Base64 of each file, by name relative to the run folder. */
  written?: Record<string, string>;
}

/**
 * Java's source launcher (`java -ea N.java`) with its javac kept warm: javac-service/WarmJavac.java
 * (run by the recipe's `java`, so the same JDK) in the shared process pool compiles each program as
 * the launcher would; a compile error is the whole step's answer, a compiled program runs in a fresh
 * `java` through McjudgeWarmLauncher. The service runs none of the programs' code (`-proc:none`).
 */
export class WarmJavac implements WarmCompiler {
  private readonly pool: WarmPool<JavacAnswer>;

  constructor(javaPath: string, sandbox?: Sandbox) {
    const service = jvmToolService(javaPath, [FOLDER]);
    // Serial GC and C1 only: a small service that is fast from its first programs (C2 was slower on a
    // loaded 2-core machine); the flags change how fast javac runs, not what it writes. The two module
    // flags read the launcher's messages and let the service find the launcher's frames.
    const argv = [javaPath, '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', '--add-opens=jdk.compiler/com.sun.tools.javac.resources=ALL-UNNAMED', '--add-exports=jdk.compiler/com.sun.tools.javac.launcher=ALL-UNNAMED', SERVICE, LAUNCHER];
    this.pool = new WarmPool<JavacAnswer>(() => ({ argv, ...service, memoryMb: 2048 }), sandbox, PROGRAMS_PER_PROCESS);
  }

  /** Whether `java <args>` is a launch the warm javac takes: a source file after assertion options only. */
  static serves(args: string[]): boolean {
    const file = args.findIndex((a) => !/^-(ea|da|enableassertions|disableassertions)(:.*)?$|^-(esa|dsa|enablesystemassertions|disablesystemassertions)$/.test(a));
    return file >= 0 && args[file].endsWith('.java');
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    const { timeoutMs, files, ...ask } = request;
    const encoded = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'utf8').toString('base64')]));
    const outcome = await this.pool.ask({ ...ask, files: encoded }, timeoutMs);
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    if (answer.exitCode === undefined) return { kind: 'failed', reason: 'no exit code' };
    const written = Object.fromEntries(Object.entries(answer.written ?? {}).map(([name, data]) => [name, fromBase64(data)]));
    const stderr = fromBase64(answer.stderr);
    return { kind: 'done', exitCode: answer.exitCode, stdout: '', stderr, written, ...(answer.then ? { then: answer.then } : {}), wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
