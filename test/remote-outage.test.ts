import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleCanonical, getLanguage, RemoteExecutor, type Program } from '@mcjudge/core';
import { main } from '../cli/src/main.ts';
import { startServer, type RunningServer } from '../server/index.ts';
import { realTask, references } from './fixtures/load.ts';

// A real mcjudge server stopped mid-run: programs wait the outage out, or the run says it is
// incomplete (exit 3) and its rerun runs just what never ran.

const tmp = () => mkdtempSync(join(tmpdir(), 'mcjudge-outage-'));
const CLI = fileURLToPath(new URL('../cli/bin/mcjudge.js', import.meta.url));
const C = getLanguage('C');

async function cli(...argv: string[]): Promise<{ code: number; log: string }> {
  const lines: string[] = [];
  const code = await main(argv, (s) => lines.push(s));
  return { code, log: lines.join('\n') };
}

const lines = (dir: string): Record<string, unknown>[] => {
  const path = join(dir, 'results.jsonl');
  return existsSync(path) ? readFileSync(path, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
};
const verdicts = (dir: string) => Object.fromEntries(lines(dir).map((r) => [r.task_id, `${r.status}: ${r.detail}`]));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilResults(dir: string, n: number): Promise<void> {
  while (lines(dir).length < n) await sleep(20);
}

const SAMPLES = 12;

/** The first 12 of the official C outputs: compiled and run on the server, about 0.2 s each. */
function someSamples(): string {
  const all = gunzipSync(readFileSync(new URL('../data/examples/official-C/generation_C.jsonl.gz', import.meta.url))).toString('utf8');
  const file = join(tmp(), 'generation_C.jsonl');
  writeFileSync(file, all.trim().split('\n').slice(0, SAMPLES).join('\n') + '\n');
  return file;
}

describe('mcjudge evaluate --executor remote when the server goes away', () => {
  const samples = someSamples();
  const evaluate = (server: RunningServer, out: string, ...more: string[]) =>
    cli('evaluate', '--samples', samples, '--executor', 'remote', '--server', server.url, '--jobs', '2', '--no-compare', '--out', out, ...more);
  // One uninterrupted run through the server (its first language list probes every toolchain: ~20 s).
  let server: RunningServer;
  const baseline = tmp();
  beforeAll(async () => {
    server = await startServer({ port: 0, slots: 2 });
    const r = await evaluate(server, baseline);
    expect(r.code, r.log).toBe(0);
  }, 90_000);
  afterAll(() => server?.close());

  it('waits out a server stopped mid-run and restarted: the same results as an uninterrupted run', { timeout: 30_000 }, async () => {
    const { url, port } = server;
    const out = tmp();
    const run = evaluate(server, out);
    await untilResults(out, 3);
    await server.close();
    expect(lines(out).length).toBeLessThan(SAMPLES); // the run is still going
    await sleep(1500); // connections refused meanwhile
    server = await startServer({ port, slots: 2 });
    const r = await run;
    expect(r.code, r.log).toBe(0);
    expect(lines(out)).toHaveLength(SAMPLES);
    expect(lines(out).filter((x) => x.status === 'infra_error')).toEqual([]);
    expect(verdicts(out)).toEqual(verdicts(baseline));
    expect(url).toBe(server.url);
  });

  it('exits 3 when the server never comes back, and a rerun with the server up completes everything', { timeout: 30_000 }, async () => {
    const { port } = server;
    const out = tmp();
    const run = evaluate(server, out, '--server-retry', '1');
    await untilResults(out, 2);
    await server.close();
    const broken = await run;
    expect(broken.code, broken.log).toBe(3);
    const runId = /run ([0-9a-f-]{36}) \(12 record\(s\)\)/.exec(broken.log)![1];
    expect(broken.log).toMatch(new RegExp(`error: server http://127\\.0\\.0\\.1:\\d+ is unreachable: .*; its run ${runId} goes on there: run the same command again to pick up its results`));
    expect(broken.log).toMatch(/partial: ran \d+ of 12 samples/);
    // What never came back is not in results.jsonl at all: not a failure, not even an infra_error.
    const got = lines(out).length;
    expect(got).toBeLessThan(SAMPLES);
    expect(lines(out).filter((x) => x.status === 'infra_error')).toEqual([]);

    // A new server (its runs were in memory): the rerun starts a run of what is still missing.
    server = await startServer({ port, slots: 2 });
    const rerun = await evaluate(server, out, '--server-retry', '1');
    expect(rerun.code, rerun.log).toBe(0);
    expect(rerun.log).toContain(`resuming: ${got} sample(s) already`);
    expect(rerun.log).toContain(`${SAMPLES - got} to run`);
    expect(rerun.log).toContain(`the server no longer has run ${runId}`);
    expect(lines(out)).toHaveLength(SAMPLES); // one final line per sample
    expect(verdicts(out)).toEqual(verdicts(baseline));
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).overall).toEqual(JSON.parse(readFileSync(join(baseline, 'summary.json'), 'utf8')).overall);
  });
});

describe('mcjudge evaluate --executor remote runs on the server as a durable run', () => {
  const samples = someSamples();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, slots: 2 });
  }, 60_000);
  afterAll(() => server?.close());

  it('a client killed mid-run picks the same run up again: every sample once, with the verdicts of local judging', { timeout: 120_000 }, async () => {
    const out = tmp();
    const argv = ['evaluate', '--samples', samples, '--executor', 'remote', '--server', server.url, '--no-compare', '--out', out];
    const child = spawn(process.execPath, [CLI, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    await untilResults(out, 3);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const runId = /as run ([0-9a-f-]{36})/.exec(output)![1];
    expect(JSON.parse(readFileSync(join(out, 'server-run.json'), 'utf8'))).toMatchObject({ run_id: runId, server: server.url.replace(/\/$/, '') });

    const rerun = await cli(...argv);
    expect(rerun.code, rerun.log).toBe(0);
    expect(rerun.log).toMatch(new RegExp(`following the server's run ${runId} again`));
    expect(rerun.log).not.toContain('as run ');
    const results = lines(out);
    expect(results).toHaveLength(SAMPLES);
    expect(new Set(results.map((r) => r.task_id)).size).toBe(SAMPLES);
    // Each result names this machine's answers file and line, as a local run does.
    expect(results.every((r) => typeof r.source === 'string' && (r.source as string).startsWith(`${samples}:`))).toBe(true);

    const local = tmp();
    const judgedHere = await cli('evaluate', '--samples', samples, '--executor', 'native', '--no-compare', '--out', local);
    expect(judgedHere.code, judgedHere.log).toBe(0);
    expect(verdicts(out)).toEqual(verdicts(local));
  });
});

describe('mcjudge evaluate --executor auto --server', () => {
  it('says why the local sandbox did not start when the server takes every program', { timeout: 60_000 }, async () => {
    const server = await startServer({ port: 0, slots: 1 });
    try {
      const dir = tmp();
      const samples = join(dir, 'json.jsonl');
      writeFileSync(samples, JSON.stringify({ task_id: 'JSON/1', completion: '{"name": "cainiao"}' }) + '\n');
      // 300 jobs is more than one sandbox's uid range: a real reason for the local sandbox to refuse.
      const r = await cli('evaluate', '--samples', samples, '--executor', 'auto', '--server', server.url, '--jobs', '300', '--out', join(dir, 'out'));
      expect(r.code, r.log).toBe(0);
      expect(r.log).toContain(`warning: local runtimes not started: cannot sandbox programs on this host: at most 240 slots, not 300`);
      expect(r.log).toContain(`every program goes to ${server.url}`);
    } finally {
      await server.close();
    }
  });
});

/** A real HTTP server whose /api/v1/execute answers follow `script`, one entry per request, the last repeating. */
async function scriptedServer(script: ((res: import('node:http').ServerResponse) => void)[]): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    if (req.url !== '/api/v1/execute') {
      res.writeHead(404).end('{}');
      return;
    }
    req.on('end', () => script[Math.min(calls++, script.length - 1)](res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const okResult = JSON.stringify({ steps: [], runtime: { id: 'native:gcc', version: '12' }, wallMs: 7 });

describe('RemoteExecutor', () => {
  const program = async (): Promise<Program> => assembleCanonical(C, await realTask('C/3'), 'default', await references());

  it('retries a 502, an answer cut short and a garbled 200, then returns the result', async () => {
    const server = await scriptedServer([
      (res) => res.writeHead(502).end('bad gateway'),
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(okResult.length) });
        res.write(okResult.slice(0, 10), () => res.socket?.destroy());
      },
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(okResult.slice(0, 10)),
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(okResult),
    ]);
    try {
      const result = await new RemoteExecutor({ server: server.url, outageRetryMs: 10_000 }).execute(await program(), C);
      expect(result.infraError).toBeUndefined();
      expect(result.wallMs).toBe(7);
      expect(server.calls()).toBe(4);
    } finally {
      await server.close();
    }
  });

  it('gives infraError once an outage outlasts its window, and fails the next program at once', async () => {
    const server = await scriptedServer([(res) => res.writeHead(503).end('down for maintenance')]);
    try {
      const remote = new RemoteExecutor({ server: server.url, outageRetryMs: 600 });
      let started = Date.now();
      const first = await remote.execute(await program(), C);
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      expect(first.infraError).toMatch(/answered 503: down for maintenance \(still failing after \d+ s of retries\)/);
      expect(server.calls()).toBeGreaterThan(1);
      started = Date.now();
      const calls = server.calls();
      const second = await remote.execute(await program(), C);
      expect(Date.now() - started).toBeLessThan(300);
      expect(second.infraError).toMatch(/503/);
      expect(server.calls()).toBe(calls + 1);
    } finally {
      await server.close();
    }
  });

  it('does not wait for a server that never answered: a wrong address fails at once', async () => {
    const closed = await scriptedServer([]);
    await closed.close(); // nothing listens on its port any more
    const started = Date.now();
    const r = await new RemoteExecutor({ server: closed.url }).execute(await program(), C);
    expect(r.infraError).toMatch(/unreachable: fetch failed \(ECONNREFUSED\)/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
