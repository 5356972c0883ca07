import type { Paradigm, Scenario, Step, Task } from '../types.ts';

/** A substring check on captured output (the official harness's "`failed` in stderr" rules). */
export interface OutputCheck {
  stream: 'stdout' | 'stderr';
  text: string;
  ignoreCase?: boolean;
}

/** How a language's verdict is decided. Exactly the official rules; `paper` quirks are flags. */
export type PassRule =
  | {
      kind: 'exit';
      /** Fail when any of these occurs. */
      forbid?: OutputCheck[];
      /** Fail when all of these occur together (Go, PHP: `assert()` and `failed`). */
      forbidAll?: OutputCheck[];
      /** Official quirk: `except TimeoutException: return True` (Shell, Common Lisp). Paper mode only. */
      paperTimeoutPasses?: boolean;
      /**
       * Where one command compiles and runs (Java's source launcher, `go test`, `kotlinc -script`,
       * `dotnet run`, ...): a regex (multiline, on stdout and on stderr) of what the toolchain prints
       * when its compiler rejects the program. A run that fails with it is `compile_error`, as a failed
       * `compile` step is for C; without it the failure is only `failed`.
       */
      compileFailure?: string;
    }
  /** `json.load(answer) == json.load(reference)`. */
  | { kind: 'json' }
  /** BeautifulSoup(html.parser).prettify().strip() equality. */
  | { kind: 'html' }
  /** Byte-exact file compare with the reference (paper); trailing whitespace ignored (default). */
  | { kind: 'markdown' }
  /** The model's shell command's stdout equals the canonical command's stdout. */
  | { kind: 'awk' };

/** A toolchain binary: the recipe names it by `name`; the native executor looks for the candidates. */
export interface Tool {
  name: string;
  candidates: string[];
  /** Arguments that print the version (first line kept). */
  versionArgs: string[];
  /** Fed on stdin when asking the version, for a tool with no version flag (tclsh reads a script there). */
  versionInput?: string;
}

/** One process of the recipe. Placeholders: {file} {stem} {bin} {module}. */
export interface StepTemplate {
  name: Step['name'];
  argv: string[];
  ignoreFailure?: boolean;
  env?: Record<string, string>;
  /** Paper mode only: run in this subfolder (an official working-directory quirk, AWK). */
  paperCwd?: string;
  /**
   * Paper mode only: this command instead of `argv`, where the official command itself is the quirk
   * and the default mode runs a corrected one (VimScript: without `-es`, errors do not fail the run).
   */
  paperArgv?: string[];
  /**
   * The official harness's own command, where `argv` (both modes) is a faster one proven to give the
   * same exit status and output (Erlang: the same shutdown without init:stop's fixed 1 s wait).
   * Nothing runs it but `npm run bench`'s raw loop, which times the official commands.
   */
  officialArgv?: string[];
  /**
   * A faster command for the same step, tried first where it can help: its outcome stands only when it
   * succeeds silently (exit 0, nothing printed, or only what `stdout` allows) in at most half the step's
   * time, which is all it gets. Anything else (an error, a warning, a crash, a timeout) and `argv` runs
   * as usual, from the run folder as the program was written, and that is the step's result, so every
   * outcome that is shown is the official command's own (C++: a precompiled `bits/stdc++.h`, whose
   * diagnostics name the include chain differently; Go: go test's tools without the go command). Only a
   * recipe's first step may have one.
   */
  shortcut?: StepShortcut;
}

export interface StepShortcut {
  /** The command, with the step's placeholders and `{deps}` (the recipe's prebuilt folder). */
  argv: string[];
  /** Regex source (multiline) the main file must match: programs the shortcut can speed up. */
  when: string;
  /**
   * Regex source the shortcut's whole stdout must match for its outcome to stand, where the official
   * command's success prints a line of its own (`go test`'s `ok` line and time). None: nothing printed.
   */
  stdout?: string;
  /** Why its silent success is the official command's (and where it helps). */
  note: string;
}

/** How the official harness builds and runs a program, as data. */
export interface Recipe {
  /** The main file's name: {N} is the task id's part after `/`, {module} the Erlang module. */
  file: string;
  steps: StepTemplate[];
  /** Extra files of the official project layout (Rust Cargo.toml, Go go.mod, .NET project). */
  projectFiles?: { path: string; text: string }[];
  /**
   * Reference files copied into the program folder: the data folder `reference` goes to `path`, and
   * also to each of `alsoAt` (where another task kind's test looks for them).
   * `paper: false` reproduces the official harness, where these files are not where the test looks.
   */
  assets?: { reference: string; path: string; alsoAt?: string[]; paper: boolean };
  /** Dependencies built once per host and shown read-only to every run (`{deps}` in argv/env). */
  prebuilt?: Prebuilt;
  /**
   * Other toolchains that run the same program where the official one is missing (C# with Debian's
   * mono instead of .NET). An executor uses the first whose tools it has; the runtime id says which.
   */
  alternatives?: AlternativeRecipe[];
}

export interface AlternativeRecipe {
  tools: Tool[];
  /**
   * A regex on the first tool's version: when it matches, this recipe replaces the official one even
   * though the official tools are present (an older release of the same tool, which needs other flags).
   */
  whenVersion?: string;
  /**
   * A capability the version does not say: when the first tool, run with `args`, prints something
   * matching `matches` (stdout and stderr), this recipe replaces the official one. For a faster,
   * proven-equal way of running the same program that only some installations support (GHC's shared
   * libraries for `ghc -dynamic`); where the probe fails, the official recipe runs as before.
   */
  whenProbe?: { args: string[]; matches: string };
  steps: StepTemplate[];
  /** Files added to the program for this toolchain only. */
  projectFiles?: { path: string; text: string }[];
  /** Lines put before the main file's text for this toolchain (what the official SDK implies). */
  prefix?: string;
  /** Why it is faithful (and where it is not). */
  note: string;
}

/**
 * A dependency build (Rust's crates): trusted system sources compiled once into a cache folder, so a
 * task compiles only its own file. `{out}` in argv/env is the cache folder being built.
 */
export interface Prebuilt {
  /** Cache folder name (with a hash of this spec and the tool's version appended). */
  key: string;
  files: { path: string; text: string }[];
  steps: { argv: string[]; env?: Record<string, string>; timeoutMs: number }[];
  /** Folders of the cache copied into each run folder (writable warm caches, such as Go's GOCACHE). */
  copy?: string[];
  /**
   * A speed-up, not a need (a step's shortcut uses it): when its build fails, runs get an empty folder
   * and go the official way, instead of failing as infrastructure errors.
   */
  optional?: boolean;
}

/** The official extractor: answer + task -> the exact program text, or null (the harness then runs "1234"). */
export type OfficialExtractor = (answer: string, task: Task) => string | null;

/** How the default-mode extractor reads this language (see core/extract/default-extract.ts). */
export interface DefaultExtractRules {
  /** Fence tags that name this language (lower case; '' = an untagged fence). */
  fenceTags: string[];
  /** Line comment markers. */
  lineComments: string[];
  /**
   * Block comments (F#'s `(* … *)`): `open`, a regex source tried on a line, and the marker that closes
   * it. An unfenced answer's code span runs on through such a comment, whose sentences are not the prose
   * after the code (an F# prompt's doc comment sits between the signature and the body, at column 0).
   */
  blockComments?: { open: string; close: string }[];
  /**
   * Regex source (multiline) for the first line of a top-level definition named {name}. Used to tell a
   * whole-function answer from a body-only one, and to find definitions that the test also defines
   * (the model's own main, check or tests), which are dropped so the official test is the only one.
   */
  definition?: string;
  /**
   * How a definition's extent is found after its first line: matched braces or parens, deeper
   * indentation, an `end` at the same indentation, `end-statement` (Visual Basic: the first `End
   * Function` after a `Function`, `End Sub` after a `Sub`, …, at any indentation), `equations`
   * (indented lines and further lines that start with the same name: Haskell), or `none` (the line itself).
   */
  blocks: 'braces' | 'indent' | 'end-keyword' | 'end-statement' | 'parens' | 'equations' | 'none';
  /** Regex source (multiline) for prompt lines a whole-function answer still needs (imports, includes). */
  preamble?: string;
  /**
   * Regex source for a definition in the prompt's head that the test needs (CoffeeScript's
   * `class ListNode`), capturing its name: added, with its block, when the answer lacks it.
   */
  headDefinition?: string;
  /** Regex source (multiline) for answer lines replaced by the prompt's own (Erlang -module/-export). */
  preambleOverride?: string;
  /**
   * A prompt line that opens a block the test does not close (Elixir's `defmodule X do`): when an answer
   * lacks it, it is added from the prompt together with `close` after the answer.
   */
  wrapper?: { open: string; close: string };
  /**
   * A block the prompt opens and the test closes (Visual Basic's `Module Module1` … `End Module`): regex
   * sources for its opening and closing lines. A whole answer's own closing line goes (the test's closes
   * the block), and where the answer opens no such block, the prompt's opening line is added after the
   * answer's leading preamble (its `Imports`).
   */
  closedByTest?: { open: string; close: string };
  /**
   * Regex source, tried on each line, for the first line of an answer's own top-level entry block
   * (Python's `if __name__ == '__main__':`), dropped with its block (by `blocks`): a model's demo or its
   * own test runner is not part of the answer, and would run (and may end the process) before the test.
   */
  entryBlock?: string;
  /**
   * Regex source, tried on each line, for a top-level line of the answer that runs its own demo or tests
   * or ends the program (`exit 0`, `sys.exit(0)`, `unittest.main()`, Ruby's `main if __FILE__ == $0`):
   * dropped, so the test runs and judges the answer's code. An exit this misses (inside a block or a
   * function) is caught by the end witness (`testsEnd`) instead. Native RegExp on lines of up to 1 MiB:
   * no two `\s*` may meet around an optional part (extract-scaling.test.ts holds it to linear time).
   */
  entryLine?: string;
  /** The answer is the whole program (markup, AWK): nothing from the prompt or test is added. */
  wholeAnswer?: boolean;
  /**
   * Keep only these program units of a whole answer (regex sources for a unit's first and last line):
   * Fortran's test is a `program ... contains` that the units are placed into.
   */
  units?: { start: string; end: string };
}

export interface Language {
  /** The dataset's name: file name and task id prefix (`Common Lisp`). */
  name: string;
  /** kebab-case id for files and URLs (`common-lisp`). */
  id: string;
  /** The paper leaderboard's column key (`Clisp`). */
  leaderboardKey: string;
  extension: string;
  paradigm: Paradigm;
  scenario: Scenario;
  recipe: Recipe;
  pass: PassRule;
  /** Per-process wall-clock limit in default mode (paper mode: always 15 s, as the official harness). */
  timeoutMs: number;
  tools: Tool[];
  /** Runtimes able to run it, best first: a WASM runtime id (wasm-runtimes/catalog.ts) and/or `native` (a host toolchain). */
  runtimes: string[];
  /**
   * The statements of a deliberately broken solution (a wrong value, or a throw where a wrong constant
   * would not type-check). assembleBroken wraps it in the canonical solution's own braces / `end`.
   */
  broken: string;
  official: OfficialExtractor;
  defaults: DefaultExtractRules;
  /** The reference program is test + prompt + canonical (Fortran: the test is the main program). */
  testFirst?: boolean;
  /**
   * A statement that prints `{witness}` on a line of its own, appended after the test in the default
   * mode (core/assemble/tests-end.ts): a run that exits 0 without that line ended before its test did
   * (an answer's own `exit(0)` or test runner) and fails. Only where the statement runs when the test's
   * last check has: after a test that is top-level code run from top to bottom, inside a `main` test
   * before its last line (`testsEndBefore`), or from ExUnit's `after_suite` (Elixir's ExUnit runs the
   * tests at exit, after every statement). It must keep the program's exit status (Shell's is its last
   * command's). A statement with `{status}` instead returns that status from the test's `main` (C and
   * C++: core/assemble/tests-end.ts, TESTS_END_STATUS), which then counts as 0, and a 0 as an early exit.
   */
  testsEnd?: string;
  /**
   * Regex source (multiline) on the test, for a language whose test is a `main`: the `testsEnd`
   * statement goes just before the test's last line that matches (Pascal's `end.`, Java's closing brace
   * of `main`), so that it runs when every check before it has; a test without such a line gets no
   * statement.
   */
  testsEndBefore?: string;
  /**
   * A line the language's own test runner prints once every test has run and passed (Rust's libtest
   * summary): the default mode requires it in stdout as it requires the `testsEnd` statement's line,
   * and adds no statement.
   */
  testsEndLine?: string;
  /**
   * Where the default-mode source ends outside the language's code (PHP after its closing `?>`): `when`,
   * a regex source tried on the source, and the statement used instead of `testsEnd`, which enters the
   * code again to print the line.
   */
  testsEndOutside?: { when: string; statement: string };
  /**
   * Regex source (multiline) on the test: a test that ends the process itself (Python/35's
   * `unittest.main()`), after which nothing runs. The `testsEnd` statement then goes just before it.
   */
  testEndsProcess?: string;
  /** Sandbox limits above the defaults (JVM and compiler-heavy toolchains need more memory or threads). */
  limits?: { memoryMb?: number; processes?: number };
  /**
   * Canonical solutions that fail on an older release of the toolchain than the paper's (Debian's
   * Kotlin 1.3, Groovy 2.4, Scala 2.11, mono's C#): `toolVersion` is a regex on the runtime version.
   * Selftest counts them as explained; the runner image's releases pass them.
   */
  versionGaps?: { toolVersion: string; tasks: Record<string, string> }[];
  /**
   * Canonical solutions that cannot pass for reasons of the data (not the runtime), with the reason: by
   * task id, or by generation task id for every kind of that task.
   */
  knownDatasetBugs?: Record<string, string>;
  /** Generation tasks whose test never calls its check: any answer that parses passes them (dataset bug). */
  uncheckedTests?: Record<string, string>;
}

/** An alternative that takes the official recipe's place when its version or probe says so (else it is a fallback). */
export const replacesOfficial = (a: AlternativeRecipe): boolean => !!(a.whenVersion || a.whenProbe);
