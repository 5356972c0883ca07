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
    // Every default-mode source ends with the task's test (composeDefault, canonicalSource, brokenSource).
    const last = task.test && source.endsWith(task.test) ? [...task.test.matchAll(new RegExp(language.testsEndBefore, 'gm'))].at(-1) : undefined;
    if (last?.index === undefined) return { source };
    const at = source.length - task.test.length + last.index;
    return { source: source.slice(0, at) + statement + source.slice(at), endWitness: TESTS_END_WITNESS };
  }
  const endsProcess = language.testEndsProcess !== undefined && new RegExp(language.testEndsProcess, 'm').test(task.test);
  if (!endsProcess) return { source: source + '\n' + statement, endWitness: TESTS_END_WITNESS };
  // Every default-mode source ends with the task's test (composeDefault, canonicalSource, brokenSource).
  if (!task.test || !source.endsWith(task.test)) return { source };
  return { source: source.slice(0, source.length - task.test.length) + statement + task.test, endWitness: TESTS_END_WITNESS };
}
