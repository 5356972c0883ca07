import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/src/main.ts';
import { LANGUAGES, type Language } from '../../core/index.ts';
import { realTask } from '../fixtures/load.ts';

/**
 * An answer that ends its process with status 0 before the appended test runs (docs/fidelity.md, "An
 * answer that exits before the tests"): the task's own canonical solution, then a top-level exit. It
 * passed untested in the default mode before the end witness (core/assemble/tests-end.ts); now it
 * fails, and says why, on the sandboxed native toolchain and on the language's WASM runtime. Since the
 * solution itself is correct, the early exit is the only thing that can fail it.
 */
const EXIT: Record<string, string> = {
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
};

/** The task each language answers: task 1, unless its WASM runtime hands task 1 on (Shell/1 uses bc). */
const TASK: Record<string, number> = { Shell: 2 };

const WITNESSED = LANGUAGES.filter((l) => l.testsEnd);
const hasWasm = (l: Language) => l.runtimes.some((r) => r !== 'native');

interface Result {
  task_id: string;
  generation: number;
  status: string;
  detail: string;
  runtime?: { id: string };
}

/**
 * Through the CLI, two answers (generations) to each language's task (TASK): its canonical solution followed
 * by the exit, and the same without it, which must still pass (the witness costs a correct answer
 * nothing). By `<task id>#<generation>`.
 */
async function evaluate(executor: 'native' | 'wasm', languages: Language[]): Promise<Map<string, Result>> {
  const dir = mkdtempSync(join(tmpdir(), `mcjudge-early-exit-${executor}-`));
  const lines: string[] = [];
  for (const language of languages) {
    const task = await realTask(`${language.name}/${TASK[language.name] ?? 1}`);
    const fenced = (code: string) => '```' + language.defaults.fenceTags[0] + '\n' + code + '\n```';
    const solution = `${task.prompt}\n${task.canonical}\n`;
    lines.push(JSON.stringify({ task_id: task.id, raw_generation: [fenced(solution + EXIT[language.name]), fenced(solution)] }));
  }
  writeFileSync(join(dir, 'answers.jsonl'), lines.join('\n') + '\n');
  await main(['evaluate', '--samples', join(dir, 'answers.jsonl'), '--executor', executor, '--no-compare', '--jobs', '2', '--out', join(dir, 'out')], () => undefined);
  const results = readFileSync(join(dir, 'out', 'results.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Result);
  return new Map(results.map((r) => [`${r.task_id}#${r.generation}`, r]));
}

const EARLY_EXIT = /^exited with status 0 before the tests ran to their end/;

/** Each language whose answer with the exit did not fail for it, or whose answer without it did not pass. */
function wrongVerdicts(languages: Language[], results: Map<string, Result>): string[] {
  const wrong: string[] = [];
  for (const { name } of languages) {
    const id = `${name}/${TASK[name] ?? 1}`;
    const [early, plain] = [results.get(`${id}#0`), results.get(`${id}#1`)];
    if (early?.status !== 'failed' || !EARLY_EXIT.test(early.detail)) wrong.push(`${id} with the exit: ${early?.status} ${early?.detail}`);
    if (plain?.status !== 'passed') wrong.push(`${id} without it: ${plain?.status} ${plain?.detail}`);
  }
  return wrong;
}

describe('an answer that exits 0 before the tests does not pass (default mode)', () => {
  it('has an exit statement for every language with an end witness', () => {
    expect(WITNESSED.map((l) => l.name).sort()).toEqual(Object.keys(EXIT).sort());
  });

  it('fails on every sandboxed native toolchain, naming the early exit; the same solution without it passes', { timeout: 600_000 }, async (ctx) => {
    const results = await evaluate('native', WITNESSED);
    const ran = WITNESSED.filter((l) => results.get(`${l.name}/${TASK[l.name] ?? 1}#0`)?.status !== 'unavailable');
    if (ran.length === 0) ctx.skip('no toolchain of these languages on this host');
    expect(wrongVerdicts(ran, results)).toEqual([]);
    // CI installs every one of them (runner-image/install-toolchains.sh, PowerShell with the .NET SDK).
    if (process.env.CI) expect(ran.map((l) => l.name)).toEqual(WITNESSED.map((l) => l.name));
  });

  it('fails on every WASM runtime the same way', { timeout: 600_000 }, async () => {
    const languages = WITNESSED.filter(hasWasm);
    const results = await evaluate('wasm', languages);
    expect(wrongVerdicts(languages, results)).toEqual([]);
    expect(languages.filter((l) => !results.get(`${l.name}/${TASK[l.name] ?? 1}#0`)?.runtime?.id.startsWith('wasm:')).map((l) => l.name)).toEqual([]);
  });
});
