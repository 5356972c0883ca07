import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, SampleResult } from '@mcjudge/core';
import { startServer, type RunningServer } from '../http/serve.ts';
import type { RunEvent } from '../http/routes/runs.ts';
import type { RunRecord } from './run-store.ts';
import { ReplayServer } from '../../test/openai-replay/server.ts';
import { readExample, recordedAnswers } from '../../test/openai-replay/recordings.ts';

/** The key the replay server demands: it must reach the endpoint and appear in no answer of mcjudge's. */
const KEY = 'sk-mcjudge-test-secret-7f3a9c';

/** Every answer body the tests read, to look for the key in. */
const seen: string[] = [];
async function call(url: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const r = await fetch(url, init);
  const text = await r.text();
  seen.push(text, JSON.stringify([...r.headers]));
  return { status: r.status, text };
}
const postJson = (base: string, body: unknown) => call(`${base}/api/v1/runs`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** Follows a run's results to its end. */
async function follow(base: string, id: string): Promise<RunEvent[]> {
  const { text } = await call(`${base}/api/v1/runs/${id}/results?after=0&follow=1`);
  return text.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as RunEvent);
}
const resultsOf = (events: RunEvent[]) => events.flatMap((e) => (e.event === 'result' ? [e.result] : []));
const endOf = (events: RunEvent[]) => events.find((e): e is Extract<RunEvent, { event: 'end' }> => e.event === 'end');
const verdicts = (results: SampleResult[]) => Object.fromEntries(results.map((r) => [`${r.task_id}#${r.generation}`, r.status]));

describe('generation runs: the server asks the model, then judges each answer', () => {
  let server: RunningServer;
  let replay: ReplayServer;
  beforeAll(async () => {
    [server, replay] = await Promise.all([startServer({ port: 0, slots: 2, unsafeNoSandbox: true }), ReplayServer.start({ answers: recordedAnswers(), apiKey: KEY })]);
  });
  afterAll(async () => {
    await server?.close();
    await replay?.close();
  });

  it('C, limit 5: done, with the verdicts and Pass@1 of the same official outputs posted as a file; the request record without the key', { timeout: 60_000 }, async () => {
    const created = await postJson(server.url, { generate: { endpoint: replay.url, model: 'replay-model', apiKey: KEY, task: 'generation', languages: ['C'], limit: 5, concurrency: 3 } });
    expect(created.status, created.text).toBe(202);
    const { run_id: id, generations } = JSON.parse(created.text) as { run_id: string; generations: number };
    expect(generations).toBe(5);
    const events = await follow(server.url, id);
    expect(endOf(events)).toMatchObject({ state: 'done', complete: true, done: 5, total: 5 });
    const generated = resultsOf(events);
    expect(generated).toHaveLength(5);
    // The endpoint got the key, and exactly one request per answer.
    expect(replay.requests.filter((r) => r.outcome === 'answer')).toHaveLength(5);
    expect(replay.requests.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);

    // The official outputs of the same five tasks, posted as a file.
    const ids = new Set(generated.map((r) => r.task_id));
    const lines = readExample('generation_C.jsonl.gz').filter((l) => ids.has(l.task_id));
    expect(lines).toHaveLength(5);
    const fromFile = await call(`${server.url}/api/v1/runs`, { method: 'POST', body: lines.map((l) => JSON.stringify(l)).join('\n') + '\n', headers: { 'content-type': 'application/x-ndjson' } });
    const fileEvents = await follow(server.url, (JSON.parse(fromFile.text) as { run_id: string }).run_id);
    expect(verdicts(generated)).toEqual(verdicts(resultsOf(fileEvents)));
    const report = endOf(events)!.summary as Report;
    expect(report.overall).toEqual((endOf(fileEvents)!.summary as Report).overall);

    const record = JSON.parse((await call(`${server.url}/api/v1/runs/${id}`)).text) as RunRecord;
    expect(record).toMatchObject({ state: 'done', done: 5, total: 5, passed: report.overall.passed });
    expect(record.spec.generate).toMatchObject({ endpoint: replay.url, model: 'replay-model', api_key: true, languages: ['C'], limit: 5, n: 1 });
    expect(record.generate).toMatchObject({ model: 'replay-model', task: 'generation', api: 'chat', endpoint: replay.url, answers: 5 });
    expect(record.generate!.runs[0]).toMatchObject({ outcome: 'complete', requests: 5, answers: 5, failed: 0, retries: 0 });
    expect(record.generate!.usage.completion_tokens).toBeGreaterThan(0);
    expect(record.generate!.ended).not.toBeNull();
    expect(record.generate!.dataset_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a wrong model: the run ends failed, saying which models the endpoint serves; one request asked', { timeout: 30_000 }, async () => {
    replay.reset();
    const created = await postJson(server.url, { generate: { endpoint: replay.url, model: 'no-such-model', apiKey: KEY, languages: ['C'], limit: 5 } });
    expect(created.status).toBe(202);
    const { run_id: id } = JSON.parse(created.text) as { run_id: string };
    const end = endOf(await follow(server.url, id))!;
    expect(end.state).toBe('failed');
    expect(end.error).toMatch(/no-such-model/);
    expect(end.error).toMatch(/replay-model/);
    const record = JSON.parse((await call(`${server.url}/api/v1/runs/${id}`)).text) as RunRecord;
    expect(record).toMatchObject({ state: 'failed', done: 0 });
    expect(record.generate!.runs[0]).toMatchObject({ outcome: 'endpoint_error', answers: 0 });
    expect(replay.requests.filter((r) => r.path.endsWith('completions'))).toHaveLength(1);
  });

  it('GET /runs/:id shows the generation phase while it runs: answers and requests so far', { timeout: 30_000 }, async () => {
    replay.reset();
    replay.delayMs = 400;
    try {
      const { run_id: id } = JSON.parse((await postJson(server.url, { generate: { endpoint: replay.url, model: 'replay-model', apiKey: KEY, languages: ['C'], limit: 5, concurrency: 1 } })).text) as { run_id: string };
      let mid: RunRecord | undefined;
      for (let i = 0; i < 100 && !mid; i++) {
        const r = JSON.parse((await call(`${server.url}/api/v1/runs/${id}`)).text) as RunRecord;
        const run = r.generate?.runs[0];
        if (r.state === 'running' && run && run.answers >= 1 && run.answers < 5) mid = r;
        else await new Promise((done) => setTimeout(done, 100));
      }
      expect(mid?.generate?.runs[0]).toMatchObject({ outcome: 'running', failed: 0 });
      expect(mid!.generate!.runs[0].requests).toBeGreaterThanOrEqual(mid!.generate!.runs[0].answers);
      expect(endOf(await follow(server.url, id))).toMatchObject({ state: 'done', done: 5 });
    } finally {
      replay.delayMs = 0;
    }
  });

  it('a bad body: 400 naming the field', async () => {
    const bad = async (generate: Record<string, unknown>, field: RegExp) => {
      const r = await postJson(server.url, { generate: { endpoint: replay.url, model: 'replay-model', languages: ['C'], ...generate } });
      expect(r.status, r.text).toBe(400);
      expect((JSON.parse(r.text) as { error: string }).error).toMatch(field);
    };
    await bad({ endpoint: 'file:///etc/passwd' }, /generate\.endpoint: must be an http\(s\) URL/);
    await bad({ endpoint: 'not a url' }, /generate\.endpoint/);
    await bad({ endpoint: 'http://user:pw@127.0.0.1:1/v1' }, /generate\.endpoint: must not carry credentials/);
    await bad({ limit: 0 }, /generate\.limit/);
    await bad({ n: 1000 }, /generate\.n/);
    await bad({ concurrency: 10_000 }, /generate\.concurrency/);
    await bad({ languages: ['Klingon'] }, /generate\.languages\.0: is not a McEval language/);
    await bad({ model: undefined }, /generate\.model/);
    await bad({ kinds: ['single'] }, /generate\.kinds/);
    await bad({ apiKy: 'typo' }, /apiKy/);
    const notJson = await call(`${server.url}/api/v1/runs`, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.text).toMatch(/not JSON/);
  });

  it('the key appears in no answer mcjudge gave', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) expect(text).not.toContain(KEY);
  });
});
