import { Hono } from 'hono';
import {
  evaluateGeneration,
  getLanguage,
  loadDataset,
  neededData,
  parseSamples,
  planRuns,
  runPool,
  score,
  selectSamples,
  type EvaluateEvent,
  type ExecResult,
  type Language,
  type Mode,
  type SampleResult,
  type TaskKind,
} from '@mcjudge/core';
import type { ServerContext } from '../context.ts';

interface EvaluateQuery {
  mode: Mode;
  task?: TaskKind;
  languages?: Language[];
  compare: boolean;
}

function parseQuery(q: Record<string, string>): EvaluateQuery | string {
  const mode = q.mode ?? 'default';
  if (mode !== 'default' && mode !== 'paper') return `mode must be default or paper, not "${mode}"`;
  const task = q.task;
  if (task !== undefined && task !== 'generation' && task !== 'explanation' && task !== 'completion') return `task must be generation, explanation or completion, not "${task}"`;
  let languages: Language[] | undefined;
  try {
    languages = q.languages ? q.languages.split(',').map((s) => getLanguage(s.trim())) : undefined;
  } catch (e) {
    return (e as Error).message;
  }
  return { mode, task, languages, compare: mode === 'default' && q.compare !== '0' };
}

/**
 * `POST /api/v1/evaluate?mode=&task=&languages=&compare=`: the body is a model-output file as is (McEval
 * JSONL); the answer is an NDJSON stream: `start` (with input problems), one `result` per generation
 * (with progress counts), then `summary` (the same report as the CLI's summary.json).
 */
export function evaluateRoute(ctx: ServerContext): Hono {
  return new Hono().post('/', async (c) => {
    const query = parseQuery(c.req.query());
    if (typeof query === 'string') return c.json({ error: query }, 400);
    const parsed = parseSamples(await c.req.text(), 'request body');
    const selection = selectSamples(parsed.samples, { task: query.task, languages: query.languages });
    const problems = [...parsed.problems.map((p) => `skipped ${p.source}: ${p.message}`), ...selection.problems];
    if (selection.selected.length === 0) return c.json({ error: 'no sample to evaluate in the body', problems }, 400);
    const needed = neededData(selection.selected);
    const dataset = await loadDataset(ctx.data, needed);
    const plan = planRuns(selection.selected, dataset);
    problems.push(...plan.problems);
    if (plan.runs.length > ctx.maxBatchSamples) return c.json({ error: `${plan.runs.length} generations; one request takes at most ${ctx.maxBatchSamples}` }, 413);
    if (!ctx.batches.tryEnter()) {
      c.header('Retry-After', '5');
      return c.json({ error: `busy: ${ctx.batches.capacity} evaluations already running` }, 429);
    }

    const encoder = new TextEncoder();
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (e: EvaluateEvent) => {
          if (!cancelled) controller.enqueue(encoder.encode(JSON.stringify(e) + '\n'));
        };
        try {
          send({ event: 'start', total: plan.runs.length, problems, dataset_sha256: dataset.sha256, mode: query.mode });
          const cache = new Map<string, Promise<ExecResult>>();
          const pipeline = { references: dataset.references, executor: ctx.executor, mode: query.mode, cache, comparePaper: query.compare };
          const results: SampleResult[] = [];
          let passed = 0;
          await runPool(plan.runs, ctx.slots, async (r) => {
            if (cancelled) return; // the client went away: stop starting programs
            const result = await evaluateGeneration(pipeline, r.language, r.task, r.generation, r.answer);
            results.push(result);
            if (result.status === 'passed') passed++;
            send({ event: 'result', done: results.length, total: plan.runs.length, passed, result });
          });
          if (!cancelled) send({ event: 'summary', report: score(results, dataset.sha256, query.mode) });
        } catch (e) {
          send({ event: 'error', message: (e as Error).message });
        } finally {
          ctx.batches.leave();
          if (!cancelled) controller.close();
        }
      },
      cancel() {
        cancelled = true;
      },
    });
    return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
  });
}
