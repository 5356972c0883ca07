import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, RemoteExecutor, TESTS_END_STATUS, type EvaluateEvent, type Program } from '@mcjudge/core';
import { realTask, references } from '../../test/fixtures/load.ts';
import { startServer, type RunningServer } from './serve.ts';

// The API over real HTTP, on a real sandboxed executor, with real McEval tasks.
const TOKEN = 'test-token';
let server: RunningServer;
const C = getLanguage('C');

beforeAll(async () => {
  server = await startServer({ port: 0, slots: 1, queue: 1, token: TOKEN, corsOrigin: ['http://localhost:5173'] });
});
afterAll(async () => {
  await server?.close();
});

const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
async function program(id: string, broken = false): Promise<Program> {
  const task = await realTask(id);
  return broken ? assembleBroken(getLanguage(id.split('/')[0]), task, 'default', await references()) : assembleCanonical(getLanguage(id.split('/')[0]), task, 'default', await references());
}
const post = (path: string, body: unknown, headers: Record<string, string> = auth) =>
  fetch(server.url + path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('HTTP API', () => {
  it('reports health and the sandbox without a token', async () => {
    const res = await fetch(`${server.url}/api/v1/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.sandbox.isolation).toContain('bubblewrap');
  });

  it('requires the bearer token elsewhere', async () => {
    expect((await fetch(`${server.url}/api/v1/languages`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/languages`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('answers CORS preflights from an origin it was told to allow (the Vite dev server) without the token', async () => {
    const res = await fetch(`${server.url}/api/v1/execute`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('lists the 40 languages with availability and versions', async () => {
    const body = await (await fetch(`${server.url}/api/v1/languages`, { headers: auth })).json();
    expect(body.languages).toHaveLength(40);
    const c = body.languages.find((l: { name: string }) => l.name === 'C');
    expect(c).toMatchObject({ available: true, runtime: { id: 'native:gcc' } });
    expect(c.runtime.version).toContain('gcc');
  });

  it("executes a canonical C program (compiled, then its main returns the tests' end status) and a broken one (assertion failure)", async () => {
    const good = await (await post('/api/v1/execute', { language: 'C', program: await program('C/3') })).json();
    expect(good.steps.map((s: { exitCode: number }) => s.exitCode)).toEqual([0, TESTS_END_STATUS]);
    const bad = await (await post('/api/v1/execute', { language: 'c', program: await program('C/3', true) })).json();
    expect(bad.steps.at(-1).exitCode).not.toBe(0);
  });

  it('rejects bad requests with a clear 400', async () => {
    const p = await program('C/3');
    const cases: [unknown, RegExp][] = [
      ['not json', /not JSON/],
      [{ language: 'Klingon', program: p }, /unknown language/],
      [{ language: 'C', program: { ...p, files: [{ path: '../../etc/passwd', text: 'x' }] } }, /relative path/],
      [{ language: 'C', program: { ...p, steps: [{ name: 'run', argv: ['rm', '-rf', '/'], timeoutMs: 1000 }] } }, /not a C tool/],
      [{ language: 'C', program: { ...p, steps: p.steps.map((s) => ({ ...s, timeoutMs: 300_000 })) } }, /exceeds/],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/v1/execute', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
  });

  it('answers 429 beyond its queue, and serves again afterwards', async () => {
    const base = await program('C/3');
    const slow: Program = { ...base, files: base.files.map((f) => ({ ...f, text: '#include <unistd.h>\nint main(void){sleep(2);return 0;}\n' })) };
    const started = Date.now();
    const statuses = await Promise.all([1, 2, 3, 4].map(() => post('/api/v1/execute', { language: 'C', program: slow }).then((r) => r.status)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000); // the two admitted ran one after the other
    expect(statuses.filter((s) => s === 200)).toHaveLength(2); // one running, one queued
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect((await post('/api/v1/execute', { language: 'C', program: await program('C/3') })).status).toBe(200);
  });

  it('evaluates a McEval output file as an NDJSON stream ending in `end`, the same verdicts as the CLI judge', async () => {
    const examples = gunzipSync(readFileSync(new URL('../../data/examples/official-C/generation_C.jsonl.gz', import.meta.url))).toString('utf8');
    const five = examples.trim().split('\n').slice(0, 5).join('\n') + '\n{"task_id": "Klingon/1", "raw_generation": ["x"]}\nnot json\n';
    const res = await fetch(`${server.url}/api/v1/evaluate?task=generation`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: five });
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const events = (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as EvaluateEvent);
    const start = events[0];
    expect(start.event).toBe('start');
    if (start.event === 'start') {
      expect(start.total).toBe(5);
      expect(start.problems.join('\n')).toMatch(/Klingon/);
      expect(start.problems.join('\n')).toMatch(/request body:7: not valid JSON/);
    }
    const results = events.filter((e) => e.event === 'result');
    expect(results).toHaveLength(5);
    const summary = events.at(-2);
    expect(summary?.event).toBe('summary');
    if (summary?.event === 'summary') expect(summary.report.overall.total).toBe(5);
    expect(events.at(-1)).toEqual({ event: 'end', complete: true, results: 5 });
  });

  it('backs the remote executor: the same exit statuses as running locally', async () => {
    const remote = new RemoteExecutor({ server: server.url, token: TOKEN });
    expect(await remote.unavailableReason(C)).toBeUndefined();
    expect(await remote.unavailableReason(getLanguage('Swift'))).toMatch(/swift/i);
    const r = await remote.execute(await program('C/5'), C);
    expect(r.infraError).toBeUndefined();
    // A default-mode C test's main returns its own status at its end (core/assemble/tests-end.ts).
    expect(r.steps.at(-1)?.exitCode).toBe(TESTS_END_STATUS);
    const unreachable = await new RemoteExecutor({ server: 'http://127.0.0.1:9' }).execute(await program('C/5'), C);
    expect(unreachable.infraError).toMatch(/unreachable/);
  });
});
