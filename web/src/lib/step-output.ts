import type { StepResult } from '@mcjudge/core';

/**
 * A step's stream as the Explore page shows it, at most about `chars` characters: the whole stream, or
 * for one that passed the executor's cap, its head and its kept end (`StepResult.stdoutEnd`) with what
 * was left out between them named, so the last lines (a traceback, the tests' verdict) are always seen.
 */
export function shownOutput(step: StepResult, stream: 'stdout' | 'stderr', chars = 20_000): string {
  const head = step[stream];
  const end = step[`${stream}End`];
  if (!end) return headOf(head, chars) || '(empty)';
  const half = Math.floor(chars / 2);
  return `${headOf(head, half)}\n… ${end.totalBytes.toLocaleString('en')} bytes in all: the middle is not shown …\n${endOf(end.text, half)}`;
}

/** A UTF-16 unit that is the second half of a character outside the BMP. */
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first `units` UTF-16 units of `text`, one fewer where the cut would split a character in two. */
function headOf(text: string, units: number): string {
  return units < text.length && isLowSurrogate(text.charCodeAt(units)) ? text.slice(0, units - 1) : text.slice(0, units);
}

/** The last `units` UTF-16 units of `text`, one fewer where the cut would split a character in two. */
function endOf(text: string, units: number): string {
  const start = Math.max(0, text.length - units);
  return text.slice(start < text.length && isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start);
}

/**
 * How a step ended, as the Explore page's steps table shows it, and whether that is how it ends when all
 * went well: status 0, or for the run of a default-mode C or C++ test, the status its main returns at
 * the test's end (`Program.endStatus`, which the judge counts as 0; a 0 there is an early exit).
 */
export function stepEnding(step: StepResult, endStatus?: number): { text: string; wentWell: boolean } {
  const good = step.name === 'run' ? (endStatus ?? 0) : 0;
  const wentWell = step.exitCode === good && !step.signal && !step.timedOut && !step.memoryExceeded;
  if (step.timedOut) return { text: 'timed out', wentWell };
  if (step.memoryExceeded) return { text: 'out of memory', wentWell };
  if (step.signal) return { text: `killed (${step.signal})`, wentWell };
  return { text: `exit ${step.exitCode}${good !== 0 && wentWell ? ' (the tests ran to their end)' : ''}`, wentWell };
}
