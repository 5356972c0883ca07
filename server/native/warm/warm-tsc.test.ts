import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, judge, loadDataset, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../../test/fixtures/dataset-programs.ts';
import { diskDataSource } from '../../data/disk-data.ts';
import { NativeExecutor } from '../native-executor.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { KnownCleanLibraries, WarmTsc } from './warm-tsc.ts';

const run = promisify(execFile);
const ts = getLanguage('TypeScript');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const tsc = resolveTool(ts.tools[0]);
const dataset = await loadDataset(diskDataSource(), { languages: [ts], kinds: fullProof ? undefined : ['generation'] });
/** A program of one file compiled as the recipe compiles it. */
const special = (text: string, i: number): Program => ({
  language: 'TypeScript', taskId: `TypeScript/x${i}`, files: [{ path: 'main.ts', text }], assets: [], source: text,
  steps: [{ name: 'compile', argv: ['tsc', '--lib', 'es2015,dom', 'main.ts'], timeoutMs: 30_000, ignoreFailure: true }, { name: 'run', argv: ['node', 'main.js'], timeoutMs: 30_000 }],
});
/**
 * Programs that must take the full way, or whose messages test the short one: a type error, a syntax
 * error, an import of a missing module, globals the library also has (a `let name`, an `interface
 * Array` merge), a global augmentation, a library reference, a union in a message, a "Did you mean",
 * name-only errors, an enum and a class (emit helpers).
 */
const specials: Program[] = [
  'function f(a: number): string { return a; }\nconsole.assert(f(1) === "1");\nlet x = [1, 2].includes(2);\n',
  'function (( {\n',
  "import { x } from './nowhere';\nconsole.log(x);\n",
  'let name = 3;\nconsole.log(name);\n',
  'interface Array<T> { total(): number }\nconsole.log([1].length);\n',
  'export {};\ndeclare global { interface Window { mine: number } }\nconsole.log(1);\n',
  '/// <reference lib="es2017" />\nconsole.log(Object.values({ a: 1 }));\n',
  'let v: string | number = Math.random() > 2 ? "a" : 1;\nlet w: boolean = v;\nconsole.log(w);\n',
  'const total = 1;\nconsole.log(totl);\n',
  'const assert = require("assert");\nassert.strictEqual(1, 1);\ndescribe("x", () => {});\n',
  'enum Colour { Red, Green }\nclass A { constructor(public x = Colour.Green) {} }\nclass B extends A { y = 2 }\nconsole.log(new B().x, [...[1, 2]]);\n',
].map(special);

/**
 * What the byte-for-byte test compares: with MCJUDGE_FULL_PROOF=1 every distinct TypeScript program of
 * the dataset (canonical and broken, every task kind and mode, and the three answer forms of every
 * generation task: 250 programs, about 8 minutes for the real tsc on 2 cores); by default the first 3
 * generation tasks' canonical and broken programs. The special ones always.
 */
const tasks = dataset.all().filter((t) => t.kind === 'generation').slice(0, 3);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(ts, dataset) : tasks.flatMap((t) => [assembleCanonical(ts, t, 'default', dataset.references), assembleBroken(ts, t, 'paper', dataset.references)])),
  ...specials,
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

/** One compile of a program's compile step by a warm tsc, in a fresh folder. */
const compileWith = (warm: WarmTsc, program: Program) =>
  warm.compile({ cwd: mkdtempSync(join(tmpdir(), 'mcjudge-warm-')), args: program.steps[0].argv.slice(1), files: Object.fromEntries(program.files.map((f) => [f.path, f.text])), timeoutMs: 30_000 });

describe.skipIf(!tsc)('the warm tsc', () => {
  // Known clean libraries in memory only: this test's first program learns the library, whatever an
  // earlier run kept on disk.
  const warm = new WarmTsc(tsc?.path ?? 'tsc', undefined, new KnownCleanLibraries());
  afterAll(() => warm.close());

  it('prints, exits with and emits byte for byte what tsc does, program after program (all with MCJUDGE_FULL_PROOF=1)', { timeout: 900_000 }, async () => {
    const checked = new Map<string, string>();
    for (const program of programs) {
      const dir = mkdtempSync(join(tmpdir(), 'mcjudge-warm-'));
      const got = await warm.compile({ cwd: dir, args: program.steps[0].argv.slice(1), files: Object.fromEntries(program.files.map((f) => [f.path, f.text])), timeoutMs: 30_000 });
      expect(got.kind, program.taskId).toBe('done');
      if (got.kind !== 'done') continue;
      checked.set(program.files[0].text, got.checked ?? '');
      const want = await realTsc(program);
      expect({ exitCode: got.exitCode, stdout: got.stdout, written: got.written }, program.taskId).toEqual(want);
    }
    // The short way is taken where it may be, and only there.
    const short = programs.filter((p) => checked.get(p.files[0].text) === 'the program').length;
    console.log(`${short} of ${programs.length} programs were answered by checking only the program`);
    if (fullProof) expect(short / programs.length).toBeGreaterThan(0.9);
    const how = (i: number) => checked.get(specials[i].files[0].text);
    expect(checked.get(programs[2].files[0].text)).toBe('the program'); // the second canonical program (the first learns the library)
    expect(how(0)).toBe('the program'); // type errors whose messages name no union
    expect(how(1)).toBe('the program'); // a syntax error: tsc reports only those
    expect(how(2)).toBe('the program'); // "Cannot find module": a message with no type in it
    expect(how(3)).toMatch(/global the library has: name/);
    expect(how(4)).toMatch(/global the library has: Array/);
    expect(how(5)).toMatch(/augmentation/);
    expect(how(6)).toMatch(/library is not known yet/); // a library set of its own, learnt by this full compile
    expect(how(7)).toMatch(/order of checking \(TS2322\)/); // 'string | number'
    expect(how(8)).toMatch(/order of checking \(TS2552\)/); // Did you mean 'total'?
    expect(how(9)).toBe('the program');
    expect(how(10)).toBe('the program');
  });

  it('ends a compile past its time as a timeout, and the next program gets a fresh compiler', async () => {
    const program = programs[0];
    const files = Object.fromEntries(program.files.map((f) => [f.path, f.text]));
    const dir = mkdtempSync(join(tmpdir(), 'mcjudge-warm-'));
    expect((await warm.compile({ cwd: dir, args: program.steps[0].argv.slice(1), files, timeoutMs: 1 })).kind).toBe('timeout');
    expect((await warm.compile({ cwd: dir, args: program.steps[0].argv.slice(1), files, timeoutMs: 30_000 })).kind).toBe('done');
  });

  it('keeps a library set a full compile found clean on disk: the next process takes the short way from its first program, byte for byte tsc', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcjudge-tsc-clean-')), 'clean.json');
    const first = new WarmTsc(tsc!.path, undefined, new KnownCleanLibraries(file));
    try {
      expect(await compileWith(first, programs[0])).toMatchObject({ kind: 'done', checked: 'everything (the library is not known yet)' });
    } finally {
      first.close();
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
    const next = new WarmTsc(tsc!.path, undefined, new KnownCleanLibraries(file));
    try {
      for (const program of [programs[1], specials[0], specials[3]]) {
        const got = await compileWith(next, program);
        if (got.kind !== 'done') throw new Error(`${program.taskId}: ${got.kind}`);
        expect({ exitCode: got.exitCode, stdout: got.stdout, written: got.written }, program.taskId).toEqual(await realTsc(program));
        expect(got.checked, program.taskId).toBe(program === specials[3] ? 'everything (a global the library has: name)' : 'the program');
      }
    } finally {
      next.close();
    }
  });

  it('does not hold against later programs the library diagnostics a first program caused (a global the library also declares)', async () => {
    const fresh = new WarmTsc(tsc!.path, undefined, new KnownCleanLibraries());
    try {
      // `let name` clashes with lib.dom's `name`: tsc reports it in the library file too.
      expect(await compileWith(fresh, specials[3])).toMatchObject({ kind: 'done', checked: 'everything (the library is not known yet)' });
      expect(await compileWith(fresh, programs[0])).toMatchObject({ kind: 'done', checked: 'everything (the library is not known yet)' });
      expect(await compileWith(fresh, programs[1])).toMatchObject({ kind: 'done', checked: 'the program' });
    } finally {
      fresh.close();
    }
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

describe('the clean library sets kept on disk', () => {
  it('keeps at most MAX_KEPT sets, in memory and in the file, and reads what another process wrote', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcjudge-tsc-clean-')), 'clean.json');
    const kept = new KnownCleanLibraries(file);
    for (let i = 0; i < KnownCleanLibraries.MAX_KEPT + 8; i++) kept.add(`/lib/lib.${i}.d.ts`);
    expect(kept.list()).toHaveLength(KnownCleanLibraries.MAX_KEPT);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(kept.list());
    expect(new KnownCleanLibraries(file).list()).toEqual(kept.list());
    writeFileSync(file, '{not json');
    expect(new KnownCleanLibraries(file).list()).toEqual([]);
  });
});
