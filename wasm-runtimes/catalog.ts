import type { Language } from '@mcjudge/core';
import type { ProgramIsolation } from './host/runtime-pool.ts';

/**
 * The WASM runtimes, as data: which npm packages each loads and how faithful it is. A language names its
 * runtimes in the registry (`Language.runtimes`, best first); the first one listed here runs it in WASM.
 * Nothing here imports a runtime: the worker loads it (wasm-runtimes/host/runtime-modules.ts).
 */
export interface WasmRuntimeSpec {
  /** The id the registry names (`pyodide`); results say `wasm:<id>`. */
  id: string;
  /** What it runs and at which version, as reported for every result. */
  version: string;
  /** The program has a compile step that this runtime performs (C, C++: clang; TypeScript: transpile). */
  compiles: boolean;
  /** Why it does not run in a browser yet (it runs in Node only). */
  nodeOnly?: string;
  /**
   * How one program is kept from the next (runtime-pool.ts): `worker` = a fresh worker per program, since
   * the program can reach the worker's JavaScript; `instance` = a fresh WebAssembly instance per program
   * with nothing but a per-run WASI shim, so the worker is reused. `poison-isolation.test.ts` proves each.
   */
  isolation: ProgramIsolation;
  /** Runs without a worker: the languages judged by comparing the answer (JSON, HTML, Markdown). */
  inline?: boolean;
  /** The npm packages whose files it loads at run time (served by the app, read from node_modules in Node). */
  packages: string[];
  /** How it differs from the native toolchain. */
  note: string;
}

export const WASM_RUNTIMES: readonly WasmRuntimeSpec[] = [
  {
    id: 'pyodide',
    version: 'Python 3.14.2 (pyodide 314.0.8)',
    compiles: false,
    isolation: 'worker',
    packages: ['pyodide'],
    note: 'CPython compiled to WebAssembly. Python 3.14, not 3.8; no threads or subprocesses.',
  },
  {
    id: 'js-worker',
    version: 'the worker\'s JavaScript engine',
    compiles: false,
    isolation: 'worker',
    packages: [],
    note: 'The code runs in the worker\'s own engine (V8 in Node and Chromium) as a CommonJS module would; `require` gives `assert` and `util`, other Node modules hand the program on.',
  },
  {
    id: 'typescript-js',
    version: 'TypeScript 5.9.3 transpileModule, then the worker\'s JavaScript engine',
    compiles: true,
    isolation: 'worker',
    packages: ['typescript'],
    note: 'The same emit as `tsc --lib es2015,dom` (target ES5, CommonJS); like the official run, type errors are ignored.',
  },
  {
    id: 'coffeescript-js',
    version: 'CoffeeScript 2.7.1, then the worker\'s JavaScript engine',
    compiles: false,
    isolation: 'worker',
    packages: ['coffeescript'],
    note: 'The real CoffeeScript compiler; the output runs as `coffee file.coffee` runs it.',
  },
  {
    id: 'wasmoon',
    version: 'Lua 5.4 (wasmoon 1.16.0)',
    compiles: false,
    isolation: 'worker',
    packages: ['wasmoon'],
    note: 'The reference Lua VM compiled to WebAssembly; `io.read` and `os.execute` have no terminal or shell.',
  },
  {
    id: 'ruby-wasm',
    version: 'Ruby 3.4 (ruby.wasm 2.10.1)',
    compiles: false,
    isolation: 'worker',
    packages: ['@ruby/3.4-wasm-wasi'],
    note: 'CRuby compiled to WASI with its standard library; no fork, threads or sockets.',
  },
  {
    id: 'yowasp-clang',
    version: 'clang 22 (wasm32-wasip1, @yowasp/clang 22.0.0)',
    compiles: true,
    isolation: 'instance',
    packages: ['@yowasp/clang'],
    note: 'Clang and lld compiled to WebAssembly, wasi-libc and libc++. C++ is built with -fno-exceptions: a program that throws or catches, uses signals or setjmp, or declares an array beyond 4 GiB goes to a native toolchain, as does one whose compile exceeds its time. Address 0 is memory in WebAssembly: a write through a null pointer is caught after the run (SIGSEGV), but a read returns zeros where Linux would crash, so a crash can become a failed assertion (same pass/fail, another failure category).',
  },
  {
    id: 'php-wasm',
    version: 'PHP 8.3 (php-wasm 3.1.56)',
    compiles: false,
    isolation: 'worker',
    nodeOnly: 'the browser build of php-wasm (@php-wasm/web) is not bundled yet',
    packages: ['@php-wasm/node-8-3'],
    note: 'The PHP interpreter compiled to WebAssembly, run as `php -d zend.assertions=1`.',
  },
  {
    id: 'webr',
    version: 'R 4.6.0 (webR 0.6.0)',
    compiles: false,
    isolation: 'worker',
    packages: ['webr'],
    note: 'R compiled to WebAssembly with the base packages only; a program that loads another package goes to a native R.',
  },
  {
    id: 'zeroperl',
    version: 'Perl 5.42.0 (zeroperl 1.0.10)',
    compiles: false,
    isolation: 'worker',
    packages: ['@6over3/zeroperl-ts'],
    note: 'A trimmed Perl build: POSIX, Test::More and Storable are missing, so a program that uses them goes to a native Perl.',
  },
  {
    id: 'wacl',
    version: 'Tcl 8.6.6 (wacl, Emscripten)',
    compiles: false,
    isolation: 'worker',
    packages: ['@mcjudge/wacl'],
    note: 'Tcl 8.6.6 compiled to 32-bit WebAssembly (wacl), a fresh instance per program, run as `tclsh N.tcl`: UTF-8, 64-bit `int()` and `format`/`scan` %d, the same errorInfo on stderr and exit codes; 512 MiB of memory. Native is 8.6.13. Handed on: exec, pipes, sockets, load, threads, host paths (/etc, /usr...), packages other than Tcl\'s own (tcllib), missing time zones or encodings, and programs that exhaust its memory. See wasm-runtimes/tcl/.',
  },
  {
    id: 'rust-bash',
    version: 'rust-bash 0.7.0 (bash and awk reimplemented in Rust)',
    compiles: false,
    isolation: 'worker',
    packages: ['rust-bash'],
    note: 'Shell and AWK: a bash reimplementation in Rust compiled to WebAssembly (its WebAssembly build only, never its native addon), with awk, sed, sort and the rest built in, over a virtual file system holding the program, /etc/passwd, /etc/services and data/AWK. What it does not run like bash 5.2, dash and gawk (bc, associative-array and for (k in a) order, gawk-only awk features, background jobs, traps...) is handed on by the rules in wasm-runtimes/bash/hand-on-rules.ts.',
  },
  {
    id: 'yaegi',
    version: 'yaegi 0.16.1 with the Go 1.25.0 standard library (yaegi-wasm 1.0.2), judged as Go 1.19',
    compiles: false,
    isolation: 'instance',
    packages: ['yaegi-wasm'],
    note: 'The yaegi Go interpreter compiled to js/wasm, a fresh WebAssembly instance per program whose only outside world is a per-run object (stdout and stderr, a clock, random bytes; no files, no environment, no syscall/js, unsafe or os/exec). Tests run through Go\'s testing.Main with a testify shim; a checker (go/parser and go/types at go1.19) gives what gc and vet reject and hands on generics, packages other than testify, examples, and comparisons of values of the program\'s own types. See wasm-runtimes/go/.',
  },
  {
    id: 'biwascheme',
    version: 'racket 8.7 (#lang racket and rackunit) on BiwaScheme 0.8.3',
    compiles: false,
    isolation: 'instance',
    packages: ['biwascheme'],
    note: 'Scheme and Racket (both `#lang racket` programs run with `racket`): read and expanded as racket does (its scoping, module-level and internal definitions, compile-time errors such as unbound identifiers, left-to-right evaluation), then run on BiwaScheme\'s VM in a fresh BiwaScheme instance per program with Racket\'s numbers (exact integers of any size, exact rationals, flonums apart from exact numbers and printed as Racket prints them), primitives that raise where racket raises, and rackunit\'s checks (FAILURE and ERROR reports, exit status). The program reaches only those primitives, never BiwaScheme\'s own bindings or JavaScript. Handed on: libraries other than racket\'s own and rackunit, macros, match, submodules, regular expressions, mutable strings, keyword arguments to the program\'s own procedures, transcendental functions and float powers (their last bit is the C library\'s), the order of hash tables and sets where it shows, eq? on numbers and strings. See wasm-runtimes/scheme/.',
  },
  {
    id: 'vim-wasm',
    version: 'Vim 8.2.0055 (vim-wasm 0.0.13)',
    compiles: false,
    isolation: 'instance',
    packages: ['vim-wasm'],
    note: 'VimScript: Vim 8.2.0055 compiled to WebAssembly (vim-wasm\'s worker script, evaluated with stand-ins so that nothing reaches a page, a canvas or JavaScript), a fresh Emscripten instance per program, run with the recipe\'s own command line (-es in the default mode, not in paper mode), so the exit status is Vim\'s own (:cquit, :exit, silent Ex mode\'s error count); in paper mode its messages are stdout, as the native vim writes them with no TERM. Native is Vim 9.0. Handed on: built-in functions, Ex commands and syntax only Vim 9 has (Vim9 script, <<, ??), has() and v:version, the host (shell, files, environment, input, local time), :execute, :try and :silent!, any run with an error other than the program\'s own mistakes both Vims report alike (Vim 9.0 accepts more: for over a String, a Float as a String, newer arguments), programs that end without quitting Vim, and in paper mode runs whose messages near a screenful (where the native vim waits at its more prompt). See wasm-runtimes/vim/.',
  },
  {
    id: 'compare',
    version: 'mcjudge comparison rules',
    compiles: false,
    isolation: 'instance',
    inline: true,
    packages: [],
    note: 'JSON, HTML and Markdown answers are compared with the reference by the core judge; nothing runs.',
  },
];

const BY_ID = new Map(WASM_RUNTIMES.map((r) => [r.id, r]));

/** True in Node (worker threads), false in a browser. */
export const IN_NODE = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/** The WASM runtime that runs a language here, or undefined when it needs a native toolchain. */
export function wasmRuntimeFor(language: Language, inNode = IN_NODE): WasmRuntimeSpec | undefined {
  for (const id of language.runtimes) {
    const spec = BY_ID.get(id);
    if (spec && (inNode || !spec.nodeOnly)) return spec;
  }
  return undefined;
}

export function wasmRuntime(id: string): WasmRuntimeSpec | undefined {
  return BY_ID.get(id);
}
