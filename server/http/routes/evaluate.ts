import { Hono } from 'hono';
import {
  evaluateBatch,
  getLanguage,
  prepareBatch,
  score,
  type Dataset,
  type EvaluateEvent,
  type Language,
  type Mode,
  type PlannedRun,
  type TaskKind,
} from '@mcjudge/core';
import type { ServerContext } from '../context.ts';
import { admitRequest, refuse } from '../request-admission.ts';
import { readSampleBody } from '../sample-stream.ts';

export interface EvaluateQuery {
  mode: Mode;
  task?: TaskKind;
  languages?: Language[];
  compare: boolean;
}

/** The query of /evaluate and /runs: mode, task, languages, compare. */
export function parseQuery(q: Record<string, string>): EvaluateQuery | string {
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
 * (with progress counts), then `summary` (the same report as the CLI's summary.json) or `error`, and
 * always `end` last, so a client can tell a finished stream from a cut one.
 *
 * Admission comes before the body; the body is parsed as it arrives, in batches that leave the event
 * loop free between them (so /health answers while a 40 MB file is read); the generations count
 * against the request's and the client's limits before anything runs.
 */
export function evaluateRoute(ctx: ServerContext): Hono {
  return new Hono().post('/', async (c) => {
    const query = parseQuery(c.req.query());
    if (typeof query === 'string') return refuse(c, 400, query);
    const admitted = admitRequest(c, ctx, {
      admission: ctx.batches,
      bodyBytes: ctx.limits.evaluateBodyBytes,
      busy: `busy: ${ctx.batches.capacity} evaluations already running`,
      retryAfterS: 5,
    });
    if (admitted instanceof Response) return admitted;
    let handedToStream = false;
    let samplesTaken = 0;
    const release = () => {
      ctx.quota.giveSamples(admitted.client, samplesTaken);
      samplesTaken = 0;
      admitted.release();
    };
    try {
      const parsed = await readSampleBody(c, ctx);
      if (parsed instanceof Response) return parsed;
      const prepared = await prepareBatch(parsed.samples, ctx.data, { task: query.task, languages: query.languages });
      const problems = [...parsed.problems.map((p) => `skipped ${p.source}: ${p.message}`), ...prepared.problems];
      if (!prepared.dataset) return refuse(c, 400, 'no sample to evaluate in the body', { extra: { problems: problems.slice(0, 100) } });
      const { dataset, runs } = prepared;
      const total = runs.length;
      if (total > ctx.limits.samplesPerRequest) return refuse(c, 413, `${total} generations; one request takes at most ${ctx.limits.samplesPerRequest}`);
      if (total > ctx.quota.limits.samples) return refuse(c, 413, `${total} generations; one client may have at most ${ctx.quota.limits.samples} in flight`);
      if (!ctx.quota.takeSamples(admitted.client, total)) {
        return refuse(c, 429, `this client already has generations in flight: at most ${ctx.quota.limits.samples} at once`, { retryAfterS: 30 });
      }
      samplesTaken = total;
      handedToStream = true;
      return streamEvaluation(ctx, query, dataset, runs, problems, release);
    } finally {
      if (!handedToStream) release();
    }
  });
}

/** The NDJSON answer; `release` gives back the request's places once the stream is over (ended, cut or cancelled). */
function streamEvaluation(ctx: ServerContext, query: EvaluateQuery, dataset: Dataset, runs: PlannedRun[], problems: string[], release: () => void): Response {
  const encoder = new TextEncoder();
  let open = true;
  let done = 0;
  const cancel = new AbortController();
  let onStop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (e: EvaluateEvent) => {
        if (open) controller.enqueue(encoder.encode(JSON.stringify(e) + '\n'));
      };
      const end = (complete: boolean) => {
        if (!open) return;
        send({ event: 'end', complete, results: done });
        open = false;
        cancel.abort();
        controller.close();
      };
      onStop = () => {
        send({ event: 'error', message: `the server is shutting down: stopped after ${done} of ${runs.length} generations` });
        end(false);
      };
      if (ctx.stopping.aborted) onStop();
      else ctx.stopping.addEventListener('abort', onStop, { once: true });
      try {
        send({ event: 'start', total: runs.length, problems, dataset_sha256: dataset.sha256, mode: query.mode });
        // The client going away or the server stopping cancels: no program starts, no late result is sent.
        const { results } = await evaluateBatch(dataset, runs, {
          executor: ctx.executor,
          mode: query.mode,
          jobs: ctx.slots,
          comparePaper: query.compare,
          signal: cancel.signal,
          onResult: (result, _run, progress) => {
            done = progress.done;
            send({ event: 'result', ...progress, result });
          },
        });
        if (open) send({ event: 'summary', report: score(results, dataset.sha256, query.mode) });
        end(true);
      } catch (e) {
        send({ event: 'error', message: (e as Error).message });
        end(false);
      } finally {
        ctx.stopping.removeEventListener('abort', onStop);
        release();
      }
    },
    cancel() {
      open = false;
      cancel.abort();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
}
