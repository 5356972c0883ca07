import type { Language } from '../languages/language.ts';
import type { Task } from '../types.ts';

/**
 * The line a default-mode program prints after its test's last statement. Most languages pass on exit
 * status 0, and the default mode keeps an answer's own top-level code, which runs before the appended
 * test: an answer that ends the process with status 0 first (`sys.exit(0)`, a model's own
 * `unittest.main()`, `process.exit(0)`) would pass untested. The judge passes such a program only if
 * this line is in its output (docs/fidelity.md, "An answer that exits before the tests").
 */
export const TESTS_END_WITNESS = 'mcjudge: the tests ran to their end';

/**
 * The source with the language's `testsEnd` statement added (default mode), and the line the judge
 * then requires; the source unchanged where the language has no such rule. The statement follows the
 * test; where the test is a `main` (`testsEndBefore`), it goes into the test before the last line that
 * ends it; where the test ends the process itself (`testEndsProcess`), it comes just before the test:
 * then it proves that the test started, which an answer's own early exit still prevents. A language
 * whose test runner prints such a line itself (`testsEndLine`) gets no statement, and its line is required.
 */
export function withTestsEnd(language: Language, task: Task, source: string): { source: string; endWitness?: string } {
  if (language.testsEndLine) return { source, endWitness: language.testsEndLine };
  if (!language.testsEnd) return { source };
  const outside = language.testsEndOutside && new RegExp(language.testsEndOutside.when).test(source);
  const statement = (outside ? language.testsEndOutside!.statement : language.testsEnd).split('{witness}').join(TESTS_END_WITNESS) + '\n';
  if (language.testsEndBefore) {
    const last = [...task.test.matchAll(new RegExp(language.testsEndBefore, 'gm'))].at(-1);
    return last?.index === undefined ? { source } : intoTest(source, task, last.index, statement);
  }
  const endsProcess = language.testEndsProcess !== undefined && new RegExp(language.testEndsProcess, 'm').test(task.test);
  return endsProcess ? intoTest(source, task, 0, statement) : { source: source + '\n' + statement, endWitness: TESTS_END_WITNESS };
}

/**
 * The statement put `offset` characters into the task's test, which ends every default-mode source
 * (composeDefault, canonicalSource, brokenSource); the source unchanged where it does not end with it.
 */
function intoTest(source: string, task: Task, offset: number, statement: string): { source: string; endWitness?: string } {
  if (!task.test || !source.endsWith(task.test)) return { source };
  const at = source.length - task.test.length + offset;
  return { source: source.slice(0, at) + statement + source.slice(at), endWitness: TESTS_END_WITNESS };
}
