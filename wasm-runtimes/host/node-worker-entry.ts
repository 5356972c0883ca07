import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import { nodeAssets } from './node-assets.ts';
import { nodeEndpoint } from './node-endpoint.ts';
import { createWorkerApi } from './worker-api.ts';

/** A worker_threads worker serving one runtime (the same runtime code as the browser's Web Worker). */
if (!parentPort) throw new Error('node-worker-entry.ts must run in a worker thread');
Comlink.expose(createWorkerApi(() => nodeAssets), nodeEndpoint(parentPort));
