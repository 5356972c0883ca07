import type { ExecResult, Program, StepOutcome, StepResult } from '../types.ts';

/** How much of each output stream a result keeps: the last 2 KB. */
export const OUTCOME_TAIL_BYTES = 2048;

/**
 * The last `maxBytes` bytes of `s` as UTF-8, never starting inside a character, and how many bytes
 * came before them.
 */
export function utf8Tail(s: string, maxBytes = OUTCOME_TAIL_BYTES): { tail: string; omittedBytes: number } {
  const bytes = new TextEncoder().encode(s);
  if (bytes.length <= maxBytes) return { tail: s, omittedBytes: 0 };
  let start = bytes.length - maxBytes;
  while (start < bytes.length && (bytes[start] & 0xc0) === 0x80) start++; // skip a character's continuation bytes
  return { tail: new TextDecoder().decode(bytes.subarray(start)), omittedBytes: start };
}

/** A stream's tail from its kept end when it passed the cap (counting every byte written before), else from the whole. */
function outputTail(step: StepResult, stream: 'stdout' | 'stderr'): { tail: string; omittedBytes: number } {
  const end = step[`${stream}End`];
  if (!end) return utf8Tail(step[stream]);
  const { tail } = utf8Tail(end.text);
  return { tail, omittedBytes: end.totalBytes - new TextEncoder().encode(tail).length };
}

const wentWrong = (s: StepResult) => s.timedOut || s.memoryExceeded || s.exitCode !== 0;

/**
 * The step that decided a verdict: the first (not marked ignoreFailure, not the AWK reference's
 * `expected`) that timed out, ran out of memory or exited non-zero; else the run step, whose output
 * was judged. Undefined when nothing ran.
 */
export function decidingStep(result: ExecResult, program: Program): StepResult | undefined {
  const ignored = (s: StepResult, i: number) => program.steps[i]?.name === s.name && program.steps[i]?.ignoreFailure === true;
  const own = result.steps.filter((s, i) => s.name !== 'expected' && !ignored(s, i));
  return own.find(wentWrong) ?? result.steps.findLast((s) => s.name === 'run') ?? result.steps.at(-1);
}

/** The deciding step's name, end and output tails, for a result that did not pass. */
export function stepOutcome(result: ExecResult, program: Program): StepOutcome | undefined {
  const step = decidingStep(result, program);
  if (!step) return undefined;
  const stdout = outputTail(step, 'stdout');
  const stderr = outputTail(step, 'stderr');
  return {
    step: step.name,
    exit_code: step.exitCode,
    signal: step.signal,
    timed_out: step.timedOut,
    memory_exceeded: step.memoryExceeded,
    stdout_tail: stdout.tail,
    stderr_tail: stderr.tail,
    stdout_omitted_bytes: stdout.omittedBytes,
    stderr_omitted_bytes: stderr.omittedBytes,
    truncated: step.truncated,
  };
}
