import type { WorkerDeath, WorkerFactory } from './worker-handle.ts';

/**
 * Runtime workers as module Web Workers: from the bundled browser-worker-entry script's URL, or from a
 * function that makes the Worker (so a bundler sees `new Worker(new URL(..., import.meta.url))`).
 */
export function browserWorkerFactory(entry: URL | string | (() => Worker)): WorkerFactory {
  return () => {
    const worker = typeof entry === 'function' ? entry() : new Worker(entry, { type: 'module', name: 'mcjudge-runtime' });
    let deathCallback: ((death: WorkerDeath) => void) | undefined;
    worker.addEventListener('error', (e) => deathCallback?.({ reason: `the worker crashed: ${e.message || 'script error'}` }));
    return {
      endpoint: worker,
      terminate: () => worker.terminate(),
      onDeath(callback) {
        deathCallback = callback;
      },
    };
  };
}
