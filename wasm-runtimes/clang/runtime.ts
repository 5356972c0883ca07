import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI, WASIProcExit } from '@bjorn3/browser_wasi_shim';
import { OutputCapture } from '../output-capture.ts';
import type { Job, StepOutput, WasmRuntime } from '../runtime.ts';

type Tree = { [name: string]: Tree | string | Uint8Array };
type Command = (args: string[], files: Tree, options: { stdout?: (b: Uint8Array | null) => void; stderr?: (b: Uint8Array | null) => void; decodeASCII?: boolean }) => Promise<Tree | undefined>;
interface YowaspClang {
  commands: { clang: Command; 'clang++': Command };
  Exit: new (...a: never[]) => Error & { code: number };
}

/**
 * C and C++ with clang compiled to WebAssembly, targeting wasm32-wasip1, the program then run under a WASI
 * shim. Flags follow the native recipe (gcc / g++ -std=c++11) and keep gcc 12's C leniency: what gcc only
 * warns about in C (implicit declarations, int conversions) stays a warning. The stack is 8 MiB, as on
 * Linux. Address 0 is ordinary memory in WebAssembly, so a write through a null pointer would go
 * unnoticed: the first 1 KiB (below the data, never used) is checked after the run, and a write there
 * ends the program as SIGSEGV, as it would natively.
 * C++ is built with -fno-exceptions (the WASI libc++ has no unwinder): a program that throws or catches
 * is handed to a native compiler. So is one whose compile times out (a 128 MB static array takes clang in
 * WebAssembly minutes): the executor hands on every compile-step timeout.
 */
const GCC_LENIENCY = [
  '-Wno-error=implicit-function-declaration',
  '-Wno-error=implicit-int',
  '-Wno-error=int-conversion',
  '-Wno-error=incompatible-pointer-types',
  '-Wno-error=incompatible-function-pointer-types',
  '-Wno-error=return-type',
];
const STACK = '-Wl,-z,stack-size=8388608';
const INCLUDE_DIR = 'mcjudge-include';
const FLAGS: Record<string, { driver: 'clang' | 'clang++'; args: string[] }> = {
  c: { driver: 'clang', args: ['-O0', ...GCC_LENIENCY, STACK, '-lm'] },
  // g++ is as strict as clang++ about these: no leniency flags for C++.
  cpp: { driver: 'clang++', args: ['-O0', '-std=c++11', '-fno-exceptions', `-I${INCLUDE_DIR}`, STACK] },
};
/** libstdc++'s `<bits/stdc++.h>` (every standard header at once), which libc++ lacks: the same list. */
const BITS_STDCXX = [
  'cassert', 'cctype', 'cerrno', 'cfloat', 'ciso646', 'climits', 'clocale', 'cmath', 'cstdarg',
  'cstddef', 'cstdio', 'cstdlib', 'cstring', 'ctime', 'cwchar', 'cwctype', 'ccomplex', 'cfenv', 'cinttypes', 'cstdint',
  'cuchar', 'algorithm', 'bitset', 'complex', 'deque', 'exception', 'fstream', 'functional', 'iomanip', 'ios', 'iosfwd',
  'iostream', 'istream', 'iterator', 'limits', 'list', 'locale', 'map', 'memory', 'new', 'numeric', 'ostream', 'queue',
  'set', 'sstream', 'stack', 'stdexcept', 'streambuf', 'string', 'typeinfo', 'utility', 'valarray', 'vector', 'array',
  'atomic', 'chrono', 'codecvt', 'forward_list', 'initializer_list', 'random', 'ratio', 'regex', 'scoped_allocator',
  'system_error', 'tuple', 'typeindex', 'type_traits', 'unordered_map', 'unordered_set',
].map((h) => `#include <${h}>`).join('\n') + '\n';
/** Compile errors that are WASI's or wasm32's limits, not the program's: C++ exceptions, signals, setjmp, 32-bit sizes. */
const WASI_LIMITS: [RegExp, string][] = [
  [/exceptions? (?:are )?disabled|__cxa_throw|__cxa_begin_catch/, 'the program uses C++ exceptions, which the WebAssembly libc++ does not support'],
  [/wasm32-wasip1\/[^:\n]+:\d+:\d+: error: (.{0,80})/, 'the program uses a header WASI does not support'],
  [/error: array is too large/, 'the program declares an array beyond wasm32\'s 4 GiB address space (a 64-bit gcc compiles it)'],
];

/** What a WebAssembly trap would have been natively: abort() (a failed assert) is SIGABRT. */
function trapSignal(message: string): string {
  if (/unreachable/.test(message)) return 'SIGABRT';
  if (/divide by zero|integer overflow/.test(message)) return 'SIGFPE';
  return 'SIGSEGV';
}

let clang: YowaspClang;

export const runtime: WasmRuntime = {
  async load(assets) {
    clang = await assets.importModule<YowaspClang>('@yowasp/clang', 'gen/bundle.js');
    const out = new OutputCapture(1 << 16);
    const built = await compile({ files: [{ path: 'probe.c', text: 'int main(void) { return 0; }' }], main: 'probe.c', outputCap: 1 << 16 }, out);
    if (!built) throw new Error(`clang cannot build a C program: ${out.finish({ exitCode: 1 }).stderr}`);
    const version = await clangVersion();
    return `clang ${version} (wasm32-wasip1)`;
  },
  async compile(job) {
    const out = new OutputCapture(job.outputCap);
    const artifact = await compile(job, out);
    const output = out.finish({ exitCode: artifact ? 0 : 1 });
    const limit = artifact ? undefined : WASI_LIMITS.find(([pattern]) => pattern.test(output.stderr));
    if (limit) return { output: { ...output, unavailable: `${limit[1]}: ${limit[0].exec(output.stderr)![0].slice(0, 160)}` } };
    return { output, artifact };
  },
  async run(job) {
    return runWasi(job);
  },
};

async function clangVersion(): Promise<string> {
  let text = '';
  await clang.commands.clang(['--version'], {}, { stdout: (b) => b && (text += new TextDecoder().decode(b)) }).catch(() => undefined);
  return /version (\S+)/.exec(text)?.[1] ?? 'unknown';
}

async function compile(job: Job, out: OutputCapture): Promise<Uint8Array | undefined> {
  const ext = job.main.split('.').pop() ?? 'c';
  const flags = FLAGS[ext] ?? FLAGS.c;
  const files: Tree = { [INCLUDE_DIR]: { bits: { 'stdc++.h': BITS_STDCXX } } };
  for (const f of job.files) files[f.path] = f.text;
  const sink = (stream: 'stdout' | 'stderr') => (b: Uint8Array | null) => b && out.write(stream, b);
  try {
    const tree = await clang.commands[flags.driver]([job.main, '-o', 'program.wasm', ...flags.args], files, { stdout: sink('stdout'), stderr: sink('stderr') });
    const artifact = tree?.['program.wasm'];
    return artifact instanceof Uint8Array ? artifact : undefined;
  } catch (e) {
    if (e instanceof clang.Exit) return undefined;
    throw e;
  }
}

/** Bytes below wasm-ld's default global base (1024): nothing of the program lives there. */
const NULL_PAGE = 1024;

function wroteThroughNull(memory: WebAssembly.Memory): boolean {
  return new Uint8Array(memory.buffer, 0, NULL_PAGE).some((b) => b !== 0);
}

function nullWrite(out: OutputCapture): StepOutput {
  out.write('stderr', 'mcjudge: the program wrote through a null pointer (SIGSEGV natively)\n');
  return out.finish({ exitCode: null, signal: 'SIGSEGV' });
}

async function runWasi(job: Job): Promise<StepOutput> {
  const out = new OutputCapture(job.outputCap);
  if (!job.artifact) throw new Error('C runs after its compile step');
  const fds = [
    new OpenFile(new File([])),
    new ConsoleStdout((b) => out.write('stdout', b)),
    new ConsoleStdout((b) => out.write('stderr', b)),
    new PreopenDirectory('.', new Map(job.files.map((f) => [f.path, new File(new TextEncoder().encode(f.text))]))),
  ];
  const wasi = new WASI([job.main.replace(/\.\w+$/, '')], [], fds, { debug: false });
  const module = await WebAssembly.compile(job.artifact as BufferSource);
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const memory = instance.exports.memory as WebAssembly.Memory;
  const end = (exitCode: number) => (wroteThroughNull(memory) ? nullWrite(out) : out.finish({ exitCode: exitCode & 0xff }));
  try {
    return end(wasi.start(instance as { exports: { memory: WebAssembly.Memory; _start: () => unknown } }));
  } catch (e) {
    if (e instanceof WASIProcExit) return end(e.code);
    if (e instanceof WebAssembly.RuntimeError || e instanceof RangeError) {
      const signal = e instanceof RangeError ? 'SIGSEGV' : trapSignal((e as Error).message);
      return out.finish({ exitCode: null, signal });
    }
    throw e;
  }
}
