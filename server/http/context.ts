import type { Context } from 'hono';
import type { DataSource, Executor } from '@mcjudge/core';
import type { SandboxReport } from '../sandbox/sandbox.ts';
import type { RunRunner } from '../runs/run-runner.ts';
import type { RunStore } from '../runs/run-store.ts';
import type { ServerMetrics } from './metrics.ts';
import type { Admission } from './admission.ts';
import type { ClientQuota } from './client-quota.ts';
import type { RequestLimits } from './request-limits.ts';

/** Everything the routes need, made once by `createApp`'s caller. */
export interface ServerContext {
  executor: Executor;
  /** What the sandbox enforces, or `null` when started with --unsafe-no-sandbox. */
  sandbox: SandboxReport | null;
  /** Single programs in flight (running + queued). */
  programs: Admission;
  /** Evaluation batches in flight. */
  batches: Admission;
  /** Concurrent programs of one batch (the sandbox slots). */
  slots: number;
  data: DataSource;
  limits: RequestLimits;
  /** Requests and generations in flight per client. */
  quota: ClientQuota;
  /** The peer address of a request (from the Node adapter), for the per-client quota. */
  clientAddress(c: Context): string | undefined;
  /** Aborted when the server stops: new requests get 503, waiting ones 503, running evaluations end. */
  stopping: AbortSignal;
  version: string;
  /** Durable runs: where they are kept and what drives them. */
  runs: { store: RunStore; runner: RunRunner };
  /** Prometheus metrics, served at GET /metrics. */
  metrics: ServerMetrics;
}
