import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, judge, loadDataset, type Program } from '@mcjudge/core';
import { diskDataSource } from '../../data/disk-data.ts';
import { NativeExecutor } from '../native-executor.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { WarmTsc } from './warm-tsc.ts';

const run = promisify(execFile);
const ts = getLanguage('TypeScript');
const tsc = resolveTool(ts.tools[0]);
const dataset = await loadDataset(diskDataSource(), { languages: [ts], kinds: ['generation'] });
const tasks = dataset.all().slice(0, 3);
/** Canonical and broken programs, a type error, a syntax error and an import of a missing module. */
const programs: Program[] = [
  ...tasks.flatMap((t) => [assembleCanonical(ts, t, 'default', dataset.references), assembleBroken(ts, t, 'paper', dataset.references)]),
  ...['function f(a: number): string { return a; }\nconsole.assert(f(1) === "1");\nlet x = [1, 2].includes(2);\n', 'function (( {\n', "import { x } from './nowhere';\nconsole.log(x);\n"].map(
    (text, i): Program => ({ language: 'TypeScript', taskId: `TypeScript/x${i}`, files: [{ path: 'main.ts', text }], assets: [], source: text, steps: [{ name: 'compile', argv: ['tsc', '--lib', 'es2015,dom', 'main.ts'], timeoutMs: 30_000, ignoreFailure: true }, { name: 'run', argv: ['node', 'main.js'], timeoutMs: 30_000 }] }),
  ),
];

/** What the real `tsc` prints, exits with and writes for a program's compile step, in a fresh folder. */
async function realTsc(program: Program): Promise<{ exitCode: number; stdout: string; written: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'mcjudge-tsc-'));
  for (const f of program.files) writeFileSync(join(dir, f.path), f.text);
  const before = new Set(readdirSync(dir));
  const args = program.steps[0].argv.slice(1);
  const r = await run(tsc!.path, args, { cwd: dir }).then((o) => ({ exitCode: 0, stdout: o.stdout }), (e: { code: number; stdout: string }) => ({ exitCode: e.code, stdout: e.stdout }));
  const written = Object.fromEntries(readdirSync(dir).filter((f) => !before.has(f)).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
  return { ...r, written };
}

describe.skipIf(!tsc)('the warm tsc', () => {
  const warm = new WarmTsc(tsc?.path ?? 'tsc');
  afterAll(() => warm.close());

  it('prints, exits with and emits byte for byte what tsc does, program after program', { timeout: 300_000 }, async () => {
    for (const program of programs) {
      const dir = mkdtempSync(join(tmpdir(), 'mcjudge-warm-'));
      const got = await warm.compile({ cwd: dir, args: program.steps[0].argv.slice(1), files: Object.fromEntries(program.files.map((f) => [f.path, f.text])), timeoutMs: 30_000 });
      expect(got.kind, program.taskId).toBe('done');
      if (got.kind !== 'done') continue;
      const want = await realTsc(program);
      expect({ exitCode: got.exitCode, stdout: got.stdout, written: got.written }, program.taskId).toEqual(want);
    }
  });

  it('ends a compile past its time as a timeout, and the next program gets a fresh compiler', async () => {
    const program = programs[0];
    const files = Object.fromEntries(program.files.map((f) => [f.path, f.text]));
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-warm-'));
    expect((await warm.compile({ cwd: dir, args: program.steps[0].argv.slice(1), files, timeoutMs: 1 })).kind).toBe('timeout');
    expect((await warm.compile({ cwd: dir, args: program.steps[0].argv.slice(1), files, timeoutMs: 30_000 })).kind).toBe('done');
  });

  it('hands arguments it does not know back to the real command', async () => {
    const got = await warm.compile({ cwd: tmpdir(), args: ['--no-such-flag', 'a.ts'], files: { 'a.ts': '' }, timeoutMs: 30_000 });
    expect(got).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/unsupported tsc arguments/) });
  });
});

describe.skipIf(!tsc)('TypeScript through the native executor, warm (in the sandbox where there is one) and cold', () => {
  let warmExecutor: NativeExecutor;
  const coldExecutor = new NativeExecutor({ warmCompilers: false });
  afterAll(async () => {
    await warmExecutor?.close();
    await coldExecutor.close();
  });

  it('gives every program the same steps and verdict either way', { timeout: 300_000 }, async () => {
    const sandbox = await Sandbox.start({ slots: 1 }).catch(() => undefined);
    warmExecutor = new NativeExecutor({ sandbox });
    for (const program of [programs[0], programs[1], programs.at(-3)!]) {
      const [warm, cold] = [await warmExecutor.execute(program, ts), await coldExecutor.execute(program, ts)];
      const shape = (r: typeof warm) => r.steps.map((s) => ({ name: s.name, exitCode: s.exitCode, signal: s.signal, stdout: s.stdout, stderr: s.stderr.replace(/\/tmp\/mcjudge-\w+|\/box/g, '<dir>'), timedOut: s.timedOut }));
      expect(shape(warm), program.taskId).toEqual(shape(cold));
      expect(judge({ language: ts, program, result: warm, mode: 'default' }).status).toBe(judge({ language: ts, program, result: cold, mode: 'default' }).status);
    }
  });
});
