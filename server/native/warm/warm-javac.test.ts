import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, judge, loadDataset, runPool, type Program } from '@mcjudge/core';
import { diskDataSource } from '../../data/disk-data.ts';
import { NativeExecutor } from '../native-executor.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { killServicesAsTheyStart } from './service-pids.ts';
import { bareProgramEnv } from '../program-env.ts';
import { WarmJavac } from './warm-javac.ts';

const run = promisify(execFile);
/** The warm javac services' processes (their command line). */
const isService = (cmd: string) => cmd.includes('javac-service/WarmJavac.java') && cmd.startsWith('/');
const java = getLanguage('Java');
const javaTool = resolveTool(java.tools[0]);
const jdkBin = javaTool ? dirname(execFileSync('readlink', ['-f', javaTool.path], { encoding: 'utf8' }).trim()) : '';
const haveJdk = !!javaTool && existsSync(join(jdkBin, 'javac')) && existsSync(join(jdkBin, 'jar'));
const dataset = await loadDataset(diskDataSource(), { languages: [java], kinds: ['generation'] });

const program = (name: string, text: string, timeoutMs = 30_000): Program => ({
  language: 'Java', taskId: `Java/${name}`, files: [{ path: `${name}.java`, text }], assets: [], source: text,
  steps: [{ name: 'run', argv: ['java', '-ea', `${name}.java`], cwd: '', timeoutMs }],
});

/**
 * Programs the real launcher rejects or treats specially: a type error, a syntax error, a missing
 * symbol and a missing package, an error after warnings (unchecked, deprecation), non-ASCII and JSON
 * escapes in the diagnostics, no class at all, and programs that compile but fail in the launcher
 * (main not static, not void, missing) or in class initialisation, or throw a chained exception.
 */
const special: Program[] = [
  program('900', 'public class Main { public static void main(String[] a) { int x = "s"; } }\n'),
  program('901', 'class Main { public static void main(String[] a) { System.out.println("x" }\n'),
  program('902', 'import foo.bar.*;\nclass Main { public static void main(String[] a) { Baz.go(); } }\n'),
  program('903', 'import java.util.*;\nclass Main { public static void main(String[] a) { List l = new ArrayList(); l.add(1); new Date(2020, 1, 1); undefined(); } }\n'),
  program('904', 'class Main { public static void main(String[] a) { String s = "\u0100\u00e9 \u{1F600} \\" \\\\ \t\r"; int y = s; } }\n'),
  program('905', '// only a comment\n'),
  program('906', 'class Main { static void main(String[] a) { } }\n'),
  program('907', 'class Main { public static int main(String[] a) { return 0; } }\n'),
  program('908', 'class Main { }\n'),
  program('909', 'class Main { static int x = Integer.parseInt("zz"); public static void main(String[] a) { } }\n'),
  program('910', 'class Main { public static void main(String[] a) { throw new RuntimeException("outer", new IllegalStateException("inner")); } }\n'),
  // A class name outside ASCII (by a Unicode escape, so the source is ASCII), in a package, with nested and anonymous classes.
  program('912', 'package demo.app;\nclass Caf\\u00e9 { static class Inner { String v() { return "\\u00e9"; } } public static void main(String[] a) { System.out.println(new Inner().v() + Caf\\u00e9.class.getName() + (Caf\\u00e9.class.getResource("Caf\\u00e9.class") != null)); new Object() { }.hashCode(); } }\n'),
  program('911', 'import java.util.*;\nclass First { public static void main(String[] a) { List l = new ArrayList(); l.add("\u00e9\u4e2d"); System.out.println(l + " " + new java.io.File(".").list().length); } }\npublic class Second { }\n'),
];
const programs: Program[] = [...dataset.all().flatMap((t) => [assembleCanonical(java, t, 'default', dataset.references), assembleBroken(java, t, 'paper', dataset.references)]), ...special];
/**
 * What the byte-for-byte test compares: every program with MCJUDGE_FULL_PROOF=1 (about 2 minutes on 2
 * cores: a real launcher run and a warm compile each), else the special ones and the first 10 tasks'
 * canonical and broken programs, which keeps CI's run short.
 */
const everyTask = process.env.MCJUDGE_FULL_PROOF === '1';
const compared = everyTask ? programs : [...programs.slice(0, 20), ...special];

/** The real launcher's run of a program, and the class files it compiled (read from its memory by an agent). */
interface Real {
  exitCode: number;
  stdout: string;
  stderr: string;
  classes: Record<string, string>;
}

/**
 * A Java agent that, when the launcher's class loader defines its first class, copies every class the
 * launcher compiled (its MemoryClassLoader's map) to the folder it is given, by binary name URL-encoded
 * (file names in ASCII whatever the JVM's file-name encoding). It changes nothing the
 * launcher gives javac: neither -javaagent nor --add-opens is a javac option to it.
 */
const AGENT = `
import java.lang.instrument.*;
import java.nio.file.*;
import java.util.Map;
public class DumpAgent {
  public static void premain(String folder, Instrumentation inst) {
    inst.addTransformer(new ClassFileTransformer() {
      boolean done;
      public byte[] transform(ClassLoader loader, String name, Class<?> c, java.security.ProtectionDomain d, byte[] bytes) {
        if (done || loader == null || !loader.getClass().getName().equals("com.sun.tools.javac.launcher.Main$MemoryClassLoader")) return null;
        done = true;
        try {
          java.lang.reflect.Field f = loader.getClass().getDeclaredField("sourceFileClasses");
          f.setAccessible(true);
          for (Map.Entry<?, ?> e : ((Map<?, ?>) f.get(loader)).entrySet()) Files.write(Paths.get(folder, java.net.URLEncoder.encode((String) e.getKey(), "UTF-8") + ".class"), (byte[]) e.getValue());
        } catch (Exception e) { throw new RuntimeException(e); }
        return null;
      }
    });
  }
}
`;

describe.skipIf(!haveJdk)('the warm javac of the source launcher', () => {
  let agent = '';
  const warm = new WarmJavac(javaTool?.path ?? 'java');
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-agent-'));
    writeFileSync(join(dir, 'DumpAgent.java'), AGENT);
    writeFileSync(join(dir, 'manifest'), 'Premain-Class: DumpAgent\n');
    execFileSync(join(jdkBin, 'javac'), ['-d', join(dir, 'classes'), join(dir, 'DumpAgent.java')]);
    execFileSync(join(jdkBin, 'jar'), ['cfm', join(dir, 'agent.jar'), join(dir, 'manifest'), '-C', join(dir, 'classes'), '.']);
    agent = join(dir, 'agent.jar');
  });
  afterAll(() => {
    warm.close();
    if (agent) rmSync(dirname(agent), { recursive: true, force: true });
  });

  /** The environment programs get without a sandbox (bareProgramEnv), which the warm service gets too (warm-pool.ts). */
  const hostEnv = () => bareProgramEnv(tmpdir());

  async function real(p: Program, dir: string, env: NodeJS.ProcessEnv): Promise<Real> {
    const out = mkdtempSync(join(tmpdir(), 'mcjudge-real-classes-'));
    const args = ['--add-opens=jdk.compiler/com.sun.tools.javac.launcher=ALL-UNNAMED', `-javaagent:${agent}=${out}`, ...p.steps[0].argv.slice(1)];
    const r = await outcome(run(javaTool!.path, args, { cwd: dir, env: { ...env, HOME: dir } }));
    const classes = Object.fromEntries(readdirSync(out).map((f) => [decodeURIComponent(f.replace(/\.class$/, '')), readFileSync(join(out, f)).toString('base64')]));
    rmSync(out, { recursive: true, force: true });
    return { ...r, classes };
  }

  type Counts = { programs: number; compiled: number; classFiles: number; rejected: number; runsCompared: number };

  /**
   * One program, in one folder: the real launcher (its output, exit status and compiled classes), then
   * the warm compile: its answer when it rejects the program, else its class files, and the run that
   * goes on from it (the step's `java` with the warm arguments) in the same folder.
   */
  async function check(warmJavac: WarmJavac, p: Program, env: NodeJS.ProcessEnv, counts: Counts): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-javac-'));
    for (const f of p.files) writeFileSync(join(dir, f.path), f.text);
    const want = await real(p, dir, env);
    const got = await warmJavac.compile({ cwd: dir, args: p.steps[0].argv.slice(1), files: Object.fromEntries(p.files.map((f) => [f.path, f.text])), timeoutMs: 60_000 });
    expect(got.kind, p.taskId).toBe('done');
    if (got.kind !== 'done') return;
    counts.programs++;
    if (!got.then) {
      // Rejected at compile time: the warm answer is the whole step.
      counts.rejected++;
      expect({ exitCode: got.exitCode, stdout: got.stdout, stderr: Buffer.from(got.stderr as Uint8Array).toString('utf8') }, p.taskId).toEqual({ exitCode: want.exitCode, stdout: want.stdout, stderr: want.stderr });
      expect(want.exitCode, p.taskId).toBe(1);
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    counts.compiled++;
    const classes = Object.fromEntries(Object.entries(got.written).filter(([n]) => n.startsWith('.mcjudge-warm/') && n.endsWith('.class')).map(([n, b]) => [decodeURIComponent(n.slice('.mcjudge-warm/'.length, -'.class'.length)), Buffer.from(b as Uint8Array).toString('base64')]));
    // The agent sees the launcher's classes once the first is loaded: every program here loads its main class.
    expect(classes, p.taskId).toEqual(want.classes);
    counts.classFiles += Object.keys(classes).length;
    for (const [name, bytes] of Object.entries(got.written)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), bytes);
    }
    const ran = await outcome(run(javaTool!.path, got.then, { cwd: dir, env: { ...env, HOME: dir } }));
    expect(ran, p.taskId).toEqual({ exitCode: want.exitCode, stdout: want.stdout, stderr: want.stderr });
    // What it wrote to launch the program is gone before the program runs.
    expect(readdirSync(dir).sort(), p.taskId).toEqual(p.files.map((f) => f.path).sort());
    counts.runsCompared++;
    rmSync(dir, { recursive: true, force: true });
  }

  it(`compiles ${everyTask ? "every Java task's" : "the first 10 Java tasks'"} canonical and broken program${everyTask ? '' : 's'}, and the special ones, to the class files and output of the real launcher, byte for byte`, { timeout: 900_000 }, async () => {
    const counts: Counts = { programs: 0, compiled: 0, classFiles: 0, rejected: 0, runsCompared: 0 };
    await runPool(compared, 2, (p) => check(warm, p, hostEnv(), counts));
    console.log(`warm javac against the real launcher: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(compared.length);
    expect(counts.rejected).toBeGreaterThanOrEqual(6);
  });

  it('reads the source and writes diagnostics and class names as the real launcher does in a program\'s environment, whatever this process\'s LANG (C: ASCII)', { timeout: 300_000 }, async () => {
    const saved = process.env.LANG;
    process.env.LANG = 'C';
    const ascii = new WarmJavac(javaTool!.path);
    try {
      const counts: Counts = { programs: 0, compiled: 0, classFiles: 0, rejected: 0, runsCompared: 0 };
      for (const p of special.filter((q) => ['Java/904', 'Java/911', 'Java/912'].includes(q.taskId))) await check(ascii, p, hostEnv(), counts);
      expect(counts).toMatchObject({ rejected: 1, runsCompared: 2, classFiles: 2 + 3 });
    } finally {
      ascii.close();
      if (saved === undefined) delete process.env.LANG;
      else process.env.LANG = saved;
    }
  });

  it('ends a compile past its time as a timeout, and the next program gets a fresh compiler', { timeout: 120_000 }, async () => {
    const p = programs[0];
    const files = Object.fromEntries(p.files.map((f) => [f.path, f.text]));
    expect((await warm.compile({ cwd: tmpdir(), args: p.steps[0].argv.slice(1), files, timeoutMs: 1 })).kind).toBe('timeout');
    expect((await warm.compile({ cwd: tmpdir(), args: p.steps[0].argv.slice(1), files, timeoutMs: 60_000 })).kind).toBe('done');
  });

  it('hands launches it does not take back to the real command', async () => {
    expect(WarmJavac.serves(['-ea', 'A.java'])).toBe(true);
    for (const args of [['-cp', 'lib', 'A.java'], ['-ea', 'A'], ['--source', '11', 'A.java'], ['-Dx=1', 'A.java'], ['@args']]) expect(WarmJavac.serves(args), args.join(' ')).toBe(false);
    const got = await warm.compile({ cwd: tmpdir(), args: ['-Xplugin:Evil', 'A.java'], files: { 'A.java': 'class A {}' }, timeoutMs: 60_000 });
    expect(got).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/unsupported java arguments/) });
  });

  it('reads and writes JSON as the protocol needs: escapes, non-ASCII, surrogate pairs', { timeout: 120_000 }, async () => {
    const text = 'class A { public static void main(String[] a) { String s = "\\u0001 \u00e9 \u4e2d \u{1F600} \\" \\\\ / \b"; int x = s; } }\n';
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-javac-'));
    writeFileSync(join(dir, 'A.java'), text);
    const want = await real(program('A', text), dir, hostEnv());
    const got = await warm.compile({ cwd: dir, args: ['-ea', 'A.java'], files: { 'A.java': text }, timeoutMs: 60_000 });
    expect(got.kind).toBe('done');
    if (got.kind === 'done') expect(Buffer.from(got.stderr as Uint8Array).toString('utf8')).toBe(want.stderr);
    expect(want.stderr).toContain('\u{1F600}');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.skipIf(!javaTool)('Java through the native executor, warm (in the sandbox where there is one) and cold', () => {
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

  it('gives every program the same steps and verdict either way', { timeout: 300_000 }, async () => {
    const chosen = [programs[0], programs[1], ...special.filter((p) => ['Java/900', 'Java/903', 'Java/905', 'Java/906', 'Java/909', 'Java/910', 'Java/911', 'Java/912'].includes(p.taskId))];
    for (const p of chosen) {
      const [warm, cold] = [await warmExecutor.execute(p, java), await coldExecutor.execute(p, java)];
      expect(shape(warm), p.taskId).toEqual(shape(cold));
      for (const mode of ['default', 'paper'] as const) expect(judge({ language: java, program: p, result: warm, mode }), p.taskId).toEqual(judge({ language: java, program: p, result: cold, mode }));
    }
  });

  it('times a program out the same way: the warm compile counts toward the step\'s time', { timeout: 120_000 }, async () => {
    const p = program('920', 'class Main { public static void main(String[] a) { System.out.println("start"); while (true) { } } }\n', 3000);
    const [warm, cold] = [await warmExecutor.execute(p, java), await coldExecutor.execute(p, java)];
    // (The exit code of a killed process is the sandbox's 137 or none without it: not the warm path's doing.)
    const killed = (r: typeof warm) => r.steps.map((s) => ({ name: s.name, signal: s.signal, stdout: s.stdout, stderr: s.stderr, timedOut: s.timedOut }));
    expect(killed(warm)).toEqual(killed(cold));
    expect(judge({ language: java, program: p, result: warm, mode: 'default' }).status).toBe('timeout');
    expect(judge({ language: java, program: p, result: cold, mode: 'default' }).status).toBe('timeout');
    expect(warm.steps[0].timedOut).toBe(true);
    console.log(`a 3 s timeout: ${warm.steps[0].wallMs} ms warm (compile and run), ${cold.steps[0].wallMs} ms cold`);
    // The run has what is left of the 3 s, not 3 s more (a sandboxed stop takes a moment of its own).
    expect(warm.steps[0].wallMs).toBeLessThan(2 * 3000);
  });

  it('runs the real command when the warm compiler crashes', { timeout: 120_000 }, async () => {
    // A fresh executor (its first compile starts the service); the service is killed as soon as it is seen.
    const executor = new NativeExecutor();
    const killer = killServicesAsTheyStart(isService);
    let killed = 0;
    const p = programs[1];
    const warm = await executor.execute(p, java).finally(() => (killed = killer.stop()));
    await executor.close();
    expect(killed).toBeGreaterThan(0);
    const cold = await coldExecutor.execute(p, java);
    expect(shape(warm)).toEqual(shape(cold));
    expect(judge({ language: java, program: p, result: warm, mode: 'paper' }).status).toBe('failed');
  });
});

/** A command's exit status and output, whether it failed or not. */
function outcome(running: Promise<{ stdout: string; stderr: string }>): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return running.then((o) => ({ exitCode: 0, stdout: o.stdout, stderr: o.stderr }), (e: { code: number; stdout: string; stderr: string }) => ({ exitCode: e.code, stdout: e.stdout, stderr: e.stderr }));
}
