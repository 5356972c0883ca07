import * as Comlink from 'comlink';
import type { CompileOutput, Job, StepOutput } from '../runtime.ts';
import type { WorkerApi } from './worker-api.ts';
import type { WorkerFactory, WorkerHandle } from './worker-handle.ts';

/** How long a runtime may take to load (pyodide, webR and clang fetch and compile tens of MB). */
export const LOAD_TIMEOUT_MS = 180_000;

interface RuntimeWorker {
  handle: WorkerHandle;
  api: Comlink.Remote<WorkerApi>;
  /** Resolves to the version once loaded; rejects with why it cannot load. */
  ready: Promise<string>;
  /** Set when the worker died by itself: the reason. */
  dead?: string;
  /** Rejects when the worker dies by itself (a comlink call to a dead worker never settles). */
  death: Promise<never>;
  /** The shared interrupt flag of an interruptible runtime (0 = run, 2 = SIGINT). */
  interrupt?: Int32Array;
}

/** How long an interrupted program may take to stop before its worker is terminated anyway. */
export const INTERRUPT_GRACE_MS = 1_000;

export type CallOutcome<T> =
  | { kind: 'done'; value: T; wallMs: number }
  | { kind: 'timeout'; wallMs: number }
  /** The runtime failed to load, or its worker died: not the program's verdict. */
  | { kind: 'broken'; reason: string; wallMs: number };

export interface RuntimePoolOptions {
  runtimeId: string;
  factory: WorkerFactory;
  /** Workers running programs at once. */
  size: number;
  /** Keep a loaded worker in reserve, so a timeout costs a terminate, not a cold start. */
  spare: boolean;
  /** The runtime honours a shared interrupt buffer (pyodide): used where SharedArrayBuffer exists. */
  interruptible?: boolean;
  assetBase?: string;
}

/** SharedArrayBuffer exists in Node and in a cross-origin isolated page. */
const canShareMemory = () => typeof SharedArrayBuffer !== 'undefined' && (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false;

/**
 * The workers of one runtime: up to `size` run programs, one more waits loaded as a spare. A program that
 * exceeds its time has its worker terminated; the spare takes its place and a new spare starts loading.
 */
export class RuntimePool {
  private readonly idle: RuntimeWorker[] = [];
  private readonly waiting: ((w: RuntimeWorker) => void)[] = [];
  private running = 0;
  private spare: RuntimeWorker | undefined;
  private closed = false;
  /** Workers started so far (spares included): how often a runtime was loaded. */
  started = 0;
  /** Why the runtime cannot load here: once known, every call fails fast with it instead of reloading. */
  private loadFailure: string | undefined;

  constructor(private readonly options: RuntimePoolOptions) {}

  private start(): RuntimeWorker {
    this.started++;
    const handle = this.options.factory();
    const api = Comlink.wrap<WorkerApi>(handle.endpoint);
    let died: (reason: string) => void = () => {};
    const death = new Promise<never>((_, reject) => (died = (r) => reject(new Error(r))));
    death.catch(() => {});
    const shared = this.options.interruptible && canShareMemory() ? new SharedArrayBuffer(4) : undefined;
    const worker: RuntimeWorker = { handle, api, ready: Promise.resolve(''), death, interrupt: shared && new Int32Array(shared) };
    handle.onDeath((reason) => {
      worker.dead = reason;
      died(reason);
    });
    worker.ready = withTimeout(Promise.race([api.load(this.options.runtimeId, this.options.assetBase, shared), death]), LOAD_TIMEOUT_MS, () => `loading the ${this.options.runtimeId} runtime took more than ${LOAD_TIMEOUT_MS / 1000} s`);
    worker.ready.catch(() => {});
    return worker;
  }

  /** A worker for one call: an idle one, a new one while under `size`, else the next one freed. */
  private acquire(): Promise<RuntimeWorker> | RuntimeWorker {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.running < this.options.size) {
      this.running++;
      if (this.spare) {
        const spare = this.spare;
        this.spare = undefined;
        this.refillSpare();
        return spare;
      }
      const worker = this.start();
      this.refillSpare();
      return worker;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: RuntimeWorker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  /** The worker is gone (timed out or died): its place goes to the spare or a new worker. */
  private replace(worker: RuntimeWorker): void {
    worker.handle.terminate();
    this.running--;
    const next = this.waiting.shift();
    if (next) {
      const w = this.acquire();
      if (w instanceof Promise) void w.then(next);
      else next(w);
    }
  }

  private refillSpare(): void {
    if (this.options.spare && !this.spare && !this.closed) this.spare = this.start();
  }

  /** Loads a worker without running anything (benchmarks, the app's warm-up). Resolves to the version. */
  async warm(): Promise<string> {
    const worker = await this.acquire();
    try {
      return await worker.ready;
    } finally {
      this.release(worker);
    }
  }

  async call(method: 'compile', job: Job, timeoutMs: number): Promise<CallOutcome<CompileOutput>>;
  async call(method: 'run', job: Job, timeoutMs: number): Promise<CallOutcome<StepOutput>>;
  async call(method: 'compile' | 'run', job: Job, timeoutMs: number): Promise<CallOutcome<CompileOutput | StepOutput>> {
    if (this.closed) return { kind: 'broken', reason: 'the WASM executor is closed', wallMs: 0 };
    if (this.loadFailure) return { kind: 'broken', reason: this.loadFailure, wallMs: 0 };
    const worker = await this.acquire();
    try {
      await worker.ready;
    } catch (e) {
      this.loadFailure ??= `the ${this.options.runtimeId} runtime did not load: ${(e as Error).message}`;
      this.replace(worker);
      return { kind: 'broken', reason: this.loadFailure, wallMs: 0 };
    }
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      const pending = method === 'compile' ? worker.api.compile(job) : worker.api.run(job);
      const value = await Promise.race([pending, timeout, worker.death]);
      const wallMs = Math.round(performance.now() - started);
      if (value === 'timeout') {
        if (await this.interrupted(worker, pending)) this.release(worker);
        else this.replace(worker);
        return { kind: 'timeout', wallMs };
      }
      this.release(worker);
      return { kind: 'done', value, wallMs };
    } catch (e) {
      const wallMs = Math.round(performance.now() - started);
      const reason = worker.dead ?? `the ${this.options.runtimeId} worker failed: ${(e as Error).message}`;
      this.replace(worker);
      return { kind: 'broken', reason, wallMs };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks an interruptible runtime to stop the program; true when it did within the grace period. */
  private async interrupted(worker: RuntimeWorker, pending: Promise<unknown>): Promise<boolean> {
    if (!worker.interrupt) return false;
    Atomics.store(worker.interrupt, 0, 2);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), INTERRUPT_GRACE_MS)));
    const stopped = await Promise.race([pending.then(() => true, () => false), grace, worker.death.catch(() => false)]);
    clearTimeout(timer);
    Atomics.store(worker.interrupt, 0, 0);
    return stopped;
  }

  close(): void {
    this.closed = true;
    for (const w of this.idle.splice(0)) w.handle.terminate();
    this.spare?.handle.terminate();
    this.spare = undefined;
  }
}

async function withTimeout<T>(p: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message())), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
