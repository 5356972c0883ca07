import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, judge, loadDataset, runPool, type Program } from '@mcjudge/core';
import { diskDataSource } from '../../data/disk-data.ts';
import { NativeExecutor } from '../native-executor.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { bareProgramEnv } from '../program-env.ts';
import { WarmKotlinc } from './warm-kotlinc.ts';
import { killServicesAsTheyStart } from './service-pids.ts';

/** The warm kotlinc services' processes (their command line). */
const isService = (cmd: string) => cmd.split('\0').includes('WarmKotlinc');

const run = promisify(execFile);
const kotlin = getLanguage('Kotlin');
const kotlinc = resolveTool(kotlin.tools[0]);
const dataset = await loadDataset(diskDataSource(), { languages: [kotlin], kinds: ['generation'] });

const program = (name: string, text: string, timeoutMs = 60_000, args: string[] = []): Program => ({
  language: 'Kotlin', taskId: `Kotlin/${name}`, files: [{ path: `${name}.kts`, text }], assets: [], source: text,
  steps: [{ name: 'run', argv: ['kotlinc', '-script', `${name}.kts`, ...args], cwd: '', timeoutMs }],
});

/**
 * Programs kotlinc rejects or treats specially: a type error, a syntax error, an unresolved reference,
 * a @file:DependsOn the standard script definition does not know, warnings before a run; an exception
 * at top level (with a cause, after output without a newline), check / require / assert failing,
 * System.exit(3), exitProcess(4), stderr and non-ASCII output, a stack overflow (the trace kotlinc
 * prints depends on the frames below the script), arguments, a non-daemon thread outliving the script,
 * the run folder as the script sees it, and classes, objects and lambdas (many generated classes).
 */
const special: Program[] = [
  program('900', 'val x: Int = "s"\nprintln(x)\n'),
  program('901', 'println("x"\n'),
  program('902', 'println("before")\nfoo(1)\n'),
  program('903', '@file:DependsOn("org.example:lib:1.0")\nprintln("x")\n'),
  program('904', 'fun f(unused: Int) { val y = 1 }\nval z: String? = "s"\nprintln(z!!.length)\nf(1)\n'),
  program('905', 'println("out")\nprint("no newline")\nthrow IllegalStateException("boom \u00e9", RuntimeException("cause"))\n'),
  program('906', 'println("a")\ncheck(1 == 2) { "check failed" }\n'),
  program('907', 'require(args.isNotEmpty()) { "need args" }\n'),
  program('908', 'assert(false) { "assertion" }\nprintln("asserts are off")\nerror("error()")\n'),
  program('909', 'println("x")\nSystem.out.flush()\nSystem.exit(3)\n'),
  program('910', 'import kotlin.system.exitProcess\nprint("y")\nexitProcess(4)\n'),
  program('911', 'System.err.println("to stderr \u4e2d")\nprintln("\u00e9\u00e8 \u4e2d\u6587 \u{1F600}")\n'),
  program('912', 'fun deep(n: Int): Int = deep(n + 1) + 1\nprintln(deep(0))\n'),
  program('913', 'println(args.joinToString("|"))\n', 60_000, ['a', 'b c', '\u00e9']),
  program('914', 'import kotlin.concurrent.thread\nthread { Thread.sleep(300); println("late") }\nprintln("early")\n'),
  program('915', 'println(java.io.File(".").list()!!.sorted())\nprintln(this.javaClass.name)\n'),
  program('917', 'fun f(unused: Int) { }\nprintln("hi")\nthrow Exception("after a warning")\n'),
  program('916', 'data class P(val a: Int, val b: String)\nobject O { val v = listOf(3, 1, 2).sorted().map { it * 2 } }\nclass C { fun f() = { x: Int -> x + 1 } }\nprintln(P(1, "x"))\nprintln(O.v)\nprintln(C().f()(41))\nprintln(listOf(1, 2).first { it > 5 })\n'),
];

const everyTask = process.env.MCJUDGE_FULL_PROOF === '1';
const tasks = dataset.all();
/**
 * Every task's canonical and broken program with MCJUDGE_FULL_PROOF=1 (100 more real runs: 10-15 min on
 * a loaded 2-core machine, each real `kotlinc -script` takes about 10 s of CPU), by default the first
 * task's only, so the file stays near 3 min.
 */
const chosenTasks = everyTask ? tasks : tasks.slice(0, 1);
const programs: Program[] = [...chosenTasks.flatMap((t) => [assembleCanonical(kotlin, t, 'default', dataset.references), assembleBroken(kotlin, t, 'paper', dataset.references)]), ...special];

/** The environment programs get without a sandbox (run-process), which the warm service gets too (warm-kotlinc.ts). */
const hostEnv = (dir: string) => bareProgramEnv(dir);

describe.skipIf(!kotlinc)('the warm Kotlin script compiler', () => {
  const warm = new WarmKotlinc(kotlinc?.path ?? 'kotlinc');
  afterAll(() => warm.close());

  type Counts = { programs: number; compileErrors: number; ran: number; nonZero: number };

  function folder(p: Program): string {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-kotlinc-'));
    for (const f of p.files) writeFileSync(join(dir, f.path), f.text);
    return dir;
  }

  /**
   * One program: the real `kotlinc -script` in one folder, and the warm compile then the run it goes on
   * with (the step's `kotlinc` with the warm arguments) in another with the same files; the same stdout,
   * stderr and exit status byte for byte, and the warm run leaves its folder with only the program's files.
   */
  async function check(p: Program, counts: Counts): Promise<void> {
    const realDir = folder(p);
    const warmDir = folder(p);
    const args = p.steps[0].argv.slice(1);
    const want = await outcome(run(kotlinc!.path, args, { cwd: realDir, env: hostEnv(realDir) }));
    const got = await warm.compile({ cwd: warmDir, args, files: Object.fromEntries(p.files.map((f) => [f.path, f.text])), timeoutMs: 120_000 });
    expect(got.kind, `${p.taskId}: ${got.kind === 'failed' ? got.reason : ''}`).toBe('done');
    if (got.kind !== 'done' || !got.then) return;
    for (const [name, bytes] of Object.entries(got.written)) {
      mkdirSync(dirname(join(warmDir, name)), { recursive: true });
      writeFileSync(join(warmDir, name), bytes);
    }
    const ran = await outcome(run(kotlinc!.path, got.then, { cwd: warmDir, env: hostEnv(warmDir) }));
    expect(ran, p.taskId).toEqual(want);
    expect(readdirSync(warmDir).sort(), p.taskId).toEqual(readdirSync(realDir).sort());
    counts.programs++;
    if (/\.kts:\d+:\d+: error: /.test(want.stderr)) counts.compileErrors++;
    else counts.ran++;
    if (want.exitCode !== 0) counts.nonZero++;
    rmSync(realDir, { recursive: true, force: true });
    rmSync(warmDir, { recursive: true, force: true });
  }

  it(`runs ${everyTask ? 'every' : 'the first'} Kotlin task's canonical and broken program, and the special ones, to the real kotlinc's stdout, stderr and exit status, byte for byte`, { timeout: 1_800_000 }, async () => {
    const counts: Counts = { programs: 0, compileErrors: 0, ran: 0, nonZero: 0 };
    await runPool(programs, 2, (p) => check(p, counts));
    console.log(`warm kotlinc against the real kotlinc -script: ${JSON.stringify(counts)} (${chosenTasks.length} tasks, ${special.length} special)`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.compileErrors).toBeGreaterThanOrEqual(4);
  });

  it('ends a compile past its time as a timeout, and the next program gets a fresh compiler', { timeout: 180_000 }, async () => {
    const p = special[0];
    const files = Object.fromEntries(p.files.map((f) => [f.path, f.text]));
    expect((await warm.compile({ cwd: tmpdir(), args: p.steps[0].argv.slice(1), files, timeoutMs: 1 })).kind).toBe('timeout');
    expect((await warm.compile({ cwd: tmpdir(), args: p.steps[0].argv.slice(1), files, timeoutMs: 120_000 })).kind).toBe('done');
  });

  it('hands runs it does not take back to the real command', { timeout: 120_000 }, async () => {
    expect(WarmKotlinc.serves(['-script', 'A.kts'])).toBe(true);
    expect(WarmKotlinc.serves(['-script', 'A.kts', 'x'])).toBe(true);
    for (const args of [['A.kts'], ['-cp', 'lib', '-script', 'A.kts'], ['-script', 'A.kts', '-Xplugin=p.jar'], ['-script', 'A.kt'], ['-script', 'A.kts', '-Dx=1'], ['-script', '@args.kts'], ['-Xplugin=p.jar', '-script', 'A.kts']]) {
      expect(WarmKotlinc.serves(args), args.join(' ')).toBe(false);
    }
    const got = await warm.compile({ cwd: tmpdir(), args: ['-script', 'A.kts', '-script-templates', 'Evil'], files: { 'A.kts': 'println(1)' }, timeoutMs: 120_000 });
    expect(got).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/unsupported kotlinc arguments/) });
  });
});

describe.skipIf(!kotlinc)('Kotlin through the native executor, warm (in the sandbox where there is one) and cold', () => {
  let warmExecutor: NativeExecutor;
  // The cold path runs unsandboxed: the real command as it is.
  const coldExecutor = new NativeExecutor({ warmCompilers: false });
  beforeAll(async () => {
    warmExecutor = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 1 }).catch(() => undefined) });
  });
  afterAll(async () => {
    await warmExecutor?.close();
    await coldExecutor?.close();
  });
  const shape = (r: Awaited<ReturnType<NativeExecutor['execute']>>) =>
    r.steps.map((s) => ({ name: s.name, exitCode: s.exitCode, signal: s.signal, stdout: s.stdout, stderr: s.stderr.replace(/\/tmp\/mcjudge-\w+|\/box/g, '<dir>'), timedOut: s.timedOut }));

  it('gives every program the same steps and verdict either way', { timeout: 600_000 }, async () => {
    const chosen = [programs[0], ...special.filter((p) => ['Kotlin/900', 'Kotlin/905', 'Kotlin/909', 'Kotlin/915'].includes(p.taskId))];
    for (const p of chosen) {
      const [warm, cold] = [await warmExecutor.execute(p, kotlin), await coldExecutor.execute(p, kotlin)];
      expect(shape(warm), p.taskId).toEqual(shape(cold));
      for (const mode of ['default', 'paper'] as const) expect(judge({ language: kotlin, program: p, result: warm, mode }), p.taskId).toEqual(judge({ language: kotlin, program: p, result: cold, mode }));
    }
  });

  it('times a program out the same way: the warm compile counts toward the step\'s time', { timeout: 180_000 }, async () => {
    // A loop that sleeps: a busy JVM (its JIT and GC threads too) can meet the sandbox's CPU-time limit
    // (a core for the wall time, one slot here) before its wall time, which would be the sandbox's doing.
    const p = program('920', 'println("start")\nwhile (true) { Thread.sleep(20) }\n', 6_000);
    const [warm, cold] = [await warmExecutor.execute(p, kotlin), await coldExecutor.execute(p, kotlin)];
    // What a killed JVM printed before it was killed depends on when: the status and the verdict do not.
    const killed = (r: typeof warm) => r.steps.map((s) => ({ name: s.name, signal: s.signal, timedOut: s.timedOut }));
    expect(killed(warm)).toEqual(killed(cold));
    expect(judge({ language: kotlin, program: p, result: warm, mode: 'default' }).status).toBe('timeout');
    expect(judge({ language: kotlin, program: p, result: cold, mode: 'default' }).status).toBe('timeout');
    console.log(`a 6 s timeout: ${warm.steps[0].wallMs} ms warm (compile and run), ${cold.steps[0].wallMs} ms cold`);
    expect(warm.steps[0].wallMs).toBeLessThan(4 * 6_000);
  });

  it('runs the real command when the warm compiler crashes', { timeout: 180_000 }, async () => {
    // A fresh executor (its first compile starts the service); the service is killed as soon as it is seen.
    const executor = new NativeExecutor();
    const killer = killServicesAsTheyStart(isService);
    let killed = 0;
    const p = special.find((q) => q.taskId === 'Kotlin/905')!;
    const warm = await executor.execute(p, kotlin).finally(() => (killed = killer.stop()));
    await executor.close();
    expect(killed).toBeGreaterThan(0);
    const cold = await coldExecutor.execute(p, kotlin);
    expect(shape(warm)).toEqual(shape(cold));
    expect(judge({ language: kotlin, program: p, result: warm, mode: 'paper' }).status).toBe('failed');
  });
});

/** A command's exit status and output, whether it failed or not. */
function outcome(running: Promise<{ stdout: string; stderr: string }>): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return running.then((o) => ({ exitCode: 0, stdout: o.stdout, stderr: o.stderr }), (e: { code: number; stdout: string; stderr: string }) => ({ exitCode: e.code, stdout: e.stdout, stderr: e.stderr }));
}
