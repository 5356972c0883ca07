import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/index.ts';
import { wasmRuntimeFor } from '../../wasm-runtimes/catalog.ts';
import { realTask } from '../fixtures/load.ts';
import { answersLine, EARLY_EXIT, evaluateLines, type Result } from './evaluate-answers.ts';

/**
 * An answer that ends its process with status 0 before the appended test runs (docs/fidelity.md, "An
 * answer that exits before the tests"): the task's own canonical solution, then an exit. Before the end
 * witness (core/assemble/tests-end.ts) such an answer passed untested in the default mode. Now, on the
 * sandboxed native toolchain and on the language's WASM runtime:
 * - an exit inside a block (`HIDDEN_EXIT`, which no assembly rule removes) fails, and the detail says why;
 * - a plain top-level exit (`PLAIN_EXIT`) is dropped with the answer's own entry (`entryLine`), so the
 *   test runs and the correct solution passes;
 * - the solution alone passes (the witness costs a correct answer nothing);
 * - after more output than the cap (`FLOOD`), the solution still passes and the hidden exit still fails.
 */
const HIDDEN_EXIT: Record<string, string> = {
  Python: 'import sys\nif True:\n    sys.exit(0)',
  Shell: 'if true; then exit 0; fi',
  JavaScript: 'if (true) process.exit(0);',
  TypeScript: 'if (true) process.exit(0);',
  CoffeeScript: 'process.exit 0 if true',
  Ruby: 'exit 0 if true',
  Lua: 'if true then os.exit(0) end',
  Perl: 'exit 0 if 1;',
  R: 'if (TRUE) quit(save = "no", status = 0)',
  Tcl: 'if 1 {exit 0}',
  Racket: '(when #t (exit 0))',
  Scheme: '(when #t (exit 0))',
  'Common Lisp': '(when t (sb-ext:exit :code 0))',
  'Emacs Lisp': '(when t (kill-emacs 0))',
  Elixir: 'if true, do: System.halt(0)',
  PowerShell: 'if ($true) { exit 0 }',
  Groovy: 'if (true) System.exit(0)',
  Kotlin: 'if (true) kotlin.system.exitProcess(0)',
  PHP: 'if (true) { exit(0); }',
  'F#': 'if true then exit 0',
};

const PLAIN_EXIT: Record<string, string> = {
  Python: 'import sys\nsys.exit(0)',
  Shell: 'exit 0',
  JavaScript: 'process.exit(0);',
  TypeScript: 'process.exit(0);',
  CoffeeScript: 'process.exit 0',
  Ruby: 'exit 0',
  Lua: 'os.exit(0)',
  Perl: 'exit 0;',
  R: 'quit(save = "no", status = 0)',
  Tcl: 'exit 0',
  Racket: '(exit 0)',
  Scheme: '(exit 0)',
  'Common Lisp': '(sb-ext:exit :code 0)',
  'Emacs Lisp': '(kill-emacs 0)',
  Elixir: 'System.halt(0)',
  PowerShell: 'exit 0',
  Groovy: 'System.exit(0)',
  Kotlin: 'kotlin.system.exitProcess(0)',
  PHP: 'exit(0);',
  'F#': 'exit 0',
};

/**
 * More than the executors' 1 MiB output cap on stdout (20,000 lines of 60 bytes), printed before the
 * test runs: the line that says the tests ran to their end is then read from the stream's kept end
 * (`StepResult.stdoutEnd`), so the solution still passes and the hidden exit still fails.
 */
const FLOOD: Record<string, string> = {
  Python: 'for _ in range(20000):\n    print("x" * 60)',
  Shell: 'for ((i = 0; i < 20000; i++)); do echo xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx; done',
  JavaScript: 'console.log(("x".repeat(60) + "\\n").repeat(20000));',
  TypeScript: 'console.log(("x".repeat(60) + "\\n").repeat(20000));',
  CoffeeScript: 'console.log ("x".repeat(60) + "\\n").repeat(20000)',
  Ruby: 'puts(("x" * 60 + "\\n") * 20000)',
  Lua: 'io.write(string.rep(string.rep("x", 60) .. "\\n", 20000))',
  Perl: 'print(("x" x 60 . "\\n") x 20000);',
  R: 'cat(rep(paste0(strrep("x", 60), "\\n"), 20000), sep = "")',
  Tcl: 'puts [string repeat "[string repeat x 60]\\n" 20000]',
  Racket: '(do ((i 0 (+ i 1))) ((= i 20000)) (display (make-string 60 #\\x)) (newline))',
  Scheme: '(do ((i 0 (+ i 1))) ((= i 20000)) (display (make-string 60 #\\x)) (newline))',
  'Common Lisp': '(dotimes (i 20000) (write-line (make-string 60 :initial-element #\\x)))',
  'Emacs Lisp': '(dotimes (i 20000) (princ (concat (make-string 60 ?x) "\\n")))',
  Elixir: 'IO.write(String.duplicate(String.duplicate("x", 60) <> "\\n", 20000))',
  PowerShell: 'Write-Output ((("x" * 60) + "`n") * 20000)',
  Groovy: 'print(("x" * 60 + "\\n") * 20000)',
  Kotlin: 'print(("x".repeat(60) + "\\n").repeat(20000))',
  PHP: 'echo str_repeat(str_repeat("x", 60) . "\\n", 20000);',
  'F#': 'for _ in 1 .. 20000 do System.Console.WriteLine(String.replicate 60 "x")',
};

/** The task each language answers: task 1, unless its WASM runtime hands task 1 on (Shell/1 uses bc). */
const TASK: Record<string, number> = { Shell: 2 };
const taskIdOf = (name: string) => `${name}/${TASK[name] ?? 1}`;

/** The languages whose test is top-level code, after which the witness is printed (not a `main`: exit-in-function.test.ts). */
const WITNESSED = LANGUAGES.filter((l) => l.testsEnd && !l.testsEndBefore);

/**
 * Through the CLI, five answers (generations) to each language's task (TASK): its canonical solution
 * followed by the hidden exit, by the plain exit, alone, by the flood, and by the flood and the hidden
 * exit. By `<task id>#<generation>`.
 */
async function evaluate(executor: 'native' | 'wasm', languages: Language[]): Promise<Map<string, Result>> {
  const lines: string[] = [];
  for (const language of languages) {
    const task = await realTask(taskIdOf(language.name));
    const solution = `${task.prompt}\n${task.canonical}\n`;
    const [hidden, plain, flood] = [HIDDEN_EXIT, PLAIN_EXIT, FLOOD].map((code) => code[language.name]);
    lines.push(answersLine(language, task.id, [solution + hidden, solution + plain, solution, `${solution}${flood}\n`, `${solution}${flood}\n${hidden}`]));
  }
  return evaluateLines(lines, { executor });
}

/** Each language whose answers with the hidden exit did not fail for it, or whose other answers did not pass. */
function wrongVerdicts(languages: Language[], results: Map<string, Result>): string[] {
  const wrong: string[] = [];
  for (const { name } of languages) {
    const id = taskIdOf(name);
    const [hidden, plain, alone, flood, floodHidden] = [0, 1, 2, 3, 4].map((g) => results.get(`${id}#${g}`));
    const exitedEarly = (r: Result | undefined) => r?.status === 'failed' && EARLY_EXIT.test(r.detail);
    if (!exitedEarly(hidden)) wrong.push(`${id} with the hidden exit: ${hidden?.status} ${hidden?.detail}`);
    if (plain?.status !== 'passed') wrong.push(`${id} with the plain exit: ${plain?.status} ${plain?.detail}`);
    if (alone?.status !== 'passed') wrong.push(`${id} alone: ${alone?.status} ${alone?.detail}`);
    if (flood?.status !== 'passed') wrong.push(`${id} after the flood: ${flood?.status} ${flood?.detail}`);
    if (!exitedEarly(floodHidden)) wrong.push(`${id} with the hidden exit after the flood: ${floodHidden?.status} ${floodHidden?.detail}`);
  }
  return wrong;
}

describe('an answer that exits 0 before the tests does not pass (default mode)', () => {
  it('has both exits for every language with an end witness', () => {
    expect(Object.keys(HIDDEN_EXIT).sort()).toEqual(WITNESSED.map((l) => l.name).sort());
    expect(Object.keys(PLAIN_EXIT).sort()).toEqual(WITNESSED.map((l) => l.name).sort());
    expect(Object.keys(FLOOD).sort()).toEqual(WITNESSED.map((l) => l.name).sort());
  });

  it('on every sandboxed native toolchain: the hidden exit fails, naming the early exit; the plain exit and the solution alone pass', { timeout: 600_000 }, async (ctx) => {
    const results = await evaluate('native', WITNESSED);
    const ran = WITNESSED.filter((l) => results.get(`${taskIdOf(l.name)}#0`)?.status !== 'unavailable');
    if (ran.length === 0) ctx.skip('no toolchain of these languages on this host');
    expect(wrongVerdicts(ran, results)).toEqual([]);
    // CI installs every one of them (runner-image/install-toolchains.sh, PowerShell with the .NET SDK).
    if (process.env.CI) expect(ran.map((l) => l.name)).toEqual(WITNESSED.map((l) => l.name));
  });

  it('on every WASM runtime, the same', { timeout: 600_000 }, async () => {
    const languages = WITNESSED.filter((l) => wasmRuntimeFor(l));
    const results = await evaluate('wasm', languages);
    expect(wrongVerdicts(languages, results)).toEqual([]);
    expect(languages.filter((l) => !results.get(`${taskIdOf(l.name)}#0`)?.runtime?.id.startsWith('wasm:')).map((l) => l.name)).toEqual([]);
  });
});
