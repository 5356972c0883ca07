/**
 * The contracts of the mcjudge pipeline (see docs/architecture.md).
 * Everything here is plain data so that it crosses workers, HTTP and files unchanged.
 */

/** How a verdict is reached: `paper` reproduces the official harness bit for bit, `default` fixes its bugs. */
export type Mode = 'default' | 'paper';

export type TaskKind = 'generation' | 'explanation' | 'completion';
export type CompletionVariant = 'single' | 'multi' | 'span' | 'light';
export type Level = 'easy' | 'middle' | 'hard';

export type Paradigm = 'procedural' | 'object-oriented' | 'multi-paradigm' | 'functional' | 'markup';
export type Scenario =
  | 'systems'
  | 'backend'
  | 'frontend'
  | 'mobile'
  | 'desktop'
  | 'scientific'
  | 'scripting'
  | 'education'
  | 'editor'
  | 'data-markup';

/** A McEval record, normalized. */
export interface Task {
  /** `Lang/N`, `Lang/N-k-single`, `Lang/N-0-light-span`, ... exactly as in the data. */
  id: string;
  /** Dataset language name, e.g. `Common Lisp`. */
  language: string;
  kind: TaskKind;
  variant?: CompletionVariant;
  /** The generation task number (`N`), shared by every kind. */
  number: string;
  prompt: string;
  instruction: string;
  canonical: string;
  test: string;
  entryPoint: string;
  signature: string;
  level?: Level;
  /** Erlang: the module name the file is written as. */
  module?: string;
  /** Completion only: the masked code shown to the model (never used when scoring). */
  maskCode?: string;
}

/** One model's answers for one task (McEval `raw_generation`, or `{task_id, completion}`). */
export interface Sample {
  taskId: string;
  generations: string[];
  /** Where it came from, for error messages: `file:line`. */
  source?: string;
}

/** A file of a program. `text` is written as UTF-8. */
export interface ProgramFile {
  path: string;
  text: string;
}

/** One process of a program: compile, or run. Argv[0] is a tool name resolved by the executor. */
export interface Step {
  name: 'compile' | 'run' | 'expected';
  argv: string[];
  /** The step's outcome does not stop the program (TypeScript: tsc errors are ignored officially). */
  ignoreFailure?: boolean;
  /** Working directory relative to the program directory ('' = the program directory). */
  cwd?: string;
  timeoutMs: number;
  /** Extra environment; `{tmp}` is replaced by the executor with a private temporary folder. */
  env?: Record<string, string>;
  /**
   * A faster command tried first (StepShortcut): its outcome stands only when it succeeds silently
   * (or prints just what `shortcutStdout` allows), else `argv` runs and gives the step's result. How a
   * step runs, not what: neither is part of programHash.
   */
  shortcut?: string[];
  /** Regex source the shortcut's whole stdout must match for its outcome to stand (StepShortcut.stdout); none: it must print nothing. */
  shortcutStdout?: string;
}

/** A self-contained program ready for an executor. */
export interface Program {
  language: string;
  taskId: string;
  files: ProgramFile[];
  /** Reference files copied beside the program (AWK input files, Common Lisp file.txt). */
  assets: ProgramFile[];
  steps: Step[];
  /** What the judge compares instead of running (JSON, HTML, Markdown): the extracted text. */
  answer?: string;
  /** The exact text the official harness would write (or, for AWK, run). */
  source: string;
  /**
   * A line the program prints after its test's last statement (default mode, languages with
   * `testsEnd`): a run that exits 0 without it ended before its tests did, and fails.
   */
  endWitness?: string;
  /**
   * The exit status the test's `main` returns at its end instead of 0 (default mode, C and C++): it
   * counts as 0, and a run that exits 0 ended before its tests did, and fails.
   */
  endStatus?: number;
  /** The same program for the language's alternative toolchains (recipe.alternatives), in order. */
  alternatives?: { tools: string[]; steps: Step[]; files: ProgramFile[] }[];
}

export interface RuntimeId {
  id: string;
  version: string;
}

export interface StepResult {
  name: Step['name'];
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  memoryExceeded: boolean;
  /** Output beyond the cap was dropped. */
  truncated: boolean;
  /** Which stream passed the cap, where the executor says (otherwise `truncated` covers both). */
  stdoutTruncated?: boolean;
  stderrTruncated?: boolean;
  /**
   * The last STREAM_END_BYTES of a stream that passed the cap (core/execute/stream-end.ts), where the
   * executor keeps it: `stdout` holds the stream's head, this its end.
   */
  stdoutEnd?: KeptEnd;
  stderrEnd?: KeptEnd;
  wallMs: number;
}

/** The end of a stream that passed the output cap, and the stream's whole length in bytes. */
export interface KeptEnd {
  text: string;
  totalBytes: number;
}

export interface ExecResult {
  /** The tool could not be found or started: the language is unavailable on this executor. */
  unavailable?: string;
  /** The executor itself failed (cannot write files, spawn error other than a missing tool). */
  infraError?: string;
  steps: StepResult[];
  runtime: RuntimeId;
  wallMs: number;
}

export type Status =
  | 'passed'
  | 'failed'
  | 'extract_error'
  | 'compile_error'
  | 'runtime_error'
  | 'timeout'
  | 'memory_limit'
  | 'unavailable'
  | 'infra_error';

export const STATUSES: readonly Status[] = [
  'passed',
  'failed',
  'extract_error',
  'compile_error',
  'runtime_error',
  'timeout',
  'memory_limit',
  'unavailable',
  'infra_error',
];

export interface Verdict {
  status: Status;
  detail: string;
}

/**
 * What the step that decided a non-passing verdict did (results.jsonl `outcome`): its name, how it
 * ended, and the end of its output, at most OUTCOME_TAIL_BYTES of UTF-8 per stream.
 */
export interface StepOutcome {
  step: Step['name'];
  exit_code: number | null;
  signal: string | null;
  timed_out: boolean;
  memory_exceeded: boolean;
  stdout_tail: string;
  stderr_tail: string;
  /** Bytes of each stream before its tail that were left out (0: the tail is the whole output). */
  stdout_omitted_bytes: number;
  stderr_omitted_bytes: number;
  /** The executor had already cut the output at its own cap (the tails are still the streams' ends where it kept them: `StepResult.stdoutEnd`). */
  truncated: boolean;
}

/** One judged sample, as written to results.jsonl. */
export interface SampleResult {
  task_id: string;
  language: string;
  kind: TaskKind;
  variant?: CompletionVariant;
  level?: Level;
  /** Index into the sample's generations. */
  generation: number;
  /** selftest only: which program was run. */
  selftest?: 'canonical' | 'broken';
  status: Status;
  detail: string;
  mode: Mode;
  runtime: RuntimeId;
  wall_ms: number;
  /** How the code was found (`fence:python`, `official`, ...). */
  extract_method?: string;
  /** sha256 of the program source, so identical programs are recognised. */
  program_sha256?: string;
  /** Default mode: the official harness's verdict for the same answer, when it differs. */
  paper_status?: Status;
  /** Default mode: the official verdict was computed too (so a missing paper_status means "the same"). */
  paper_compared?: boolean;
  /** Not passed and the program ran: the deciding step, its exit code or signal, and its output's tails. */
  outcome?: StepOutcome;
  /** CLI: where the answer came from (`/abs/path/file.jsonl:LINE`), for `mcjudge inspect`. */
  answer_source?: string;
  /** CLI: sha256 of the raw answer, so `inspect` can tell when the samples file changed since. */
  answer_sha256?: string;
}
