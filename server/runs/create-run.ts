import { randomUUID } from 'node:crypto';
import { selectSamples, VERDICT_RULES, type Sample } from '@mcjudge/core';
import type { ServerContext } from '../http/context.ts';
import type { EvaluateQuery } from '../http/routes/evaluate.ts';
import type { ParsedSamples } from '../http/sample-stream.ts';
import type { RunSpec } from './run-store.ts';

/** A run ready to be created from an uploaded file: the samples it keeps, what was skipped, its size. */
export interface PlannedSampleRun {
  spec: RunSpec;
  samples: Sample[];
  problems: string[];
  generations: number;
}

/** Why an upload does not become a run: the HTTP answer to give. */
export interface RunRefusal {
  status: 400 | 413;
  error: string;
  problems?: string[];
}

/**
 * The samples of an uploaded file that a run would evaluate (`POST /runs` and `POST /evaluate`, which
 * is built on a run): the query's task kind and languages, at most the per-request limit of generations.
 * `unit` names the request in the refusal ("one run takes at most…").
 */
export function planSampleRun(ctx: ServerContext, query: EvaluateQuery, parsed: ParsedSamples, unit: 'run' | 'request'): PlannedSampleRun | RunRefusal {
  const selection = selectSamples(parsed.samples, { task: query.task, languages: query.languages });
  const problems = [...parsed.problems.map((p) => `skipped ${p.source}: ${p.message}`), ...selection.problems];
  if (selection.selected.length === 0) return { status: 400, error: 'no sample to evaluate in the body', problems: problems.slice(0, 100) };
  const generations = selection.selected.reduce((n, s) => n + s.sample.generations.length, 0);
  if (generations > ctx.limits.samplesPerRequest) return { status: 413, error: `${generations} generations; one ${unit} takes at most ${ctx.limits.samplesPerRequest}` };
  const spec: RunSpec = { mode: query.mode, task: query.task, languages: query.languages?.map((l) => l.name), compare: query.compare };
  return { spec, samples: selection.selected.map((s) => s.sample), problems, generations };
}

/** Stores the run and hands it to the runner; its id. */
export async function startSampleRun(ctx: ServerContext, planned: PlannedSampleRun): Promise<string> {
  const { store, runner } = ctx.runs;
  const id = randomUUID();
  await store.create({ id, state: 'queued', spec: planned.spec, done: 0, passed: 0, verdict_rules: VERDICT_RULES, created: new Date().toISOString(), problems: planned.problems }, planned.samples);
  await runner.submit(id);
  ctx.metrics.runsCreated.inc();
  return id;
}
