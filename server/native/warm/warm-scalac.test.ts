import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, judge, loadDataset, runPool, type Program } from '@mcjudge/core';
import { diskDataSource } from '../../data/disk-data.ts';
import { NativeExecutor } from '../native-executor.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { bareProgramEnv } from '../program-env.ts';
import { WarmScalac } from './warm-scalac.ts';
import { killServicesAsTheyStart } from './service-pids.ts';

/** The warm scalac services' processes (their command line). */
const isService = (cmd: string) => cmd.includes('scalac-service/WarmScalac.java') && cmd.startsWith('java');

const run = promisify(execFile);
const scala = getLanguage('Scala');
const scalaTool = resolveTool(scala.tools[0]);
const version = scalaTool ? await run(scalaTool.path, ['-version']).then((o) => o.stdout + o.stderr, (e: { stdout: string; stderr: string }) => e.stdout + e.stderr) : '';
/** The warm compiler is Scala 2's (`scala -nc`); Scala 3's runner is another program. */
const haveScala2 = !!scalaTool && /version 2\.11\./.test(version);
const dataset = await loadDataset(diskDataSource(), { languages: [scala], kinds: ['generation'] });

const program = (name: string, text: string, timeoutMs = 60_000): Program => ({
  language: 'Scala', taskId: `Scala/${name}`, files: [{ path: `${name}.scala`, text }], assets: [], source: text,
  steps: [{ name: 'run', argv: ['scala', '-nc', `${name}.scala`], cwd: '', timeoutMs, env: { JAVA_OPTS: '-Duser.home={tmp}' } }],
  alternatives: [{ tools: ['scala'], files: [], steps: [{ name: 'run', argv: ['scala', '-nc', `${name}.scala`], cwd: '', timeoutMs, env: { JAVA_OPTS: '-Duser.home={tmp}' } }] }],
});

/**
 * Programs the real runner treats specially: a type error and a syntax error, Scala 3 syntax, a warning
 * before a run, an object with main (renamed Main), an App object, two objects (so a script), an
 * exception at top level and one with a cause, a failing assert, System.exit and sys.exit, stderr and
 * non-ASCII output, arguments, what the program sees of its folder, class loader and properties, a
 * failing object initialiser, a thread left running, a package clause, and a macro defined and used in
 * the one file (which the compiler must reject: no program code runs at compile time).
 */
const special: Program[] = [
  program('900', 'val x: Int = "s"\ndef f = undefinedThing\n'),
  program('901', 'println("x"\n'),
  program('902', 'enum Color { case Red, Green }\n@main def hello(): Unit = println(Color.Red)\n'),
  program('903', 'object Main { def main(args: Array[String]): Unit = { val s = Stream(1, 2); println(s.toList); 1 match { case 1 => } } }\nobject Other { val x = 1 }\n'),
  program('904', 'object Program { def main(args: Array[String]): Unit = { println("object " + args.toList); assert(1 + 1 == 2) } }\n'),
  program('905', 'object Prog extends App { println("app"); System.err.println("err") }\n'),
  program('906', 'def f(n: Int): Int = if (n == 0) throw new IllegalStateException("deep", new RuntimeException("cause")) else f(n - 1)\nprintln("before")\nf(3)\n'),
  program('907', 'def check(x: Int) = assert(x == 2, "x was " + x)\ncheck(3)\n'),
  program('908', 'println("out"); System.err.println("err \u00e9\u4e2d \u{1F600}"); System.exit(3)\n'),
  program('909', 'println("bye"); sys.exit(4)\n'),
  program('910', 'println("h\u00e9llo \u4e2d\u6587 " + new java.io.File(".").list().sorted.mkString(","))\nprintln(getClass.getClassLoader.getClass.getName + " " + (Thread.currentThread.getContextClassLoader eq getClass.getClassLoader))\nprintln(getClass.getProtectionDomain.getCodeSource.getLocation.toString.matches("file:/tmp/scalascript[0-9]+\\\\.tmp/"))\nprintln(new java.io.File(getClass.getProtectionDomain.getCodeSource.getLocation.toURI).list.sorted.mkString(","))\nprintln(System.getProperty("sun.java.command") + " " + System.getProperty("java.class.path") + " " + System.getProperty("scala.usejavacp") + " " + System.getProperty("user.home").length)\nprintln(args.length)\n'),
  program('911', 'object Bad { val x: Int = Integer.parseInt("zz") }\nobject Main2 { def main(a: Array[String]): Unit = println(Bad.x) }\nMain2.main(Array())\n'),
  program('912', 'object Holder { val v: Int = { throw new RuntimeException("init") } }\nobject Start { def main(a: Array[String]): Unit = println(Holder.v) }\n'),
  // The thread waits for main's line, so the order does not depend on the machine's load.
  program('913', 'val said = new java.util.concurrent.CountDownLatch(1)\nval t = new Thread(new Runnable { def run(): Unit = { said.await(); Thread.sleep(300); println("thread done") } })\nt.start()\nprintln("main done")\nsaid.countDown()\n'),
  program('914', 'package demo\nobject Main { def main(a: Array[String]): Unit = println("pkg") }\n'),
  program('915', 'import scala.language.experimental.macros\nimport scala.reflect.macros.blackbox.Context\nobject Main {\n  object M { def impl(c: Context): c.Expr[Unit] = { println("RAN AT COMPILE TIME"); c.universe.reify(()) }; def m: Unit = macro impl }\n  def main(a: Array[String]): Unit = { M.m; println("after") }\n}\n'),
  program('918', 'import scala.language.experimental.macros\nimport scala.reflect.macros.blackbox.Context\nobject M { def impl(c: Context): c.Expr[Unit] = { println("RAN AT COMPILE TIME"); c.universe.reify(()) }; def m: Unit = macro impl }\nM.m\nprintln("after")\n'),
  program('916', 'def loop(n: Int): Int = loop(n + 1) + 1\nprintln(loop(0))\n'),
  program('917', 'try { throw new RuntimeException("caught") } catch { case e: RuntimeException => println(e.getMessage) }\nthrow new java.io.IOException("escaped")\n'),
];
const programs: Program[] = [...dataset.all().flatMap((t) => [assembleCanonical(scala, t, 'default', dataset.references), assembleBroken(scala, t, 'paper', dataset.references)]), ...special];
/**
 * What the byte-for-byte test compares: every program with MCJUDGE_FULL_PROOF=1 (about 4 minutes on 2
 * cores: a warm compile and a fresh `scala` each), else the special ones and the first 10 tasks'
 * canonical and broken programs, which keeps CI's run short.
 */
const compared = process.env.MCJUDGE_FULL_PROOF === '1' ? programs : [...programs.slice(0, 20), ...special];

/** The run folder a program sees: its files only (and nothing in it renamed). */
const fileOf = (p: Program) => p.files[0].path;

interface Outcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** What the real `scala -nc` gave for each program, recorded (the real command takes ~8 s of wall and ~14 s of CPU a program). */
const RECORDED = join(dirname(fileURLToPath(import.meta.url)), 'scalac-service', 'real-runs.json');

/** The environment a program gets without a sandbox (run-process), and the step's JAVA_OPTS. */
const envFor = (dir: string) => bareProgramEnv(dir, { JAVA_OPTS: `-Duser.home=${dir}` });

async function real(p: Program): Promise<Outcome> {
  const dir = mkdtempSync(join(tmpdir(), 'mcjudge-scala-real-'));
  for (const f of p.files) writeFileSync(join(dir, f.path), f.text);
  try {
    return await outcome(run(scalaTool!.path, ['-nc', fileOf(p)], { cwd: dir, env: envFor(dir), timeout: 120_000 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The only bytes normalised: a user.home of another length (the run folder's name differs), nothing
 * else. (Program 910 prints the length of user.home, which is the run folder's.)
 */
const normal = (o: Outcome): Outcome => o;

describe.runIf(!haveScala2)('the warm scalac of `scala -nc` (skipped)', () => {
  it.skip(`needs Debian's Scala 2.11 \`scala\` (found: ${scalaTool ? version.trim() || scalaTool.path : 'no scala'})`, () => {});
});

describe.skipIf(!haveScala2)('the warm scalac of `scala -nc`', () => {
  const warm = new WarmScalac(scalaTool?.path ?? 'scala');
  afterAll(() => warm.close());

  // A program keeps its recording while its text is the same (the key holds its hash); only new or
  // changed programs run again, and recordings of programs no longer here are dropped. Delete the file
  // to record everything again (another Scala release).
  it.runIf(process.env.MCJUDGE_RECORD_SCALA === '1')('records what the real `scala -nc` gives for every program', { timeout: 3_600_000 }, async () => {
    const before = existsSync(RECORDED) ? (JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, Outcome>) : {};
    const recorded: Record<string, Outcome> = {};
    await runPool(programs, 2, async (p) => {
      const key = `${p.taskId} ${fileOf(p)} ${hash(p.files[0].text)}`;
      recorded[key] = before[key] ?? (await real(p));
    });
    writeFileSync(RECORDED, JSON.stringify(Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b))), null, 1) + '\n');
  });

  type Counts = { programs: number; rejected: number; runsCompared: number; compileMs: number[]; runMs: number[] };

  /**
   * One program: the warm compile, then (when it goes on) the run the step goes on with (the step's
   * `scala` with the warm arguments) in the program's folder; stdout, stderr and exit status against
   * the real command's.
   */
  async function check(p: Program, want: Outcome, counts: Counts): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-scala-real-'));
    for (const f of p.files) writeFileSync(join(dir, f.path), f.text);
    const got = await warm.compile({ cwd: dir, args: ['-nc', fileOf(p)], files: Object.fromEntries(p.files.map((f) => [f.path, f.text])), timeoutMs: 120_000 });
    expect(got.kind, p.taskId).toBe('done');
    if (got.kind !== 'done') return;
    counts.programs++;
    counts.compileMs.push(got.wallMs);
    if (!got.then) {
      counts.rejected++;
      expect(normal({ exitCode: got.exitCode, stdout: String(got.stdout), stderr: Buffer.from(got.stderr as Uint8Array).toString('utf8') }), p.taskId).toEqual(normal(want));
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    for (const [name, bytes] of Object.entries(got.written)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), bytes);
    }
    const started = performance.now();
    const ran = await outcome(run(scalaTool!.path, got.then, { cwd: dir, env: envFor(dir), timeout: 120_000 }));
    counts.runMs.push(Math.round(performance.now() - started));
    expect(normal(ran), p.taskId).toEqual(normal(want));
    // What it wrote to launch the program is gone before the program runs.
    expect(readdirSync(dir).sort(), p.taskId).toEqual(p.files.map((f) => f.path).sort());
    counts.runsCompared++;
    rmSync(dir, { recursive: true, force: true });
  }

  it('gives Scala tasks\' canonical and broken programs (all with MCJUDGE_FULL_PROOF=1), and the special ones, the output and exit status of the real `scala -nc`, byte for byte', { timeout: 900_000 }, async () => {
    expect(existsSync(RECORDED), 'record the real runs first: MCJUDGE_RECORD_SCALA=1 npx vitest run server/native/warm/warm-scalac.test.ts').toBe(true);
    const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, Outcome>;
    const counts: Counts = { programs: 0, rejected: 0, runsCompared: 0, compileMs: [], runMs: [] };
    await runPool(compared, 2, async (p) => {
      const want = recorded[`${p.taskId} ${fileOf(p)} ${hash(p.files[0].text)}`];
      expect(want, `${p.taskId}: not recorded (the programs changed: record again)`).toBeDefined();
      await check(p, want, counts);
    });
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`warm scalac against the real runner: ${JSON.stringify({ ...counts, compileMs: undefined, runMs: undefined })}; compile ms: first ${counts.compileMs[0]}, median ${median(counts.compileMs.slice(2))}, max ${Math.max(...counts.compileMs.slice(2))}; fresh scala run ms: median ${median(counts.runMs)}, max ${Math.max(...counts.runMs)}`);
    expect(counts.programs).toBe(compared.length);
    expect(counts.rejected).toBeGreaterThanOrEqual(4);
  });

  it('is checked against the real command live too: the recording is what this toolchain gives', { timeout: 600_000 }, async () => {
    const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, Outcome>;
    const sample = [programs[1], ...special.filter((p) => ['Scala/906', 'Scala/915'].includes(p.taskId))];
    await runPool(sample, 2, async (p) => {
      expect(normal(await real(p)), p.taskId).toEqual(normal(recorded[`${p.taskId} ${fileOf(p)} ${hash(p.files[0].text)}`]));
    });
  });

  it('ends a compile past its time as a timeout, and the next program gets a fresh compiler', { timeout: 300_000 }, async () => {
    const p = programs[0];
    const files = Object.fromEntries(p.files.map((f) => [f.path, f.text]));
    expect((await warm.compile({ cwd: tmpdir(), args: ['-nc', fileOf(p)], files, timeoutMs: 1 })).kind).toBe('timeout');
    expect((await warm.compile({ cwd: tmpdir(), args: ['-nc', fileOf(p)], files, timeoutMs: 120_000 })).kind).toBe('done');
  });

  it('hands runs it does not take back to the real command', async () => {
    const step = (argv: string[], env: Record<string, string> = { JAVA_OPTS: '-Duser.home={tmp}' }) => ({ name: 'run' as const, argv, cwd: '', timeoutMs: 1000, env });
    expect(WarmScalac.serves(step(['scala', '-nc', 'A.scala']))).toBe(true);
    for (const argv of [['scala', 'A.scala'], ['scala', '-nc', '-Xplugin:evil.jar', 'A.scala'], ['scala', '-nc', 'A'], ['scala', '-cp', 'x', '-nc', 'A.scala'], ['scala', '-save', 'A.scala']]) expect(WarmScalac.serves(step(argv)), argv.join(' ')).toBe(false);
    expect(WarmScalac.serves(step(['scala', '-nc', 'A.scala'], { JAVA_OPTS: '-javaagent:x.jar' }))).toBe(false);
    const got = await warm.compile({ cwd: tmpdir(), args: ['-nc', '-Xplugin:Evil.jar', 'A.scala'], files: { 'A.scala': 'println(1)' }, timeoutMs: 120_000 });
    expect(got).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/unsupported scala arguments/) });
  });
});

describe.skipIf(!haveScala2)('Scala through the native executor, warm (in the sandbox where there is one) and cold', () => {
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
  /**
   * The programs compared warm against cold, each with time to spare (300 s): a cold `scala -nc` costs
   * ~14 s of CPU, and on a loaded 2-core machine the unsandboxed cold run's 60 s of wall clock ran out
   * once, so the reference became a timeout. Timeouts have their own test below.
   */
  const unhurried = (p: Program): Program => {
    const roomy = <S extends { timeoutMs: number }>(steps: S[]) => steps.map((s) => ({ ...s, timeoutMs: 300_000 }));
    return { ...p, steps: roomy(p.steps), alternatives: p.alternatives?.map((a) => ({ ...a, steps: roomy(a.steps) })) };
  };
  const compiled = unhurried(programs[1]);
  const chosen = [compiled, ...special.filter((p) => ['Scala/900', 'Scala/908'].includes(p.taskId)).map(unhurried)];
  /** Cold runs cost ~14 s of CPU each: each program's is run once, and never beside a warm run. */
  const coldRuns = new Map<Program, Awaited<ReturnType<NativeExecutor['execute']>>>();
  const cold = async (p: Program) => {
    if (!coldRuns.has(p)) coldRuns.set(p, await coldExecutor.execute(p, scala));
    const r = coldRuns.get(p)!;
    expect(r.steps.some((s) => s.timedOut), `${p.taskId}: the cold reference timed out`).toBe(false);
    return r;
  };
  const shape = (r: Awaited<ReturnType<NativeExecutor['execute']>>) =>
    r.steps.map((s) => ({ name: s.name, exitCode: s.exitCode, signal: s.signal, stdout: s.stdout, stderr: s.stderr.replace(/\/tmp\/mcjudge-\w+|\/box/g, '<dir>'), timedOut: s.timedOut }));

  it('gives programs the same steps and verdict either way, in both modes', { timeout: 600_000 }, async () => {
    for (const p of chosen) {
      const [warm, real] = [await warmExecutor.execute(p, scala), await cold(p)];
      expect(shape(warm), p.taskId).toEqual(shape(real));
      for (const mode of ['default', 'paper'] as const) expect(judge({ language: scala, program: p, result: warm, mode }), p.taskId).toEqual(judge({ language: scala, program: p, result: real, mode }));
    }
  });

  it('times a program out the same way: the warm compile counts toward the step\'s time', { timeout: 300_000 }, async () => {
    const p = program('920', 'println("start")\nwhile (true) { }\n', 10_000);
    const [warm, cold] = await Promise.all([warmExecutor.execute(p, scala), coldExecutor.execute(p, scala)]);
    const killed = (r: typeof warm) => r.steps.map((s) => ({ name: s.name, signal: s.signal, stderr: s.stderr, timedOut: s.timedOut }));
    expect(killed(warm)).toEqual(killed(cold));
    expect(judge({ language: scala, program: p, result: warm, mode: 'default' }).status).toBe('timeout');
    expect(judge({ language: scala, program: p, result: cold, mode: 'default' }).status).toBe('timeout');
    console.log(`a 10 s timeout: ${warm.steps[0].wallMs} ms warm (compile and run), ${cold.steps[0].wallMs} ms cold`);
    expect(warm.steps[0].wallMs).toBeLessThan(2 * 10_000);
  });

  it('runs the real command when the warm compiler crashes', { timeout: 300_000 }, async () => {
    const executor = new NativeExecutor();
    const killer = killServicesAsTheyStart(isService);
    let killed = 0;
    const p = compiled;
    const warm = await executor.execute(p, scala).finally(() => (killed = killer.stop()));
    await executor.close();
    expect(killed).toBeGreaterThan(0);
    expect(shape(warm)).toEqual(shape(await cold(p)));
    expect(judge({ language: scala, program: p, result: warm, mode: 'paper' }).status).toBe('failed');
  });
});

/** A command's exit status and output, whether it failed or not. */
function outcome(running: Promise<{ stdout: string; stderr: string }>): Promise<Outcome> {
  return running.then((o) => ({ exitCode: 0, stdout: o.stdout, stderr: o.stderr }), (e: { code: number; stdout: string; stderr: string }) => ({ exitCode: e.code, stdout: e.stdout, stderr: e.stderr }));
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(16);
}
