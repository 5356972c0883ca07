import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSamples } from '@mcjudge/core';
import { main } from '../cli/src/main.ts';
import { readExample, recordedAnswers, type RecordedLine } from './openai-replay/recordings.ts';
import { ReplayServer } from './openai-replay/server.ts';

// `mcjudge generate` against a real HTTP server speaking the OpenAI APIs, through the real `openai`
// client: recorded real answers (the official C example outputs), faults on demand, every request counted.

const KEY_ENV = 'MCJUDGE_REPLAY_KEY';
const KEY = 'sk-replay-secret-4711';
const CLI = new URL('../cli/bin/mcjudge.js', import.meta.url).pathname;
const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-generate-'));

async function cli(...argv: string[]): Promise<{ code: number; log: string }> {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
}

const readJsonl = (path: string): Record<string, unknown>[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A line as McEval's scripts write it: mcjudge's own `sample` and `finish_reason` taken out. */
function mcevalPart(line: Record<string, unknown>): Record<string, unknown> {
  const { sample: _sample, finish_reason: _finish, ...rest } = line;
  return rest;
}

/** The McEval data records of C for a folder of data/mceval, by task id. */
function dataRecords(folder: string): Map<string, Record<string, unknown>> {
  const text = gunzipSync(readFileSync(new URL(`../data/mceval/${folder}/c.jsonl.gz`, import.meta.url))).toString('utf8');
  return new Map(
    text
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .map((r) => [r.task_id as string, r]),
  );
}

/**
 * A written line is what McEval's scripts write: the data record plus what they add, equal to the
 * official output line field for field. (The official example files were made from a data release
 * with `humaneval_instruction` in explanation records and without `level`; those two differ.)
 */
function expectOfficialLine(line: Record<string, unknown>, official: Record<string, unknown>, data: Record<string, unknown>): void {
  const expected: Record<string, unknown> = { ...data };
  for (const [k, v] of Object.entries(official)) if (k !== 'humaneval_instruction') expected[k] = v;
  expect(mcevalPart(line)).toEqual(expected);
}

let server: ReplayServer;
const generation = readExample('generation_C.jsonl.gz');
const byId = (lines: RecordedLine[]) => new Map(lines.map((l) => [l.task_id, l]));

beforeAll(async () => {
  process.env[KEY_ENV] = KEY;
  server = await ReplayServer.start({ answers: recordedAnswers(), apiKey: KEY, models: ['replay-model'] });
});
afterAll(async () => {
  await server.close();
  delete process.env[KEY_ENV];
});
beforeEach(() => {
  server.reset();
  server.delayMs = 0;
});

const base = (out: string, ...more: string[]) => ['generate', '--endpoint', server.url, '--model', 'replay-model', '--api-key-env', KEY_ENV, '--languages', 'C', '--out', out, ...more];

describe('mcjudge generate', () => {
  it('writes the recorded answers exactly as McEval\'s scripts do (record + raw_generation), with a request record that holds no secret', async () => {
    const out = tmp();
    const r = await cli(...base(out, '--limit', '5'));
    expect(r.code, r.log).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['generate.json', 'generation_c.jsonl']);
    const lines = readJsonl(join(out, 'generation_c.jsonl'));
    expect(lines).toHaveLength(5);
    const official = byId(generation);
    const data = dataRecords('generation');
    for (const line of lines) {
      expectOfficialLine(line, official.get(line.task_id as string)!, data.get(line.task_id as string)!);
      expect(line).toMatchObject({ sample: 0, finish_reason: 'stop' });
    }
    // The request McEval's facts call for: the instruction as the one user message, greedy, 1024 tokens.
    expect(server.count()).toBe(5);
    for (const q of server.requests) {
      expect(q.path).toBe('/v1/chat/completions');
      expect(q.authorization).toBe(`Bearer ${KEY}`);
      expect(q.body).toMatchObject({ model: 'replay-model', temperature: 0, top_p: 0.95, max_tokens: 1024, messages: [{ role: 'user', content: q.prompt }] });
      expect(official.get(generation.find((g) => g.instruction === q.prompt)!.task_id)).toBeDefined();
    }
    const record = JSON.parse(readFileSync(join(out, 'generate.json'), 'utf8'));
    expect(record).toMatchObject({
      task: 'generation',
      model: 'replay-model',
      api: 'chat',
      endpoint: server.url,
      parameters: { temperature: 0, top_p: 0.95, max_tokens: 1024, system: null },
      answers: 5,
      mcjudge_version: '0.1.0',
    });
    expect(record.dataset_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.prompt_template_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.usage.completion_tokens).toBeGreaterThan(0);
    expect(record.runs).toHaveLength(1);
    expect(record.runs[0]).toMatchObject({ outcome: 'complete', requests: 5, retries: 0, answers: 5, failed: 0, limit: 5, n: 1, languages: ['C'] });
    for (const f of ['generate.json', 'generation_c.jsonl']) expect(readFileSync(join(out, f), 'utf8')).not.toContain(KEY);

    // Run again: every answer is there, nothing is asked.
    server.reset();
    const again = await cli(...base(out, '--limit', '5'));
    expect(again.code).toBe(0);
    expect(again.log).toContain('nothing to ask: all 5 answer(s)');
    expect(server.count()).toBe(0);
  });

  it('after being killed mid-run (SIGINT to the real process), a rerun asks only for the missing answers', async () => {
    const out = tmp();
    server.delayMs = 120;
    const args = base(out, '--limit', '20', '--concurrency', '2');
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    while (server.count() < 8) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGINT');
    expect(await exited, stderr).toBe(130);
    expect(stderr).toContain('interrupted:');

    const file = join(out, 'generation_c.jsonl');
    const written = readJsonl(file); // every line whole: valid JSONL
    expect(written.length).toBeGreaterThanOrEqual(4);
    expect(written.length).toBeLessThan(20);
    const firstRun = JSON.parse(readFileSync(join(out, 'generate.json'), 'utf8'));
    expect(firstRun.runs[0]).toMatchObject({ outcome: 'interrupted', answers: written.length });
    // What a SIGKILL in the middle of a write would leave: a cut last line. The rerun drops it and asks again.
    appendFileSync(file, '{"task_id": "C/20", "prompt": "#incl');

    server.reset();
    server.delayMs = 0;
    const rerun = await cli(...args);
    expect(rerun.code, rerun.log).toBe(0);
    expect(rerun.log).toContain('dropped 1 line(s)');
    expect(rerun.log).toContain(`resuming: ${written.length} of 20 answer(s) already`);
    expect(server.count()).toBe(20 - written.length);
    const already = new Set(written.map((l) => l.instruction));
    for (const q of server.requests) expect(already.has(q.prompt)).toBe(false);
    const all = readJsonl(file);
    expect(all).toHaveLength(20);
    expect(new Set(all.map((l) => l.task_id)).size).toBe(20);
    const record = JSON.parse(readFileSync(join(out, 'generate.json'), 'utf8'));
    expect(record.runs.map((r: { outcome: string }) => r.outcome)).toEqual(['interrupted', 'complete']);
    expect(record.answers).toBe(20);
  });

  it('retries a 429 (waiting its Retry-After), a 500, a cut connection and a timeout, and records every answer', async () => {
    const out = tmp();
    const [c1, c2, c3, c4] = generation.map((g) => g.instruction);
    server.inject({ kind: 'status', status: 429, retryAfter: '1' }, { match: (p) => p === c1 });
    server.inject({ kind: 'status', status: 500 }, { match: (p) => p === c2 });
    server.inject({ kind: 'cut' }, { match: (p) => p === c3 });
    server.inject({ kind: 'slow', ms: 3000 }, { match: (p) => p === c4 });
    const r = await cli(...base(out, '--limit', '4', '--concurrency', '4', '--timeout', '1'));
    expect(r.code, r.log).toBe(0);
    const outcomes = (prompt: string) => server.requests.filter((q) => q.prompt === prompt).map((q) => q.outcome);
    expect(outcomes(c1)).toEqual(['status', 'answer']);
    expect(outcomes(c2)).toEqual(['status', 'answer']);
    expect(outcomes(c3)).toEqual(['cut', 'answer']);
    expect(outcomes(c4)).toEqual(['slow', 'answer']);
    // The 429's request came again no sooner than its Retry-After said.
    const [first, second] = server.requests.filter((q) => q.prompt === c1);
    expect(second.at - first.at).toBeGreaterThanOrEqual(1000);
    expect(r.log).toMatch(/retrying C\/1 \(sample 0\) in 1\.\d s: 429/);
    expect(r.log).toMatch(/retrying C\/2 \(sample 0\) in \d\.\d s: 500/);
    expect(r.log).toMatch(/retrying C\/3 \(sample 0\) in \d\.\d s: connection failed/);
    expect(r.log).toMatch(/retrying C\/4 \(sample 0\) in \d\.\d s: no answer within 1 s/);
    const lines = readJsonl(join(out, 'generation_c.jsonl'));
    expect(lines).toHaveLength(4);
    const official = byId(generation);
    for (const l of lines) expect(l.raw_generation).toEqual(official.get(l.task_id as string)!.raw_generation);
    expect(JSON.parse(readFileSync(join(out, 'generate.json'), 'utf8')).runs[0]).toMatchObject({ requests: 8, retries: 4, answers: 4, failed: 0 });
  });

  it('gives up on an answer after --retries, exits 3, and the rerun asks just for that one', async () => {
    const out = tmp();
    const c2 = generation.find((g) => g.task_id === 'C/2')!.instruction;
    server.inject({ kind: 'status', status: 503 }, { times: 2, match: (p) => p === c2 });
    const r = await cli(...base(out, '--limit', '3', '--retries', '1'));
    expect(r.code, r.log).toBe(3);
    expect(r.log).toContain('gave up on C/2 (sample 0): 503');
    expect(readJsonl(join(out, 'generation_c.jsonl')).map((l) => l.task_id).sort()).toEqual(['C/1', 'C/3']);
    server.reset();
    const again = await cli(...base(out, '--limit', '3', '--retries', '1'));
    expect(again.code).toBe(0);
    expect(server.requests.map((q) => q.prompt)).toEqual([c2]);
  });

  it('stops the whole run when the key is refused in the middle of it (exit 1), keeping what was written', async () => {
    const out = tmp();
    const c3 = generation[2].instruction;
    server.inject({ kind: 'status', status: 401 }, { match: (p) => p === c3 });
    const r = await cli(...base(out, '--limit', '6', '--concurrency', '1'));
    expect(r.code, r.log).toBe(1);
    expect(r.log).toContain('stopped, the endpoint refuses every request');
    expect(r.log).toContain(`check the key in $${KEY_ENV}`);
    expect(server.count()).toBe(3);
    expect(readJsonl(join(out, 'generation_c.jsonl')).map((l) => l.task_id)).toEqual(['C/1', 'C/2']);
    expect(JSON.parse(readFileSync(join(out, 'generate.json'), 'utf8')).runs[0]).toMatchObject({ outcome: 'endpoint_error', answers: 2 });
  });

  it('stops at the first request, with a clear message and exit 1, on a wrong model, key or URL', async () => {
    const check = async (argv: string[], message: string | RegExp) => {
      server.reset();
      const out = tmp();
      const started = Date.now();
      const r = await cli(...argv.map((a) => (a === 'OUT' ? out : a)));
      expect(r.code, r.log).toBe(1);
      expect(r.log).toMatch(message);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(existsSync(join(out, 'generate.json'))).toBe(false);
      return server.count();
    };
    const args = (endpoint: string, model: string, ...more: string[]) => ['generate', '--endpoint', endpoint, '--model', model, '--languages', 'C', '--limit', '5', '--out', 'OUT', ...more];
    expect(await check(args(server.url, 'no-such-model', '--api-key-env', KEY_ENV), /404 The model `no-such-model` does not exist.*it serves: replay-model/)).toBe(1);
    process.env.MCJUDGE_WRONG_KEY = 'sk-wrong';
    expect(await check(args(server.url, 'replay-model', '--api-key-env', 'MCJUDGE_WRONG_KEY'), /refused the API key \(401 Incorrect API key provided\.\): check the key in \$MCJUDGE_WRONG_KEY/)).toBe(1);
    expect(await check(args(server.url, 'replay-model'), /refused the API key.*name it with --api-key-env VAR/)).toBe(1);
    expect(server.requests[0].authorization).toBeUndefined(); // no key given, none sent
    expect(await check(args(server.origin, 'replay-model', '--api-key-env', KEY_ENV), /no OpenAI-compatible API answers at .*the base URL usually ends in \/v1/)).toBe(0);
    const closed = await ReplayServer.start({ answers: new Map() });
    const nowhere = closed.url;
    await closed.close();
    expect(await check(args(nowhere, 'replay-model'), /cannot reach .*ECONNREFUSED/)).toBe(0);
    delete process.env.MCJUDGE_WRONG_KEY;
  });

  it('records empty and refused answers as answers, which evaluate scores extract_error', async () => {
    const out = tmp();
    const [c1, c2] = generation;
    server.inject({ kind: 'empty' }, { match: (p) => p === c1.instruction });
    server.inject({ kind: 'refuse', message: 'I cannot help with that.' }, { match: (p) => p === c2.instruction });
    expect((await cli(...base(out, '--limit', '2'))).code).toBe(0);
    const lines = byIdLines(readJsonl(join(out, 'generation_c.jsonl')));
    expect(lines.get('C/1')).toMatchObject({ raw_generation: [''], finish_reason: 'stop' });
    expect(lines.get('C/2')).toMatchObject({ raw_generation: [''], refusal: 'I cannot help with that.' });
    const scored = tmp();
    const e = await cli('evaluate', '--samples', out, '--executor', 'native', '--out', scored);
    expect(e.code, e.log).toBe(0);
    const results = readJsonl(join(scored, 'results.jsonl'));
    expect(results.map((x) => [x.task_id, x.status]).sort()).toEqual([
      ['C/1', 'extract_error'],
      ['C/2', 'extract_error'],
    ]);
  });

  it('asks n samples per task for pass@k, and a larger --n later asks only for the new ones', async () => {
    const out = tmp();
    const r = await cli(...base(out, '--limit', '2', '--n', '2', '--temperature', '0.8'));
    expect(r.code, r.log).toBe(0);
    expect(server.count()).toBe(4);
    for (const q of server.requests) expect(q.body.temperature).toBe(0.8);
    server.reset();
    expect((await cli(...base(out, '--limit', '2', '--n', '3', '--temperature', '0.8'))).code).toBe(0);
    expect(server.count()).toBe(2);
    const file = join(out, 'generation_c.jsonl');
    const lines = readJsonl(file);
    expect(lines.map((l) => `${l.task_id}#${l.sample}`).sort()).toEqual(['C/1#0', 'C/1#1', 'C/1#2', 'C/2#0', 'C/2#1', 'C/2#2']);
    // evaluate reads each line as one more generation of its task.
    const parsed = parseSamples(readFileSync(file, 'utf8'), file);
    expect(parsed.samples.map((s) => s.generations.length)).toEqual([3, 3]);
    // Other sampling into the same folder would mix two setups: refused.
    const other = await cli(...base(out, '--limit', '2', '--n', '3', '--temperature', '0.2'));
    expect(other.code).toBe(1);
    expect(other.log).toContain('temperature 0.8 there, 0.2 now');
    expect(other.log).toContain('Use another --out');
  });

  it('explanation: asks stage 1, builds stage 2 with the official template from its answer, and writes what McEval writes; stage 1 is never asked twice', async () => {
    const out = tmp();
    const r = await cli(...base(out, '--task', 'explanation', '--limit', '4'));
    expect(r.code, r.log).toBe(0);
    expect(server.count()).toBe(8);
    const official = byId(readExample('explanation_C.jsonl.gz'));
    const lines = readJsonl(join(out, 'explanation_c.jsonl'));
    expect(lines).toHaveLength(4);
    const data = dataRecords('explanation');
    for (const line of lines) expectOfficialLine(line, official.get(line.task_id as string)!, data.get(line.task_id as string)!);
    const stage1 = readJsonl(join(out, 'stage1', 'explanation_c.jsonl'));
    expect(stage1.map((l) => l.raw_generation)).toEqual(lines.map((l) => l.stage1_raw_generation));

    // Stage-2 answers lost (deleted): the rerun asks stage 2 only, from the kept stage-1 answers.
    rmSync(join(out, 'explanation_c.jsonl'));
    server.reset();
    expect((await cli(...base(out, '--task', 'explanation', '--limit', '4'))).code).toBe(0);
    expect(server.count()).toBe(4);
    for (const q of server.requests) expect(q.prompt).toMatch(/^Write a C function `/);
    // evaluate --samples <dir> reads the scored file only, not stage1/.
    const file = join(out, 'explanation_c.jsonl');
    expect(parseSamples(readFileSync(file, 'utf8'), file).samples).toHaveLength(4);
  });

  it('completion: --kinds light asks the span-light instructions; --completions sends a base model the record prompt; --system comes first', async () => {
    const comp = tmp();
    expect((await cli(...base(comp, '--task', 'completion', '--kinds', 'light', '--limit', '3'))).code).toBe(0);
    const official = byId(readExample('completion_light_C.jsonl.gz'));
    const lines = readJsonl(join(comp, 'completion_light_c.jsonl'));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.raw_generation).toEqual(official.get(line.task_id as string)!.raw_generation);

    server.reset();
    const base2 = tmp();
    expect((await cli(...base(base2, '--completions', '--limit', '2'))).code).toBe(0);
    expect(server.requests.map((q) => q.path)).toEqual(['/v1/completions', '/v1/completions']);
    const gen = byId(generation);
    for (const l of readJsonl(join(base2, 'generation_c.jsonl'))) {
      expect(server.requests.some((q) => q.prompt === gen.get(l.task_id as string)!.prompt)).toBe(true);
      expect(l.raw_generation).toEqual(gen.get(l.task_id as string)!.raw_generation);
    }

    server.reset();
    const sys = tmp();
    expect((await cli(...base(sys, '--system', 'You are a helpful assistant.', '--limit', '1'))).code).toBe(0);
    expect(server.requests[0].body.messages).toEqual([
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: generation[0].instruction },
    ]);
  });

  it('refuses bad options before asking anything', async () => {
    const out = tmp();
    const cases: [string[], string][] = [
      [['generate', '--model', 'm', '--out', out], '--endpoint URL is needed'],
      [['generate', '--endpoint', 'ftp://x', '--model', 'm', '--out', out], 'http(s) URL'],
      [['generate', '--endpoint', 'http://u:p@h/v1', '--model', 'm', '--out', out], 'must not carry credentials'],
      [base(out, '--kinds', 'light'), '--kinds is for --task completion'],
      [base(out, '--completions', '--system', 'x'), 'the completions API has none'],
      [base(out, '--top-p', '2'), '--top-p must be a number in (0, 1]'],
      [[...base(out), '--api-key-env', 'MCJUDGE_UNSET_VARIABLE'], 'MCJUDGE_UNSET_VARIABLE is not set'],
    ];
    for (const [argv, message] of cases) {
      const r = await cli(...argv);
      expect(r.code, argv.join(' ')).toBe(64);
      expect(r.log).toContain(message);
    }
    expect(server.count()).toBe(0);
  });
});

function byIdLines(lines: Record<string, unknown>[]): Map<string, Record<string, unknown>> {
  return new Map(lines.map((l) => [l.task_id as string, l]));
}
