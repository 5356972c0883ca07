import { OutputCapture } from '../output-capture.ts';
import type { Job, WasmRuntime } from '../runtime.ts';
import { AWK_DATA_FILES, SYSTEM_FILES } from './fixtures.ts';
import { handOnReason, stderrReason, type Dialect } from './hand-on-rules.ts';

/** The wasm-bindgen glue of rust-bash's WebAssembly build (never its native Node addon). */
interface RustBashWasm {
  initSync(input: { module: BufferSource }): unknown;
  WasmBash: new (config: object) => WasmBash;
}
interface WasmBash {
  exec(command: string): { stdout: string; stderr: string; exitCode: number };
  mkdir(path: string, recursive: boolean): void;
  free(): void;
}

/**
 * A step as the native toolchain runs it (`bash 1.sh`, AWK's `sh -c '<command>'`). The WasmExecutor gives
 * it to runtimes that run command lines; without it the job runs as `bash <main>` (Shell's recipe).
 */
export type CommandJob = Job & { argv?: string[]; cwd?: string };

/** Where the program's folder is, as in the native sandbox. */
const BOX = '/box';
/**
 * The environment the native sandbox gives (server/sandbox/sandbox.ts). USER only names the sandbox's user
 * (uid 65534, `nobody`) for rust-bash's `whoami`; a program that reads $USER or lists the environment is
 * handed on (hand-on-rules.ts), since natively it is unset.
 */
const ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: BOX, TMPDIR: '/tmp', USER: 'nobody' };
/** rust-bash's limits stop a program natively unlimited; they are set out of reach: the host's timeout ends it. */
const UNLIMITED = 2 ** 50;
const LIMITS = {
  maxCommandCount: UNLIMITED,
  maxLoopIterations: UNLIMITED,
  maxExecutionTimeSecs: UNLIMITED,
  // rust-bash keeps a program's output in memory until it ends: past this much it stops the program.
  maxOutputSize: 256 << 20,
  maxCallDepth: 10_000,
  maxStringLength: 256 << 20,
  maxGlobResults: UNLIMITED,
  maxSubstitutionDepth: 1_000,
  maxHeredocSize: 256 << 20,
  maxBraceExpansion: UNLIMITED,
};

/** rust-bash's parse errors for a script that ends too early (bash: "unexpected end of file"). */
const UNFINISHED = /^parse error: (?:syntax error at end of input|unterminated (?:single|double) quote|unterminated)/;

let wasm: RustBashWasm;

const quote = (arg: string) => (/^[\w./=:@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/** Which shell the step's command line runs: AWK's recipe uses `sh` (dash on Debian), Shell's `bash`. */
function dialectOf(argv: string[]): Dialect {
  return argv[0] === 'sh' || argv[0] === '/bin/sh' ? 'sh' : 'bash';
}

/** The step's source, for the static rules: the script file (`bash 1.sh`) or the `-c` command. */
function sourceOf(job: CommandJob, argv: string[]): string {
  const c = argv.indexOf('-c');
  if (c !== -1) return argv[c + 1] ?? '';
  return job.files.find((f) => f.path === argv[1])?.text ?? '';
}

/**
 * Runs a step as bash 5.2 (Shell) or dash with gawk (AWK) would, with rust-bash (a bash reimplementation in
 * Rust, awk, sed, sort, bc... built in) compiled to WebAssembly: a fresh interpreter per program over a
 * virtual file system holding only the program's files and the fixtures of fixtures.ts; it has no host
 * file system, no processes and no network. What it does not run like bash and gawk is handed on
 * (hand-on-rules.ts), and so is a run that stops with rust-bash's "not supported" or a limit.
 */
export const runtime: WasmRuntime = {
  async load(assets) {
    wasm = await assets.importModule<RustBashWasm>('rust-bash', 'wasm/rust_bash.js');
    wasm.initSync({ module: (await assets.bytes('rust-bash', 'wasm/rust_bash_bg.wasm')) as BufferSource });
    const { version } = JSON.parse(new TextDecoder().decode(await assets.bytes('rust-bash', 'package.json'))) as { version: string };
    return `rust-bash ${version}`;
  },
  async run(job: CommandJob) {
    const argv = job.argv ?? ['bash', job.main];
    const out = new OutputCapture(job.outputCap);
    const dialect = dialectOf(argv);
    const reason = handOnReason(dialect, sourceOf(job, argv));
    if (reason) return out.finish({ exitCode: null, unavailable: reason });
    const files: Record<string, string> = { ...SYSTEM_FILES };
    for (const [path, text] of Object.entries(AWK_DATA_FILES)) files[`${BOX}/${path}`] = text;
    for (const f of job.files) files[`${BOX}/${f.path}`] = f.text;
    const cwd = job.cwd ? `${BOX}/${job.cwd}` : BOX;
    const bash = new wasm.WasmBash({ files, cwd: BOX, env: ENV, executionLimits: LIMITS });
    try {
      // The step's folder exists, as the native executor makes it (AWK's paper mode runs the answer in `answer/`).
      if (cwd !== BOX) bash.mkdir(cwd, true);
      const result = bash.exec((cwd !== BOX ? `cd ${quote(cwd)} && ` : '') + argv.map(quote).join(' '));
      const unlike = stderrReason(result.stderr);
      if (unlike) return out.finish({ exitCode: null, unavailable: unlike });
      out.write('stdout', result.stdout);
      out.write('stderr', result.stderr);
      return out.finish({ exitCode: result.exitCode & 0xff });
    } catch (e) {
      const message = (e as Error).message;
      // A script that ends inside a construct or a quote: bash refuses it too, with status 2 (after running
      // the lines before it, which cannot change a verdict by exit status; AWK's by output is handed on).
      if (dialect === 'bash' && UNFINISHED.test(message)) {
        out.write('stderr', `${argv[1]}: ${message}\n`);
        return out.finish({ exitCode: 2 });
      }
      // Another parse error, a limit or an internal error: rust-bash throws and the output is lost.
      return out.finish({ exitCode: null, unavailable: `rust-bash stopped the program: ${message}` });
    } finally {
      bash.free();
    }
  },
};
