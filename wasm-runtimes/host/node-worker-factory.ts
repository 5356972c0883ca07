import { Worker } from 'node:worker_threads';
import { nodeEndpoint } from './node-endpoint.ts';
import type { WorkerDeath, WorkerFactory } from './worker-handle.ts';

const ENTRY = new URL('./node-worker.mjs', import.meta.url);

/** Runtime workers as worker_threads (the CLI, the tests). stdout/stderr of the thread stay its own. */
export const nodeWorkerFactory: WorkerFactory = () => {
  const worker = new Worker(ENTRY, { stdout: true, stderr: true });
  worker.stdout.resume();
  worker.stderr.resume();
  worker.unref();
  let deathCallback: ((death: WorkerDeath) => void) | undefined;
  let terminated = false;
  worker.on('error', (e) => deathCallback?.({ reason: `the worker crashed: ${e.message}` }));
  worker.on('exit', (code) => {
    if (!terminated) deathCallback?.({ reason: `the worker exited with code ${code}` });
  });
  return {
    endpoint: nodeEndpoint(worker),
    terminate() {
      terminated = true;
      void worker.terminate();
    },
    onDeath(callback) {
      deathCallback = callback;
    },
  };
};
