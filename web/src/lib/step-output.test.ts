import { describe, expect, it } from 'vitest';
import type { StepResult } from '@mcjudge/core';
import { shownOutput, stepEnding } from './step-output.ts';

const step = (over: Partial<StepResult>): StepResult => ({ name: 'run', exitCode: 1, signal: null, stdout: '', stderr: '', timedOut: false, memoryExceeded: false, truncated: false, wallMs: 1, ...over });

describe('shownOutput', () => {
  it('shows a stream within the cap from its start, and says when it is empty', () => {
    expect(shownOutput(step({ stdout: 'abcdef' }), 'stdout', 4)).toBe('abcd');
    expect(shownOutput(step({}), 'stderr')).toBe('(empty)');
  });

  it('shows the head and the kept end of a stream that passed the cap, naming its whole length', () => {
    const flooded = step({ stderr: 'x'.repeat(100), truncated: true, stderrTruncated: true, stderrEnd: { text: 'y'.repeat(50) + 'Traceback: boom', totalBytes: 3_000_000 } });
    const shown = shownOutput(flooded, 'stderr', 40);
    expect(shown.startsWith('x'.repeat(20) + '\n')).toBe(true);
    expect(shown).toContain('3,000,000 bytes in all');
    expect(shown.endsWith('yyyyyTraceback: boom')).toBe(true);
  });

  it('never cuts a character outside the BMP in two, at the head or at the end', () => {
    expect(shownOutput(step({ stdout: 'abc😀def' }), 'stdout', 4)).toBe('abc');
    expect(shownOutput(step({ stdout: 'abc😀def' }), 'stdout', 5)).toBe('abc😀');
    const flooded = step({ stdout: 'ab😀cd', stdoutEnd: { text: 'xy😀z', totalBytes: 2_000_000 } });
    const shown = shownOutput(flooded, 'stdout', 4);
    expect(shown.startsWith('ab\n')).toBe(true);
    expect(shown.endsWith('\nz')).toBe(true);
    expect(shownOutput(flooded, 'stdout', 6).startsWith('ab\n')).toBe(true);
    expect(shownOutput(flooded, 'stdout', 6).endsWith('\n😀z')).toBe(true);
    expect(shown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe('stepEnding', () => {
  it("shows a default-mode C or C++ run's own end status as the tests' end, and its 0 as gone wrong", () => {
    expect(stepEnding(step({ exitCode: 86 }), 86)).toEqual({ text: 'exit 86 (the tests ran to their end)', wentWell: true });
    expect(stepEnding(step({ exitCode: 0 }), 86)).toEqual({ text: 'exit 0', wentWell: false });
    // Only the run returns it: the compile step ends 0 as ever.
    expect(stepEnding(step({ name: 'compile', exitCode: 0 }), 86)).toEqual({ text: 'exit 0', wentWell: true });
  });

  it('shows any other program as before: 0 went well; a status, a signal, a timeout did not', () => {
    expect(stepEnding(step({ exitCode: 0 }))).toEqual({ text: 'exit 0', wentWell: true });
    expect(stepEnding(step({ exitCode: 86 }))).toEqual({ text: 'exit 86', wentWell: false });
    expect(stepEnding(step({ exitCode: null, signal: 'SIGABRT' }), 86)).toEqual({ text: 'killed (SIGABRT)', wentWell: false });
    expect(stepEnding(step({ exitCode: null, timedOut: true }))).toEqual({ text: 'timed out', wentWell: false });
  });
});
