import { describe, expect, it } from 'vitest';
import { realTask, references } from '../../test/fixtures/load.ts';
import { materialize } from '../assemble/assemble.ts';
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
  const program = materialize(js, jsTask, 'x', 'default', {});
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
  it('needs both "assert()" and "failed" for PHP', async () => {
    const php = getLanguage('PHP');
    const p = materialize(php, await realTask('PHP/1'), 'x', 'default', {});
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
