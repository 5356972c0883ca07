import type { Language, OutputCheck } from '../languages/language.ts';
import { streamEnd } from '../execute/stream-end.ts';
import type { ExecResult, Mode, Program, StepResult, Verdict } from '../types.ts';
import { canonicalHtml } from './html-canonical.ts';
import { parsePythonJson, pythonJsonEqual } from './json-equal.ts';

/** safe_subprocess keeps only about the first 2 KB of stdout and of stderr (docs/harness/official-rules.md#process-limits-and-output). */
export const PAPER_OUTPUT_BYTES = 2048;

export interface JudgeInput {
  language: Language;
  program: Program;
  /** Undefined for languages judged without running (JSON, HTML, Markdown). */
  result?: ExecResult;
  mode: Mode;
  /** The expected output file (HTML/JSON/Markdown), or undefined when the task has none. */
  reference?: string;
}

const pass = (detail = ''): Verdict => ({ status: 'passed', detail });
const fail = (detail: string): Verdict => ({ status: 'failed', detail });

/** Applies the language's pass rule to an execution (or to the extracted answer), in the given mode. */
export function judge({ language, program, result, mode, reference }: JudgeInput): Verdict {
  const rule = language.pass;
  switch (rule.kind) {
    case 'json':
    case 'html':
    case 'markdown':
      return judgeCompare(rule.kind, program.answer ?? '', reference, mode);
    case 'awk':
      return judgeAwk(result, mode);
    case 'exit':
      return judgeExit(rule, program, result, mode);
    default: {
      const never: never = rule;
      throw new Error(`unknown pass rule ${JSON.stringify(never)}`);
    }
  }
}

function judgeCompare(kind: 'json' | 'html' | 'markdown', answer: string, reference: string | undefined, mode: Mode): Verdict {
  if (reference === undefined) return { status: 'infra_error', detail: 'the reference file of this task is missing from data/' };
  if (kind === 'markdown') {
    if (mode === 'paper') return answer === reference ? pass() : fail('differs from the reference (byte-exact compare)');
    const norm = (s: string) => s.replace(/\r\n?/g, '\n').trim();
    return norm(answer) === norm(reference) ? pass() : fail('differs from the reference');
  }
  if (kind === 'html') return canonicalHtml(answer) === canonicalHtml(reference) ? pass() : fail('differs from the reference after prettify');
  let got: unknown;
  try {
    got = parsePythonJson(answer);
  } catch (e) {
    return fail(`the answer is not valid JSON: ${(e as Error).message}`);
  }
  return pythonJsonEqual(got, parsePythonJson(reference)) ? pass() : fail('JSON differs from the reference');
}

function clip(s: string, mode: Mode): string {
  if (mode !== 'paper') return s;
  const bytes = new TextEncoder().encode(s);
  return bytes.length <= PAPER_OUTPUT_BYTES ? s : new TextDecoder().decode(bytes.slice(0, PAPER_OUTPUT_BYTES));
}

function infra(result: ExecResult | undefined): Verdict | undefined {
  if (!result) return { status: 'infra_error', detail: 'the program was not executed' };
  if (result.unavailable) return { status: 'unavailable', detail: result.unavailable };
  if (result.infraError) return { status: 'infra_error', detail: result.infraError };
  return undefined;
}

function lastLine(s: string): string {
  const lines = s.split('\n').map((l) => l.trim()).filter(Boolean);
  const line = lines[lines.length - 1] ?? '';
  return line.length > 200 ? line.slice(0, 200) + '…' : line;
}

/** A compiler's closing count ("1 error", "2 errors found"): never the line that says what went wrong. */
const ERROR_COUNT = /^\s*\d+ errors?( found)?\s*$/i;

/** The first line of a compiler's error output that names an error (not the count), if any. */
function firstErrorLine(...streams: string[]): string | undefined {
  for (const s of streams) {
    const line = s.split('\n').find((l) => /\berror\b/i.test(l) && !ERROR_COUNT.test(l));
    if (line) return line;
  }
  return undefined;
}

/** The line that says what went wrong: a compiler's first error line, else the last line of output. */
function failureDetail(step: StepResult, compiled = step.name === 'compile'): string {
  const why = step.signal ? `killed by ${step.signal}` : `exit code ${step.exitCode}`;
  const firstError = compiled ? firstErrorLine(step.stderr, step.stdout) : undefined;
  // The last line is read from the stream's end, also when the stream passed the cap.
  const end = streamEnd(step, 'stderr');
  const stderr = compiled ? end.split('\n').filter((l) => !ERROR_COUNT.test(l)).join('\n') : end;
  const msg = firstError ? lastLine(firstError) : lastLine(stderr) || lastLine(streamEnd(step, 'stdout'));
  return msg ? `${why}: ${msg}` : why;
}

/** One command compiled and ran, and its output says the compiler rejected the program (`compileFailure`). */
function rejectedByCompiler(rule: Extract<Language['pass'], { kind: 'exit' }>, run: StepResult): boolean {
  if (!rule.compileFailure) return false;
  const marker = new RegExp(rule.compileFailure, 'm');
  return marker.test(run.stderr) || marker.test(run.stdout);
}

/** How a default-mode verdict names a run that exited 0 without its end witness. */
const EARLY_EXIT = 'exited with status 0 before the tests ran to their end';

function judgeExit(rule: Extract<Language['pass'], { kind: 'exit' }>, program: Program, result: ExecResult | undefined, mode: Mode): Verdict {
  const bad = infra(result);
  if (bad) return bad;
  const steps = result!.steps;
  const run = steps.find((s) => s.name === 'run');
  for (const step of steps) {
    if (step.name !== 'compile') continue;
    if (step.memoryExceeded) return { status: 'memory_limit', detail: 'the compiler exceeded the memory limit' };
    if (step.timedOut) return { status: 'timeout', detail: `compilation timed out after ${Math.round(step.wallMs / 1000)} s` };
    if (step.exitCode !== 0 && !run) return { status: 'compile_error', detail: failureDetail(step) };
  }
  if (!run) return { status: 'infra_error', detail: 'the program has no run step' };
  if (run.memoryExceeded) return { status: 'memory_limit', detail: 'exceeded the memory limit' };
  if (run.timedOut) {
    if (mode === 'paper' && rule.paperTimeoutPasses) return pass('timed out; the official harness counts a timeout as a pass here');
    return { status: 'timeout', detail: `timed out after ${Math.round(run.wallMs / 1000)} s` };
  }
  // A default-mode C or C++ test's main returns the program's endStatus once its last check has run:
  // that status is its 0, and a 0 means something ended the process first (checked last, as the line is).
  const exitCode = program.endStatus !== undefined && run.exitCode === program.endStatus ? 0 : run.exitCode;
  if (exitCode !== 0) {
    if (rejectedByCompiler(rule, run)) return { status: 'compile_error', detail: failureDetail(run, true) };
    // abort() is how assert() fails (C, C++); other signals are crashes.
    if (run.signal && run.signal !== 'SIGABRT') return { status: 'runtime_error', detail: failureDetail(run) };
    return fail(failureDetail(run));
  }
  const out = { stdout: clip(run.stdout, mode), stderr: clip(run.stderr, mode) };
  const has = (c: OutputCheck) => (c.ignoreCase ? out[c.stream].toLowerCase().includes(c.text.toLowerCase()) : out[c.stream].includes(c.text));
  const hit = rule.forbid?.find(has);
  if (hit) return fail(`${hit.stream} contains "${hit.text}": ${lastLine(out[hit.stream])}`);
  if (rule.forbidAll?.length && rule.forbidAll.every(has)) return fail(`${rule.forbidAll[0].stream} reports a failed assert(): ${lastLine(out[rule.forbidAll[0].stream])}`);
  // The tests' verdict is in the output, and part of the output was dropped at the cap: a failure
  // printed after it would be lost, so an answer could hide one behind a flood. Default mode reads
  // the whole output or gives no pass; paper mode reads the first 2 KB, as the official harness does.
  const read = [...(rule.forbid ?? []), ...(rule.forbidAll ?? [])].map((c) => c.stream);
  const cut = read.find((stream) => run[`${stream}Truncated`] ?? run.truncated);
  if (mode !== 'paper' && cut) return fail(`output limit exceeded: ${cut} passed the cap, so the tests' verdict in it cannot be read`);
  if (program.endStatus !== undefined && run.exitCode === 0) return fail(`${EARLY_EXIT} (its main did not return ${program.endStatus}): the answer ends the program itself`);
  return program.endWitness ? judgeTestsEnd(run, program.endWitness) : pass();
}

/**
 * A default-mode program whose test ends by printing `witness` (core/assemble/tests-end.ts) passes only
 * with that line in its output: exit status 0 without it means something ended the process before the
 * test's last statement (an answer's own `exit(0)` or test runner), so the tests did not all run.
 */
function judgeTestsEnd(run: StepResult, witness: string): Verdict {
  // The line comes last, so after a flood of output it is in the stream's kept end.
  if (run.stdout.includes(witness) || run.stdoutEnd?.text.includes(witness)) return pass();
  if ((run.stdoutTruncated ?? run.truncated) && run.stdoutEnd === undefined) return fail('output limit exceeded: stdout passed the cap, so the line that says the tests ran to their end cannot be read');
  return fail(`${EARLY_EXIT} (no "${witness}" line): the answer ends the program itself`);
}

function judgeAwk(result: ExecResult | undefined, mode: Mode): Verdict {
  const bad = infra(result);
  if (bad) return bad;
  const expected = result!.steps.find((s) => s.name === 'expected');
  const run = result!.steps.find((s) => s.name === 'run');
  if (!expected || !run) return { status: 'infra_error', detail: 'the AWK program lacks its expected or run step' };
  if (expected.timedOut) return { status: 'infra_error', detail: 'the canonical command timed out' };
  if (run.timedOut) return { status: 'timeout', detail: `timed out after ${Math.round(run.wallMs / 1000)} s` };
  // Officially only the answer's stdout goes through safe_subprocess (truncated); the canonical's is whole.
  const got = clip(run.stdout, mode);
  if (got === expected.stdout) return pass();
  return fail(run.stdout ? 'output differs from the canonical command' : `no output${run.stderr ? ': ' + lastLine(streamEnd(run, 'stderr')) : ''}`);
}
