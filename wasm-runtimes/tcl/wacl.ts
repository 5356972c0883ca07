import type { AssetSource } from '../runtime.ts';

/**
 * A loader shim for wacl (Tcl 8.6 compiled with Emscripten, vendored as `@mcjudge/wacl`). Its `wacl.js`
 * is an AMD module (`define`, `require.toUrl`) that fetches its wasm and two file-system packages with
 * XMLHttpRequest and writes what Tcl prints to `console`. Here it is evaluated as text in a function
 * whose parameters shadow those globals: `define` hands over its factory, XMLHttpRequest serves the
 * files already read through the AssetSource (node_modules in Node, the app's URLs in a browser), and
 * `process`, `require`, `window` and `document` are stand-ins, so it neither takes Node's code paths
 * (no `fs`, no `process.exit`) nor touches the worker's globals. The same code runs in a Node worker
 * thread and in a module Web Worker.
 */

const PACKAGE = '@mcjudge/wacl';

/** The files wacl loads, by the name it asks for. */
export const WACL_FILES = ['wacl.js', 'wacl.wasm', 'wacl-library.data', 'wacl-custom.data'] as const;

export interface WaclFiles {
  script: string;
  /** wacl.wasm, wacl-library.data (Tcl's library, tcllib bits, tdom) and wacl-custom.data, by name. */
  binaries: Map<string, Uint8Array>;
}

/** wacl.js gets its Emscripten `Module` from this expression; the shim gives it ours instead. */
const MODULE_LOOKUP = 'Module=eval("(function() { try { return Module || {} } catch(e) { return {} } })()")';

/**
 * Linear memory. wacl is built without memory growth, for 16 MiB: its wasm imports a memory of at most 256
 * pages. Loaded here, that import's maximum is raised (the code is unchanged) and Emscripten is given
 * this much; past it a program aborts, and is handed on.
 */
export const WACL_MEMORY_BYTES = 512 * 1024 * 1024;
const PAGE = 65536;

export async function readWaclFiles(assets: AssetSource): Promise<WaclFiles> {
  const [script, ...binaries] = await Promise.all(WACL_FILES.map((f) => assets.bytes(PACKAGE, `tcl/${f}`)));
  return {
    script: new TextDecoder().decode(script),
    binaries: new Map(WACL_FILES.slice(1).map((name, i) => [name, name === 'wacl.wasm' ? withMemoryMaximum(binaries[i], WACL_MEMORY_BYTES / PAGE) : binaries[i]])),
  };
}

/**
 * A copy of a wasm binary whose imported memory may grow to `pages`: the import's maximum is rewritten in
 * place, in as many LEB128 bytes as it had (so no section size changes). Throws when the binary is not laid
 * out so (another build of wacl).
 */
export function withMemoryMaximum(wasm: Uint8Array, pages: number): Uint8Array {
  const out = wasm.slice();
  let at = 8;
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = out[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  const skipName = () => {
    const length = leb();
    at += length;
  };
  const skipLimits = () => {
    const flags = out[at++];
    leb();
    if (flags & 1) leb();
  };
  while (at < out.length) {
    const id = out[at++];
    const size = leb();
    if (id !== 2) {
      at += size;
      continue;
    }
    for (let count = leb(); count > 0; count--) {
      skipName();
      skipName();
      const kind = out[at++];
      if (kind === 0) leb();
      else if (kind === 1) (at++, skipLimits());
      else if (kind === 3) at += 2;
      else if (kind === 2) {
        if (!(out[at++] & 1)) throw new Error('wacl.wasm: its memory import has no maximum');
        leb();
        const start = at;
        leb();
        const width = at - start;
        if (pages >= 2 ** (7 * width)) throw new Error(`wacl.wasm: ${pages} pages do not fit the ${width} bytes of its memory maximum`);
        for (let i = 0; i < width; i++) out[start + i] = ((pages >> (7 * i)) & 0x7f) | (i < width - 1 ? 0x80 : 0);
        return out;
      } else throw new Error(`wacl.wasm: unknown import kind ${kind}`);
    }
    break;
  }
  throw new Error('wacl.wasm: no memory import found');
}

/** Thrown through the interpreter by Tcl's `exit`: Emscripten's ExitStatus. */
export function exitStatus(e: unknown): number | undefined {
  const x = e as { name?: unknown; status?: unknown } | null;
  return x && typeof x === 'object' && x.name === 'ExitStatus' && typeof x.status === 'number' ? x.status : undefined;
}

/** One Tcl interpreter in its own Emscripten instance (its own memory and in-memory file system). */
export interface WaclInstance {
  /** Tcl_Eval in the global scope: the Tcl return code. Throws what Emscripten throws (ExitStatus, abort). */
  eval(script: string): number;
  /** Tcl_GetStringResult. */
  result(): string;
  writeFile(path: string, data: Uint8Array): void;
  mkdir(path: string): void;
}

interface EmscriptenModule {
  cwrap(name: string, ret: string, args: string[]): (...args: unknown[]) => unknown;
  FS_createPath(parent: string, path: string, canRead: boolean, canWrite: boolean): void;
  FS_createDataFile(parent: string, name: string, data: Uint8Array, canRead: boolean, canWrite: boolean, canOwn: boolean): void;
  pauseMainLoop?(): void;
  print?: (s: string) => void;
  printErr?: (s: string) => void;
}

/** Where Tcl's standard channels go: one byte at a time, as Emscripten's devices write them. */
export interface WaclStreams {
  stdout(byte: number): void;
  stderr(byte: number): void;
}

const SILENT_CONSOLE = Object.fromEntries(['log', 'info', 'warn', 'error', 'debug', 'trace'].map((k) => [k, () => {}]));

/** Starts a fresh wacl: a new WebAssembly instance with Tcl initialised, its library mounted at /usr/lib. */
export async function startWacl(files: WaclFiles, streams: WaclStreams): Promise<WaclInstance> {
  const parts = files.script.split(MODULE_LOOKUP);
  if (parts.length !== 2) throw new Error('wacl.js is not the vendored build: its Module lookup was not found once');
  const source = parts.join('Module=__mcjudgeModule');

  class FileRequest {
    url = '';
    status = 0;
    response: ArrayBuffer | null = null;
    responseType = '';
    onload?: (e: unknown) => void;
    onerror?: (e: unknown) => void;
    open(_method: string, url: string) {
      this.url = url;
    }
    send() {
      const bytes = files.binaries.get(this.url.slice(this.url.lastIndexOf('/') + 1));
      setTimeout(() => {
        if (!bytes) {
          this.status = 404;
          this.onerror?.({});
          return;
        }
        this.status = 200;
        this.response = bytes.slice().buffer;
        this.onload?.({});
      });
    }
  }

  const module: Record<string, unknown> = {
    // Browser code paths with the stand-ins below; never Node's (fs, process.exit) or a worker's importScripts.
    ENVIRONMENT: 'WEB',
    TOTAL_MEMORY: WACL_MEMORY_BYTES,
    thisProgram: 'tclsh',
    arguments: [],
    stdin: () => null,
    stdout: (b: number | null) => b !== null && streams.stdout(b),
    stderr: (b: number | null) => b !== null && streams.stderr(b),
  };
  let factory: (() => { onReady(cb: (r: { Module: EmscriptenModule; interp: number }) => void): void }) | undefined;
  const define = (_name: string, f: typeof factory) => (factory = f);
  const window = { location: { pathname: '/' }, encodeURIComponent };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the vendored script, pinned by sha256 (vendored-files.test.ts)
  new Function('define', 'require', '__mcjudgeModule', 'window', 'location', 'document', 'XMLHttpRequest', 'process', 'importScripts', 'console', source)(
    define,
    { toUrl: (p: string) => `/${PACKAGE}/${p}` },
    module,
    window,
    window.location,
    undefined,
    FileRequest,
    undefined,
    undefined,
    SILENT_CONSOLE,
  );
  if (!factory) throw new Error('wacl.js did not define its module');
  const started = factory();
  // wacl's own Module.print/printErr (console) would get Emscripten's abort messages: dropped.
  module.print = module.printErr = () => {};
  const ready = await new Promise<{ Module: EmscriptenModule; interp: number }>((resolve) => started.onReady(resolve));
  const M = ready.Module;
  // wacl runs Tcl's event loop from a browser main loop between our calls; a program runs its own (vwait).
  M.pauseMainLoop?.();
  const evalTcl = M.cwrap('Tcl_Eval', 'number', ['number', 'string']);
  const result = M.cwrap('Tcl_GetStringResult', 'string', ['number']);
  return {
    eval: (script) => evalTcl(ready.interp, script) as number,
    result: () => result(ready.interp) as string,
    writeFile: (path, data) => {
      const slash = path.lastIndexOf('/');
      M.FS_createDataFile(path.slice(0, slash) || '/', path.slice(slash + 1), data, true, true, true);
    },
    mkdir: (path) => M.FS_createPath('/', path.replace(/^\//, ''), true, true),
  };
}
