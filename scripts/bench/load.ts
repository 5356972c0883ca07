/**
 * `npm run bench:load [-- --clients 20 --seconds 20 --jobs 2]`: starts `mcjudge serve` on 127.0.0.1 (a
 * port the OS picks; loopback only), then N clients call it in a loop for a bounded time, mixing
 * /health, /languages and small /execute programs (JSON, HTML and Markdown answers: compared, nothing
 * runs, so it works with or without bubblewrap). Prints p50/p99 latency per route, status counts,
 * errors (anything but 2xx and 429) and the server's RSS before and after. Exit 1 on any error.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { clients: { type: 'string' }, seconds: { type: 'string' }, jobs: { type: 'string' } } });
const clients = Number(values.clients ?? 20);
const seconds = Number(values.seconds ?? 20);
const jobs = values.jobs ?? '2';
const CLI = fileURLToPath(new URL('../../cli/bin/mcjudge.js', import.meta.url));

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** Starts `mcjudge serve` on 127.0.0.1 (sandboxed, or bare when this host has no sandbox). */
async function startServer(unsafe: boolean): Promise<{ url: string; pid: number; stop: () => Promise<number | null>; sandboxed: boolean } | string> {
  const args = [CLI, 'serve', '--host', '127.0.0.1', '--port', '0', '--jobs', jobs, ...(unsafe ? ['--unsafe-no-sandbox'] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MCJUDGE_TOKEN: '' } });
  let log = '';
  child.stdout.on('data', (b) => (log += b));
  child.stderr.on('data', (b) => (log += b));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = await Promise.race([
    new Promise<string>((resolve) => {
      const check = () => {
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
        if (m) resolve(m[1]);
        else setTimeout(check, 50);
      };
      check();
    }),
    exited.then(() => undefined),
  ]);
  if (!url) return log;
  return { url, pid: child.pid!, sandboxed: !unsafe, stop: () => (child.kill('SIGTERM'), exited) };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

let server = await startServer(false);
if (typeof server === 'string') {
  console.log(`no sandbox here (${server.trim().split('\n')[0]}): serving bare; the programs below run no process anyway`);
  server = await startServer(true);
}
if (typeof server === 'string') throw new Error(`mcjudge serve did not start:\n${server}`);
const { url, pid } = server;

const program = (language: string, answer: string) =>
  JSON.stringify({ language, program: { language, taskId: `${language}/1`, files: [], assets: [], steps: [], answer, source: answer } });
const calls: { route: string; init?: () => RequestInit; path: string }[] = [
  { route: 'GET /health', path: '/api/v1/health' },
  { route: 'GET /languages', path: '/api/v1/languages' },
  ...[program('JSON', '{"a": 1}'), program('HTML', '<p>hi</p>'), program('Markdown', '# hi')].map((body) => ({
    route: 'POST /execute',
    path: '/api/v1/execute',
    init: (): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  })),
];

// The language list is computed once per server (tool versions): warm it up outside the measurement.
await (await fetch(url + '/api/v1/languages')).arrayBuffer();
const rssBefore = rssMiB(pid);
const latencies = new Map<string, number[]>();
const statuses = new Map<string, number>();
const errors: string[] = [];
const deadline = Date.now() + seconds * 1000;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 200);

await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    for (let i = client; Date.now() < deadline; i++) {
      const call = calls[i % calls.length];
      const started = performance.now();
      try {
        const res = await fetch(url + call.path, call.init?.());
        await res.arrayBuffer();
        const ms = performance.now() - started;
        statuses.set(`${call.route} ${res.status}`, (statuses.get(`${call.route} ${res.status}`) ?? 0) + 1);
        if (res.ok) (latencies.get(call.route) ?? latencies.set(call.route, []).get(call.route)!).push(ms);
        else if (res.status === 429) await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
        else errors.push(`${call.route}: ${res.status}`);
      } catch (e) {
        errors.push(`${call.route}: ${(e as Error).message}`);
      }
    }
  }),
);
clearInterval(sampler);
const rssAfter = rssMiB(pid);

console.log(`mcjudge serve at ${url} (${server.sandboxed ? 'sandboxed' : 'unsandboxed'}, --jobs ${jobs}): ${clients} clients for ${seconds} s`);
const all: number[] = [];
for (const [route, ms] of [...latencies].sort()) {
  ms.sort((a, b) => a - b);
  all.push(...ms);
  console.log(`  ${route.padEnd(16)} ${String(ms.length).padStart(6)} ok   p50 ${percentile(ms, 50).toFixed(1)} ms   p99 ${percentile(ms, 99).toFixed(1)} ms`);
}
all.sort((a, b) => a - b);
console.log(`  ${'all'.padEnd(16)} ${String(all.length).padStart(6)} ok   p50 ${percentile(all, 50).toFixed(1)} ms   p99 ${percentile(all, 99).toFixed(1)} ms   (${Math.round(all.length / seconds)} req/s)`);
console.log(`  statuses: ${[...statuses].sort().map(([k, n]) => `${k}: ${n}`).join(', ')}`);
console.log(`  errors (not 2xx, not 429): ${errors.length}${errors.length ? ` (first: ${errors.slice(0, 5).join('; ')})` : ''}`);
console.log(`  server RSS: ${rssBefore} MiB before, ${peak} MiB peak, ${rssAfter} MiB after`);
const code = await server.stop();
console.log(`  stopped on SIGTERM: exit ${code}`);
process.exitCode = errors.length ? 1 : 0;
