import type { AssetSource } from '../runtime.ts';

/**
 * A loader for vim-wasm (Vim 8.2 compiled with Emscripten). Its `vim.js` is the script of the Web Worker
 * that vim-wasm's page-side class starts: it waits for a `start` message, runs Vim's `main()`, and posts
 * what Vim draws, and finally `exit`, back to the page. Here it is evaluated as text in a function whose
 * parameters stand in for the worker's globals: `postMessage` is ours, so nothing reaches a page, a
 * canvas or any JavaScript the program names (vim-wasm's `jsevalfunc()` and `:source file.js` become
 * messages that are dropped); `process` and `window` are undefined, so Emscripten takes a worker's code
 * paths, never Node's; the wasm and the runtime-files package come from the AssetSource. The same code
 * runs in a Node worker thread and in a module Web Worker. Each run evaluates the script again: a new
 * Emscripten module, a new WebAssembly instance (from one compiled module) and a new in-memory file
 * system, so nothing of one program reaches the next.
 */

const PACKAGE = 'vim-wasm';

export interface VimFiles {
  script: string;
  wasm: WebAssembly.Module;
  /** vim.data: Vim's runtime files ($VIMRUNTIME), unpacked into each instance's file system. */
  data: Uint8Array;
}

export async function readVimFiles(assets: AssetSource): Promise<VimFiles> {
  const [script, wasm, data] = await Promise.all(['vim.js', 'vim.wasm', 'vim.data'].map((f) => assets.bytes(PACKAGE, f)));
  return { script: new TextDecoder().decode(script), wasm: await WebAssembly.compile(wasm as Uint8Array<ArrayBuffer>), data };
}

/** How one Vim run ended. */
export type VimEnd =
  /** Vim exited (`:exit`, `:cquit`, end of input in Ex mode) with this status. */
  | { kind: 'exit'; status: number }
  /** The command line's `endMarker` command ran: the program's commands ended without quitting Vim. */
  | { kind: 'reached-end' }
  /**
   * Vim read its stdin (a hit-enter or more prompt, `input()`): here it reads the end of input and exits,
   * where the native vim, its output a pipe, waits for input until its time runs out.
   */
  | { kind: 'read-input' }
  /** Emscripten stopped Vim otherwise (an abort, a JavaScript error inside the runtime). */
  | { kind: 'crash'; message: string };

export interface VimRun {
  /** Vim's arguments after `vim` itself. */
  args: string[];
  /** Files written into the instance's file system before Vim starts, by absolute path. */
  files: Record<string, string>;
  /** Folders created before the files (their parents too). */
  dirs: string[];
  stdout(byte: number): void;
  stderr(byte: number): void;
}

/** A Vim command that marks the end of the program's commands when the command line reaches it. */
export const END_MARKER_COMMAND = "call jsevalfunc('mcjudge-end', [], 1)";
const END_MARKER_BODY = 'mcjudge-end';
const STOP = 'mcjudge: the program reached the end of its commands';
const ASKED_FOR_JS = 'the program asked vim-wasm for JavaScript (jsevalfunc(), :source of a .js file, :export), which a native Vim does not have';

interface Finish {
  end: VimEnd;
  /** Reads a file of the instance's file system after Vim ended (undefined when it does not exist). */
  readFile(path: string): string | undefined;
}

interface EmscriptenFs {
  readFile(path: string, opts: { encoding: 'utf8' }): string;
}

/** Runs Vim once, in a fresh Emscripten instance, to its end. */
export function runVim(files: VimFiles, run: VimRun): Promise<Finish> {
  return new Promise<Finish>((resolve) => {
    let fs: EmscriptenFs | undefined;
    let settled = false;
    let readInput = false;
    const settle = (end: VimEnd) => {
      if (settled) return;
      settled = true;
      resolve({
        end: readInput && end.kind === 'exit' ? { kind: 'read-input' } : end,
        readFile(path) {
          try {
            return fs?.readFile(path, { encoding: 'utf8' });
          } catch {
            return undefined;
          }
        },
      });
    };
    /** The program asked for JavaScript (jsevalfunc(), :source of a .js file, :export): nothing runs it. */
    let askedForJs = false;
    const postMessage = (msg: { kind: string; status?: number; message?: string; body?: string }) => {
      if (msg.kind === 'exit') settle(askedForJs ? { kind: 'crash', message: ASKED_FOR_JS } : { kind: 'exit', status: msg.status ?? 0 });
      else if (msg.kind === 'error') settle(msg.message?.includes(STOP) ? { kind: 'reached-end' } : { kind: 'crash', message: askedForJs ? ASKED_FOR_JS : (msg.message ?? 'unknown error') });
      else if (msg.kind === 'evalfunc' && msg.body === END_MARKER_BODY) throw new Error(STOP);
      else if (msg.kind === 'evalfunc') {
        // A jsevalfunc() that waits for its result would wait forever: stopped here, and handed on.
        askedForJs = true;
        throw new Error(ASKED_FOR_JS);
      } else if (msg.kind === 'eval' || msg.kind === 'export') askedForJs = true;
      // draw, title, started, clipboard: nothing reaches a page.
    };
    const module: Record<string, unknown> = {
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
        WebAssembly.instantiate(files.wasm, imports).then(
          (instance) => receive(instance, files.wasm),
          (e: unknown) => settle({ kind: 'crash', message: `its WebAssembly did not start: ${String(e)}` }),
        );
        return {};
      },
      getPreloadedPackage: () => files.data.slice().buffer,
      stdin: () => {
        readInput = true;
        return null;
      },
      stdout: (b: number | null) => b !== null && run.stdout(b & 0xff),
      stderr: (b: number | null) => b !== null && run.stderr(b & 0xff),
      print: () => {},
      printErr: () => {},
      onAbort: (what: unknown) => settle({ kind: 'crash', message: `abort(${String(what)})` }),
    };
    const self = { location: { href: 'https://mcjudge.invalid/vim-wasm/vim.js' }, performance: globalThis.performance };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- vim-wasm's worker script, pinned by version and sha256 (runtime.test.ts)
    const start = new Function(
      'Module', 'postMessage', 'self', 'location', 'window', 'document', 'process', 'importScripts', 'console',
      // Declared here so that what vim.js assigns without declaring stays in this function, off the worker's globals.
      `var onmessage, debug, emscriptenRuntimeInitialized;\n${files.script}\n;return { onmessage: onmessage, fs: FS };`,
    )(module, postMessage, self, { pathname: '/vim-wasm/' }, undefined, undefined, undefined, () => {}, SILENT_CONSOLE) as { onmessage(e: { data: unknown }): void; fs: EmscriptenFs };
    fs = start.fs;
    start.onmessage({
      data: {
        kind: 'start',
        debug: false,
        perf: false,
        buffer: new Int32Array(new SharedArrayBuffer(4 * 128)),
        clipboard: false,
        canvasDomHeight: 600,
        canvasDomWidth: 800,
        persistent: [],
        dirs: foldersFor([...run.dirs, ...Object.keys(run.files).map((p) => p.slice(0, p.lastIndexOf('/')))]),
        files: run.files,
        fetchFiles: {},
        cmdArgs: run.args,
      },
    });
  });
}

/** Every folder named and its parents, parents first. */
function foldersFor(paths: string[]): string[] {
  const all = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    for (let depth = 1; depth <= parts.length; depth++) all.add(`/${parts.slice(0, depth).join('/')}`);
  }
  return [...all].sort((a, b) => a.split('/').length - b.split('/').length);
}

const SILENT_CONSOLE = Object.fromEntries(['log', 'info', 'warn', 'error', 'debug', 'trace'].map((k) => [k, () => {}]));
