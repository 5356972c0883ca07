import type { Endpoint } from 'comlink';

/** Why a worker died on its own. */
export interface WorkerDeath {
  reason: string;
  /** Its sandbox killed it for using more memory than a program may (a `memory_limit` verdict). */
  memoryExceeded?: boolean;
}

/** A started worker, whatever the platform: its message endpoint, how to kill it, and when it died. */
export interface WorkerHandle {
  endpoint: Endpoint;
  terminate(): void;
  /** Called once if the worker dies on its own (a crash, an out-of-memory kill, a corrupted channel). */
  onDeath(callback: (death: WorkerDeath) => void): void;
}

/**
 * Starts a runtime worker: a worker_threads worker or a sandboxed process in Node, a module Web Worker in
 * a browser.
 */
export type WorkerFactory = () => WorkerHandle;
