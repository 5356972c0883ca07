import { describe, expect, it } from 'vitest';
import type { StepResult } from '@mcjudge/core';
import { shownOutput } from './step-output.ts';

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
});
