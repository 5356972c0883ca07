import {
  ConsoleStdout,
  File,
  OpenFile,
  PreopenDirectory,
  WASI,
  WASIProcExit
} from "./chunk-M3BV734N.js";
import {
  OutputCapture
} from "./chunk-DRTXTAW4.js";
import "./chunk-PIRHQTI4.js";

// wasm-runtimes/clang/runtime.ts
var GCC_LENIENCY = [
  "-Wno-error=implicit-function-declaration",
  "-Wno-error=implicit-int",
  "-Wno-error=int-conversion",
  "-Wno-error=incompatible-pointer-types",
  "-Wno-error=incompatible-function-pointer-types",
  "-Wno-error=return-type"
];
var STACK = "-Wl,-z,stack-size=8388608";
var INCLUDE_DIR = "mcjudge-include";
var FLAGS = {
  c: { driver: "clang", args: ["-O0", ...GCC_LENIENCY, STACK, "-lm"] },
  // g++ is as strict as clang++ about these: no leniency flags for C++.
  cpp: { driver: "clang++", args: ["-O0", "-std=c++11", "-fno-exceptions", `-I${INCLUDE_DIR}`, STACK] }
};
var BITS_STDCXX = [
  "cassert",
  "cctype",
  "cerrno",
  "cfloat",
  "ciso646",
  "climits",
  "clocale",
  "cmath",
  "cstdarg",
  "cstddef",
  "cstdio",
  "cstdlib",
  "cstring",
  "ctime",
  "cwchar",
  "cwctype",
  "ccomplex",
  "cfenv",
  "cinttypes",
  "cstdint",
  "cuchar",
  "algorithm",
  "bitset",
  "complex",
  "deque",
  "exception",
  "fstream",
  "functional",
  "iomanip",
  "ios",
  "iosfwd",
  "iostream",
  "istream",
  "iterator",
  "limits",
  "list",
  "locale",
  "map",
  "memory",
  "new",
  "numeric",
  "ostream",
  "queue",
  "set",
  "sstream",
  "stack",
  "stdexcept",
  "streambuf",
  "string",
  "typeinfo",
  "utility",
  "valarray",
  "vector",
  "array",
  "atomic",
  "chrono",
  "codecvt",
  "forward_list",
  "initializer_list",
  "random",
  "ratio",
  "regex",
  "scoped_allocator",
  "system_error",
  "tuple",
  "typeindex",
  "type_traits",
  "unordered_map",
  "unordered_set"
].map((h) => `#include <${h}>`).join("\n") + "\n";
var WASI_LIMITS = [
  [/exceptions? (?:are )?disabled|__cxa_throw|__cxa_begin_catch/, "the program uses C++ exceptions, which the WebAssembly libc++ does not support"],
  [/wasm32-wasip1\/[^:\n]+:\d+:\d+: error: (.{0,80})/, "the program uses a header WASI does not support"],
  [/error: array is too large/, "the program declares an array beyond wasm32's 4 GiB address space (a 64-bit gcc compiles it)"]
];
function trapSignal(message) {
  if (/unreachable/.test(message)) return "SIGABRT";
  if (/divide by zero|integer overflow/.test(message)) return "SIGFPE";
  return "SIGSEGV";
}
var clang;
var runtime = {
  async load(assets) {
    clang = await assets.importModule("@yowasp/clang", "gen/bundle.js");
    const out = new OutputCapture(1 << 16);
    const built = await compile({ files: [{ path: "probe.c", text: "int main(void) { return 0; }" }], main: "probe.c", outputCap: 1 << 16 }, out);
    if (!built) throw new Error(`clang cannot build a C program: ${out.finish({ exitCode: 1 }).stderr}`);
    const version = await clangVersion();
    return `clang ${version} (wasm32-wasip1)`;
  },
  async compile(job) {
    const out = new OutputCapture(job.outputCap);
    const artifact = await compile(job, out);
    const output = out.finish({ exitCode: artifact ? 0 : 1 });
    const limit = artifact ? void 0 : WASI_LIMITS.find(([pattern]) => pattern.test(output.stderr));
    if (limit) return { output: { ...output, unavailable: `${limit[1]}: ${limit[0].exec(output.stderr)[0].slice(0, 160)}` } };
    return { output, artifact };
  },
  async run(job) {
    return runWasi(job);
  }
};
async function clangVersion() {
  let text = "";
  await clang.commands.clang(["--version"], {}, { stdout: (b) => b && (text += new TextDecoder().decode(b)) }).catch(() => void 0);
  return /version (\S+)/.exec(text)?.[1] ?? "unknown";
}
async function compile(job, out) {
  const ext = job.main.split(".").pop() ?? "c";
  const flags = FLAGS[ext] ?? FLAGS.c;
  const files = { [INCLUDE_DIR]: { bits: { "stdc++.h": BITS_STDCXX } } };
  for (const f of job.files) files[f.path] = f.text;
  const sink = (stream) => (b) => b && out.write(stream, b);
  try {
    const tree = await clang.commands[flags.driver]([job.main, "-o", "program.wasm", ...flags.args], files, { stdout: sink("stdout"), stderr: sink("stderr") });
    const artifact = tree?.["program.wasm"];
    return artifact instanceof Uint8Array ? artifact : void 0;
  } catch (e) {
    if (e instanceof clang.Exit) return void 0;
    throw e;
  }
}
var NULL_PAGE = 1024;
function wroteThroughNull(memory) {
  return new Uint8Array(memory.buffer, 0, NULL_PAGE).some((b) => b !== 0);
}
function nullWrite(out) {
  out.write("stderr", "mcjudge: the program wrote through a null pointer (SIGSEGV natively)\n");
  return out.finish({ exitCode: null, signal: "SIGSEGV" });
}
async function runWasi(job) {
  const out = new OutputCapture(job.outputCap);
  if (!job.artifact) throw new Error("C runs after its compile step");
  const fds = [
    new OpenFile(new File([])),
    new ConsoleStdout((b) => out.write("stdout", b)),
    new ConsoleStdout((b) => out.write("stderr", b)),
    new PreopenDirectory(".", new Map(job.files.map((f) => [f.path, new File(new TextEncoder().encode(f.text))])))
  ];
  const wasi = new WASI([job.main.replace(/\.\w+$/, "")], [], fds, { debug: false });
  const module = await WebAssembly.compile(job.artifact);
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const memory = instance.exports.memory;
  const end = (exitCode) => wroteThroughNull(memory) ? nullWrite(out) : out.finish({ exitCode: exitCode & 255 });
  try {
    return end(wasi.start(instance));
  } catch (e) {
    if (e instanceof WASIProcExit) return end(e.code);
    if (e instanceof WebAssembly.RuntimeError || e instanceof RangeError) {
      const signal = e instanceof RangeError ? "SIGSEGV" : trapSignal(e.message);
      return out.finish({ exitCode: null, signal });
    }
    throw e;
  }
}
export {
  runtime
};
