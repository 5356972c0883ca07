import { Socket } from 'node:net';
import { format } from 'node:util';
import * as Comlink from 'comlink';
import { nodeAssets } from './node-assets.ts';
import { streamEndpoint } from './stream-endpoint.ts';
import { createWorkerApi } from './worker-api.ts';

/**
 * A runtime host process (started sandboxed, one per program, by sandboxedWorkerFactory): the same worker
 * API as a worker thread. Requests come on stdin, answers go out on fd 3; the launcher points fd 1 at
 * stderr, so what the runtime or a process it starts prints never lands in the channel.
 */
const toStderr = (...args: unknown[]) => void process.stderr.write(format(...args) + '\n');
console.log = console.info = console.debug = console.warn = toStderr;
const channel = new Socket({ fd: 3, readable: false, writable: true });
Comlink.expose(createWorkerApi(() => nodeAssets), streamEndpoint(Promise.resolve({ input: process.stdin, output: channel })));
