import { describe, expect, it } from 'vitest';
import { realTask, references } from '../../test/fixtures/load.ts';
import { materialize } from '../assemble/assemble.ts';
import { TESTS_END_STATUS, TESTS_END_WITNESS } from '../assemble/tests-end.ts';
import { getLanguage } from '../languages/index.ts';
import type { ExecResult, StepResult } from '../types.ts';
import { canonicalHtml } from './html-canonical.ts';
import { judge } from './judge.ts';
import { pythonJsonEqual } from './json-equal.ts';

function run(partial: Partial<StepResult>, name: StepResult['name'] = 'run'): StepResult {
  return { name, exitCode: 0, signal: null, stdout: '', stderr: '', timedOut: false, memoryExceeded: false, truncated: false, wallMs: 10, ...partial };
}
const result = (...steps: StepResult[]): ExecResult => ({ steps, runtime: { id: 'test', version: '0' }, wallMs: 10 });

describe('judge: exit-code rules with the official substring checks', async () => {
  const jsTask = await realTask('JavaScript/1');
  const js = getLanguage('JavaScript');
  // A paper-mode program: no end witness (tests-end.test.ts), so these cases are the substring rules alone.
  const program = materialize(js, jsTask, 'x', 'paper', {});
  it('fails a JavaScript run that exits 0 but prints "Assertion failed" to stderr', () => {
    expect(judge({ language: js, program, result: result(run({ stderr: 'Assertion failed' })), mode: 'default' }).status).toBe('failed');
  });
  it('passes a clean exit 0', () => {
    expect(judge({ language: js, program, result: result(run({})), mode: 'default' })).toEqual({ status: 'passed', detail: '' });
  });
  it('sees "failed" only in the first 2 KB of output in paper mode, like safe_subprocess', () => {
    const late = result(run({ stderr: 'x'.repeat(3000) + ' failed' }));
    expect(judge({ language: js, program, result: late, mode: 'paper' }).status).toBe('passed');
    expect(judge({ language: js, program, result: late, mode: 'default' }).status).toBe('failed');
  });
  it('gives no pass in default mode when the stream that holds the verdict passed the cap (a failure may hide behind a flood)', () => {
    const flooded = result(run({ stderr: 'x'.repeat(1 << 20), truncated: true, stdoutTruncated: false, stderrTruncated: true }));
    expect(judge({ language: js, program, result: flooded, mode: 'default' })).toMatchObject({ status: 'failed', detail: expect.stringMatching(/output limit exceeded: stderr/) });
    expect(judge({ language: js, program, result: flooded, mode: 'paper' }).status).toBe('passed');
    // JavaScript's verdict is in stderr: a flood on stdout hides nothing.
    const stdoutFlood = result(run({ stdout: 'x'.repeat(1 << 20), truncated: true, stdoutTruncated: true, stderrTruncated: false }));
    expect(judge({ language: js, program, result: stdoutFlood, mode: 'default' }).status).toBe('passed');
    // An executor that does not say which stream (an older server): either may hide it.
    expect(judge({ language: js, program, result: result(run({ stdout: 'x', truncated: true })), mode: 'default' }).status).toBe('failed');
  });
  it('still judges a truncated run by its exit code where the output holds no verdict (Python, without the end witness)', async () => {
    const py = getLanguage('Python');
    const pyProgram = materialize(py, await realTask('Python/1'), 'x', 'paper', {});
    expect(judge({ language: py, program: pyProgram, result: result(run({ stdout: 'x'.repeat(1 << 20), truncated: true })), mode: 'default' }).status).toBe('passed');
  });
  it('fails a default-mode exit 0 without the end witness line, passes one with it, and names the cause', async () => {
    const py = getLanguage('Python');
    const pyProgram = materialize(py, await realTask('Python/1'), 'x', 'default', {});
    expect(judge({ language: py, program: pyProgram, result: result(run({ stdout: TESTS_END_WITNESS + '\n' })), mode: 'default' }).status).toBe('passed');
    expect(judge({ language: py, program: pyProgram, result: result(run({ stdout: 'all good\n' })), mode: 'default' })).toEqual({
      status: 'failed',
      detail: expect.stringMatching(/^exited with status 0 before the tests ran to their end/),
    });
    // A flood that pushed the line past the output cap, from an executor that keeps no end: no pass, and the detail says why.
    expect(judge({ language: py, program: pyProgram, result: result(run({ stdout: 'x'.repeat(100), truncated: true, stdoutTruncated: true })), mode: 'default' })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^output limit exceeded: stdout/),
    });
  });
  it('reads the end witness from the kept end of a stdout that passed the cap', async () => {
    const py = getLanguage('Python');
    const pyProgram = materialize(py, await realTask('Python/1'), 'x', 'default', {});
    const flooded = (end: string) => result(run({ stdout: 'x'.repeat(100), truncated: true, stdoutTruncated: true, stdoutEnd: { text: end, totalBytes: 5 << 20 } }));
    expect(judge({ language: py, program: pyProgram, result: flooded(`xxxx\n${TESTS_END_WITNESS}\n`), mode: 'default' }).status).toBe('passed');
    expect(judge({ language: py, program: pyProgram, result: flooded('xxxx\n'), mode: 'default' })).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^exited with status 0 before the tests ran to their end/),
    });
  });
  it("takes a default-mode C test's own end status as 0, and fails a 0 as an early exit; paper mode is as before", async () => {
    const c = getLanguage('C');
    const task = await realTask('C/1');
    const program = materialize(c, task, task.prompt + task.canonical + '\n' + task.test, 'default', {});
    expect(program.endStatus).toBe(TESTS_END_STATUS);
    const verdict = (step: Partial<StepResult>, p = program) => judge({ language: c, program: p, result: result(run({}, 'compile'), run(step)), mode: 'default' });
    expect(verdict({ exitCode: TESTS_END_STATUS })).toEqual({ status: 'passed', detail: '' });
    expect(verdict({ exitCode: 0 })).toEqual({ status: 'failed', detail: `exited with status 0 before the tests ran to their end (its main did not return ${TESTS_END_STATUS}): the answer ends the program itself` });
    expect(verdict({ exitCode: 1 })).toEqual({ status: 'failed', detail: 'exit code 1' });
    expect(verdict({ exitCode: null, signal: 'SIGABRT', stderr: "1: main: Assertion `x' failed.\n" }).status).toBe('failed');
    expect(verdict({ exitCode: null, signal: 'SIGSEGV' }).status).toBe('runtime_error');
    // The status does not outweigh the output rules: "failed" on stdout still fails.
    expect(verdict({ exitCode: TESTS_END_STATUS, stdout: 'test failed\n' })).toMatchObject({ status: 'failed', detail: 'stdout contains "failed": test failed' });
    const paper = materialize(c, task, task.prompt + task.canonical + '\n' + task.test, 'paper', {});
    expect(paper.endStatus).toBeUndefined();
    expect(judge({ language: c, program: paper, result: result(run({}, 'compile'), run({ exitCode: 0 })), mode: 'paper' }).status).toBe('passed');
    expect(judge({ language: c, program: paper, result: result(run({}, 'compile'), run({ exitCode: TESTS_END_STATUS })), mode: 'paper' }).status).toBe('failed');
  });
  it('names a failure by the last line of the kept end when the output passed the cap', async () => {
    const py = getLanguage('Python');
    const pyProgram = materialize(py, await realTask('Python/1'), 'x', 'default', {});
    const crashed = run({ exitCode: 1, stderr: 'x\n'.repeat(100), truncated: true, stderrTruncated: true, stderrEnd: { text: 'x\nAssertionError: expected 3\n', totalBytes: 3 << 20 } });
    expect(judge({ language: py, program: pyProgram, result: result(crashed), mode: 'default' })).toEqual({ status: 'failed', detail: 'exit code 1: AssertionError: expected 3' });
  });
  it('needs both "assert()" and "failed" for PHP', async () => {
    const php = getLanguage('PHP');
    const p = materialize(php, await realTask('PHP/1'), 'x', 'paper', {}); // no end witness: the substring rule alone
    expect(judge({ language: php, program: p, result: result(run({ stderr: 'failed' })), mode: 'default' }).status).toBe('passed');
    expect(judge({ language: php, program: p, result: result(run({ stderr: 'assert() failed' })), mode: 'default' }).status).toBe('failed');
  });
  it('counts a Shell timeout as a pass only in paper mode (official quirk)', async () => {
    const sh = getLanguage('Shell');
    const p = materialize(sh, await realTask('Shell/1'), 'x', 'paper', {});
    const timedOut = result(run({ timedOut: true, exitCode: null, signal: 'SIGKILL', wallMs: 15000 }));
    expect(judge({ language: sh, program: p, result: timedOut, mode: 'paper' }).status).toBe('passed');
    expect(judge({ language: sh, program: p, result: timedOut, mode: 'default' }).status).toBe('timeout');
  });
  it('returns compile_error, not failed, when the compiler rejects the file', async () => {
    const cl = getLanguage('C');
    const p = materialize(cl, await realTask('C/1'), 'x', 'default', {});
    const v = judge({ language: cl, program: p, result: result(run({ exitCode: 1, stderr: "1.c:3: error: expected ';'" }, 'compile')), mode: 'default' });
    expect(v).toEqual({ status: 'compile_error', detail: "exit code 1: 1.c:3: error: expected ';'" });
  });
  it('reports an unavailable toolchain as unavailable, never as a failure', () => {
    const v = judge({ language: js, program, result: { unavailable: 'node not found', steps: [], runtime: { id: 'x', version: '0' }, wallMs: 0 }, mode: 'default' });
    expect(v.status).toBe('unavailable');
  });
});

describe('judge: reference compares', async () => {
  const refs = await references();
  it('Markdown/34 can never pass in paper mode (its reference ends in a newline) but passes in default mode', async () => {
    const md = getLanguage('Markdown');
    const task = await realTask('Markdown/34');
    const reference = refs['Markdown/34.md'];
    const p = materialize(md, task, reference.trim(), 'paper', refs);
    expect(judge({ language: md, program: p, mode: 'paper', reference }).status).toBe('failed');
    expect(judge({ language: md, program: p, mode: 'default', reference }).status).toBe('passed');
  });
  it('compares JSON structurally with Python equality (key order ignored, true == 1)', () => {
    expect(pythonJsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1.0 })).toBe(true);
    expect(pythonJsonEqual({ a: true }, { a: 1 })).toBe(true);
    expect(pythonJsonEqual([1, 2], [2, 1])).toBe(false);
    expect(pythonJsonEqual({ a: null }, { a: 0 })).toBe(false);
  });
  it('treats HTML as prettify() does: whitespace, attribute quoting and class spacing do not matter, text does', () => {
    const ref = refs['HTML/1.html'];
    expect(canonicalHtml(ref)).toBe(canonicalHtml('  ' + ref.replace(/>/g, '>\n  ') + '\n'));
    expect(canonicalHtml('<p class="a  b" id=x>Hi &amp; bye</p>')).toBe(canonicalHtml("<p class='a b' id=\"x\">\n Hi & bye </p>"));
    expect(canonicalHtml('<p>Hi</p>')).not.toBe(canonicalHtml('<p>Hello</p>'));
    expect(canonicalHtml('<br>')).toBe(canonicalHtml('<br/>'));
  });
});

describe('judge: a compile failure is compile_error in every compiled language', async () => {
  // Output recorded from the real toolchains (Debian 12: OpenJDK 17, Go 1.19, Kotlin 1.3, Scala 2.11,
  // Groovy 2.4) on a program that uses an undefined name; one command compiles and runs.
  const compileFailures: [string, string, Partial<StepResult>, string][] = [
    ['Java', 'Java/1', { exitCode: 1, stderr: '1.java:3: error: cannot find symbol\n    int x = foo;\n            ^\n  symbol:   variable foo\n  location: class Main\n1 error\nerror: compilation failed\n' }, 'exit code 1: 1.java:3: error: cannot find symbol'],
    ['Go', 'Go/1', { exitCode: 2, stdout: 'FAIL\tcommand-line-arguments [build failed]\nFAIL\n', stderr: '# command-line-arguments [command-line-arguments.test]\n./1_test.go:6:7: undefined: undefinedThing\n' }, 'exit code 2: ./1_test.go:6:7: undefined: undefinedThing'],
    ['Go', 'Go/1', { exitCode: 1, stdout: 'FAIL\tcommand-line-arguments [setup failed]\nFAIL\n', stderr: '# command-line-arguments\n1_test.go:3:20: cannot find package "github.com/nope/x" in any of:\n' }, 'exit code 1: 1_test.go:3:20: cannot find package "github.com/nope/x" in any of:'],
    ['Kotlin', 'Kotlin/1', { exitCode: 1, stderr: 'OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were deprecated\n1.kts:1:14: error: unresolved reference: foo\nval x: Int = foo\n             ^\n' }, 'exit code 1: 1.kts:1:14: error: unresolved reference: foo'],
    ['Scala', 'Scala/1', { exitCode: 1, stderr: '1.scala:2: error: not found: value foo\n  val x: Int = foo\n               ^\none error found\n' }, 'exit code 1: 1.scala:2: error: not found: value foo'],
    ['Groovy', 'Groovy/1', { exitCode: 1, stderr: 'org.codehaus.groovy.control.MultipleCompilationErrorsException: startup failed:\n/tmp/1.groovy: 3: unexpected token:  @ line 3, column 1.\n1 error\n\n' }, 'exit code 1: /tmp/1.groovy: 3: unexpected token:  @ line 3, column 1.'],
  ];
  for (const [name, id, step, detail] of compileFailures) {
    it(`returns compile_error, not failed, when ${name}'s compiler rejects the file in its one run command (${detail.slice(0, 40)}…)`, async () => {
      const language = getLanguage(name);
      const p = materialize(language, await realTask(id), 'x', 'default', {});
      for (const mode of ['default', 'paper'] as const) expect(judge({ language, program: p, result: result(run(step)), mode })).toEqual({ status: 'compile_error', detail });
    });
  }
  it('still fails a Java or Go program that compiled and then failed its test', async () => {
    const java = getLanguage('Java');
    const jp = materialize(java, await realTask('Java/1'), 'x', 'default', {});
    const assertion = run({ exitCode: 1, stderr: 'Exception in thread "main" java.lang.AssertionError: boom\n\tat Main.main(1.java:3)\n' });
    expect(judge({ language: java, program: jp, result: result(assertion), mode: 'default' }).status).toBe('failed');
    const go = getLanguage('Go');
    const gp = materialize(go, await realTask('Go/1'), 'x', 'default', {});
    const testFailed = run({ exitCode: 1, stdout: '--- FAIL: TestX (0.00s)\n    1_test.go:6: bad\nFAIL\nFAIL\tcommand-line-arguments\t0.003s\nFAIL\n' });
    expect(judge({ language: go, program: gp, result: result(testFailed), mode: 'default' }).status).toBe('failed');
  });
  it('names no compiler marker for a language without one, so its failures stay failed', () => {
    const py = getLanguage('Python');
    expect(py.pass.kind === 'exit' && py.pass.compileFailure).toBeFalsy();
  });
});

describe('proseOnly: an answer with no code is extract_error, not run', async () => {
  const { proseOnly } = await import('./prose-only.ts');
  // A refusal in the shape models give it (McEval's published outputs hold none).
  const refusal = "I'm sorry, but I cannot help with writing this function.\nPlease consult the documentation for more help.";
  it('finds no code in a refusal, in any language that runs or compares', () => {
    for (const name of ['C', 'Java', 'Go', 'Python', 'Common Lisp', 'Visual Basic', 'AWK', 'JSON', 'HTML']) {
      expect(proseOnly(getLanguage(name), refusal), name).toMatch(/^the answer has no code, only prose: "I'm sorry/);
    }
  });
  it('leaves Markdown alone: prose is what its tasks ask for', () => {
    expect(proseOnly(getLanguage('Markdown'), refusal)).toBeUndefined();
  });
  it('never takes code for prose: fenced, unfenced, a completion span, or a PowerShell line', () => {
    const c = getLanguage('C');
    expect(proseOnly(c, 'Here is the code.\n```c\nint f(void) { return 1; }\n```')).toBeUndefined();
    expect(proseOnly(c, 'int f(void) {\n    return 1;\n}')).toBeUndefined();
    expect(proseOnly(getLanguage('Visual Basic'), '            Return True\n        End If')).toBeUndefined();
    expect(proseOnly(getLanguage('PowerShell'), 'Write-Host "All tests passed."')).toBeUndefined();
    expect(proseOnly(getLanguage('Python'), 'The answer uses print(x) to show it.')).toBeUndefined();
  });
});

describe('a prose-only answer through the pipeline', async () => {
  const { evaluateGeneration } = await import('../pipeline/evaluate.ts');
  const refusal = "I'm sorry, but I cannot help with writing this function.\nPlease consult the documentation for more help.";
  const executorThatFails = () => {
    const ran: string[] = [];
    const executor = {
      name: 'test',
      unavailableReason: async () => undefined,
      runtime: async () => ({ id: 'test', version: '0' }),
      execute: async (p: { taskId: string }): Promise<ExecResult> => {
        ran.push(p.taskId);
        return { steps: [run({ exitCode: 1, stderr: 'SyntaxError' })], runtime: { id: 'test', version: '0' }, wallMs: 1 };
      },
    };
    return { executor, ran };
  };
  for (const id of ['Python/1', 'Java/1', 'Go/1', 'C/1']) {
    it(`is extract_error and never run in default mode (${id}); paper mode runs it as the official harness does`, async () => {
      const language = getLanguage(id.slice(0, id.indexOf('/')));
      const task = await realTask(id);
      const def = executorThatFails();
      const r = await evaluateGeneration({ references: {}, executor: def.executor, mode: 'default', cache: new Map(), comparePaper: false }, language, task, 0, refusal);
      expect(r.status).toBe('extract_error');
      expect(r.detail).toMatch(/^the answer has no code, only prose/);
      expect(def.ran).toEqual([]);
      const paper = executorThatFails();
      const p = await evaluateGeneration({ references: {}, executor: paper.executor, mode: 'paper', cache: new Map() }, language, task, 0, refusal);
      expect(paper.ran).toEqual([id]);
      expect(p.status).not.toBe('extract_error');
    });
  }
});
