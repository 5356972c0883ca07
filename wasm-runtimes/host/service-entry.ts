import { format } from 'node:util';
import * as Comlink from 'comlink';
import { nodeAssets } from './node-assets.ts';
import { streamEndpoint } from './stream-endpoint.ts';
import { createWorkerApi } from './worker-api.ts';

/**
 * A runtime host process (started sandboxed by Sandbox.spawnService): the same worker API as a worker
 * thread, over stdin/stdout. stdout carries only the RPC: anything else printing is sent to stderr.
 */
const channel = process.stdout.write.bind(process.stdout);
const toStderr = (...args: unknown[]) => void process.stderr.write(format(...args) + '\n');
console.log = console.info = console.debug = console.warn = toStderr;
process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (process.stderr.write as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof process.stdout.write;
const output = { write: (b: Buffer) => channel(b) } as unknown as NodeJS.WritableStream;
Comlink.expose(createWorkerApi(() => nodeAssets), streamEndpoint(Promise.resolve({ input: process.stdin, output: output as never })));
