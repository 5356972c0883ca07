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
 * The exit status a default-mode C or C++ test's `main` returns at its end instead of 0 (`{status}` in
 * `testsEnd`): the judge takes it as status 0 that ran to the test's end, and status 0 as an early exit.
 * A status, not a printed line: printing allocates stdout's buffer, and glibc aborts on a heap that an
 * answer overran but whose asserts passed, where the official harness and clang in WebAssembly pass it.
 */
export const TESTS_END_STATUS = 86;

/** A default-mode source, and what its run must show to have run its test to the end. */
export interface TestsEnd {
  source: string;
  /** A line its stdout must hold. */
  endWitness?: string;
  /** The exit status it must end with, which counts as 0. */
  endStatus?: number;
}

/**
 * The source with the language's `testsEnd` statement added (default mode), and the line (or, for a
 * statement that returns `{status}`, the exit status) the judge then requires; the source unchanged
 * where the language has no such rule. The statement follows the test; where the test is a `main`
 * (`testsEndBefore`), it goes into the test before the last line that ends it; where the test ends the
 * process itself (`testEndsProcess`), it comes just before the test: then it proves that the test
 * started, which an answer's own early exit still prevents. A language whose test runner prints such a
 * line itself (`testsEndLine`) gets no statement, and its line is required.
 */
export function withTestsEnd(language: Language, task: Task, source: string): TestsEnd {
  if (language.testsEndLine) return { source, endWitness: language.testsEndLine };
  if (!language.testsEnd) return { source };
  const outside = language.testsEndOutside && new RegExp(language.testsEndOutside.when).test(source);
  const template = outside ? language.testsEndOutside!.statement : language.testsEnd;
  const statement = template.split('{witness}').join(TESTS_END_WITNESS).split('{status}').join(String(TESTS_END_STATUS)) + '\n';
  const witness = template.includes('{status}') ? { endStatus: TESTS_END_STATUS } : { endWitness: TESTS_END_WITNESS };
  if (language.testsEndBefore) {
    const last = [...task.test.matchAll(new RegExp(language.testsEndBefore, 'gm'))].at(-1);
    return last?.index === undefined ? { source } : intoTest(source, task, language, last.index, statement, witness);
  }
  const endsProcess = language.testEndsProcess !== undefined && new RegExp(language.testEndsProcess, 'm').test(task.test);
  return endsProcess ? intoTest(source, task, language, 0, statement, witness) : { source: source + '\n' + statement, ...witness };
}

/**
 * The statement put `offset` characters into the task's test, which ends every default-mode source
 * (composeDefault, canonicalSource, brokenSource), or begins it where the test is the main program
 * (`testFirst`, Fortran); the source unchanged where the test is not there.
 */
function intoTest(source: string, task: Task, language: Language, offset: number, statement: string, witness: Omit<TestsEnd, 'source'>): TestsEnd {
  const there = language.testFirst ? source.startsWith(task.test) : source.endsWith(task.test);
  if (!task.test || !there) return { source };
  const at = (language.testFirst ? 0 : source.length - task.test.length) + offset;
  return { source: source.slice(0, at) + statement + source.slice(at), ...witness };
}
