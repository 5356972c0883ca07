import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getLanguage, loadSourceRecords, VERDICT_RULES, type SampleResult } from '@mcjudge/core';
import type { ServerContext } from '../context.ts';
import { admitRequest, refuse } from '../request-admission.ts';
import { BodyRefused, readBody } from '../request-body.ts';
import { readSampleBody } from '../sample-stream.ts';
import { parseGenerateBody } from '../../runs/run-generate.ts';
import { planSampleRun, startSampleRun } from '../../runs/create-run.ts';
import { followRun } from '../../runs/follow-run.ts';
import type { RunRecord, RunStore } from '../../runs/run-store.ts';
import { parseQuery } from './evaluate.ts';

/** One line of `GET /runs/:id/results`: each result with its offset, then `end` once the run has ended. */
export type RunEvent =
  | { event: 'result'; index: number; result: SampleResult }
  | { event: 'end'; state: RunRecord['state']; complete: boolean; done: number; total?: number; summary?: RunRecord['summary']; error?: string };

/** A generation spec is small: its body may not be bigger. */
const GENERATE_BODY_BYTES = 256 * 1024;

/** Run ids are UUIDs; anything else is answered 404 without touching the store. */
const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Durable runs. `POST /runs?mode=&task=&languages=&compare=` (body: McEval JSONL, as /evaluate) answers
 * 202 `{run_id}` at once; the run goes on without the client. `GET /runs/:id`: its state and counts,
 * and the summary once done. `GET /runs/:id/results?after=N&follow=1`: NDJSON results from offset N,
 * following live until the run ends (then `end`); a dropped connection resumes from the last offset it
 * saw. `DELETE /runs/:id`: cancel (no program of the run starts afterwards).
 *
 * With `content-type: application/json` the body is a generation spec (`{generate: {...}, mode?,
 * compare?}`): the server asks the model itself, then judges each answer as it arrives
 * (server/runs/run-generate.ts). The key goes to the driving process's memory only.
 */
export function runsRoute(ctx: ServerContext): Hono {
  const { store, runner } = ctx.runs;
  return new Hono()
    .post('/', async (c) => {
      if (/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return generateRun(c, ctx);
      const query = parseQuery(c.req.query());
      if (typeof query === 'string') return refuse(c, 400, query);
      const admitted = admitRequest(c, ctx, { admission: ctx.batches, bodyBytes: ctx.limits.evaluateBodyBytes, busy: `busy: ${ctx.batches.capacity} uploads already being read`, retryAfterS: 5 });
      if (admitted instanceof Response) return admitted;
      try {
        const parsed = await readSampleBody(c, ctx);
        if (parsed instanceof Response) return parsed;
        const planned = planSampleRun(ctx, query, parsed, 'run');
        if ('status' in planned) return refuse(c, planned.status, planned.error, planned.problems && { extra: { problems: planned.problems } });
        const id = await startSampleRun(ctx, planned);
        return c.json({ run_id: id, state: 'queued', generations: planned.generations, problems: planned.problems.slice(0, 100) }, 202, { location: `/api/v1/runs/${id}` });
      } finally {
        admitted.release();
      }
    })
    .get('/:id', async (c) => {
      const record = await findRun(store, c.req.param('id'));
      return record ? c.json(record) : unknownRun(c);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      const record = await findRun(store, id);
      if (!record) return unknownRun(c);
      const cancelled = await store.transition(id, ['queued', 'running'], 'cancelled', { ended: new Date().toISOString() });
      if (!cancelled) return c.json({ error: `run ${id} has already ended (${record.state})`, state: record.state }, 409);
      return c.json({ run_id: id, state: 'cancelled' });
    })
    .get('/:id/results', async (c) => {
      const id = c.req.param('id');
      const after = Number(c.req.query('after') ?? 0);
      if (!Number.isInteger(after) || after < 0) return refuse(c, 400, `after must be a non-negative integer offset, not "${c.req.query('after')}"`);
      const follow = c.req.query('follow') !== '0';
      if (!(await findRun(store, id))) return unknownRun(c);
      return resultsStream(ctx, id, after, follow);
    });
}

/** The run with this id; an id that is no UUID is never looked up. */
async function findRun(store: RunStore, id: string): Promise<RunRecord | undefined> {
  return RUN_ID.test(id) ? store.get(id) : undefined;
}

const unknownRun = (c: Context) => c.json({ error: `no run ${c.req.param('id')} (unknown, or expired)` }, 404);

/** `POST /runs` with a generation spec (JSON). */
async function generateRun(c: Context, ctx: ServerContext): Promise<Response> {
  const { store, runner } = ctx.runs;
  const admitted = admitRequest(c, ctx, { admission: ctx.batches, bodyBytes: GENERATE_BODY_BYTES, busy: `busy: ${ctx.batches.capacity} uploads already being read`, retryAfterS: 5 });
  if (admitted instanceof Response) return admitted;
  try {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(await readBody(c.req.raw, { bytes: GENERATE_BODY_BYTES, timeoutMs: ctx.limits.bodyTimeoutMs })));
    } catch (e) {
      if (e instanceof BodyRefused) return refuse(c, e.status, e.message, { close: e.status === 408 });
      return refuse(c, 400, `the body is not JSON: ${(e as Error).message}`);
    }
    const parsed = parseGenerateBody(json, ctx.version);
    if (typeof parsed === 'string') return refuse(c, 400, parsed);
    const { spec: generate, apiKey, mode, compare } = parsed;
    // The tasks it would ask about (the data files are checked against the manifest on the way).
    const { records } = await loadSourceRecords(ctx.data, { kind: generate.task, variants: generate.kinds, languages: generate.languages.map((l) => getLanguage(l)), limit: generate.limit });
    const answers = records.length * generate.n;
    if (answers === 0) return refuse(c, 400, 'generate: the selection holds no task to ask');
    if (answers > ctx.limits.samplesPerRequest) return refuse(c, 413, `generate: ${answers} answers (${records.length} tasks × n ${generate.n}); one run takes at most ${ctx.limits.samplesPerRequest}: lower limit or n, or fewer languages`);
    const id = randomUUID();
    const spec = { mode, task: generate.task, languages: generate.languages, compare, generate };
    await store.create({ id, state: 'queued', spec, done: 0, passed: 0, verdict_rules: VERDICT_RULES, created: new Date().toISOString(), problems: [] }, []);
    await runner.submit(id, apiKey);
    ctx.metrics.runsCreated.inc();
    return c.json({ run_id: id, state: 'queued', generations: answers, generate: { endpoint: generate.endpoint, model: generate.model, task: generate.task, languages: generate.languages } }, 202, { location: `/api/v1/runs/${id}` });
  } finally {
    admitted.release();
  }
}

function resultsStream(ctx: ServerContext, id: string, after: number, follow: boolean): Response {
  const encoder = new TextEncoder();
  const gone = new AbortController();
  const stop = AbortSignal.any([gone.signal, ctx.stopping]);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (e: RunEvent) => controller.enqueue(encoder.encode(JSON.stringify(e) + '\n'));
      let offset = after;
      try {
        for await (const e of followRun(ctx.runs.store, id, after, { follow, stop })) {
          if (e.event === 'result') {
            send({ event: 'result', index: e.index, result: e.result });
            offset = e.index + 1;
          } else if (e.event === 'ended') {
            const { record } = e;
            const state = record?.state ?? 'failed';
            send({ event: 'end', state, complete: state === 'done', done: record?.done ?? offset, total: record?.total, summary: record?.summary, error: record?.error });
          }
        }
      } catch (err) {
        if (!gone.signal.aborted) send({ event: 'end', state: 'failed', complete: false, done: offset, error: `reading the run failed: ${(err as Error).message}` });
      }
      if (!gone.signal.aborted) controller.close();
    },
    cancel() {
      gone.abort();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' } });
}
