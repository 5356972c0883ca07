import type { StepResult } from '@mcjudge/core';

/**
 * A step's stream as the Explore page shows it, at most about `chars` characters: the whole stream, or
 * for one that passed the executor's cap, its head and its kept end (`StepResult.stdoutEnd`) with what
 * was left out between them named, so the last lines (a traceback, the tests' verdict) are always seen.
 */
export function shownOutput(step: StepResult, stream: 'stdout' | 'stderr', chars = 20_000): string {
  const head = step[stream];
  const end = step[`${stream}End`];
  if (!end) return head.slice(0, chars) || '(empty)';
  const half = Math.floor(chars / 2);
  return `${head.slice(0, half)}\n… ${end.totalBytes.toLocaleString('en')} bytes in all: the middle is not shown …\n${end.text.slice(-half)}`;
}
