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
  /**
   * CPU time the worker's process tree has used so far (ms), where its host accounts it (a sandboxed
   * host's cgroup); absent, or undefined, elsewhere. With it a program's timeout is charged in CPU time,
   * as a native run's is, so a loaded machine does not turn a slow pass into a timeout.
   */
  cpuMs?(): Promise<number | undefined>;
}

/**
 * Starts a runtime worker: a worker_threads worker or a sandboxed process in Node, a module Web Worker in
 * a browser.
 */
export type WorkerFactory = () => WorkerHandle;
