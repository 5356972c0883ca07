import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED, RemoteExecutor, canonicalSource, getLanguage, materialize, type EvaluateEvent, type Report, type SampleResult } from '@mcjudge/core';
import { realTask, references } from '../../test/fixtures/load.ts';
import { DATA_DIR } from '../data/disk-data.ts';
import { startServer, type RunningServer } from '../http/serve.ts';
import type { RunEvent } from '../http/routes/runs.ts';
import type { RunRecord } from './run-store.ts';
import { NO_REDIS_REASON, redisServerBinary, startRedisServer, type RedisServer } from '../../test/redis-server.ts';

const CLI = fileURLToPath(new URL('../../cli/bin/mcjudge.js', import.meta.url));
/** The official C outputs bundled with mcjudge: real answers, half of them wrong. */
const C_LINES = gunzipSync(readFileSync(`${DATA_DIR}/examples/official-C/generation_C.jsonl.gz`)).toString('utf8').trim().split('\n');
const body = (n: number, from = 0) => C_LINES.slice(from, from + n).join('\n') + '\n';

const post = async (base: string, path: string, text: string) => fetch(base + path, { method: 'POST', body: text, headers: { 'content-type': 'application/x-ndjson' } });
const getJson = async <T>(base: string, path: string): Promise<T> => (await fetch(base + path)).json() as Promise<T>;

/** Reads a results stream, calling `each` per line, until it ends (the stream closes) or `stopAfter` results came. */
async function readResults(base: string, id: string, after: number, stopAfter = Infinity): Promise<RunEvent[]> {
  const events: RunEvent[] = [];
  const answer = await fetch(`${base}/api/v1/runs/${id}/results?after=${after}`);
  const reader = answer.body!.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let results = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const e = JSON.parse(line) as RunEvent;
      events.push(e);
      if (e.event === 'result' && ++results >= stopAfter) {
        await reader.cancel().catch(() => {});
        return events;
      }
    }
  }
  return events;
}

const verdicts = (results: SampleResult[]) => Object.fromEntries(results.map((r) => [`${r.task_id}#${r.generation}`, r.status]));
const resultsOf = (events: RunEvent[]) => events.flatMap((e) => (e.event === 'result' ? [e.result] : []));
const endOf = (events: RunEvent[]) => events.find((e): e is Extract<RunEvent, { event: 'end' }> => e.event === 'end');

describe('durable runs in this process (no Redis)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, slots: 2, unsafeNoSandbox: true });
  });
  afterAll(() => server?.close());

  it('answers 202 at once, then streams every result and the same summary as /evaluate', { timeout: 120_000 }, async () => {
    const created = await post(server.url, '/api/v1/runs', body(8));
    expect(created.status).toBe(202);
    const { run_id: id, generations } = (await created.json()) as { run_id: string; generations: number };
    expect(generations).toBe(8);
    const events = await readResults(server.url, id, 0);
    const end = endOf(events)!;
    expect(end).toMatchObject({ state: 'done', complete: true, done: 8, total: 8 });
    expect(events.filter((e) => e.event === 'result').map((e) => (e as { index: number }).index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    const streamed = (await (await post(server.url, '/api/v1/evaluate', body(8))).text()).trim().split('\n').map((l) => JSON.parse(l) as EvaluateEvent);
    const report = streamed.find((e): e is Extract<EvaluateEvent, { event: 'summary' }> => e.event === 'summary')!.report as Report;
    expect(verdicts(resultsOf(events))).toEqual(verdicts(streamed.flatMap((e) => (e.event === 'result' ? [e.result] : []))));
    expect(end.summary!.overall).toEqual(report.overall);

    // Any offset resumes: the tail from 5 is the same three results.
    const tail = await readResults(server.url, id, 5);
    expect(resultsOf(tail)).toEqual(resultsOf(events).slice(5));
    const record = await getJson<RunRecord>(server.url, `/api/v1/runs/${id}`);
    expect(record).toMatchObject({ id, state: 'done', done: 8, total: 8, spec: { mode: 'default' } });
    expect(record.passed).toBe(end.summary!.overall.passed);
  });

  it('cancels: no result is recorded after the cancel, and the run says cancelled', { timeout: 120_000 }, async () => {
    const { run_id: id } = (await (await post(server.url, '/api/v1/runs', body(40))).json()) as { run_id: string };
    await readResults(server.url, id, 0, 2);
    const cancelled = await fetch(`${server.url}/api/v1/runs/${id}`, { method: 'DELETE' });
    expect(await cancelled.json()).toEqual({ run_id: id, state: 'cancelled' });
    const atCancel = (await getJson<RunRecord>(server.url, `/api/v1/runs/${id}`)).done;
    await new Promise((r) => setTimeout(r, 3000));
    const later = await getJson<RunRecord>(server.url, `/api/v1/runs/${id}`);
    expect(later.state).toBe('cancelled');
    expect(later.done).toBe(atCancel);
    expect(later.done).toBeLessThan(40);
    expect((await fetch(`${server.url}/api/v1/runs/${id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('/evaluate is built on a run: its start names the run, which holds the same results; a client that leaves cancels it', { timeout: 120_000 }, async () => {
    const streamed = (await (await post(server.url, '/api/v1/evaluate', body(3))).text()).trim().split('\n').map((l) => JSON.parse(l) as EvaluateEvent);
    const start = streamed[0] as Extract<EvaluateEvent, { event: 'start' }>;
    expect(start).toMatchObject({ event: 'start', total: 3, mode: 'default', run_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(streamed.at(-1)).toEqual({ event: 'end', complete: true, results: 3 });
    const record = await getJson<RunRecord>(server.url, `/api/v1/runs/${start.run_id}`);
    expect(record).toMatchObject({ state: 'done', done: 3, total: 3 });
    const stored = resultsOf(await readResults(server.url, start.run_id!, 0));
    expect(verdicts(stored)).toEqual(verdicts(streamed.flatMap((e) => (e.event === 'result' ? [e.result] : []))));

    // A client that reads the start and two results, then goes away: the run is cancelled, nothing more is judged.
    const leaving = await post(server.url, '/api/v1/evaluate', body(40));
    const reader = leaving.body!.getReader();
    let text = '';
    while ((text.match(/"event":"result"/g) ?? []).length < 2) text += new TextDecoder().decode((await reader.read()).value);
    const runId = (JSON.parse(text.split('\n')[0]) as { run_id: string }).run_id;
    await reader.cancel();
    let left = await getJson<RunRecord>(server.url, `/api/v1/runs/${runId}`);
    for (const deadline = Date.now() + 5000; left.state !== 'cancelled' && Date.now() < deadline; left = await getJson<RunRecord>(server.url, `/api/v1/runs/${runId}`)) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(left.state).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 2000));
    expect((await getJson<RunRecord>(server.url, `/api/v1/runs/${runId}`)).done).toBe(left.done);
    expect(left.done).toBeLessThan(40);
  });

  it('cancel kills the programs still running: none is left in flight moments later', { timeout: 60_000 }, async () => {
    const task = await realTask('Shell/2');
    const source = canonicalSource(getLanguage('Shell'), task, await references());
    // Two answers that pass their test, then sleep far past the cancel.
    const answers = [1, 2].map((n) => JSON.stringify({ task_id: 'Shell/2', completion: '```bash\n' + source + `\nsleep 60 # ${n}\n` + '```' }));
    const { run_id: id } = (await (await post(server.url, '/api/v1/runs', answers.join('\n') + '\n')).json()) as { run_id: string };
    const inFlight = async () => Number(/^mcjudge_programs_in_flight (\d+)$/m.exec(await (await fetch(`${server.url}/metrics`)).text())![1]);
    const deadline = Date.now() + 20_000;
    while ((await inFlight()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await inFlight()).toBe(2);
    const cancelledAt = Date.now();
    await fetch(`${server.url}/api/v1/runs/${id}`, { method: 'DELETE' });
    while ((await inFlight()) > 0 && Date.now() - cancelledAt < 10_000) await new Promise((r) => setTimeout(r, 100));
    expect(await inFlight()).toBe(0);
    expect(Date.now() - cancelledAt).toBeLessThan(5000);
    const record = await getJson<RunRecord>(server.url, `/api/v1/runs/${id}`);
    expect(record).toMatchObject({ state: 'cancelled', done: 0 });
  });

  it('a remote client that cancels closes its request, and the server kills the program', { timeout: 60_000 }, async () => {
    const Shell = getLanguage('Shell');
    const task = await realTask('Shell/2');
    const program = materialize(Shell, task, `${canonicalSource(Shell, task, await references())}\nsleep 60\n`, 'default', await references());
    const remote = new RemoteExecutor({ server: server.url });
    const cancel = new AbortController();
    const pending = remote.execute(program, Shell, { signal: cancel.signal });
    const inFlight = async () => Number(/^mcjudge_programs_in_flight (\d+)$/m.exec(await (await fetch(`${server.url}/metrics`)).text())![1]);
    const deadline = Date.now() + 20_000;
    while ((await inFlight()) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const cancelledAt = Date.now();
    cancel.abort();
    expect((await pending).infraError).toBe(CANCELLED);
    while ((await inFlight()) > 0 && Date.now() - cancelledAt < 10_000) await new Promise((r) => setTimeout(r, 100));
    expect(await inFlight()).toBe(0);
    expect(Date.now() - cancelledAt).toBeLessThan(5000);
  });

  it('exports Prometheus metrics: runs created, programs by language and outcome', async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^mcjudge_runs_created_total [1-9]\d*$/m);
    expect(text).toMatch(/^mcjudge_program_seconds_count\{language="C",outcome="exit_0"\} [1-9]\d*$/m);
    expect(text).toMatch(/^mcjudge_programs_in_flight \d+$/m);
  });

  it('refuses what is not a run: unknown id 404, bad offset 400, empty input 400', async () => {
    expect((await fetch(`${server.url}/api/v1/runs/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/runs/../../etc`)).status).toBe(404);
    const { run_id: id } = (await (await post(server.url, '/api/v1/runs', body(1))).json()) as { run_id: string };
    expect((await fetch(`${server.url}/api/v1/runs/${id}/results?after=-1`)).status).toBe(400);
    const empty = await post(server.url, '/api/v1/runs', '{"task_id": "Klingon/1", "completion": "x"}\n');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toMatch(/no sample to evaluate/);
  });
});

interface CliServer {
  child: ChildProcess;
  url: string;
  exited: Promise<unknown>;
}

async function serveWithRedis(redisUrl: string): Promise<CliServer> {
  // Its own slot serves C from the queue: killing the process kills a worker too.
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--jobs', '1', '--unsafe-no-sandbox', '--redis', redisUrl, '--languages', 'C', '--stalled-interval', '1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, MCJUDGE_TOKEN: '' },
  });
  let log = '';
  child.stdout!.on('data', (b) => (log += b));
  child.stderr!.on('data', (b) => (log += b));
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = Date.now() + 30_000;
  while (!/listening on http:\/\/\S+/.test(log)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`mcjudge serve --redis did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url: /listening on (http:\/\/\S+)/.exec(log)![1], exited };
}

describe.skipIf(!redisServerBinary())(`durable runs in Redis (${redisServerBinary() ? 'redis-server' : NO_REDIS_REASON})`, () => {
  let redis: RedisServer;
  const apis: CliServer[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const a of apis) a.child.kill('SIGKILL');
    await redis?.stop();
  });

  async function api(): Promise<CliServer> {
    const a = await serveWithRedis(redis.url);
    apis.push(a);
    return a;
  }

  it('an API process killed mid-run: another resumes it, and every result appears exactly once with the verdicts of an uninterrupted run', { timeout: 240_000 }, async () => {
    const first = await api();
    const { run_id: id } = (await (await post(first.url, '/api/v1/runs', body(12))).json()) as { run_id: string };
    const before = await readResults(first.url, id, 0, 3);
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await api();
    const after = await readResults(second.url, id, resultsOf(before).length);
    expect(endOf(after)).toMatchObject({ state: 'done', complete: true, done: 12, total: 12 });
    const all = [...resultsOf(before), ...resultsOf(after)];
    expect(all.map((r) => `${r.task_id}#${r.generation}`).sort()).toEqual([...new Set(all.map((r) => `${r.task_id}#${r.generation}`))].sort());
    expect(all).toHaveLength(12);

    const uninterrupted = await readResults(second.url, ((await (await post(second.url, '/api/v1/runs', body(12))).json()) as { run_id: string }).run_id, 0);
    expect(verdicts(all)).toEqual(verdicts(resultsOf(uninterrupted)));
  });

  it('exports the queues and workers as Prometheus metrics', async () => {
    const server = await api();
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^mcjudge_queue_jobs\{language="C",state="completed"\} [1-9]\d*$/m);
    expect(text).toMatch(/^mcjudge_workers [1-9]\d*$/m);
    expect(text).toMatch(/^mcjudge_worker_slots [1-9]\d*$/m);
  });

  it('Redis restarted mid-run (AOF on): the run completes, nothing lost or doubled', { timeout: 240_000 }, async () => {
    const server = await api();
    const { run_id: id } = (await (await post(server.url, '/api/v1/runs', body(10, 20))).json()) as { run_id: string };
    const before = await readResults(server.url, id, 0, 2);
    await redis.restart();
    let after: RunEvent[] = [];
    // The API answers again once its connection is back; a read cut by the restart is resumed from its offset.
    for (let tries = 0; tries < 20 && !endOf(after); tries++) {
      const got = await readResults(server.url, id, resultsOf(before).length + resultsOf(after).length).catch(() => [] as RunEvent[]);
      after = [...after.filter((e) => e.event === 'result'), ...got];
      if (!endOf(after)) await new Promise((r) => setTimeout(r, 500));
    }
    expect(endOf(after)).toMatchObject({ state: 'done', done: 10, total: 10 });
    const keys = [...resultsOf(before), ...resultsOf(after)].map((r) => `${r.task_id}#${r.generation}`);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
  });
});
