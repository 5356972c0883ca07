import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { serve } from '@hono/node-server';
import type { DataSource } from '@mcjudge/core';
import { diskDataSource } from '../data/disk-data.ts';
import { NativeExecutor } from '../native/native-executor.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { Admission } from './admission.ts';
import { createApp } from './app.ts';
import type { ServerContext } from './context.ts';
import { webRoutes, type WebAppOptions } from './web-routes.ts';

export interface ServeOptions {
  port?: number;
  /** Default 127.0.0.1: exposing it is a choice (with MCJUDGE_TOKEN). */
  host?: string;
  /** Sandbox slots = concurrent programs (default: cores). */
  slots?: number;
  /** Programs waiting for a slot beyond the running ones, before 429 (default 8 per slot). */
  queue?: number;
  /** Concurrent /evaluate batches (default 2). */
  batches?: number;
  token?: string;
  corsOrigin?: string | string[];
  /** Run programs bare (trusted code only). Without it the server refuses to start if it cannot sandbox. */
  unsafeNoSandbox?: boolean;
  data?: DataSource;
  /** Also serve the web app (same origin as the API, cross-origin isolated). */
  web?: WebAppOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  context: ServerContext;
  close(): Promise<void>;
}

/** Starts the API: checks the sandbox first (throws SandboxUnavailable unless unsafeNoSandbox). */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const slots = options.slots ?? availableParallelism();
  const sandbox = options.unsafeNoSandbox ? undefined : await Sandbox.start({ slots });
  const executor = new NativeExecutor({ sandbox });
  const context: ServerContext = {
    executor,
    sandbox: sandbox?.report ?? null,
    programs: new Admission(slots + (options.queue ?? slots * 8)),
    batches: new Admission(options.batches ?? 2),
    slots,
    data: options.data ?? diskDataSource(),
    maxBatchSamples: 20_000,
    version: '0.1.0',
  };
  const api = createApp(context, { token: options.token, corsOrigin: options.corsOrigin });
  const app = options.web ? webRoutes(options.web, api) : api;
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, () => resolveServer(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    context,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await executor.close();
    },
  };
}
