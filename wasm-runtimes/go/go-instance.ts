/**
 * One run of yaegi-wasm's Go program (Go 1.25 js/wasm: the yaegi interpreter with Go's standard library),
 * in a WebAssembly instance of its own. Go's js/wasm runtime reaches JavaScript only through the global
 * object its `wasm_exec.js` hands it; here that is a small object made for this instance alone: a file
 * system that takes writes to fd 1 and 2 and refuses everything else, a `process` with no working
 * directory, no ids and no environment, the clock, random bytes and a silent console. Nothing of the
 * worker's own scope (its `process`, `fetch`, `postMessage`) is in it, and once the run is over its
 * timers and writes go nowhere, so a goroutine left behind cannot run again.
 */

interface GoRuntime {
  importObject: WebAssembly.Imports;
  exit: (code: number) => void;
  run(instance: WebAssembly.Instance): Promise<void>;
}

/** What yaegi-wasm's Go main registers as `globalThis.yaegi`. */
interface YaegiApi {
  eval(code: string): { success?: boolean; error?: string | null; output?: string } | undefined;
  reset(): void;
  version(): string;
}

export interface EvalOutcome {
  /** Set when the Go program ended (os.Exit from testing.Main, a fatal error). */
  exitCode?: number;
  /** yaegi's error when the code did not compile or panicked outside a test. */
  error?: string;
}

const ENOSYS = () => Object.assign(new Error('not implemented'), { code: 'ENOSYS' });

export class GoInstance {
  private sink: (fd: 1 | 2, bytes: Uint8Array) => void = () => {};
  private closed = false;
  private exitCode: number | undefined;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private yaegi!: YaegiApi;

  private constructor() {}

  /** A fresh Go runtime and yaegi interpreter: `wasmExec` is the text of yaegi-wasm's wasm_exec.js. */
  static async start(module: WebAssembly.Module, wasmExec: string): Promise<GoInstance> {
    const self = new GoInstance();
    const scope = self.scope();
    // wasm_exec.js reads its globals, and a few bare names, from the names it is given: this instance's own.
    const names = ['fs', 'console', 'process', 'setTimeout', 'clearTimeout', 'crypto', 'performance'] as const;
    new Function('globalThis', ...names, wasmExec)(scope, ...names.map((n) => scope[n]));
    const go = new (scope.Go as new () => GoRuntime)();
    go.exit = (code) => {
      self.exitCode = code;
    };
    const instance = await WebAssembly.instantiate(module, go.importObject);
    void go.run(instance).catch(() => {});
    const api = scope.yaegi as YaegiApi | undefined;
    if (!api) throw new Error('yaegi-wasm did not register its API');
    self.yaegi = api;
    return self;
  }

  private scope(): Record<string, unknown> & { fs: object; console: object; process: object } {
    const write = (fd: number, buf: Uint8Array): number => {
      if (fd !== 1 && fd !== 2) throw ENOSYS();
      if (!this.closed) this.sink(fd, buf.slice());
      return buf.length;
    };
    const fs = new Proxy(
      {
        constants: { O_WRONLY: -1, O_RDWR: -1, O_CREAT: -1, O_TRUNC: -1, O_APPEND: -1, O_EXCL: -1, O_DIRECTORY: -1 },
        writeSync: write,
        write(fd: number, buf: Uint8Array, offset: number, length: number, _position: unknown, callback: (e: Error | null, n?: number) => void) {
          try {
            callback(null, write(fd, buf.subarray(offset, offset + length)));
          } catch (e) {
            callback(e as Error);
          }
        },
      } as Record<string | symbol, unknown>,
      {
        // Every other call (open, stat, mkdir, …) fails as on a system without a file system.
        get: (target, key) =>
          key in target ? target[key] : (...args: unknown[]) => {
            const callback = args[args.length - 1];
            if (typeof callback === 'function') callback(ENOSYS());
            else throw ENOSYS();
          },
      },
    );
    const refuse = () => {
      throw ENOSYS();
    };
    const process = {
      getuid: () => -1, getgid: () => -1, geteuid: () => -1, getegid: () => -1,
      getgroups: refuse, pid: -1, ppid: -1, umask: refuse, cwd: refuse, chdir: refuse,
    };
    const setTimer = (fn: () => void, ms: number) => {
      if (this.closed) return 0;
      const id = setTimeout(() => {
        this.timers.delete(id);
        if (this.closed || this.exitCode !== undefined) return;
        try {
          fn();
        } catch {
          // The Go program ended meanwhile (Go program has already exited): nothing left to wake.
        }
      }, ms);
      this.timers.add(id);
      return id;
    };
    const clearTimer = (id: ReturnType<typeof setTimeout>) => {
      clearTimeout(id);
      this.timers.delete(id);
    };
    const silent = { log() {}, error() {}, warn() {}, info() {}, debug() {} };
    return {
      fs, process, console: silent, path: { resolve: (...p: string[]) => p.join('/') },
      crypto: { getRandomValues: (a: Uint8Array) => globalThis.crypto.getRandomValues(a) },
      performance: { now: () => performance.now() },
      TextEncoder, TextDecoder, Object, Array, Uint8Array, Error, Date, Promise, Reflect,
      setTimeout: setTimer, clearTimeout: clearTimer,
    };
  }

  /** Where the next writes to stdout (1) and stderr (2) go. */
  onWrite(sink: (fd: 1 | 2, bytes: Uint8Array) => void): void {
    this.sink = sink;
  }

  /** A fresh interpreter in this instance (the Go runtime's own state stays). */
  reset(): void {
    this.yaegi.reset();
  }

  eval(code: string): EvalOutcome {
    let result: ReturnType<YaegiApi['eval']>;
    try {
      result = this.yaegi.eval(code);
    } catch (e) {
      if (this.exitCode !== undefined) return { exitCode: this.exitCode };
      throw e;
    }
    if (this.exitCode !== undefined) return { exitCode: this.exitCode };
    return result?.success ? {} : { error: result?.error ?? 'yaegi gave no result' };
  }

  /** Ends the run: no more output, no timer fires again, so the instance is left to be collected. */
  close(): void {
    this.closed = true;
    for (const id of this.timers) clearTimeout(id);
    this.timers.clear();
    this.sink = () => {};
  }
}
