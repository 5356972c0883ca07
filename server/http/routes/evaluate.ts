import { Hono } from 'hono';
import { getLanguage, type EvaluateEvent, type Language, type Mode, type TaskKind } from '@mcjudge/core';
import type { ServerContext } from '../context.ts';
import { admitRequest, refuse } from '../request-admission.ts';
import { readSampleBody } from '../sample-stream.ts';
import { planSampleRun, startSampleRun } from '../../runs/create-run.ts';
import { followRun } from '../../runs/follow-run.ts';
import type { RunRecord } from '../../runs/run-store.ts';

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
 * JSONL); the answer is an NDJSON stream: `start` (with input problems and the run's id), one `result` per
 * generation (with progress counts), then `summary` (the same report as the CLI's summary.json) or
 * `error`, and always `end` last, so a client can tell a finished stream from a cut one.
 *
 * A streaming convenience built on a run (`POST /runs`, then its results followed): the same driver,
 * store and queue judge it. The client going away cancels the run (no program of it starts afterwards);
 * a client that wants its batch to outlive the connection creates the run itself. When the server stops,
 * a run kept in Redis goes on in another API process and the `error` line says where to follow it.
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
      const planned = planSampleRun(ctx, query, parsed, 'request');
      if ('status' in planned) return refuse(c, planned.status, planned.error, planned.problems && { extra: { problems: planned.problems } });
      const total = planned.generations;
      if (total > ctx.quota.limits.samples) return refuse(c, 413, `${total} generations; one client may have at most ${ctx.quota.limits.samples} in flight`);
      if (!ctx.quota.takeSamples(admitted.client, total)) {
        return refuse(c, 429, `this client already has generations in flight: at most ${ctx.quota.limits.samples} at once`, { retryAfterS: 30 });
      }
      samplesTaken = total;
      const id = await startSampleRun(ctx, planned);
      handedToStream = true;
      return streamRun(ctx, id, query.mode, release);
    } finally {
      if (!handedToStream) release();
    }
  });
}

/**
 * The NDJSON answer, read from the run as it is recorded; `release` gives back the request's places once
 * the stream is over (ended, cut or cancelled).
 */
function streamRun(ctx: ServerContext, id: string, mode: Mode, release: () => void): Response {
  const { store } = ctx.runs;
  const encoder = new TextEncoder();
  const gone = new AbortController();
  const stop = AbortSignal.any([gone.signal, ctx.stopping]);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (e: EvaluateEvent) => {
        if (!gone.signal.aborted) controller.enqueue(encoder.encode(JSON.stringify(e) + '\n'));
      };
      let started = false;
      let done = 0;
      let passed = 0;
      let complete = false;
      /** `start` once the run is planned (its total and dataset known). */
      const startWith = (record: RunRecord | undefined) => {
        if (started || record?.total === undefined) return;
        started = true;
        send({ event: 'start', total: record.total, problems: record.problems, dataset_sha256: record.dataset_sha256 ?? '', mode, run_id: id });
      };
      try {
        for await (const e of followRun(store, id, 0, { follow: true, stop })) {
          startWith(e.record);
          if (e.event === 'result') {
            done++;
            if (e.result.status === 'passed') passed++;
            send({ event: 'result', done, total: e.record?.total ?? done, passed, result: e.result });
          } else if (e.event === 'ended') {
            const { record } = e;
            if (record?.state === 'done' && record.summary) {
              send({ event: 'summary', report: record.summary });
              complete = true;
            } else {
              const why = record?.error ?? (record ? `the run ${record.state === 'cancelled' ? 'was cancelled' : `ended ${record.state}`}` : 'the run is gone');
              send({ event: 'error', message: `${why}: stopped after ${done} generations` + (record?.problems.length ? ` (${record.problems.slice(0, 3).join('; ')})` : '') });
            }
          }
        }
        if (ctx.stopping.aborted && !complete && !gone.signal.aborted) {
          send({ event: 'error', message: `the server is shutting down: stopped after ${done} generations; with a shared run store the run goes on: follow /api/v1/runs/${id}/results?after=${done}` });
        }
      } catch (err) {
        send({ event: 'error', message: `reading the run failed: ${(err as Error).message}` });
      } finally {
        send({ event: 'end', complete, results: done });
        if (!gone.signal.aborted) controller.close();
        release();
      }
    },
    async cancel() {
      gone.abort();
      // Nobody reads it any more: no program of it starts afterwards.
      await store.transition(id, ['queued', 'running'], 'cancelled', { ended: new Date().toISOString() }).catch(() => false);
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
}
