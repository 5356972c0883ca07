import type { KeptEnd, ProgramFile } from '@mcjudge/core';

/**
 * The contract of a WASM (or pure JS) language runtime. It lives inside a worker (a Web Worker in the
 * browser, a worker_threads worker in Node) and never sees the timeout: the host terminates the worker.
 */

/** What one step of a program printed and how it ended, as the native process would report it. */
export interface StepOutput {
  exitCode: number | null;
  /** A signal the native process would have died of (SIGABRT for a failed C assert). */
  signal: string | null;
  stdout: string;
  stderr: string;
  truncated: boolean;
  stdoutTruncated?: boolean;
  stderrTruncated?: boolean;
  /** The end of a stream that passed the cap (`StepResult.stdoutEnd`). */
  stdoutEnd?: KeptEnd;
  stderrEnd?: KeptEnd;
  /**
   * The program needs something this runtime does not have (a Node module, C++ exceptions, an R package):
   * the executor hands it to the next runtime instead of giving a verdict.
   */
  unavailable?: string;
}

/** A program's files and its main file; `artifact` is what `compile` produced (a C program's wasm). */
export interface Job {
  files: ProgramFile[];
  main: string;
  /** Bytes kept of each stream. */
  outputCap: number;
  artifact?: Uint8Array;
  /**
   * The step's command line as the native toolchain runs it (`bash 1.sh`; AWK's `sh -c '<command>'`) and
   * its folder under the program's: for runtimes that run command lines (rust-bash); others ignore them.
   */
  argv?: string[];
  cwd?: string;
}

export interface CompileOutput {
  output: StepOutput;
  artifact?: Uint8Array;
}

/** Where a runtime's assets (wasm, stdlib archives) come from: node_modules in Node, the app's URLs in a browser. */
export interface AssetSource {
  /** A URL (browser) or absolute file path (Node) of a file inside an npm package. */
  locate(pkg: string, path: string): string;
  bytes(pkg: string, path: string): Promise<Uint8Array>;
  /** Imports an ES module from a package as it is installed, so its own `import.meta.url` finds its files. */
  importModule<T>(pkg: string, path: string): Promise<T>;
  readonly platform: 'node' | 'browser';
}

export interface WasmRuntime {
  /**
   * Loads the runtime once per worker; returns the language version it runs (`Python 3.14.2`). A program
   * that exceeds its time has its worker terminated. `image`: a memory image from `image()` of another
   * worker, restored instead of starting the runtime from scratch (the same state, several times faster).
   */
  load(assets: AssetSource, image?: Uint8Array): Promise<string>;
  /**
   * Optional: the runtime's memory as loaded, taken before any program ran in this worker, so that
   * later workers restore it (`load(assets, image)`). Undefined when this worker cannot give one.
   */
  image?(): Uint8Array | undefined;
  /** Languages with a compile step (C, C++, TypeScript). */
  compile?(job: Job): Promise<CompileOutput>;
  run(job: Job): Promise<StepOutput>;
}
