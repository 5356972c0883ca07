import * as Comlink from 'comlink';
import type { CompileOutput, Job, StepOutput } from '../runtime.ts';
import type { WorkerApi } from './worker-api.ts';
import type { WorkerDeath, WorkerFactory, WorkerHandle } from './worker-handle.ts';

/** How long a runtime may take to load (pyodide, webR and clang fetch and compile tens of MB). */
export const LOAD_TIMEOUT_MS = 180_000;

interface RuntimeWorker {
  handle: WorkerHandle;
  api: Comlink.Remote<WorkerApi>;
  /** Resolves to the version once loaded; rejects with why it cannot load. */
  ready: Promise<string>;
  /** Set when the worker died by itself. */
  dead?: WorkerDeath;
  /** Rejects when the worker dies by itself (a comlink call to a dead worker never settles). */
  death: Promise<never>;
  /** Terminates the worker; a load still under way then fails at once (no timer left behind). */
  stop(): void;
}

export type CallOutcome<T> =
  | { kind: 'done'; value: T; wallMs: number }
  | { kind: 'timeout'; wallMs: number }
  /** Stopped by a cancel: its worker was terminated. */
  | { kind: 'cancelled'; wallMs: number }
  /** The host was killed for exceeding its memory limit while the program ran. */
  | { kind: 'memory'; reason: string; wallMs: number }
  /** The runtime failed to load, or its worker died: not the program's verdict. */
  | { kind: 'broken'; reason: string; wallMs: number };

/**
 * How a runtime keeps one program from touching the next (see the catalog):
 * - `worker`: the program shares the worker's JavaScript realm (or can reach it: pyodide's `run_js`,
 *   ruby.wasm's `JS`, webR's `eval_js`), so a worker runs exactly one program and is then discarded;
 * - `instance`: each program is a new WebAssembly instance whose only imports are a WASI shim and an
 *   in-memory file system made for that run (clang's output), so the worker may run the next one.
 * Steps that run no program code (a compile, a transpile) never use a worker up.
 */
export type ProgramIsolation = 'worker' | 'instance';

export interface RuntimePoolOptions {
  runtimeId: string;
  factory: WorkerFactory;
  /** Workers running programs at once. */
  size: number;
  /** Loaded workers kept waiting, so a program rarely waits for a cold start (default: `size`). */
  spares?: number;
  isolation: ProgramIsolation;
  assetBase?: string;
}

/**
 * The workers of one runtime: up to `size` run programs, `spares` more wait loaded. A worker whose state a
 * program may have changed (every `run` under `worker` isolation, any timeout or death) is terminated and
 * never runs another program: each program starts from a freshly loaded runtime, so one answer cannot
 * change the verdict of another.
 */
export class RuntimePool {
  /** Loaded (or loading) workers that may take the next call, oldest first. */
  private readonly idle: RuntimeWorker[] = [];
  private readonly waiting: ((w: RuntimeWorker) => void)[] = [];
  private busy = 0;
  private closed = false;
  /** Workers started so far (spares included): how often the runtime was loaded. */
  started = 0;
  /** Why the runtime cannot load here: once known, every call fails fast with it instead of reloading. */
  private loadFailure: string | undefined;
  /**
   * The runtime's memory image, given by the first worker right after its load (before any program ran
   * in it); later workers restore it instead of loading from scratch. Resolves to undefined where the
   * runtime gives none.
   */
  private image: Promise<Uint8Array | undefined> | undefined;

  constructor(private readonly options: RuntimePoolOptions) {}

  private get spareTarget(): number {
    return this.options.spares ?? this.options.size;
  }

  private start(): RuntimeWorker {
    this.started++;
    const handle = this.options.factory();
    const api = Comlink.wrap<WorkerApi>(handle.endpoint);
    let died: (death: WorkerDeath) => void = () => {};
    const death = new Promise<never>((_, reject) => (died = (d) => reject(d)));
    death.catch(() => {});
    let stopped: () => void = () => {};
    const stop = new Promise<never>((_, reject) => (stopped = () => reject(new Error('the worker was stopped'))));
    stop.catch(() => {});
    const worker: RuntimeWorker = {
      handle, api, ready: Promise.resolve(''), death,
      stop() {
        stopped();
        handle.terminate();
      },
    };
    handle.onDeath((d) => {
      worker.dead = d;
      died(d);
    });
    const deathError = death.catch((d: WorkerDeath) => Promise.reject(new Error(d.reason)));
    let load: Promise<string>;
    if (this.image) {
      const image = this.image;
      load = image.then((bytes) => api.load(this.options.runtimeId, this.options.assetBase, bytes));
    } else {
      load = api.load(this.options.runtimeId, this.options.assetBase);
      this.image = Promise.race([load.then(() => api.image()), deathError, stop]).catch(() => undefined);
    }
    worker.ready = withTimeout(
      Promise.race([load, stop, deathError]),
      LOAD_TIMEOUT_MS,
      () => `loading the ${this.options.runtimeId} runtime took more than ${LOAD_TIMEOUT_MS / 1000} s`,
    );
    worker.ready.catch(() => {});
    return worker;
  }

  /** Starts workers until `spares` wait loaded or loading. */
  private topUp(): void {
    while (!this.closed && !this.loadFailure && this.idle.length < this.spareTarget) this.idle.push(this.start());
  }

  /** A worker for one call: the oldest idle one, or a new one, once fewer than `size` are busy. */
  private acquire(): Promise<RuntimeWorker> | RuntimeWorker {
    if (this.busy >= this.options.size) return new Promise((resolve) => this.waiting.push(resolve));
    this.busy++;
    const worker = this.idle.shift() ?? this.start();
    this.topUp();
    return worker;
  }

  /** The call is over: the worker goes back to the idle list, or is discarded when it may be tainted. */
  private release(worker: RuntimeWorker, discard: boolean): void {
    this.busy--;
    if (discard || worker.dead || this.closed) worker.stop();
    else this.idle.unshift(worker);
    const next = this.waiting.shift();
    if (next) {
      const w = this.acquire();
      if (w instanceof Promise) void w.then(next);
      else next(w);
    }
  }

  async call(method: 'compile', job: Job, timeoutMs: number, signal?: AbortSignal): Promise<CallOutcome<CompileOutput>>;
  async call(method: 'run', job: Job, timeoutMs: number, signal?: AbortSignal): Promise<CallOutcome<StepOutput>>;
  async call(method: 'compile' | 'run', job: Job, timeoutMs: number, signal?: AbortSignal): Promise<CallOutcome<CompileOutput | StepOutput>> {
    if (this.closed) return { kind: 'broken', reason: 'the WASM executor is closed', wallMs: 0 };
    if (this.loadFailure) return { kind: 'broken', reason: this.loadFailure, wallMs: 0 };
    const worker = await this.acquire();
    try {
      await worker.ready;
    } catch (e) {
      this.loadFailure ??= `the ${this.options.runtimeId} runtime did not load: ${(e as Error).message}`;
      this.release(worker, true);
      for (const w of this.idle.splice(0)) w.stop();
      return { kind: 'broken', reason: this.loadFailure, wallMs: 0 };
    }
    const clock = await programClock(worker.handle, method, timeoutMs);
    const started = performance.now();
    const timeout = clock.timeout;
    let onCancel = () => {};
    const cancelled = new Promise<'cancelled'>((resolve) => {
      onCancel = () => resolve('cancelled');
      if (signal?.aborted) onCancel();
      else signal?.addEventListener('abort', onCancel, { once: true });
    });
    let discard = true;
    try {
      const pending = method === 'compile' ? worker.api.compile(job) : worker.api.run(job);
      const value = await Promise.race([pending, timeout, cancelled, worker.death]);
      const wallMs = Math.round(performance.now() - started);
      // The worker is discarded (terminated) below, as on a timeout.
      if (value === 'timeout' || value === 'cancelled') return { kind: value, wallMs };
      discard = method === 'run' && this.options.isolation === 'worker';
      return { kind: 'done', value, wallMs };
    } catch (e) {
      const wallMs = Math.round(performance.now() - started);
      const dead = worker.dead;
      if (dead?.memoryExceeded) return { kind: 'memory', reason: dead.reason, wallMs };
      return { kind: 'broken', reason: dead?.reason ?? `the ${this.options.runtimeId} worker failed: ${(e as Error).message}`, wallMs };
    } finally {
      clock.stop();
      signal?.removeEventListener('abort', onCancel);
      this.release(worker, discard);
    }
  }

  close(): void {
    this.closed = true;
    for (const w of this.idle.splice(0)) w.stop();
  }
}

/** How often a program's CPU time is read. */
const CPU_POLL_MS = 100;

/**
 * When a call has run out of time. A program (`run`) on a worker whose host accounts CPU time is charged
 * in CPU time, as a native run is (server/sandbox: `timeoutOf`), with the wall clock as a cap at twice
 * its limit; elsewhere (worker threads, the browser, compiles) the wall clock is the limit.
 */
async function programClock(handle: WorkerHandle, method: 'compile' | 'run', timeoutMs: number): Promise<{ timeout: Promise<'timeout'>; stop(): void }> {
  const cpuAtStart = method === 'run' ? await handle.cpuMs?.() : undefined;
  let wall: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    const out = () => resolve('timeout');
    if (cpuAtStart === undefined) {
      wall = setTimeout(out, timeoutMs);
      return;
    }
    wall = setTimeout(out, 2 * timeoutMs);
    poll = setInterval(() => {
      void handle.cpuMs!().then((used) => {
        if (used !== undefined && used - cpuAtStart >= timeoutMs) out();
      });
    }, CPU_POLL_MS);
  });
  return {
    timeout,
    stop() {
      clearTimeout(wall);
      clearInterval(poll);
    },
  };
}

async function withTimeout<T>(p: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message())), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
