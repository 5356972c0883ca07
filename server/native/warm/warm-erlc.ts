import { accessSync, constants, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { fromBase64, WarmPool, type ServiceAnswer } from './warm-pool.ts';
import type { WarmCompile, WarmCompiler, WarmOutcome } from './warm-tsc.ts';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'erlc-service');
const SERVICE = join(FOLDER, 'mcjudge_warm_erlc.erl');
/** A compiler process is replaced after this many programs (its atom table only grows). */
const PROGRAMS_PER_PROCESS = 500;
/**
 * How erlc starts its `erl`, with the service loaded instead of `-s erl_compile compile_cmdline`: the
 * same emulator flags, boot and mode. erlc runs the `erl` beside itself when it is started by a path
 * (as the executor starts it) and there is one, else the first on PATH (erlc.c, get_default_emulator).
 */
const ERLC_FLAGS = ['+S1', '+sbtu', '+A0', '-noinput', '-mode', 'minimal', '-boot', 'no_dot_erlang'];
function emulatorOf(erlcPath: string): string {
  const beside = join(dirname(erlcPath), 'erl');
  try {
    accessSync(beside, constants.X_OK);
    return beside;
  } catch {
    return 'erl';
  }
}
const LOAD = `{ok, M, B} = compile:file("${SERVICE}", [binary, report]), {module, M} = code:load_binary(M, "${SERVICE}", B), M:main().`;

interface ErlcAnswer extends ServiceAnswer {
  exitCode?: number;
  /** Base64 of the bytes erlc would print on stdout and stderr. */
  stdout?: string;
  stderr?: string;
  /** Base64 of each file written, by base64 of its name in the run folder. */
  written?: Record<string, string>;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * `erlc N.erl` kept warm: erlc-service/mcjudge_warm_erlc.erl in the `erl` erlc starts, started as erlc starts it,
 * in the shared process pool, compiles each program with erlc's own entry (`erl_compile:compile/2`) in
 * the sandbox's /box, as the real erlc would in the program's. The compiler runs none of the program's
 * code: the current folder is off the code path (as in erlc), so a parse transform can only be OTP's,
 * and a program with a `-compile` attribute (parse transforms, output options) goes to the real erlc.
 */
export class WarmErlc implements WarmCompiler {
  private readonly pool: WarmPool<ErlcAnswer>;

  constructor(erlcPath: string, sandbox: Sandbox | undefined) {
    const emulator = emulatorOf(erlcPath);
    // OTP's folder, where the sandbox does not show it anyway (an OTP outside /usr and /opt).
    const otp = emulator === 'erl' ? undefined : dirname(dirname(realpathSync(emulator)));
    const readOnly = [FOLDER, ...(otp && !['/usr/', '/opt/'].some((v) => otp.startsWith(v)) ? [otp] : [])];
    // A program's run folder is on its slot's 1 GiB workspace: the service writes a .beam as large.
    const argv = [emulator, ...ERLC_FLAGS, '-eval', LOAD];
    this.pool = new WarmPool<ErlcAnswer>(() => ({ argv, readOnly, memoryMb: 2048, diskMb: 1024 }), sandbox, PROGRAMS_PER_PROCESS);
  }

  /**
   * Whether `erlc <args>` is one the warm compiler takes: one .erl file and no option, in the sandbox
   * only (where the compile's folder is /box for both, the name the compiled module records).
   */
  static serves(args: string[], sandboxed: boolean): boolean {
    return sandboxed && args.length === 1 && !args[0].startsWith('-') && !args[0].startsWith('+') && args[0].endsWith('.erl');
  }

  async compile(request: WarmCompile): Promise<WarmOutcome> {
    const { timeoutMs, files, args } = request;
    const ask = { args: args.map(base64), files: Object.fromEntries(Object.entries(files).map(([name, text]) => [base64(name), base64(text)])) };
    const outcome = await this.pool.ask(ask, timeoutMs);
    if (outcome.kind !== 'answer') return outcome;
    const { answer, wallMs } = outcome;
    if (answer.exitCode === undefined) return { kind: 'failed', reason: 'no exit code' };
    const written = Object.fromEntries(Object.entries(answer.written ?? {}).map(([name, data]) => [Buffer.from(name, 'base64').toString('utf8'), fromBase64(data)]));
    return { kind: 'done', exitCode: answer.exitCode, stdout: fromBase64(answer.stdout), stderr: fromBase64(answer.stderr), written, wallMs };
  }

  close(): void {
    this.pool.close();
  }
}
