import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluateEvent, Program } from '@mcjudge/core';
import { startServer, type RunningServer } from './serve.ts';

// Hostile requests over real HTTP on 127.0.0.1. The server runs programs bare (--unsafe-no-sandbox):
// these tests are about the HTTP layer, and the only programs are JSON comparisons and `sleep`.
const MiB = 1024 * 1024;
const CLI = fileURLToPath(new URL('../../cli/bin/mcjudge.js', import.meta.url));

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer came. 0: the server closed the connection mid-upload. */
  sent: number;
}

interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body as `count` chunks of `size` bytes (chunked unless a content-length is given), stopping at the answer. */
  chunks?: { size: number; count: number };
  /** Send this many bytes of the body, then nothing more. */
  stallAfter?: number;
  localAddress?: string;
}

/** One request with node:http, so headers a browser would send (Origin, Host) and broken uploads are possible. */
function raw(base: string, r: RawRequest): Promise<RawAnswer> {
  const url = new URL(r.path, base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: r.method ?? 'POST', headers: r.headers, localAddress: r.localAddress, agent: false }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString('utf8'), sent });
        req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (answered) return;
      // The server answered and closed while this client was still uploading: it refused the body unread.
      if (e.code === 'EPIPE' || e.code === 'ECONNRESET') resolve({ status: 0, headers: {}, body: '', sent });
      else reject(e);
    });
    if (r.chunks) {
      const chunk = Buffer.alloc(r.chunks.size, 0x20);
      let left = r.chunks.count;
      const pump = () => {
        while (left > 0 && !answered && !req.destroyed) {
          left--;
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered && !req.destroyed) req.end();
      };
      pump();
    } else if (r.stallAfter !== undefined) {
      const body = Buffer.from(r.body ?? '');
      req.write(body.subarray(0, r.stallAfter));
      sent = r.stallAfter;
    } else {
      if (r.body !== undefined) sent = Buffer.byteLength(r.body);
      req.end(r.body);
    }
  });
}

const json = (a: RawAnswer) => JSON.parse(a.body) as { error: string };
const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON task's program: the judge compares, nothing runs. */
const compareProgram: Program = { language: 'JSON', taskId: 'JSON/1', files: [], assets: [], steps: [], answer: '{}', source: '{}' };
/** A program that holds its slot for `seconds` (AWK's shell, run bare here). */
const sleepProgram = (seconds: number): Program => ({
  language: 'AWK', taskId: 'AWK/1', files: [], assets: [], source: '',
  steps: [{ name: 'run', argv: ['sh', '-c', `sleep ${seconds}`], timeoutMs: 15_000 }],
});
const execute = (program: unknown, language = 'JSON') => JSON.stringify({ language, program });

/** VmRSS of a process, in MiB. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** Pids whose command line contains `marker`. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').includes(marker)) found.push(Number(pid));
    } catch {
      /* gone */
    }
  }
  return found;
}

async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface CliServer {
  child: ChildProcess;
  url: string;
  log: () => string;
  exited: Promise<number | null>;
}

/** `mcjudge serve` as its own process (port 0: the OS picks), resolved once it listens. */
async function startCli(...args: string[]): Promise<CliServer> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MCJUDGE_TOKEN: '' } });
  let log = '';
  child.stdout!.on('data', (b) => (log += b));
  child.stderr!.on('data', (b) => (log += b));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  await until('mcjudge serve to listen', () => /listening on http:\/\/\S+/.test(log) || ended, 30_000);
  const url = /listening on (http:\/\/\S+)/.exec(log)?.[1];
  if (!url) throw new Error(`mcjudge serve did not start:\n${log}`);
  return { child, url, log: () => log, exited };
}

describe('the API refuses hostile requests with a clear 4xx', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, slots: 1, queue: 2, unsafeNoSandbox: true, limits: { samplesPerRequest: 50 } });
  });
  afterAll(() => server?.close());

  it('answers malformed JSON, wrong types and broken UTF-8 with 400 and what is wrong', async () => {
    const cases: [string | Buffer, RegExp][] = [
      ['{"language": "JSON", "program": ', /the body is not JSON/],
      [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), /the body is not JSON/],
      [JSON.stringify({ language: 5, program: 'x' }), /language.*expected string.*program/s],
      [execute({ ...compareProgram, steps: 'run' }), /program\.steps/],
      [execute({ ...compareProgram, files: [{ path: 'a', text: 7 }] }), /program\.files\.0\.text/],
    ];
    for (const [body, message] of cases) {
      const a = await raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body });
      expect(a.status, a.body).toBe(400);
      expect(json(a).error).toMatch(message);
    }
  });

  it('refuses a body that declares more than the limit at once, without reading it', async () => {
    const a = await raw(server.url, { path: '/api/v1/execute', headers: { ...JSON_HEADERS, 'content-length': String(100 * MiB) }, stallAfter: 0 });
    expect(a.status).toBe(413);
    expect(json(a).error).toBe('request body larger than 8 MiB');
    expect(a.headers.connection).toBe('close');
  });

  it('answers 413 to a chunked body (no Content-Length) once it passes the limit', async () => {
    // A little more than the limit: the rest is read and dropped while the client reads the answer.
    const a = await raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, chunks: { size: MiB, count: 10 } });
    expect(a.status).toBe(413);
    expect(json(a).error).toBe('request body larger than 8 MiB');
    const e = await raw(server.url, { path: '/api/v1/evaluate', chunks: { size: MiB, count: 66 } });
    expect(e.status).toBe(413);
    expect(json(e).error).toBe('request body larger than 64 MiB');
  });

  it('refuses alternatives asking for hours, and any step beyond its language limit', async () => {
    const alternative = (timeoutMs: number) => ({ ...sleepProgram(1), alternatives: [{ tools: ['sh'], files: [], steps: [{ name: 'run', argv: ['sh', '-c', 'sleep 1'], timeoutMs }] }] });
    const huge = await raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(alternative(2e9), 'AWK') });
    expect(huge.status).toBe(400);
    expect(json(huge).error).toMatch(/program\.alternatives\.0\.steps\.0\.timeoutMs.*600000/);
    const long = await raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(alternative(300_000), 'AWK') });
    expect(long.status).toBe(400);
    expect(json(long).error).toBe("timeoutMs 300000 exceeds AWK's limit of 15000");
  });

  it('refuses paths that name the run folder, leave it or are empty, and programs with too many parts', async () => {
    const bad: [Partial<Program> & Record<string, unknown>, RegExp][] = [
      ...['.', '..', '', '/etc/passwd', 'a/../../b', 'a//b', './a', 'a/', 'a\\b'].map((path): [Partial<Program>, RegExp] => [{ files: [{ path, text: 'x' }] }, /program\.files\.0\.path/]),
      [{ assets: [{ path: '.', text: 'x' }] }, /program\.assets\.0\.path/],
      [{ steps: [{ name: 'run', argv: ['sh'], cwd: '.', timeoutMs: 1000 }] }, /program\.steps\.0\.cwd/],
      [{ alternatives: [{ tools: [], steps: [], files: [{ path: '.', text: '' }] }] }, /program\.alternatives\.0\.files\.0\.path/],
      [{ files: Array.from({ length: 65 }, (_, i) => ({ path: `f${i}`, text: '' })) }, /program\.files.*64/],
      [{ steps: [{ name: 'run', argv: ['sh'], timeoutMs: 1000, env: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`V${i}`, ''])) }] }, /environment variables/],
    ];
    for (const [change, message] of bad) {
      const a = await raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute({ ...compareProgram, ...change }) });
      expect(a.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(json(a).error).toMatch(message);
    }
  });

  it('refuses an evaluation with more generations than one request may hold (413)', async () => {
    const body = Array.from({ length: 60 }, () => JSON.stringify({ task_id: 'JSON/1', raw_generation: ['{}'] })).join('\n');
    const a = await raw(server.url, { path: '/api/v1/evaluate?task=generation', body });
    expect(a.status).toBe(413);
    expect(json(a).error).toBe('60 generations; one request takes at most 50');
  });

  it('answers 408 to a client that stops sending its body, and frees its place', async () => {
    const impatient = await startServer({ port: 0, slots: 1, unsafeNoSandbox: true, limits: { bodyTimeoutMs: 1500 } });
    try {
      const body = execute(compareProgram);
      const started = Date.now();
      const a = await raw(impatient.url, { path: '/api/v1/execute', headers: { ...JSON_HEADERS, 'content-length': String(body.length) }, body, stallAfter: 10 });
      expect(a.status).toBe(408);
      expect(json(a).error).toBe('request body not received within 1.5 s');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(impatient.context.programs.load).toBe(0);
    } finally {
      await impatient.close();
    }
  });

  it('answers 429 with Retry-After beyond its queue, at once, without parsing the refused bodies', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(sleepProgram(0.6), 'AWK') })));
    const busy = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3); // one slot + a queue of two
    expect(busy).toHaveLength(9);
    for (const a of busy) {
      expect(a.headers['retry-after']).toBe('1');
      expect(json(a).error).toMatch(/^busy: 3 programs already running or queued$|^too many requests from this client/);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.context.programs.load).toBe(0);
  });

  it('answers a request addressed to a foreign host name with 403 (DNS rebinding)', async () => {
    const a = await raw(server.url, { method: 'GET', path: '/api/v1/health', headers: { host: 'attacker.example:80' } });
    expect(a.status).toBe(403);
    expect(json(a).error).toMatch(/bound to loopback.*"attacker\.example:80"/);
  });

  it('refuses calls from a foreign origin (even a text/plain POST that needs no preflight), allows its own', async () => {
    const foreign = { origin: 'https://attacker.example', 'content-type': 'text/plain' };
    const post = await raw(server.url, { path: '/api/v1/execute', headers: foreign, body: execute(compareProgram) });
    expect(post.status).toBe(403);
    expect(json(post).error).toMatch(/cross-origin request from https:\/\/attacker\.example refused.*--cors-origin/);
    const preflight = await raw(server.url, { method: 'OPTIONS', path: '/api/v1/execute', headers: { origin: 'https://attacker.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const own = await raw(server.url, { path: '/api/v1/execute', headers: { ...JSON_HEADERS, origin: server.url }, body: execute(compareProgram) });
    expect(own.status, own.body).toBe(200);
  });

  it('ends an evaluation stream with `end` when it finishes, and with `error` and an incomplete `end` when the server stops', async () => {
    const done = await raw(server.url, { path: '/api/v1/evaluate?task=generation', body: JSON.stringify({ task_id: 'JSON/1', raw_generation: ['{}', '{"a": 1}'] }) });
    const events = done.body.trim().split('\n').map((l) => JSON.parse(l) as EvaluateEvent);
    expect(events.map((e) => e.event)).toEqual(['start', 'result', 'result', 'summary', 'end']);
    expect(events.at(-1)).toEqual({ event: 'end', complete: true, results: 2 });

    const stopping = await startServer({ port: 0, slots: 1, unsafeNoSandbox: true });
    const slow = ['AWK/1', 'AWK/2', 'AWK/3'].map((task_id) => JSON.stringify({ task_id, raw_generation: ['```sh\nsleep 1\n```'] })).join('\n');
    const res = await fetch(`${stopping.url}/api/v1/evaluate?task=generation`, { method: 'POST', body: slow });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(JSON.parse(first.split('\n')[0]).event).toBe('start');
    await stopping.close({ graceMs: 500 });
    let rest = first;
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    const lines = rest.trim().split('\n').map((l) => JSON.parse(l) as EvaluateEvent);
    expect(lines.at(-2)).toMatchObject({ event: 'error', message: expect.stringMatching(/shutting down/) });
    expect(lines.at(-1)).toMatchObject({ event: 'end', complete: false });
  });
});

describe('per-client quota', () => {
  it('lets one client hold at most its share while another still gets in', async () => {
    const server = await startServer({ port: 0, slots: 1, queue: 8, unsafeNoSandbox: true, limits: { clientRequests: 2 } });
    try {
      const first = Array.from({ length: 4 }, () => raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(sleepProgram(0.5), 'AWK') }));
      await until('the first client to fill its share', () => server.context.programs.load === 2);
      const other = await raw(server.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(compareProgram), localAddress: '127.0.0.2' });
      expect(other.status, other.body).toBe(200);
      const answers = await Promise.all(first);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(2);
      for (const a of refused) expect(json(a).error).toBe('too many requests from this client: at most 2 at once');
    } finally {
      await server.close();
    }
  });
});

describe('beyond loopback', () => {
  it('makes up a token, prints it once and requires it', async () => {
    const lines: string[] = [];
    const server = await startServer({ port: 0, host: '0.0.0.0', slots: 1, unsafeNoSandbox: true, log: (s) => lines.push(s) });
    try {
      expect(lines).toHaveLength(1);
      const token = /Bearer ([\w-]+)/.exec(lines[0])?.[1];
      expect(token).toBe(server.token);
      const url = `http://127.0.0.1:${server.port}`;
      expect((await raw(url, { method: 'GET', path: '/api/v1/health' })).status).toBe(200);
      const missing = await raw(url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(compareProgram) });
      expect(missing.status).toBe(401);
      expect(json(missing).error).toMatch(/needs "Authorization: Bearer <token>"/);
      const wrong = await raw(url, { path: '/api/v1/execute', headers: { ...JSON_HEADERS, authorization: 'Bearer guessed' }, body: execute(compareProgram) });
      expect(wrong.status).toBe(401);
      expect(json(wrong).error).toBe('wrong bearer token');
      const right = await raw(url, { path: '/api/v1/execute', headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body: execute(compareProgram) });
      expect(right.status, right.body).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('mcjudge serve as a process', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCli('--unsafe-no-sandbox', '--jobs', '2');
  });
  afterAll(() => {
    if (cli?.child.exitCode === null) cli.child.kill('SIGKILL');
  });

  it('keeps answering /health within a fraction of a second while it parses a 40 MB evaluation', async () => {
    const generation = JSON.stringify(['x'.repeat(2000)]);
    const line = `{"task_id": "JSON/1", "raw_generation": ${generation}}\n`;
    const body = Buffer.from(line.repeat(20_001)); // 40 MB, one generation too many: parsed and planned in full, then refused
    let maxMs = 0;
    let polls = 0;
    let busy = true;
    const poll = (async () => {
      while (busy) {
        const t = performance.now();
        expect((await raw(cli.url, { method: 'GET', path: '/api/v1/health' })).status).toBe(200);
        maxMs = Math.max(maxMs, performance.now() - t);
        polls++;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const a = await raw(cli.url, { path: '/api/v1/evaluate?task=generation', body });
    busy = false;
    await poll;
    console.log(`/health during a ${Math.round(body.length / MiB)} MiB evaluation: ${polls} polls, slowest ${Math.round(maxMs)} ms`);
    expect(a.status).toBe(413);
    expect(json(a).error).toBe('20001 generations; one request takes at most 20000');
    expect(polls).toBeGreaterThan(3);
    expect(maxMs).toBeLessThan(1000); // ~100 ms when the machine is not shared; generous for CI
  });

  it('stays near its memory baseline after a burst of large refused bodies', async () => {
    for (let i = 0; i < 5; i++) await raw(cli.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute(compareProgram) });
    const before = rssMiB(cli.child.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(cli.child.pid!))), 50);
    const declared = Buffer.alloc(7 * MiB, 0x20);
    let burst: RawAnswer[];
    try {
      burst = await Promise.all([
        ...Array.from({ length: 100 }, () => raw(cli.url, { path: '/api/v1/execute', headers: { ...JSON_HEADERS, 'content-length': String(declared.length) }, body: declared })),
        ...Array.from({ length: 40 }, () => raw(cli.url, { path: '/api/v1/execute', headers: JSON_HEADERS, chunks: { size: MiB, count: 12 } })),
        ...Array.from({ length: 20 }, () => raw(cli.url, { path: '/api/v1/evaluate', chunks: { size: 4 * MiB, count: 17 } })),
      ]);
    } finally {
      clearInterval(sampler);
    }
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssMiB(cli.child.pid!);
    const statuses = new Map<number, number>();
    for (const a of burst) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    console.log(`RSS of mcjudge serve: ${before} MiB before, ${peak} MiB peak, ${after} MiB after a burst of 160 large bodies (${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')})`);
    // 400: read in full (within the limit), not JSON; 413/429: refused; 0: refused and closed while still uploading.
    expect([...statuses.keys()].every((s) => [0, 400, 413, 429].includes(s))).toBe(true);
    expect(after - before).toBeLessThan(400); // was +1.3 GB after 300 bodies of 7 MiB
  });

  it('stops on SIGTERM within a few seconds: the waiting client gets 503, the running program is killed', async () => {
    const marker = `sleep 29.${process.pid}`;
    const waiting = raw(cli.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute({ ...sleepProgram(1), steps: [{ name: 'run', argv: ['sh', '-c', marker], timeoutMs: 15_000 }] }, 'AWK') });
    await until('the program to start', () => processesWith(marker).length > 0);
    const signalled = Date.now();
    cli.child.kill('SIGTERM');
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(json(answer).error).toMatch(/shutting down/);
    expect(await cli.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(processesWith(marker)).toEqual([]);
    expect(cli.log()).toMatch(/SIGTERM: stopping[\s\S]*stopped/);
  });
});

describe('mcjudge serve with its sandbox', () => {
  it('kills sandboxed programs on SIGINT and exits', async (t) => {
    const cli = await startCli('--jobs', '1').catch((e: Error) => e);
    if (cli instanceof Error) {
      // Without bubblewrap the server refuses to start; the unsandboxed case above covers the rest.
      t.skip(`no sandbox on this host: ${cli.message.split('\n').slice(-3).join(' ')}`);
      return;
    }
    const marker = `sleep 28.${process.pid}`;
    const waiting = raw(cli.url, { path: '/api/v1/execute', headers: JSON_HEADERS, body: execute({ ...sleepProgram(1), steps: [{ name: 'run', argv: ['sh', '-c', marker], timeoutMs: 15_000 }] }, 'AWK') });
    await until('the sandboxed program to start', () => processesWith(marker).length > 0);
    const signalled = Date.now();
    cli.child.kill('SIGINT');
    expect((await waiting).status).toBe(503);
    expect(await cli.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    await until('the sandbox to be gone', () => processesWith(marker).length === 0, 2000);
  });
});
