import type { Language } from './language.ts';

/**
 * C's and C++'s end witness (default mode): every test's main of either language ends with
 * `return 0;`, and the program returns its own status just before it (core/assemble/tests-end.ts,
 * TESTS_END_STATUS), which prints nothing and allocates nothing.
 */
export const C_FAMILY_TESTS_END: Pick<Language, 'testsEnd' | 'testsEndBefore'> = {
  testsEnd: "    return {status};",
  testsEndBefore: "^(?=[^\\S\\n]*return 0;\\s*\\}\\s*$(?![\\s\\S]))",
};
