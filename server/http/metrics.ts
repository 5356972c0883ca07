import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ExecResult, ExecuteOptions, Executor, Language, Program, RuntimeId } from '@mcjudge/core';
import type { QueueGauges } from '../queue/queue-gauges.ts';

/** Seconds a program took, from a trivial script to the longest language limit. */
const PROGRAM_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 60, 120];

/**
 * The server's Prometheus metrics (prom-client): programs run and their latency per language, what is in
 * flight, runs created, and with Redis the queues' depths per language and state and the live workers.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly programSeconds = new Histogram({
    name: 'mcjudge_program_seconds', help: 'Wall time of each program this API process had run (locally or by a worker), by language and outcome',
    labelNames: ['language', 'outcome'] as const, buckets: PROGRAM_BUCKETS, registers: [this.registry],
  });
  readonly runsCreated = new Counter({ name: 'mcjudge_runs_created_total', help: 'Runs created through POST /api/v1/runs', registers: [this.registry] });

  constructor(sources: { inFlight: () => number; queues?: QueueGauges }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'mcjudge_process_' });
    new Gauge({ name: 'mcjudge_programs_in_flight', help: 'Programs this API process is waiting on', registers: [this.registry], collect() {
      this.set(sources.inFlight());
    } });
    const queues = sources.queues;
    if (!queues) return;
    // One Redis read per scrape for the three (prom-client collects each metric: the first one reads).
    let pending: ReturnType<QueueGauges['snapshot']> | undefined;
    const snapshot = () => (pending ??= queues.snapshot().finally(() => setTimeout(() => (pending = undefined), 1000).unref()));
    new Gauge({ name: 'mcjudge_queue_jobs', help: 'Jobs in each language queue, by state', labelNames: ['language', 'state'] as const, registers: [this.registry], async collect() {
      this.reset();
      for (const j of (await snapshot()).jobs) this.set({ language: j.language, state: j.state }, j.count);
    } });
    new Gauge({ name: 'mcjudge_workers', help: 'Live workers in the registry', registers: [this.registry], async collect() {
      this.set((await snapshot()).workers);
    } });
    new Gauge({ name: 'mcjudge_worker_slots', help: 'Slots of the live workers', registers: [this.registry], async collect() {
      this.set((await snapshot()).slots);
    } });
  }

  /** The text Prometheus scrapes. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/**
 * What a program's run came to, for the histogram's `outcome` label. A default-mode C or C++ program's
 * end status (`Program.endStatus`: its test ran to its end) is its exit 0.
 */
function outcomeOf(program: Program, result: ExecResult): string {
  if (result.unavailable !== undefined) return 'unavailable';
  if (result.infraError !== undefined) return 'infra_error';
  const last = result.steps.at(-1);
  if (!last) return 'ran';
  if (last.timedOut) return 'timeout';
  return last.exitCode === 0 || last.exitCode === program.endStatus ? 'exit_0' : 'exit_nonzero';
}

/** An executor whose every program is timed into the metrics. */
export class MeteredExecutor implements Executor {
  readonly name: string;
  constructor(private readonly inner: Executor, private readonly metrics: ServerMetrics) {
    this.name = inner.name;
  }
  unavailableReason(language: Language): Promise<string | undefined> {
    return this.inner.unavailableReason(language);
  }
  runtime(language: Language): Promise<RuntimeId> {
    return this.inner.runtime(language);
  }
  async execute(program: Program, language: Language, options?: ExecuteOptions): Promise<ExecResult> {
    const result = await this.inner.execute(program, language, options);
    this.metrics.programSeconds.observe({ language: language.name, outcome: outcomeOf(program, result) }, result.wallMs / 1000);
    return result;
  }
  close(): Promise<void> {
    return this.inner.close?.() ?? Promise.resolve();
  }
}
