import type { Endpoint } from 'comlink';

/** A started worker, whatever the platform: its message endpoint, how to kill it, and when it died. */
export interface WorkerHandle {
  endpoint: Endpoint;
  terminate(): void;
  /** Called once if the worker dies on its own (a crash, an out-of-memory abort). */
  onDeath(callback: (reason: string) => void): void;
}

/**
 * Starts a runtime worker: a worker_threads worker or a sandboxed process in Node, a module Web Worker in
 * a browser. `sharedMemory: false` when a SharedArrayBuffer cannot reach the worker (another process).
 */
export type WorkerFactory = (() => WorkerHandle) & { sharedMemory?: boolean };
