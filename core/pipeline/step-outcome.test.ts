import { describe, expect, it } from 'vitest';
import type { ExecResult, Program, StepResult } from '../types.ts';
import { stepOutcome, utf8Tail } from './step-outcome.ts';

const step = (over: Partial<StepResult>): StepResult => ({
  name: 'run',
  exitCode: 0,
  signal: null,
  stdout: '',
  stderr: '',
  timedOut: false,
  memoryExceeded: false,
  truncated: false,
  wallMs: 1,
  ...over,
});
const exec = (steps: StepResult[]): ExecResult => ({ steps, runtime: { id: 'native:gcc', version: '12' }, wallMs: 2 });
const program = (ignoreCompileFailure = false): Program => ({
  language: 'TypeScript',
  taskId: 'TypeScript/1',
  files: [],
  assets: [],
  source: '',
  steps: [
    { name: 'compile', argv: ['tsc', 'main.ts'], timeoutMs: 1000, ignoreFailure: ignoreCompileFailure },
    { name: 'run', argv: ['node', 'main.js'], timeoutMs: 1000 },
  ],
});

describe('utf8Tail', () => {
  it('keeps the last bytes without starting inside a character, and counts what it left out', () => {
    const text = 'x' + 'é'.repeat(10); // 1 + 20 bytes
    const { tail, omittedBytes } = utf8Tail(text, 5);
    expect(tail).toBe('éé'); // 5 bytes would start inside an é: 4 bytes kept
    expect(omittedBytes).toBe(17);
    expect(new TextEncoder().encode(tail).length + omittedBytes).toBe(21);
    expect(utf8Tail('short', 5)).toEqual({ tail: 'short', omittedBytes: 0 });
  });
});

describe('stepOutcome', () => {
  it('names the compile step that failed, with its exit code and stderr', () => {
    const o = stepOutcome(exec([step({ name: 'compile', exitCode: 2, stderr: 'main.ts(1,1): error TS1005' })]), program());
    expect(o).toMatchObject({ step: 'compile', exit_code: 2, signal: null, stderr_tail: 'main.ts(1,1): error TS1005', stderr_omitted_bytes: 0 });
  });

  it('passes over a compile step whose failure is ignored and reports the run step', () => {
    const r = exec([step({ name: 'compile', exitCode: 2 }), step({ name: 'run', exitCode: null, signal: 'SIGSEGV', stdout: 'a'.repeat(5000) })]);
    const o = stepOutcome(r, program(true));
    expect(o).toMatchObject({ step: 'run', exit_code: null, signal: 'SIGSEGV', stdout_omitted_bytes: 5000 - 2048 });
    expect(o?.stdout_tail).toHaveLength(2048);
  });

  it('takes the tail of a stream that passed the cap from its kept end, counting every byte before it', () => {
    const end = 'y'.repeat(4000) + '\nAssertionError\n';
    const r = exec([step({ exitCode: 1, stderr: 'x'.repeat(1000), truncated: true, stderrTruncated: true, stderrEnd: { text: end, totalBytes: 3_000_000 } })]);
    const o = stepOutcome(r, program());
    expect(o?.stderr_tail).toMatch(/\nAssertionError\n$/);
    expect(o?.stderr_tail).toHaveLength(2048);
    expect(o).toMatchObject({ truncated: true, stderr_omitted_bytes: 3_000_000 - 2048 });
  });

  it('reports the run step when every step exited 0 (the output was judged wrong), and nothing when nothing ran', () => {
    expect(stepOutcome(exec([step({ name: 'compile' }), step({ stdout: 'Assertion failed' })]), program())).toMatchObject({ step: 'run', exit_code: 0, stdout_tail: 'Assertion failed' });
    expect(stepOutcome(exec([]), program())).toBeUndefined();
  });
});
