import type { DataSource, Executor } from '@mcjudge/core';
import type { SandboxReport } from '../sandbox/sandbox.ts';
import type { Admission } from './admission.ts';

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
  /** Samples one `/evaluate` request may hold. */
  maxBatchSamples: number;
  version: string;
}
