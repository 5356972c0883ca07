import type { WorkerFactory } from './worker-handle.ts';

/** Runtime workers as module Web Workers, started from the bundled browser-worker-entry script. */
export function browserWorkerFactory(entry: URL | string): WorkerFactory {
  return () => {
    const worker = new Worker(entry, { type: 'module', name: 'mcjudge-runtime' });
    let deathCallback: ((reason: string) => void) | undefined;
    worker.addEventListener('error', (e) => deathCallback?.(`the worker crashed: ${e.message || 'script error'}`));
    return {
      endpoint: worker,
      terminate: () => worker.terminate(),
      onDeath(callback) {
        deathCallback = callback;
      },
    };
  };
}
