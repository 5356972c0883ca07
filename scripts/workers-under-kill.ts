/**
 * `npm run proof:workers`: issue 11's headline claim, on demand. A run on an API process and three
 * `mcjudge worker` processes, one of which is SIGKILLed mid-run, records every generation exactly once
 * with the verdicts and the Pass@1 of a single-process `mcjudge evaluate` of the same file.
 * A proof run, not a test: it takes minutes and starts real processes (sandboxed: needs bubblewrap).
 *
 * 1. A real redis-server (AOF on), `mcjudge serve --api-only --redis` and 3 workers of 1 slot each,
 *    with a stalled interval of 2 s (a dead worker's job is taken over within about three intervals).
 * 2. The input: for LANGUAGES, TASKS generation tasks each, two generations per task: the canonical
 *    solution and selftest's broken variant (core's canonicalSource and brokenSource, the test left
 *    for the judge to append), in the plain `{"task_id", "completion"}` form.
 * 3. POST /api/v1/runs, then GET /runs/:id/results?after=N (reconnecting with after = results read if
 *    the stream ends early); after KILL_AT of the results, SIGKILL the worker with the most executions.
 * 4. `mcjudge evaluate --executor native --no-compare` on the same file, then the checks: every
 *    (task_id, generation) once, identical verdicts sample by sample, identical Pass@1.
 * Exit code 0 only if every check holds. TASKS (default 25) and KILL_AT (default 0.3) can be set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { brokenSource, canonicalSource, getLanguage, loadDataset, type Report, type SampleResult } from '../core/index.ts';
import { DEFAULT_PREFIX, diskDataSource, executionCounts, findExecutable, liveWorkers, queueName } from '../server/index.ts';
import { redisServerBinary, NO_REDIS_REASON, startRedisServer, type RedisServer } from '../test/redis-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('../cli/bin/mcjudge.js', import.meta.url));
const LISTENING = /listening on (http:\/\/\S+)/;
const LANGUAGES = ['Python', 'C', 'Shell', 'JavaScript', 'Lua', 'Perl'].map(getLanguage);
const TASKS = Number(process.env.TASKS ?? 25);
const KILL_AT = Number(process.env.KILL_AT ?? 0.3);
const WORKERS = 3;
const STALLED_INTERVAL_S = 2;

/** Every wait is bounded. */
const LIMITS = {
  apiStartMs: 60_000,
  workerStartMs: 180_000, // three workers probing six toolchains at once on a busy machine
  runMs: 20 * 60_000,
  streamIdleMs: 60_000, // no byte on a results stream for this long: reconnect
  evaluateMs: 20 * 60_000,
  stopMs: 8_000,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const key = (r: { task_id: string; generation: number }) => `${r.task_id}#${r.generation}`;

/** `promise`, or an error naming `what` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${seconds(ms)}: ${what}`)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Proc {
  label: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive: () => boolean;
}

const processes: Proc[] = [];

/** `node ...nodeArgs` in the repository's root, its stdout and stderr kept together. */
function spawnNode(label: string, nodeArgs: string[]): Proc {
  const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MCJUDGE_TOKEN: '', MCJUDGE_REDIS: '' } });
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const proc: Proc = { label, child, output: () => output, exited, alive: () => child.exitCode === null && child.signalCode === null };
  processes.push(proc);
  return proc;
}

/** `node cli/bin/mcjudge.js ...args`. */
const cli = (label: string, args: string[]) => spawnNode(label, [CLI, ...args]);

/** The API process: `mcjudge serve --port 0 --redis URL --api-only --stalled-interval 2`, resolving with its base URL. */
async function startApi(redisUrl: string): Promise<{ api: Proc; base: string }> {
  const api = cli('API', ['serve', '--port', '0', '--redis', redisUrl, '--api-only', '--stalled-interval', String(STALLED_INTERVAL_S)]);
  return { api, base: (await waitForOutput(api, LISTENING, LIMITS.apiStartMs))[1] };
}

/** Resolves with the first match of `pattern` in the process's output; fails if it exits first or after `ms`. */
async function waitForOutput(proc: Proc, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(proc.output());
    if (match) return match;
    if (!proc.alive()) throw new Error(`${proc.label} exited (${proc.child.exitCode ?? proc.child.signalCode}) before printing ${pattern}:\n${proc.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${proc.label} did not print ${pattern} within ${seconds(ms)}:\n${proc.output().slice(-3000)}`);
    await sleep(100);
  }
}

/** SIGTERM, then SIGKILL if it is still there after LIMITS.stopMs. */
async function stop(proc: Proc): Promise<void> {
  if (!proc.alive()) return;
  proc.child.kill('SIGTERM');
  const late = setTimeout(() => proc.alive() && proc.child.kill('SIGKILL'), LIMITS.stopMs);
  await within(proc.exited, LIMITS.stopMs + 5000, `${proc.label} to exit`).catch((e) => console.error(String(e)));
  clearTimeout(late);
}

type RunEvent =
  | { event: 'result'; index: number; result: SampleResult }
  | { event: 'end'; state: string; complete: boolean; done: number; total?: number; summary?: Report; error?: string };

interface Followed {
  results: SampleResult[];
  end: Extract<RunEvent, { event: 'end' }>;
  reconnects: string[];
  /** Offsets that were not the next one expected (must be none). */
  offsetErrors: string[];
}

/**
 * Reads a run's results from offset 0 to its `end`, calling `onResult` after each; a stream that ends
 * without `end`, fails, or stays silent for LIMITS.streamIdleMs is read again from the offset reached.
 */
async function followRun(base: string, id: string, onResult: (count: number) => Promise<void>): Promise<Followed> {
  const results: SampleResult[] = [];
  const reconnects: string[] = [];
  const offsetErrors: string[] = [];
  const deadline = Date.now() + LIMITS.runMs;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`run ${id} did not end within ${seconds(LIMITS.runMs)} (${results.length} results read)`);
    const after = results.length;
    const abort = new AbortController();
    let idle: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(new Error(`no data for ${seconds(LIMITS.streamIdleMs)}`)), LIMITS.streamIdleMs);
    };
    let why = 'the stream ended without an end event';
    try {
      arm();
      const answer = await fetch(`${base}/api/v1/runs/${id}/results?after=${after}`, { signal: abort.signal });
      if (!answer.ok) throw new Error(`GET results?after=${after}: HTTP ${answer.status} ${await answer.text()}`);
      const reader = answer.body!.getReader();
      const decoder = new TextDecoder();
      let pending = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arm();
        pending += decoder.decode(value, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines.filter(Boolean)) {
          const e = JSON.parse(line) as RunEvent;
          if (e.event === 'end') {
            await reader.cancel().catch(() => {});
            return { results, end: e, reconnects, offsetErrors };
          }
          if (e.index !== results.length) offsetErrors.push(`offset ${e.index} where ${results.length} was next`);
          results.push(e.result);
          await onResult(results.length);
        }
      }
    } catch (e) {
      why = abort.signal.aborted ? String((abort.signal.reason as Error)?.message ?? abort.signal.reason) : (e as Error).message;
    } finally {
      clearTimeout(idle);
    }
    reconnects.push(`after ${results.length} results: ${why}`);
    console.log(`  results stream: ${why}; reading again from after=${results.length}`);
    await sleep(500);
  }
}

/** Every job of the languages' queues with its stalled count and times (BullMQ's job hash: stc, ats, processedOn, finishedOn). */
async function jobsOf(client: Redis): Promise<{ id: string; language: string; state: string; stalled: number; attempts: number; processedOn: number; finishedOn: number }[]> {
  const jobs = [];
  for (const language of LANGUAGES) {
    const base = `${DEFAULT_PREFIX}:${queueName(language)}`;
    const byState: [string, string[]][] = [
      ['completed', await client.zrange(`${base}:completed`, 0, -1)],
      ['failed', await client.zrange(`${base}:failed`, 0, -1)],
      ['active', await client.lrange(`${base}:active`, 0, -1)],
      ['waiting', await client.lrange(`${base}:wait`, 0, -1)],
    ];
    for (const [state, ids] of byState)
      for (const id of ids) {
        const [stc, ats, processedOn, finishedOn] = await client.hmget(`${base}:${id}`, 'stc', 'ats', 'processedOn', 'finishedOn');
        jobs.push({ id, language: language.name, state, stalled: Number(stc ?? 0), attempts: Number(ats ?? 0), processedOn: Number(processedOn ?? 0), finishedOn: Number(finishedOn ?? 0) });
      }
  }
  return jobs;
}

// ---------------------------------------------------------------------------------------------------

if (!redisServerBinary()) throw new Error(NO_REDIS_REASON);
if (!findExecutable('bwrap', `/usr/bin:${process.env.PATH ?? ''}`)) throw new Error('bubblewrap is not installed (apt-get install bubblewrap): the API and workers run sandboxed');

const work = mkdtempSync(join(tmpdir(), 'mcjudge-workers-kill-'));
let redis: RedisServer | undefined;
let client: Redis | undefined;
let cleaned = false;

async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(processes.map(stop));
  client?.disconnect();
  await redis?.stop().catch((e) => console.error(`stopping redis-server: ${e}`));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`${signal}: stopping every process started here`);
    void cleanUp().finally(() => process.exit(130));
  });

const checks: { ok: boolean; what: string }[] = [];
const check = (ok: boolean, what: string) => {
  checks.push({ ok, what });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

try {
  const t0 = performance.now();

  // The input: canonical answer and broken variant per task, as completions (the judge appends the test).
  const dataset = await loadDataset(diskDataSource(), { languages: LANGUAGES, kinds: ['generation'] });
  const lines: string[] = [];
  const expected: string[] = [];
  for (const language of LANGUAGES) {
    const tasks = dataset.all().filter((t) => t.language === language.name && t.kind === 'generation').slice(0, TASKS);
    if (tasks.length < TASKS) throw new Error(`${language.name} has ${tasks.length} generation tasks, fewer than ${TASKS}`);
    for (const task of tasks) {
      [canonicalSource(language, task, dataset.references), brokenSource(language, task)].forEach((whole, generation) => {
        if (!whole.endsWith('\n' + task.test)) throw new Error(`${task.id}: the assembled source does not end with the task's test`);
        lines.push(JSON.stringify({ task_id: task.id, completion: '```\n' + whole.slice(0, -(task.test.length + 1)) + '\n```\n' }));
        expected.push(key({ task_id: task.id, generation }));
      });
    }
  }
  const input = join(work, 'input.jsonl');
  writeFileSync(input, lines.join('\n') + '\n');
  console.log(`input: ${lines.length} samples (${LANGUAGES.map((l) => l.name).join(', ')}; ${TASKS} tasks each, canonical + broken) in ${input}`);

  // Redis, the API process, the workers.
  redis = await startRedisServer();
  client = new Redis(redis.url, { maxRetriesPerRequest: 3, lazyConnect: false });
  console.log(`redis-server ${redis.url} (AOF on, folder ${redis.dir})`);
  const workers = Array.from({ length: WORKERS }, (_, i) =>
    cli(`worker ${i + 1}`, ['worker', '--redis', redis!.url, '--slots', '1', '--languages', LANGUAGES.map((l) => l.name).join(','), '--stalled-interval', String(STALLED_INTERVAL_S)]),
  );
  const { api, base } = await startApi(redis.url);
  console.log(`API (pid ${api.child.pid}, --api-only) ${base}`);
  const ids = await Promise.all(workers.map(async (w) => (await waitForOutput(w, /mcjudge worker (\S+) on [\s\S]*\nready\b/, LIMITS.workerStartMs))[1]));
  const idOf = new Map(workers.map((w, i) => [w, ids[i]]));
  const registered = await within(
    (async () => {
      for (;;) {
        const live = await liveWorkers(client!, DEFAULT_PREFIX);
        if (ids.every((id) => live.some((e) => e.id === id))) return live;
        await sleep(200);
      }
    })(),
    30_000,
    'the workers to appear in the registry',
  );
  for (const w of workers) console.log(`${w.label}: ${idOf.get(w)} (pid ${w.child.pid}), ${registered.find((e) => e.id === idOf.get(w))!.languages.length} languages, 1 slot`);
  const setupMs = performance.now() - t0;
  console.log(`set up in ${seconds(setupMs)}`);

  // The run, and the kill.
  const runStart = performance.now();
  const created = await within(fetch(`${base}/api/v1/runs?mode=default&task=generation&compare=0`, { method: 'POST', body: readFileSync(input), headers: { 'content-type': 'application/x-ndjson' } }), 60_000, 'POST /api/v1/runs');
  const createdBody = (await created.json()) as { run_id?: string; generations?: number; problems?: string[]; error?: string };
  if (created.status !== 202 || !createdBody.run_id) throw new Error(`POST /api/v1/runs: HTTP ${created.status} ${JSON.stringify(createdBody)}`);
  const runId = createdBody.run_id;
  console.log(`run ${runId}: ${createdBody.generations} generations${createdBody.problems?.length ? `, problems: ${createdBody.problems.join('; ')}` : ''}`);

  const killAfter = Math.ceil(lines.length * KILL_AT);
  let killed: { proc: Proc; id: string; atMs: number; atResults: number; countsAtKill: Record<string, number>; activeAtKill: string[] } | undefined;
  const followed = await followRun(base, runId, async (count) => {
    if (killed || count < killAfter) return;
    const counts = await executionCounts(client!, DEFAULT_PREFIX);
    // The worker that has run the most so far (it is running one now: each has one slot and jobs are waiting).
    const victim = [...workers].filter((w) => w.alive()).sort((a, b) => (counts[idOf.get(b)!] ?? 0) - (counts[idOf.get(a)!] ?? 0))[0];
    const active = (await Promise.all(LANGUAGES.map(async (l) => (await client!.lrange(`${DEFAULT_PREFIX}:${queueName(l)}:active`, 0, -1)).map((j) => `${l.name} ${j.slice(0, 19)}`)))).flat();
    victim.child.kill('SIGKILL');
    killed = { proc: victim, id: idOf.get(victim)!, atMs: Date.now(), atResults: count, countsAtKill: counts, activeAtKill: active };
    console.log(`after ${count} of ${lines.length} results (${seconds(performance.now() - runStart)} into the run): SIGKILL ${victim.label} ${killed.id} (pid ${victim.child.pid}, ${counts[killed.id] ?? 0} executions so far); active jobs then: ${active.join(', ') || 'none'}`);
  });
  const runMs = performance.now() - runStart;
  const { results, end } = followed;
  console.log(`run ended: state ${end.state}, complete ${end.complete}, done ${end.done}/${end.total}, ${results.length} results read in ${seconds(runMs)}${followed.reconnects.length ? `, ${followed.reconnects.length} reconnect(s)` : ''}${end.error ? `, error: ${end.error}` : ''}`);
  const killedExit = killed ? await within(killed.proc.exited, 10_000, `${killed.proc.label} to die after SIGKILL`) : undefined;

  // What Redis says: executions per worker, and the jobs that stalled (the killed worker's) and were taken over.
  const counts = await executionCounts(client, DEFAULT_PREFIX);
  const jobs = await jobsOf(client);
  const record = (await (await within(fetch(`${base}/api/v1/runs/${runId}`), 30_000, `GET /api/v1/runs/${runId}`)).json()) as { state: string; done: number; total: number; passed: number };
  console.log('executions per worker (mcjudge:executed:<worker id>):');
  for (const w of workers) {
    const id = idOf.get(w)!;
    const atKill = killed ? ` (${killed.countsAtKill[id] ?? 0} at the kill)` : '';
    console.log(`  ${w.label} ${id}: ${counts[id] ?? 0}${atKill}${killed?.proc === w ? ', SIGKILLed' : ''}`);
  }
  const executions = Object.values(counts).reduce((a, b) => a + b, 0);
  const stalled = jobs.filter((j) => j.stalled > 0);
  console.log(`  total ${executions} executions for ${jobs.length} jobs (${jobs.filter((j) => j.state === 'completed').length} completed, ${jobs.filter((j) => j.state === 'failed').length} failed, ${jobs.filter((j) => j.state !== 'completed' && j.state !== 'failed').length} other); attempts started ${jobs.reduce((n, j) => n + j.attempts, 0)}`);
  if (killed) {
    for (const j of stalled)
      console.log(
        `  stalled job ${j.language} ${j.id.slice(0, 19)}…: found stalled ${j.stalled}x, ${j.attempts} attempts started; started again ${seconds(j.processedOn - killed.atMs)} after the kill, finished ${seconds(j.finishedOn - killed.atMs)} after it (${j.state})`,
      );
    if (!stalled.length) console.log('  no job stalled: the killed worker was between jobs when it died (nothing to take over)');
  }

  // The single-process run of the same file.
  await Promise.all(processes.filter((p) => p !== killed?.proc).map(stop)); // free the cores for it
  const out = join(work, 'evaluate');
  const evalStart = performance.now();
  const evaluate = cli('evaluate', ['evaluate', '--executor', 'native', '--no-compare', '--task', 'generation', '--samples', input, '--out', out]);
  const evalExit = await within(evaluate.exited, LIMITS.evaluateMs, 'mcjudge evaluate').catch(async (e) => {
    evaluate.child.kill('SIGKILL');
    throw e;
  });
  const evalMs = performance.now() - evalStart;
  console.log(`mcjudge evaluate --executor native --no-compare: exit ${evalExit.code ?? evalExit.signal} in ${seconds(evalMs)}`);
  if (evalExit.code !== 0) console.log(evaluate.output().slice(-3000));
  const single = readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as SampleResult);
  const singleSummary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Report;

  // The checks.
  console.log('checks:');
  check(killed !== undefined && killedExit?.signal === 'SIGKILL', `a worker was SIGKILLed mid-run (after ${killed?.atResults ?? '?'} of ${lines.length} results) and died of it (${killedExit?.signal ?? killedExit?.code ?? 'not killed'})`);
  check(end.state === 'done' && end.complete && end.done === lines.length && end.total === lines.length, `the run ended done and complete with ${end.done}/${end.total} (state ${end.state})`);
  check(record.state === 'done' && record.done === lines.length, `GET /runs/:id says ${record.state}, ${record.done}/${record.total} done, ${record.passed} passed`);
  check(followed.offsetErrors.length === 0, `result offsets were contiguous from 0${followed.offsetErrors.length ? `: ${followed.offsetErrors.slice(0, 5).join('; ')}` : ''}`);
  const times = new Map<string, number>();
  for (const r of results) times.set(key(r), (times.get(key(r)) ?? 0) + 1);
  const doubled = [...times].filter(([, n]) => n > 1).map(([k, n]) => `${k} x${n}`);
  const missing = expected.filter((k) => !times.has(k));
  const unexpected = [...times.keys()].filter((k) => !expected.includes(k));
  check(
    results.length === expected.length && !doubled.length && !missing.length && !unexpected.length,
    `every (task_id, generation) of the ${expected.length} appears exactly once among the run's ${results.length} results` +
      (doubled.length ? `; doubled: ${doubled.slice(0, 5).join(', ')}` : '') +
      (missing.length ? `; missing: ${missing.slice(0, 5).join(', ')}` : '') +
      (unexpected.length ? `; unexpected: ${unexpected.slice(0, 5).join(', ')}` : ''),
  );
  const singleStatus = new Map(single.map((r) => [key(r), r.status]));
  check(single.length === expected.length && expected.every((k) => singleStatus.has(k)), `the single-process run has a verdict for each of the ${expected.length} samples (${single.length} results)`);
  const differences = results.filter((r) => singleStatus.get(key(r)) !== r.status).map((r) => `${key(r)}: ${r.status} in the run, ${singleStatus.get(key(r)) ?? 'missing'} in one process`);
  check(differences.length === 0, `verdicts equal sample by sample${differences.length ? `; ${differences.length} differ: ${differences.slice(0, 10).join('; ')}` : ` (all ${results.length})`}`);
  const tally = (rs: SampleResult[]) => Object.entries(rs.reduce<Record<string, number>>((t, r) => ((t[r.status] = (t[r.status] ?? 0) + 1), t), {})).map(([s, n]) => `${s} ${n}`).join(', ');
  console.log(`       statuses: run ${tally(results)}; one process ${tally(single)}`);
  const runP1 = end.summary?.overall.pass_at_1;
  const singleP1 = singleSummary.overall.pass_at_1;
  check(runP1 !== undefined && runP1 === singleP1, `summary Pass@1 equal: run ${runP1} (${end.summary?.overall.passed}/${end.summary?.overall.total}), evaluate ${singleP1} (${singleSummary.overall.passed}/${singleSummary.overall.total})`);
  const byLanguage = LANGUAGES.filter((l) => end.summary?.by_language[l.name]?.pass_at_1 !== singleSummary.by_language[l.name]?.pass_at_1).map((l) => l.name);
  check(byLanguage.length === 0, `Pass@1 by language equal${byLanguage.length ? `; differs for ${byLanguage.join(', ')}` : `: ${LANGUAGES.map((l) => `${l.name} ${singleSummary.by_language[l.name]?.pass_at_1?.toFixed(2)}`).join(', ')}`}`);

  console.log(
    `times: setup ${seconds(setupMs)}, run on ${WORKERS} workers (one killed) ${seconds(runMs)}, single-process evaluate ${seconds(evalMs)}, total ${seconds(performance.now() - t0)}` +
      (killed && stalled.length ? `; the killed worker's job started again ${stalled.map((j) => seconds(j.processedOn - killed!.atMs)).join(', ')} after the kill (stalled interval ${STALLED_INTERVAL_S} s)` : ''),
  );
} catch (e) {
  checks.push({ ok: false, what: 'the proof ran to its end' });
  console.error(`error: ${(e as Error).stack ?? e}`);
  for (const p of processes.filter((p) => p.output())) console.error(`--- last output of ${p.label}:\n${p.output().slice(-1500)}`);
} finally {
  await cleanUp();
}

const ok = checks.length > 0 && checks.every((c) => c.ok);
if (ok) rmSync(work, { recursive: true, force: true });
console.log(ok ? `PASS: all ${checks.length} checks hold` : `FAILED: ${checks.filter((c) => !c.ok).length} of ${checks.length} checks; input and evaluate output kept in ${work}`);
process.exit(ok ? 0 : 1);
