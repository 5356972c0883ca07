import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { DataSource, Language } from '@mcjudge/core';
import { diskDataSource } from '../data/disk-data.ts';
import { NativeExecutor } from '../native/native-executor.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { Admission } from './admission.ts';
import { createApp } from './app.ts';
import { killChildProcessGroups } from './child-processes.ts';
import { ClientQuota } from './client-quota.ts';
import type { ServerContext } from './context.ts';
import { InFlightExecutor } from './in-flight-executor.ts';
import { isLoopback } from './loopback.ts';
import { defaultLimits, type RequestLimits } from './request-limits.ts';
import { webRoutes, type WebAppOptions } from './web-routes.ts';
import { openRedis } from '../queue/redis-connection.ts';
import { MemoryRunStore } from '../runs/memory-run-store.ts';
import { startApiTier } from '../queue/api-tier.ts';
import { QueueGauges } from '../queue/queue-gauges.ts';
import { MeteredExecutor, ServerMetrics } from './metrics.ts';
import { RedisRunStore } from '../runs/redis-run-store.ts';
import { LocalRunRunner, QueueRunRunner, type RunRunner } from '../runs/run-runner.ts';
import type { RunStore } from '../runs/run-store.ts';
import type { RunDeps } from '../runs/run-driver.ts';

export interface ServeOptions {
  port?: number;
  /**
   * Default 127.0.0.1. Bound beyond loopback (`0.0.0.0`, a LAN address) the server always needs a
   * token: `token`, or else one it makes up and prints once through `log`.
   */
  host?: string;
  /** Sandbox slots = concurrent programs (default: cores). */
  slots?: number;
  /** Programs waiting for a slot beyond the running ones, before 429 (default 8 per slot). */
  queue?: number;
  /** Concurrent /evaluate batches (default 2). */
  batches?: number;
  /** Bearer token for every route but health (MCJUDGE_TOKEN). */
  token?: string;
  /** Other origins a browser may call the API from (default: none but the server's own). */
  corsOrigin?: string[];
  /** Request and per-client limits (defaults: `defaultLimits(slots)`). */
  limits?: Partial<RequestLimits>;
  /** Run programs bare (trusted code only). Without it the server refuses to start if it cannot sandbox. */
  unsafeNoSandbox?: boolean;
  data?: DataSource;
  /** Also serve the web app (same origin as the API, cross-origin isolated). */
  web?: WebAppOptions;
  /** Where the generated token is printed (default: stderr). */
  log?: (line: string) => void;
  /**
   * Redis URL: runs are kept in Redis and driven through BullMQ, so they survive this process and any
   * API process may resume them. Without it runs live in this process.
   */
  redis?: string;
  /**
   * With `redis`: how soon the work of a dead process is taken over (its runs by another API process,
   * its programs by another worker): the stalled-job check's period (ms; default 30 s).
   */
  stalledIntervalMs?: number;
  /** With `redis`: serve no queue with this process's own slots (an API tier only). */
  apiOnly?: boolean;
  /** With `redis`: the languages this process's slots serve (default: every one installed here). */
  languages?: Language[];
}

export interface StopOptions {
  /** How long running requests get to finish before their connections are closed (default 2000 ms). */
  graceMs?: number;
  /**
   * Kill the programs still running (every detached child process group of this process) instead of
   * waiting for them. Only for a process that is about to exit: `mcjudge serve` on SIGTERM/SIGINT.
   */
  killPrograms?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  context: ServerContext;
  /** The token the server requires, if any (made up when bound beyond loopback without one). */
  token?: string;
  /**
   * Stops accepting, answers 503 to waiting requests, ends running evaluations with `error` + `end`,
   * closes every connection after `graceMs`, then closes the executor and its sandbox.
   */
  close(options?: StopOptions): Promise<void>;
}

/** Starts the API: checks the sandbox first (throws SandboxUnavailable unless unsafeNoSandbox). */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const slots = options.slots ?? availableParallelism();
  const host = options.host ?? '127.0.0.1';
  const loopback = isLoopback(host);
  const log = logOf(options);
  let token = options.token || undefined;
  if (!token && !loopback) {
    token = randomBytes(24).toString('base64url');
    log(
      `bound to ${host} beyond loopback without MCJUDGE_TOKEN: every call but health needs "Authorization: Bearer ${token}" (a new token each start; set MCJUDGE_TOKEN to choose one)`,
    );
  }
  const sandbox = options.unsafeNoSandbox ? undefined : await Sandbox.start({ slots });
  const stop = new AbortController();
  const local = new InFlightExecutor(new NativeExecutor({ sandbox, stopping: stop.signal }));
  const tier = options.redis
    ? await startApiTier({
        redis: options.redis, stalledIntervalMs: options.stalledIntervalMs, log: options.log,
        local: options.apiOnly ? undefined : { executor: local, slots, languages: options.languages, sandbox: sandbox?.report.isolation ?? 'none (--unsafe-no-sandbox)', stopping: stop.signal },
      }).catch(async (e: Error) => {
        await local.close();
        throw e;
      })
    : undefined;
  const queueGauges = options.redis ? new QueueGauges(options.redis) : undefined;
  const metrics: ServerMetrics = new ServerMetrics({ inFlight: (): number => executor.count, queues: queueGauges });
  // With Redis every program goes through the queues (this process's slots are one worker among others).
  const executor: InFlightExecutor = new InFlightExecutor(new MeteredExecutor(tier ? tier.executor : local, metrics));
  const limits = { ...defaultLimits(slots), ...options.limits };
  const data = options.data ?? diskDataSource();
  const runs = makeRuns(options, { executor, data, slots }, options.batches ?? 2);
  const context: ServerContext = {
    executor,
    sandbox: sandbox?.report ?? null,
    programs: new Admission(slots + (options.queue ?? slots * 8)),
    batches: new Admission(options.batches ?? 2),
    slots,
    data,
    limits,
    quota: new ClientQuota({ requests: limits.clientRequests, samples: limits.clientSamples }),
    clientAddress: (c) => getConnInfo(c).remote.address,
    stopping: stop.signal,
    version: '0.1.0',
    runs,
    metrics,
  };
  const api = createApp(context, { token, corsOrigin: options.corsOrigin, loopbackOnly: loopback });
  const app = options.web ? webRoutes(options.web, api) : api;
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname: host }, () => resolveServer(s));
    s.once('error', reject);
  });
  // Once listening, a server error (an accept that fails: too many open files) is said, never thrown.
  server.on('error', (e: Error) => log(`mcjudge server: ${e.message}`));
  // Headers must arrive within 10 s (a connection that never finishes them holds nothing for long);
  // bodies have their own deadline (limits.bodyTimeoutMs), answered with 408 and a message.
  if ('headersTimeout' in server) {
    server.headersTimeout = 10_000;
    server.requestTimeout = limits.bodyTimeoutMs + 10_000;
  }
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    context,
    token,
    close: (stopOptions = {}) =>
      (closing ??= (async () => {
        const graceMs = stopOptions.graceMs ?? 2000;
        stop.abort();
        const closed = new Promise<void>((r) => server.close(() => r()));
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        if (stopOptions.killPrograms) killChildProcessGroups();
        await Promise.race([closed, new Promise((r) => setTimeout(r, graceMs).unref())]);
        if ('closeAllConnections' in server) server.closeAllConnections();
        await closed;
        // Programs still running finish (or, killed, end at once) before their folders and the sandbox go.
        await runs.runner.close();
        await executor.settled(stopOptions.killPrograms ? graceMs : 60_000);
        await local.settled(stopOptions.killPrograms ? graceMs : 60_000);
        await runs.store.close();
        await tier?.close();
        await queueGauges?.close();
        await local.close();
      })()),
  };
}

/** Where the server's lines go: `options.log`, or stderr. */
const logOf = (options: ServeOptions): ((line: string) => void) => options.log ?? ((line) => process.stderr.write(line + '\n'));

/** Runs in this process (the embedded default), or in Redis, driven by whichever API process takes them. */
function makeRuns(options: ServeOptions, deps: Omit<RunDeps, 'store'>, concurrency: number): { store: RunStore; runner: RunRunner } {
  const log = logOf(options);
  if (!options.redis) {
    const store = new MemoryRunStore();
    return { store, runner: new LocalRunRunner({ ...deps, store }, concurrency, log) };
  }
  // Both wait out a Redis outage (a restart with AOF loses nothing) rather than fail the run.
  const store = new RedisRunStore(openRedis(options.redis, { blocking: true, name: 'mcjudge-runs' }), { quitOnClose: true });
  const connection = openRedis(options.redis, { blocking: true, name: 'mcjudge-run-driver' });
  const runner = new QueueRunRunner({ ...deps, store }, { connection, concurrency, stalledIntervalMs: options.stalledIntervalMs, log });
  return { store, runner };
}
