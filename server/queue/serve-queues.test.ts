import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguage, type ExecResult, type Executor, type Language, type Program } from '@mcjudge/core';
import { NO_REDIS_REASON, redisServerBinary, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import { EXECUTION_COUNT_RETENTION_MS, executionCounts } from './execution-count.ts';
import { QueueExecutor } from './queue-executor.ts';
import { queueName } from './queue-names.ts';
import { serveQueues, type QueueService } from './serve-queues.ts';
import { announceWorker } from './worker-registry.ts';

// The job layer's rules, in process against a real redis-server, with executors that say what the test
// needs (a host fault, a slow program, a worker that dies on every job). Real programs and real workers
// (the CLI, the sandbox) are queue-executor.test.ts's.

const Python = getLanguage('Python');
const C = getLanguage('C');
const runtime = { id: 'native:fake', version: '1' };
const passed = (stdout = ''): ExecResult => ({ steps: [{ name: 'run', exitCode: 0, signal: null, stdout, stderr: '', timedOut: false, memoryExceeded: false, truncated: false, wallMs: 1 }], runtime, wallMs: 1 });

let programs = 0;
/** A distinct program of the language (one job each): a fake executor never looks inside. */
function program(language: Language, timeoutMs = 1000): Program {
  const n = ++programs;
  return { language: language.name, taskId: `${language.name}/${n}`, files: [{ path: 'main', text: `program ${n} ${Math.random()}` }], assets: [], source: '', steps: [{ name: 'run', argv: [language.tools[0].name, 'main'], timeoutMs }] };
}

/** An executor whose every call is answered by `answer`, counting calls and the most running at once. */
class ScriptedExecutor implements Executor {
  readonly name = 'scripted';
  calls = 0;
  running = 0;
  mostRunning = 0;
  constructor(private readonly answer: (call: number) => Promise<ExecResult> | ExecResult) {}
  async unavailableReason() {
    return undefined;
  }
  async runtime() {
    return runtime;
  }
  async execute(): Promise<ExecResult> {
    this.calls++;
    this.running++;
    this.mostRunning = Math.max(this.mostRunning, this.running);
    try {
      return await this.answer(this.calls);
    } finally {
      this.running--;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisServerBinary())(`the queue layer on Redis (${redisServerBinary() ? 'redis-server' : NO_REDIS_REASON})`, () => {
  let redis: RedisServer;
  let client: Redis;
  const services: QueueService[] = [];
  const stopping = new AbortController();
  const serve = async (executor: Executor, slots: number, languages: Language[], prefix: string, stalledIntervalMs = 1000) => {
    const service = await serveQueues(executor, { redis: redis.url, prefix, slots, languages: languages.map((language) => ({ language, runtime })), stopping: stopping.signal, sandbox: 'none (test)', stalledIntervalMs });
    services.push(service);
    return service;
  };
  const producer = (prefix: string, more: Partial<ConstructorParameters<typeof QueueExecutor>[0]> = {}) =>
    new QueueExecutor({ redis: redis.url, prefix, pollMs: 200, backoffMs: 100, deadlineMarginMs: 10_000, ...more });

  beforeAll(async () => {
    redis = await startRedisServer();
    client = new Redis(redis.url, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    stopping.abort();
    await Promise.all(services.map((s) => s.close()));
    client?.disconnect();
    await redis?.stop();
  });

  it('retries a host fault (infraError) on the next attempt instead of keeping it as the result', { timeout: 20_000 }, async () => {
    const executor = new ScriptedExecutor((call) => (call === 1 ? { infraError: 'fork failed', steps: [], runtime, wallMs: 0 } : passed('second try')));
    const service = await serve(executor, 1, [Python], 'fault');
    const queue = producer('fault');
    const result = await queue.execute(program(Python), Python);
    expect(result.infraError).toBeUndefined();
    expect(result.steps[0].stdout).toBe('second try');
    expect(executor.calls).toBe(2);
    expect(await executionCounts(client, 'fault')).toEqual({ [service.id]: 2 });
    // The counter goes away a week after the worker's last start: past workers do not pile up.
    expect(await client.pttl(`fault:executed:${service.id}`)).toBeGreaterThan(EXECUTION_COUNT_RETENTION_MS - 60_000);
    await queue.close();
  });

  it('reports a host fault that outlasts every attempt as infraError, and tries afresh when the program is sent again', { timeout: 20_000 }, async () => {
    let healthy = false;
    const executor = new ScriptedExecutor(() => (healthy ? passed('healthy') : { infraError: 'cgroup setup failed', steps: [], runtime, wallMs: 0 }));
    await serve(executor, 1, [Python], 'exhausted');
    const queue = producer('exhausted', { attempts: 2 });
    const p = program(Python);
    const first = await queue.execute(p, Python);
    expect(first.infraError).toMatch(/cgroup setup failed/);
    expect(executor.calls).toBe(2);
    // The failed job is kept (for inspection), but a new request for the program runs it again.
    healthy = true;
    const second = await queue.execute(p, Python);
    expect(second.infraError).toBeUndefined();
    expect(second.steps[0].stdout).toBe('healthy');
    expect(executor.calls).toBe(3);
    await queue.close();
  });

  it('refuses, without running it or trying again, a job that asks for what the HTTP API would refuse', { timeout: 20_000 }, async () => {
    const executor = new ScriptedExecutor(() => passed());
    await serve(executor, 1, [C], 'refuse');
    const queue = producer('refuse');
    const foreign = { ...program(C), steps: [{ name: 'run' as const, argv: ['rm', '-rf', '/'], timeoutMs: 1000 }] };
    expect((await queue.execute(foreign, C)).infraError).toMatch(/refused: step command "rm" is not a C tool/);
    const greedy = { ...program(C), steps: [{ name: 'run' as const, argv: ['gcc', 'main.c'], timeoutMs: 500_000 }] };
    expect((await queue.execute(greedy, C)).infraError).toMatch(/refused: timeoutMs 500000 exceeds C's limit/);
    expect(executor.calls).toBe(0);
    await queue.close();
  });

  it('runs at most `slots` programs at once across all its queues, and a busy worker leaves jobs to an idle one', { timeout: 30_000 }, async () => {
    const slow = () => sleep(300).then(() => passed());
    const one = new ScriptedExecutor(slow);
    const two = new ScriptedExecutor(slow);
    await serve(one, 1, [Python, C], 'slots');
    await serve(two, 1, [Python, C], 'slots');
    const queue = producer('slots');
    const jobs = [Python, C, Python, C, Python, C, Python, C].map((l) => queue.execute(program(l), l));
    const results = await Promise.all(jobs);
    expect(results.every((r) => r.steps[0]?.exitCode === 0)).toBe(true);
    expect(one.mostRunning).toBe(1);
    expect(two.mostRunning).toBe(1);
    expect(one.calls + two.calls).toBe(8);
    // Each took a share: neither claimed jobs it had no slot for.
    expect(Math.min(one.calls, two.calls)).toBeGreaterThanOrEqual(3);
    await queue.close();
  });

  it('ends a poison job (its worker dies every time it takes it) as infraError after bounded takeovers, never stuck', { timeout: 30_000 }, async () => {
    // Simulated: a worker that takes the job and never renews its lock nor answers, as a crashed
    // process would; the stalled-job check puts it back once, then fails it.
    const prefix = 'poison';
    await announceWorker(client, prefix, { id: 'doomed', host: 'test', pid: 0, slots: 4, started: new Date().toISOString(), stalledIntervalMs: 500, languages: [{ id: C.id, name: C.name, runtime }], sandbox: 'none' }, 60_000);
    let taken = 0;
    const doomed = new Worker(queueName(C), () => (taken++, new Promise<never>(() => undefined)), { connection: client, prefix, concurrency: 4, skipLockRenewal: true, lockDuration: 500, stalledInterval: 500, maxStalledCount: 1 });
    const queue = producer(prefix, { deadlineMarginMs: 60_000 });
    const started = Date.now();
    const result = await queue.execute(program(C), C);
    expect(result.infraError).toMatch(/stalled more than allowable limit/);
    expect(taken).toBeGreaterThanOrEqual(2);
    expect(Date.now() - started).toBeLessThan(15_000);
    await doomed.close(true);
    await queue.close();
  });

  it('gives a started job up as infraError once its deadline (the program\'s limits plus the margin) has passed', { timeout: 20_000 }, async () => {
    const prefix = 'deadline';
    await announceWorker(client, prefix, { id: 'stuck', host: 'test', pid: 0, slots: 1, started: new Date().toISOString(), stalledIntervalMs: 30_000, languages: [{ id: C.id, name: C.name, runtime }], sandbox: 'none' }, 60_000);
    // Renews its lock (alive) but never finishes.
    const stuck = new Worker(queueName(C), () => new Promise<never>(() => undefined), { connection: client, prefix });
    const queue = producer(prefix, { deadlineMarginMs: 500 });
    const started = Date.now();
    const result = await queue.execute(program(C, 1000), C);
    expect(result.infraError).toMatch(/no result 2 s after a worker started it/);
    expect(Date.now() - started).toBeLessThan(5000);
    await stuck.close(true);
    await queue.close();
  });

  it('says at once that no worker serves a language, naming its tool', async () => {
    const queue = producer('nobody');
    const started = Date.now();
    const result = await queue.execute(program(C), C);
    expect(result.unavailable).toMatch(/no worker is connected to the queue; start `mcjudge worker --redis redis:\/\/127\.0\.0\.1:\d+` on a host with gcc/);
    expect(Date.now() - started).toBeLessThan(1000);
    await queue.close();
  });

  // Last: it restarts the server under every test's connections.
  it('survives a Redis restart (AOF) while a job runs: the result arrives once and stays cached', { timeout: 30_000 }, async () => {
    const executor = new ScriptedExecutor(() => sleep(1500).then(() => passed('after the restart')));
    await serve(executor, 1, [C], 'restart', 10_000);
    const queue = producer('restart');
    const p = program(C);
    const pending = queue.execute(p, C);
    while (executor.calls === 0) await sleep(20);
    await redis.restart();
    const result = await pending;
    expect(result.steps[0].stdout).toBe('after the restart');
    expect(await queue.execute(p, C)).toEqual(result);
    expect(executor.calls).toBe(1);
    await queue.close();
  });
});
