import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assembleBroken,
  assembleCanonical,
  canonicalSource,
  getLanguage,
  judge,
  materialize,
  programHash,
  referenceOf,
  CANCELLED,
  type ExecResult,
  type Language,
  type Program,
  type Task,
} from '@mcjudge/core';
import { realTask, references } from '../../test/fixtures/load.ts';
import { NO_REDIS_REASON, redisServerBinary, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import { NativeExecutor } from '../native/native-executor.ts';
import { findExecutable } from '../native/tool-lookup.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { Queue } from 'bullmq';
import { QueueExecutor } from './queue-executor.ts';
import { DEFAULT_PREFIX, jobIdOf, queueName } from './queue-names.ts';

// `mcjudge worker` processes (the CLI, the real sandbox) on a real redis-server, fed through the
// QueueExecutor with real McEval programs.
const CLI = fileURLToPath(new URL('../../cli/bin/mcjudge.js', import.meta.url));
const Python = getLanguage('Python');
const C = getLanguage('C');
const Shell = getLanguage('Shell');
const SERVED = [Python, C, Shell];
/** Short, so a killed worker's job is taken over within seconds (about 3 intervals at most). */
const STALLED_INTERVAL_S = 2;

const skip = !redisServerBinary() ? NO_REDIS_REASON : !findExecutable('bwrap', `/usr/bin:${process.env.PATH ?? ''}`) ? 'bubblewrap is not installed' : undefined;

interface SpawnedWorker {
  process: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnWorker(redisUrl: string): SpawnedWorker {
  const child = spawn(process.execPath, [CLI, 'worker', '--redis', redisUrl, '--languages', SERVED.map((l) => l.name).join(','), '--slots', '1', '--stalled-interval', String(STALLED_INTERVAL_S)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { process: child, output: () => output, exited };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nonce = () => randomBytes(6).toString('hex');

describe('job ids', () => {
  it('name the toolchain: after an upgrade the same program is a new job, not the old toolchain\'s cached result', () => {
    const sha = 'a'.repeat(64);
    const gcc12 = jobIdOf(sha, { id: 'native:gcc', version: 'gcc 12.2.0' });
    expect(gcc12).toMatch(/^native-[0-9a-f]{12}-a{64}$/);
    expect(jobIdOf(sha, { id: 'native:gcc', version: 'gcc 12.2.0' })).toBe(gcc12);
    expect(jobIdOf(sha, { id: 'native:gcc', version: 'gcc 13.1.0' })).not.toBe(gcc12);
    expect(jobIdOf(sha, { id: 'native:clang', version: 'gcc 12.2.0' })).not.toBe(gcc12);
    // An execution kept under older verdict rules (before streams kept their ends) is not answered from.
    expect(jobIdOf(sha, { id: 'native:gcc', version: 'gcc 12.2.0' }, 'native', 2)).not.toBe(gcc12);
  });
});

describe.skipIf(skip !== undefined)(`mcjudge worker processes behind a QueueExecutor (${skip ?? 'redis-server, bubblewrap'})`, () => {
  let redis: RedisServer;
  let queue: QueueExecutor;
  const workers: SpawnedWorker[] = [];
  let refs: Record<string, string>;

  /** Starts a worker and resolves once it is in the registry (its toolchains probed, its queues open). */
  async function addWorker(): Promise<SpawnedWorker> {
    const worker = spawnWorker(redis.url);
    workers.push(worker);
    const deadline = Date.now() + 60_000;
    while (!(await queue.workers()).some((w) => w.pid === worker.process.pid)) {
      if (worker.process.exitCode !== null || Date.now() > deadline) throw new Error(`the worker did not start: ${worker.output()}`);
      await sleep(100);
    }
    return worker;
  }

  /** The worker process whose execution count rose first after `before`: the one that took the job. */
  async function takerOf(before: Record<string, number>): Promise<{ id: string; worker: SpawnedWorker }> {
    for (;;) {
      const now = await queue.executions();
      const id = Object.keys(now).find((k) => now[k] > (before[k] ?? 0));
      if (id) {
        const entry = (await queue.workers()).find((w) => w.id === id);
        const worker = workers.find((w) => w.process.pid === entry?.pid);
        if (worker) return { id, worker };
      }
      await sleep(50);
    }
  }

  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  /** A real Shell task whose answer sleeps after its test has passed: a job that is still running when a worker goes. */
  async function sleepingProgram(seconds: number): Promise<Program> {
    const task = await realTask('Shell/2');
    return materialize(Shell, task, `${canonicalSource(Shell, task, refs)}\nsleep ${seconds} # ${nonce()}\n`, 'default', refs);
  }

  beforeAll(async () => {
    redis = await startRedisServer();
    refs = await references();
    queue = new QueueExecutor({ redis: redis.url, pollMs: 500, deadlineMarginMs: 30_000 });
    await Promise.all([addWorker(), addWorker()]);
  }, 90_000);

  afterAll(async () => {
    for (const w of workers) w.process.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await queue?.close();
    await redis?.stop();
  });

  it('runs a mixed set of real programs on two workers with the verdicts of the in-process executor', { timeout: 60_000 }, async () => {
    const cases: { language: Language; task: Task; program: Program }[] = [];
    for (const language of SERVED) {
      for (const n of [1, 2, 3, 4]) {
        const task = await realTask(`${language.name}/${n}`);
        cases.push({ language, task, program: assembleCanonical(language, task, 'default', refs) });
        cases.push({ language, task, program: assembleBroken(language, task, 'default', refs) });
      }
    }
    const c3 = await realTask('C/3');
    cases.push({ language: C, task: c3, program: materialize(C, c3, 'int main( {', 'default', refs) });
    const verdict = (c: (typeof cases)[number], result: ExecResult) => judge({ language: c.language, program: c.program, result, mode: 'default', reference: referenceOf(c.language, c.task, refs) }).status;

    const local = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 2 }) });
    const expected = await Promise.all(cases.map(async (c) => verdict(c, await local.execute(c.program, c.language))));
    await local.close();

    const before = await queue.executions();
    const got = await Promise.all(cases.map(async (c) => verdict(c, await queue.execute(c.program, c.language))));
    expect(got).toEqual(expected);
    expect(new Set(expected)).toEqual(new Set(['passed', 'failed', 'runtime_error', 'compile_error']));
    // Both workers took a share, and each program ran once.
    const after = await queue.executions();
    const ran = Object.keys(after).map((id) => after[id] - (before[id] ?? 0));
    expect(ran.filter((n) => n > 0)).toHaveLength(2);
    expect(total(after) - total(before)).toBe(cases.length);
  });

  it('runs an identical program once: sent twice at the same time, again later, and by another producer', { timeout: 30_000 }, async () => {
    const task = await realTask('Python/5');
    const program = materialize(Python, task, `${canonicalSource(Python, task, refs)}\n# ${nonce()}\n`, 'default', refs);
    const before = total(await queue.executions());
    const [a, b] = await Promise.all([queue.execute(program, Python), queue.execute(program, Python)]);
    expect(a.steps.map((s) => s.exitCode)).toEqual([0]);
    expect(b).toEqual(a);
    expect(total(await queue.executions())).toBe(before + 1);

    const later = await queue.execute(program, Python);
    const other = new QueueExecutor({ redis: redis.url });
    const elsewhere = await other.execute(program, Python);
    await other.close();
    expect(later).toEqual(a);
    expect(elsewhere).toEqual(a);
    expect(total(await queue.executions())).toBe(before + 1);
  });

  it('a cancelled wait kills its running job when no other wait wants it, and leaves it running when one does', { timeout: 60_000 }, async () => {
    const jobs = new Queue(queueName(Shell), { connection: { url: redis.url }, prefix: DEFAULT_PREFIX });
    try {
      // Alone: the cancel ends the wait at once, and the worker kills the program (a 30 s sleep).
      const program = await sleepingProgram(30);
      const jobId = await queue.jobIdFor(program, Shell);
      const cancel = new AbortController();
      const before = await queue.executions();
      const pending = queue.execute(program, Shell, { signal: cancel.signal });
      await takerOf(before);
      await sleep(500);
      const cancelledAt = Date.now();
      cancel.abort();
      expect((await pending).infraError).toBe(CANCELLED);
      expect(Date.now() - cancelledAt).toBeLessThan(1000);
      let job = await jobs.getJob(jobId);
      while (job?.finishedOn === undefined && Date.now() - cancelledAt < 10_000) {
        await sleep(100);
        job = await jobs.getJob(jobId);
      }
      expect(await jobs.getJobState(jobId)).toBe('failed');
      expect(job!.failedReason).toMatch(/cancelled, no run wanted job/);
      expect(job!.finishedOn! - cancelledAt).toBeLessThan(5000);

      // Shared: a second wait for the same program keeps it; it runs to its end and passes.
      const shared = await sleepingProgram(3);
      const sharedCancel = new AbortController();
      const before2 = await queue.executions();
      const first = queue.execute(shared, Shell, { signal: sharedCancel.signal });
      const second = queue.execute(shared, Shell);
      await takerOf(before2);
      sharedCancel.abort();
      expect((await first).infraError).toBe(CANCELLED);
      const kept = await second;
      expect(kept.infraError).toBeUndefined();
      expect(kept.steps.map((s) => s.exitCode)).toEqual([0]);
      expect(kept.steps[0].wallMs).toBeGreaterThanOrEqual(3000);
    } finally {
      await jobs.close();
    }
  });

  it('a cancelled wait removes its job from the queue while it still waits for a worker', { timeout: 60_000 }, async () => {
    const jobs = new Queue(queueName(Shell), { connection: { url: redis.url }, prefix: DEFAULT_PREFIX });
    try {
      // Both workers (one slot each) busy for 4 s: the third program waits in the queue.
      const started = total(await queue.executions());
      const busy = [await sleepingProgram(4), await sleepingProgram(4)].map((p) => queue.execute(p, Shell));
      while (total(await queue.executions()) < started + 2) await sleep(50);
      const waiting = await sleepingProgram(1);
      const jobId = await queue.jobIdFor(waiting, Shell);
      const cancel = new AbortController();
      const pending = queue.execute(waiting, Shell, { signal: cancel.signal });
      while ((await jobs.getJobState(jobId)) !== 'waiting') await sleep(50);
      const before = total(await queue.executions());
      cancel.abort();
      expect((await pending).infraError).toBe(CANCELLED);
      for (let i = 0; i < 20 && (await jobs.getJobState(jobId)) !== 'unknown'; i++) await sleep(100);
      expect(await jobs.getJobState(jobId)).toBe('unknown');
      await Promise.all(busy);
      // The two busy ones ran; the withdrawn one never started.
      expect(total(await queue.executions())).toBe(before);
    } finally {
      await jobs.close();
    }
  });

  it('says at once that no worker serves Kotlin, and what to start', async () => {
    const Kotlin = getLanguage('Kotlin');
    const program = assembleCanonical(Kotlin, await realTask('Kotlin/1'), 'default', refs);
    const started = Date.now();
    const result = await queue.execute(program, Kotlin);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.unavailable).toMatch(/^no worker serves Kotlin; start `mcjudge worker --redis redis:\/\/127\.0\.0\.1:\d+` on a host with kotlinc/);
    expect(await queue.unavailableReason(Kotlin)).toBe(result.unavailable);
    expect(await queue.unavailableReason(C)).toBeUndefined();
    expect((await queue.runtime(C)).id).toBe('native:gcc');
  });

  it('finishes the job of a worker SIGKILLed mid-program on another worker', { timeout: 60_000 }, async () => {
    const third = addWorker(); // for the SIGTERM test below, while this one runs
    const program = await sleepingProgram(3);
    const before = await queue.executions();
    const pending = queue.execute(program, Shell);
    const taker = await takerOf(before);
    await sleep(1000);
    taker.worker.process.kill('SIGKILL');
    const result = await pending;
    expect(result.infraError, taker.worker.output()).toBeUndefined();
    expect(result.steps.map((s) => s.exitCode)).toEqual([0]);
    expect(result.steps[0].wallMs).toBeGreaterThanOrEqual(3000);
    const after = await queue.executions();
    expect(after[taker.id] - (before[taker.id] ?? 0)).toBe(1);
    expect(total(after) - total(before)).toBe(2);
    await third;
  });

  it('stops a worker on SIGTERM within a few seconds; its running job goes back to the queue and finishes elsewhere', { timeout: 60_000 }, async () => {
    const program = await sleepingProgram(2);
    const before = await queue.executions();
    const pending = queue.execute(program, Shell);
    const taker = await takerOf(before);
    await sleep(500);
    const signalled = Date.now();
    taker.worker.process.kill('SIGTERM');
    const exit = await taker.worker.exited;
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(exit, taker.worker.output()).toEqual({ code: 0, signal: null });
    expect(taker.worker.output()).toMatch(/SIGTERM: stopping[\s\S]*stopped/);
    const result = await pending;
    await sleep(1100); // the producer reads the registry through a cache of one second
    expect((await queue.workers()).map((w) => w.id)).not.toContain(taker.id);
    expect(result.infraError).toBeUndefined();
    expect(result.steps.map((s) => s.exitCode)).toEqual([0]);
    const after = await queue.executions();
    expect(total(after) - total(before)).toBe(2);
  });
});
