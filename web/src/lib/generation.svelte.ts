import {
  GaveUp,
  NO_USAGE,
  askUnits,
  describeGenerateProgress,
  endpointWithoutSecrets,
  loadSourceRecords,
  planUnits,
  promptTemplateHash,
  type Executor,
  type GenerateRecord,
  type GenerateRun,
  type Mode,
  type Sample,
  type Usage,
} from '@mcjudge/core';
import webPackage from '../../package.json' with { type: 'json' };
import { fetchDataSource } from './browser-data.ts';
import type { Evaluation } from './evaluation.svelte.ts';
import { openModelEndpoint } from './model-client.ts';
import type { ModelSpec } from './model-spec.ts';

export type GenerationState = 'idle' | 'loading' | 'asking' | 'done' | 'stopped' | 'failed';

/**
 * The Model source's run, in the page: asks the endpoint McEval's questions (core's prompts, retries
 * and run loop, as `mcjudge generate` does) and hands each answer to the evaluation as it arrives.
 * Holds the live counts and the request record; never the key beyond the client it is given to.
 */
export class Generation {
  state = $state<GenerationState>('idle');
  /** Why the run cannot go on (the endpoint's first request failed, or it refuses every request): a message to act on. */
  error = $state('');
  total = $state(0);
  answers = $state(0);
  failed = $state(0);
  requests = $state(0);
  retries = $state(0);
  usage = $state.raw<Usage>(NO_USAGE);
  elapsedMs = $state(0);
  /** The answers given up on, each with its reason. */
  failures = $state<string[]>([]);
  /** The last few retries, with their reason (a 429 with its wait, a 503, a dropped connection). */
  retryLog = $state<string[]>([]);
  /** The request record (generate.json) of this run. */
  record = $state.raw<GenerateRecord | undefined>(undefined);
  /** The scored answers in McEval's output format, in arrival order (the answers file `mcjudge generate` writes). */
  lines: Record<string, unknown>[] = [];
  private halt: AbortController | undefined;

  readonly progressText = $derived(
    describeGenerateProgress({ done: this.answers, total: this.total, retries: this.retries, failed: this.failed, elapsedMs: this.elapsedMs }),
  );

  get running(): boolean {
    return this.state === 'loading' || this.state === 'asking';
  }

  /** Stops asking: no new request; those in flight are dropped. What arrived is still judged. */
  stop(): void {
    if (!this.running) return;
    this.halt?.abort(new Error('stopped'));
  }

  /** The answers file (McEval JSONL) and its record, as `mcjudge generate` writes them. */
  answersJsonl(): string {
    return this.lines.map((l) => JSON.stringify(l) + '\n').join('');
  }

  /** Asks every question of the spec and feeds the answers to `evaluation`; resolves when both are done. Never throws: a failure is `error`. */
  async start(spec: ModelSpec, apiKey: string, evaluation: Evaluation, executor: Executor, options: { mode: Mode; parallel: number }): Promise<void> {
    try {
      await this.run(spec, apiKey, evaluation, executor, options);
    } catch (e) {
      this.state = 'failed';
      this.error = (e as Error)?.message ?? String(e);
      if (evaluation.state === 'loading' || evaluation.state === 'running') evaluation.state = 'done';
    }
  }

  private async run(spec: ModelSpec, apiKey: string, evaluation: Evaluation, executor: Executor, options: { mode: Mode; parallel: number }): Promise<void> {
    this.state = 'loading';
    this.error = '';
    this.total = this.answers = this.failed = this.requests = this.retries = this.elapsedMs = 0;
    this.usage = NO_USAGE;
    this.failures = [];
    this.retryLog = [];
    this.record = undefined;
    this.lines = [];
    const halt = (this.halt = new AbortController());

    const { sha256, records } = await loadSourceRecords(fetchDataSource(), { kind: spec.task, variants: spec.variants, languages: spec.languages, limit: spec.limit });
    const units = planUnits(records, spec.n, new Set(), new Map());
    // Every sample that is to come, so that the evaluation counts them from the start.
    const expected: Sample[] = records.map((r) => ({ taskId: r.task.id, generations: Array.from({ length: spec.n }, () => '') }));
    const feed = await evaluation.open(expected, executor, { mode: options.mode, kind: spec.task, parallel: options.parallel });
    if (!feed) {
      this.state = 'failed';
      this.error = 'no McEval task of this kind in these languages';
      return;
    }
    this.total = units.length;
    const endpoint = openModelEndpoint(spec, apiKey);
    const where = endpointWithoutSecrets(spec.endpoint);
    const started = new Date();
    const run: GenerateRun = {
      endpoint: where,
      started: started.toISOString(),
      ended: null,
      outcome: 'running',
      languages: spec.languages.map((l) => l.name),
      ...(spec.variants ? { kinds: spec.variants } : {}),
      limit: spec.limit ?? null,
      n: spec.n,
      concurrency: spec.concurrency,
      requests: 0,
      retries: 0,
      answers: 0,
      failed: 0,
      usage: NO_USAGE,
    };
    const identity = {
      task: spec.task,
      model: spec.model,
      api: spec.api,
      parameters: spec.sampling,
      prompt_template_sha256: await promptTemplateHash(spec.api, spec.sampling.system ?? undefined),
      dataset_sha256: sha256,
    };
    const sync = () => {
      this.requests = endpoint.requests;
      this.retries = endpoint.retries;
      this.usage = endpoint.usage;
      this.elapsedMs = Date.now() - started.getTime();
      Object.assign(run, { requests: endpoint.requests, retries: endpoint.retries, answers: this.answers, failed: this.failed, usage: endpoint.usage });
      const record: GenerateRecord = {
        mcjudge_version: webPackage.version,
        ...identity,
        endpoint: where,
        started: run.started,
        ended: run.ended,
        answers: this.answers,
        usage: endpoint.usage,
        runs: [{ ...run }],
      };
      this.record = record;
      evaluation.generated = record;
    };
    const clock = setInterval(sync, 500);
    this.state = 'asking';
    sync();
    const source = `${spec.model} at ${where}`;
    try {
      const asked = await askUnits(units, {
        task: spec.task,
        api: spec.api,
        system: spec.sampling.system ?? undefined,
        concurrency: spec.concurrency,
        halt,
        gate: () => evaluation.gate(),
        ask: (prompt, unit, probe, signal) =>
          endpoint.ask(prompt, signal, probe, (reason, waitMs) => {
            this.retryLog = [...this.retryLog.slice(-4), `retrying ${unit.source.task.id} (sample ${unit.sample}) in ${(waitMs / 1000).toFixed(1)} s: ${reason}`];
            sync();
          }),
        onAnswer: (unit, line) => {
          this.lines.push(line);
          this.answers++;
          sync();
          // An empty or refused answer is judged like any other (extract_error), never dropped.
          feed.add(unit.source.task.id, unit.sample, (line.raw_generation as string[])[0] ?? '', source);
        },
        onGaveUp: (unit, e: GaveUp) => {
          this.failed++;
          this.failures = [...this.failures, `${unit.source.task.id} (sample ${unit.sample}): ${e.reason}`];
          sync();
        },
      });
      run.ended = new Date().toISOString();
      run.outcome = asked.outcome;
      if (!asked.firstAnswered) {
        // Nothing was answered after all: no run to show, only what to do about the endpoint.
        sync();
        feed.abandon();
        evaluation.generated = undefined;
        this.state = asked.error ? 'failed' : 'stopped';
        if (asked.error) this.error = await endpoint.explain(asked.error);
        return;
      }
      if (asked.error) this.error = `stopped: the endpoint refuses every request: ${await endpoint.explain(asked.error)}`;
      this.state = asked.outcome === 'endpoint_error' ? 'failed' : asked.outcome === 'interrupted' ? 'stopped' : 'done';
      sync();
      await feed.close();
    } finally {
      clearInterval(clock);
      this.halt = undefined;
    }
  }
}
