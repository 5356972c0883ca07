import { describe, expect, it } from 'vitest';
import { realTask } from '../../test/fixtures/load.ts';
import { assemble } from '../assemble/assemble.ts';
import { MAX_ANSWER_BYTES } from '../assemble/answer-size.ts';
import type { Executor } from '../execute/executor.ts';
import { LANGUAGES } from '../languages/index.ts';
import { evaluateGeneration } from '../pipeline/evaluate.ts';
import type { Mode, Task } from '../types.ts';

/** Under the cap, as large as an answer gets: about 1 MB of ASCII. */
const SIZE = 1_000_000;
/** Linear extraction takes milliseconds here; the quadratic one took minutes. Generous for a noisy 2-core machine. */
const BOUND_MS = 2_000;
const MODES: Mode[] = ['default', 'paper'];

const fill = (unit: string, size = SIZE) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/** How the registry's entryLine patterns begin (each followed, in the answer, by a long run of spaces). */
const ENTRY_STARTS = ['exit', 'exit(', 'exit 0', 'sys.exit(', 'unittest.main(', 'process.exit(', 'os.exit(', 'quit(', 'quit(save = "no",', 'System.exit(0)', 'System.halt(', '(exit', 'die', 'main if', 'exitProcess(0)'];

/**
 * Answers built to hit every super-linear path extraction had: lazy `.*?` chains rescanned from every
 * fence or definition, `\s*`/`\s+` runs, `[^;{}]*` signatures spanning lines, brace trimming, JSON parse
 * attempts, and `def`/`function` lines that each start a block.
 */
function pathologicalAnswers(task: Task): Record<string, string> {
  const ep = task.entryPoint || 'f';
  const signature = (task.signature || ep).split('\n')[0];
  const unit =
    '```\n' +
    `def ${ep}(a):\nfunction ${ep}(x) {\n(defun ${ep} (x)\n${signature}\n` +
    'int main() { return 0; } void check() { #include <a\npublic static void main(String[] args) {\n' +
    `sub ${ep} { fn ${ep}( func ${ep}( ${ep} <- function( let ${ep} x = Function ${ep}(\n\n`;
  return {
    'many fences and definition lines': fill(unit),
    'one long line without newlines': fill(`${ep} { ( word \`\`\` `),
    'deep braces and parentheses': fill('{', SIZE / 4) + fill('(', SIZE / 4) + fill('}', SIZE / 4) + fill(')', SIZE / 4),
    // Unfenced: block comments (F#'s `(* *)`, PowerShell's `<# #>`) closed a line later, and Visual Basic block ends and lambdas.
    'a definition, then block comments and End lines': `${signature}\nFunction ${ep}(x)\n` + fill('(*\nFunction(x) As Integer\n*)\nEnd Function\n<# {\n#>\nSub M()\n'),
    'a definition, then whitespace runs': `def ${ep}(x):\n${signature}\n` + fill('\n', SIZE / 2) + fill(' ', SIZE / 2) + '  x',
    // Lines that start like an answer's own exit or runner call (entryLine) and then almost match.
    'entry lines, then whitespace runs':
      '```\n' + `def ${ep}(x):\n${signature}\n` + ENTRY_STARTS.map((start) => start + fill(' ', SIZE / (2 * ENTRY_STARTS.length)) + 'x').join('\n') + '\n```',
  };
}

describe('extraction takes time linear in the answer', () => {
  for (const language of LANGUAGES) {
    it(`extracts from ~1 MB pathological ${language.name} answers in well under ${BOUND_MS} ms each, in both modes`, async () => {
      const task = await realTask(`${language.name}/1`);
      const slow: string[] = [];
      for (const [name, answer] of Object.entries(pathologicalAnswers(task))) {
        expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
        for (const mode of MODES) {
          const started = performance.now();
          assemble(language, task, answer, mode, {});
          const ms = performance.now() - started;
          if (ms > BOUND_MS) slow.push(`${mode} / ${name}: ${ms.toFixed(0)} ms`);
        }
      }
      expect(slow).toEqual([]);
    });
  }
});

const executor: Executor = {
  name: 'none',
  unavailableReason: async () => undefined,
  runtime: async () => ({ id: 'none', version: '0' }),
  execute: async () => {
    throw new Error('an oversized answer must not be run');
  },
};

describe('answers over the size limit', () => {
  it('gives extract_error naming the 1 MiB limit for a 2 MiB answer, in both modes, without extracting', async () => {
    const language = LANGUAGES.find((l) => l.name === 'Python')!;
    const task = await realTask('Python/1');
    const answer = fill(`def ${task.entryPoint}(x):\n`, 2 * 1024 * 1024);
    for (const mode of MODES) {
      const result = await evaluateGeneration({ references: {}, executor, mode }, language, task, 0, answer);
      expect(result.status).toBe('extract_error');
      expect(result.detail).toBe('the answer is 2.0 MiB, over the 1 MiB limit');
    }
  });

  it('counts UTF-8 bytes, not characters: 400k three-byte characters are over the limit', async () => {
    const task = await realTask('Python/1');
    const got = assemble(LANGUAGES.find((l) => l.name === 'Python')!, task, '€'.repeat(400_000), 'paper', {});
    expect(got).toEqual({ ok: false, reason: 'the answer is 1.1 MiB, over the 1 MiB limit' });
  });
});
