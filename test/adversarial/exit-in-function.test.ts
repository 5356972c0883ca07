import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGES, type Task } from '../../core/index.ts';
import { realTask } from '../fixtures/load.ts';
import { answersLine, EARLY_EXIT, evaluateLines, type Result } from './evaluate-answers.ts';

/**
 * An answer whose function ends the process with status 0 when the test calls it, in the languages where
 * no top-level statement of an answer runs before the test, so the end witness must come from inside the
 * test or from its runner: Java, C#, Scala, Visual Basic, Pascal, Erlang and Fortran (the witness goes
 * before the end of the test's main, `testsEndBefore`), Haskell (it continues the test's `main`), C and C++ (main returns a status of its own there instead),
 * Rust (libtest's summary line, `testsEndLine`) and Elixir (ExUnit runs the suite at exit; the witness is
 * printed from `after_suite`). In the default mode it fails, naming the early exit; in paper mode it
 * passes, as the official harness passes it; the solution alone passes in both. Natively (sandboxed),
 * and C and C++ also on their WASM runtime (clang in WebAssembly, as the browser runs them).
 */
const EXITING: Record<string, (task: Task) => string> = {
  // Elixir/1's function halts on its first line: every test of the task calls it with a non-empty list.
  Elixir: (task) => `${task.prompt}\nif numbers != [], do: System.halt(0)\n${task.canonical}`,
  // Rust/1's prompt ends by opening the function: an exit before its body (libtest runs the test in a thread).
  Rust: (task) => `${rustFunction(task)}\n    std::process::exit(0);\n${task.canonical}`,
  Pascal: (task) => `${task.prompt}\n${task.canonical.replace('begin', 'begin\n  halt(0);')}`,
  Java: (task) => `${task.prompt}\n${task.canonical.replace('{', '{\n        System.exit(0);')}`,
  // Scala/1's function body opens with `{`; Visual Basic/1's canonical is the body without its header.
  Scala: (task) => `${task.prompt}\n${task.canonical.replace('{', '{\n    sys.exit(0)')}`,
  'Visual Basic': (task) => `${task.prompt}\nSystem.Environment.Exit(0)\n${task.canonical}`,
  C: (task) => `#include <stdlib.h>\n${task.prompt}\n${task.canonical.replace('{', '{\n    exit(0);')}`,
  CPP: (task) => `${task.prompt}\n${task.canonical.replace('{', '{\n    exit(0);')}`,
  'C#': (task) => `${task.prompt}\n${task.canonical.replace('{', '{\n        System.Environment.Exit(0);')}`,
  // Erlang/1's prompt ends with the function's head: a halt before its body.
  Erlang: (task) => `${task.prompt}\nhalt(0),\n${task.canonical}`,
  // Fortran/1's function stops (status 0, nothing printed) before its first statement.
  Fortran: (task) => `${task.prompt}\n${task.canonical.replace('has_close_elements = .false.', 'stop\n    has_close_elements = .false.')}`,
  // A pure Haskell function can end the program only through unsafePerformIO: Haskell/1's, before its result.
  Haskell: (task) =>
    `${task.prompt.replace('import Data.List', 'import Data.List\nimport System.Exit\nimport System.IO.Unsafe')}\n  (unsafePerformIO exitSuccess :: ()) \`seq\` ${task.canonical.trimStart()}`,
};

/** The solution alone, as a model answers. */
const SOLUTION: Record<string, (task: Task) => string> = {
  // The function without the prompt's `use` lines, which paper mode's assembly adds again (a model's
  // answer that repeats them does not compile there, for the official harness too).
  Rust: (task) => `${rustFunction(task)}\n${task.canonical}`,
};
const solution = (name: string, task: Task) => SOLUTION[name]?.(task) ?? `${task.prompt}\n${task.canonical}`;
const rustFunction = (task: Task) => task.prompt.slice(task.prompt.indexOf('fn has_close_elements'));

/** Task 1 of each language: generation 0 exits in the function, 1 is the solution alone. */
async function evaluate(mode: 'default' | 'paper', names: string[], executor: 'native' | 'wasm' = 'native'): Promise<Map<string, Result>> {
  const lines = await Promise.all(names.map(async (name) => {
    const task = await realTask(`${name}/1`);
    return answersLine(getLanguage(name), task.id, [EXITING[name](task), solution(name, task)]);
  }));
  return evaluateLines(lines, { executor, mode });
}

/**
 * Where the official harness does not pass this answer form, so paper mode is not compared: its Java
 * extraction opens the prompt's method again before the answer (a compile error either way), and
 * Erlang/1's and Fortran/1's form-A answers are ones it fails (test/fixtures/measured-form-a.json; Fortran/1's
 * program does not compile there: gfortran expects another label on its END PROGRAM).
 */
const NO_PAPER_FORM = ['Java', 'Erlang', 'Fortran'];

/** Each verdict that is not as the header says: the default mode's, and paper mode's where given. */
function wrongVerdicts(names: string[], byDefault: Map<string, Result>, paper?: Map<string, Result>): string[] {
  const wrong: string[] = [];
  for (const name of names) {
    const [exiting, alone] = [0, 1].map((g) => byDefault.get(`${name}/1#${g}`));
    if (exiting?.status !== 'failed' || !EARLY_EXIT.test(exiting.detail)) wrong.push(`${name} default, exiting: ${exiting?.status} ${exiting?.detail}`);
    if (alone?.status !== 'passed') wrong.push(`${name} default, alone: ${alone?.status} ${alone?.detail}`);
    if (!paper || NO_PAPER_FORM.includes(name)) continue;
    for (const g of [0, 1]) {
      const r = paper.get(`${name}/1#${g}`);
      if (r?.status !== 'passed') wrong.push(`${name} paper, #${g}: ${r?.status} ${r?.detail}`);
    }
  }
  return wrong;
}

describe('an answer whose function exits 0 while the test runs does not pass (default mode)', () => {
  it('covers every language whose witness comes from inside the test or from its test runner', () => {
    const inside = LANGUAGES.filter((l) => l.testsEndBefore || l.testsEndLine || l.testsEnd?.includes('ExUnit.after_suite'));
    expect(inside.map((l) => l.name).sort()).toEqual(Object.keys(EXITING).sort());
  });

  it('on the sandboxed native toolchains: fails in the default mode, naming the early exit; passes in paper mode', { timeout: 300_000 }, async (ctx) => {
    const names = Object.keys(EXITING);
    // One mode after the other: paper mode's compile steps have 15 s, which a loaded machine could pass.
    const byDefault = await evaluate('default', names);
    const paper = await evaluate('paper', names);
    const ran = names.filter((n) => byDefault.get(`${n}/1#1`)?.status !== 'unavailable');
    if (ran.length === 0) ctx.skip('no toolchain of these languages on this host');
    expect(wrongVerdicts(ran, byDefault, paper)).toEqual([]);
    if (process.env.CI) expect(ran).toEqual(names);
  });

  it('in C and C++ on clang in WebAssembly (the browser\'s runtime): the same verdicts', { timeout: 300_000 }, async () => {
    const names = ['C', 'CPP'];
    const byDefault = await evaluate('default', names, 'wasm');
    const paper = await evaluate('paper', names, 'wasm');
    for (const results of [byDefault, paper]) for (const r of results.values()) expect(r.runtime?.id, r.task_id).toMatch(/clang/);
    expect(wrongVerdicts(names, byDefault, paper)).toEqual([]);
  });
});
