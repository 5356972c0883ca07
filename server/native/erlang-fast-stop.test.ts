import { afterAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, judge, loadDataset, runPool, type ExecResult, type Language, type Program, type Task, type Verdict } from '@mcjudge/core';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool } from './tool-lookup.ts';

/**
 * Erlang's run step stops the VM without init:stop's fixed 1 s wait when nothing the test started is
 * still alive (core/languages/erlang.ts). It must give every program the same steps (exit status,
 * signal, timeout, stdout, stderr) and the same verdict in both modes as the official command
 * (`officialArgv`): real McEval tasks' canonical and broken programs (a compile error, a crash in the
 * test), a test that never ends, and tests that leave processes running, which take the official stop.
 */
const fast = getLanguage('Erlang');
/** The same language with the official harness's run command. */
const official: Language = { ...fast, recipe: { ...fast.recipe, steps: fast.recipe.steps.map((s) => ({ ...s, argv: s.officialArgv ?? s.argv })) } };
const available = fast.tools.every((t) => resolveTool(t));

/** A real task with its test function's first line changed: `test() -> <prefix>` (and `extra` appended). */
function variant(task: Task, references: Record<string, string>, label: string, prefix: string, extra = ''): Program {
  const canonical = assembleCanonical(fast, task, 'default', references);
  const text = canonical.files[0].text.replace(/^test\(\) ->/m, `test() -> ${prefix}`) + extra;
  if (text === canonical.files[0].text + extra) throw new Error(`no test() in ${task.id}`);
  return { ...canonical, taskId: `${task.id} (${label})`, source: text, files: [{ ...canonical.files[0], text }] };
}

/** What the verdict can depend on, with the logger's timestamps taken out. */
function shape(r: ExecResult) {
  const clean = (s: string) => s.replace(/\d+-\w+-\d+::\d+:\d+:\d+\.\d+/g, '<time>');
  return { infra: r.infraError, steps: r.steps.map((s) => ({ name: s.name, exitCode: s.exitCode, signal: s.signal, timedOut: s.timedOut, stdout: clean(s.stdout), stderr: clean(s.stderr) })) };
}

describe.skipIf(!available)('Erlang without init:stop’s 1 s wait', () => {
  let executor: NativeExecutor;
  afterAll(() => executor?.close());

  it('gives every program the steps and verdicts of the official run command', { timeout: 600_000 }, async () => {
    executor = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 2 }).catch(() => undefined) });
    const dataset = await loadDataset(diskDataSource(), { languages: [fast], kinds: ['generation'] });
    const [t1, t2, t3] = ['Erlang/1', 'Erlang/2', 'Erlang/3'].map((id) => dataset.find(id, 'generation')!);
    const refs = dataset.references;
    const short = (p: Program): Program => ({ ...p, steps: p.steps.map((s) => ({ ...s, timeoutMs: 4000 })) });
    const cases: { program: Program; want: string }[] = [
      ...[t1, t2, t3].map((t) => ({ program: assembleCanonical(fast, t, 'default', refs), want: 'passed' })),
      { program: assembleBroken(fast, t1, 'default', refs), want: 'compile_error' },
      { program: assembleBroken(fast, t2, 'paper', refs), want: 'failed' },
      { program: short(variant(t1, refs, 'never ends', 'spin(), ', '\nspin() -> spin().\n')), want: 'timeout' },
      { program: variant(t2, refs, 'crash', 'erlang:error(boom), '), want: 'failed' },
      { program: variant(t3, refs, 'process left waiting', 'spawn(fun() -> receive stop -> ok end end), '), want: 'passed' },
      { program: variant(t3, refs, 'process left that halts', 'spawn(fun() -> timer:sleep(200), halt(3) end), '), want: 'failed' },
      { program: variant(t1, refs, 'init:stop(3)', 'init:stop(3), '), want: 'failed' },
      { program: variant(t2, refs, 'logger output', 'logger:error("from the test ~p", [1]), error_logger:error_msg("old style~n"), '), want: 'passed' },
    ];
    const results = new Map<Program, [ExecResult, ExecResult]>();
    await runPool(cases, 2, async ({ program }) => {
      const old = { ...program, steps: program.steps.map((s, i) => ({ ...s, argv: s.name === 'run' ? official.recipe.steps[i].argv.map((a) => a.replace('{module}', program.files[0].path.replace(/\.erl$/, ''))) : s.argv })) };
      results.set(program, [await executor.execute(program, fast), await executor.execute(old, official)]);
    });
    for (const { program, want } of cases) {
      const [now, before] = results.get(program)!;
      expect(shape(now), program.taskId).toEqual(shape(before));
      for (const mode of ['default', 'paper'] as const) {
        // A timeout's detail says how long it ran, which the machine's load decides.
        const seconds = (v: Verdict): Verdict => ({ ...v, detail: v.detail.replace(/after \d+ s$/, 'after N s') });
        const verdict = seconds(judge({ language: fast, program, result: now, mode }));
        expect(verdict, `${program.taskId} (${mode})`).toEqual(seconds(judge({ language: official, program, result: before, mode })));
        expect(verdict.status, program.taskId).toBe(want);
      }
    }
    // The official stop always waits 1 s; the canonical programs leave nothing running and skip it.
    for (const { program } of cases.slice(0, 3)) {
      const [now, before] = results.get(program)!.map((r) => r.steps.find((s) => s.name === 'run')!.wallMs);
      expect(before, program.taskId).toBeGreaterThanOrEqual(1000);
      expect(now, program.taskId).toBeLessThan(before);
    }
  });
});
