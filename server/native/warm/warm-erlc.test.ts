import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, runPool, type ExecResult, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../../test/fixtures/dataset-programs.ts';
import { warmAndCold } from '../../../test/fixtures/warm-vs-cold.ts';
import { diskDataSource } from '../../data/disk-data.ts';
import { Sandbox } from '../../sandbox/sandbox.ts';
import { resolveTool } from '../tool-lookup.ts';
import { WarmErlc } from './warm-erlc.ts';

/**
 * `erlc N.erl` kept warm (warm-erlc.ts) against the real erlc, both through the sandboxed executor: every
 * step's exit status, signal, stdout and stderr (bytes, as the executor reads them), and the verdict in
 * both modes, must be the same. With MCJUDGE_FULL_PROOF=1 every distinct Erlang program of the dataset
 * (canonical and broken, every task kind and mode, the three answer forms of every generation task);
 * by default the first 5 generation tasks' canonical and broken programs. The special ones always.
 */
const erlang = getLanguage('Erlang');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const available = erlang.tools.every((t) => resolveTool(t));
const sandbox = available ? await Sandbox.start({ slots: 2 }).catch(() => undefined) : undefined;
const dataset = await loadDataset(diskDataSource(), { languages: [erlang], kinds: fullProof ? undefined : ['generation'] });

/** A module `m<i>` of one file, compiled and run as the recipe does. */
function special(body: string, i: number, module = `m${i}`): Program {
  const text = `-module(${module}).\n-export([test/0]).\n${body}`;
  const file = `m${i}.erl`;
  return {
    language: 'Erlang', taskId: `Erlang/m${i}`, files: [{ path: file, text }], assets: [], source: text,
    steps: [
      { name: 'compile', argv: ['erlc', file], timeoutMs: 30_000 },
      { name: 'run', argv: ['erl', '-noshell', '-s', `m${i}`, 'test', '-s', 'init', 'stop'], timeoutMs: 30_000 },
    ],
  };
}

/**
 * What the warm compiler must get right: warnings (with their source lines), a syntax error on a line
 * with a character past Latin-1 and a string with one inside it (erl's Latin-1 output), a module whose
 * name is not its file's, a missing include, OTP's assert header, a `-compile` attribute (export_all,
 * and a parse transform: both left to the real erlc), a program that prints its own .beam in base64
 * and its compile information (the bytes the compiler wrote, and the source path it recorded), an
 * unknown function (an error after parsing), and a transform hidden behind ?FILE or a macro (left to the
 * real erlc).
 */
const specials: Program[] = [
  special('test() -> X = 1, Y = [], ok.\nunused() -> ok.\n', 1),
  special('test() -> "grüße" = 3, ok.\nf() -> x €.\n', 2),
  special('test() -> ok.\n', 3, 'other_name'),
  special('-include("missing.hrl").\ntest() -> ok.\n', 4),
  special('-include_lib("stdlib/include/assert.hrl").\ntest() -> ?assertEqual(2, 1 + 1), io:format("ok~n").\n', 5),
  special('-compile(export_all).\ntest() -> io:format("all~n").\nother() -> ok.\n', 6),
  special('-compile({parse_transform, ms_transform}).\ntest() -> io:format("~p~n", [ets:fun2ms(fun({A, B}) -> A + B end)]).\n', 7),
  special('test() -> {ok, B} = file:read_file("m8.beam"), io:format("~s~n~p~n", [base64:encode(B), proplists:get_value(source, module_info(compile))]).\n', 8),
  special('test() -> nowhere(1).\n', 9),
  special('-if(?FILE =:= "m10.erl").\n-compile({parse_transform, nonexistent_pt}).\n-endif.\ntest() -> ok.\n', 10),
  special('-define(T, parse_transform).\n-compile([{?T, ms_transform}]).\ntest() -> ok.\n', 11),
];

const firstTasks = dataset.all().filter((t) => t.kind === 'generation').slice(0, 5);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(erlang, dataset) : firstTasks.flatMap((t) => [assembleCanonical(erlang, t, 'default', dataset.references), assembleBroken(erlang, t, 'paper', dataset.references)])),
  ...specials,
];

/** What the verdict can depend on, with the logger's timestamps taken out. */
function shape(r: ExecResult) {
  const clean = (s: string) => s.replace(/\d+-\w+-\d+::\d+:\d+:\d+\.\d+/g, '<time>');
  return { problem: r.unavailable ?? r.infraError, steps: r.steps.map((s) => ({ name: s.name, exitCode: s.exitCode, signal: s.signal, timedOut: s.timedOut, stdout: clean(s.stdout), stderr: clean(s.stderr) })) };
}

describe.skipIf(!available || !sandbox)('erlc kept warm', () => {
  let both: ReturnType<typeof warmAndCold>;
  beforeAll(() => {
    both = warmAndCold(sandbox, shape);
  });
  afterAll(async () => {
    await both?.close();
  });

  it('compiles in the service, writing the .beam erlc writes, and leaves a -compile attribute, a large program and a crash of its own to the real erlc', { timeout: 120_000 }, async () => {
    const service = new WarmErlc(resolveTool(erlang.tools[0])!.path, sandbox);
    try {
      const compile = (p: Program) => service.compile({ cwd: '/box', args: [p.files[0].path], files: { [p.files[0].path]: p.files[0].text }, timeoutMs: 30_000 });
      const done = await compile(specials[0]);
      expect(done).toMatchObject({ kind: 'done', exitCode: 0 });
      if (done.kind === 'done') {
        expect(Object.keys(done.written)).toEqual(['m1.beam']);
        expect(Buffer.from(done.stdout).toString()).toContain("m1.erl:3:11: Warning: variable 'X' is unused");
      }
      expect(await compile(specials[5])).toMatchObject({ kind: 'failed', reason: expect.stringContaining('-compile') });
      // A -compile attribute only under a condition on ?FILE, as the compiler names the file; a transform named through a macro.
      for (const hidden of [specials[9], specials[10]]) expect(await compile(hidden), hidden.taskId).toMatchObject({ kind: 'failed', reason: expect.stringContaining('transform') });
      const large = special(`test() -> ok.\n%${'x'.repeat(1 << 20)}\n`, 12);
      expect(await compile(large)).toMatchObject({ kind: 'failed', reason: expect.stringContaining('large') });
      // A request the service cannot carry out (a file in a folder it does not have) ends its process: the real erlc runs.
      expect(await service.compile({ cwd: '/box', args: ['sub/m1.erl'], files: { 'sub/m1.erl': specials[0].files[0].text }, timeoutMs: 30_000 })).toMatchObject({ kind: 'failed' });
      expect(await compile(specials[0])).toMatchObject({ kind: 'done', exitCode: 0 });
      expect(WarmErlc.serves(['m1.erl'], true)).toBe(true);
      expect(WarmErlc.serves(['m1.erl'], false)).toBe(false);
      expect(WarmErlc.serves(['-o', 'out', 'm1.erl'], true)).toBe(false);
      expect(WarmErlc.serves(['+debug_info', 'm1.erl'], true)).toBe(false);
    } finally {
      service.close();
    }
  });

  it(`gives ${fullProof ? 'every Erlang program' : "the first 5 tasks' canonical and broken programs"}, and the special ones, the real erlc's steps and verdicts`, { timeout: 1_800_000 }, async () => {
    const counts = { programs: 0, compileFailed: 0, runFailed: 0, passed: 0, warmMs: 0, coldMs: 0 };
    await runPool(programs, 2, async (p) => {
      const { want, got } = await both.expectSame(p, erlang);
      counts.programs++;
      counts.warmMs += got.steps[0].wallMs;
      counts.coldMs += want.steps[0].wallMs;
      const [compile, run] = want.steps;
      if (compile.exitCode !== 0) counts.compileFailed++;
      else if (run?.exitCode !== 0) counts.runFailed++;
      else counts.passed++;
    });
    console.log(`warm erlc against erlc: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.compileFailed).toBeGreaterThanOrEqual(4);
    expect(counts.passed).toBeGreaterThanOrEqual(5);
  });
});
