/**
 * What the BiwaScheme runtime does not run as `racket` does, as data: a program that needs one of these
 * is handed on (`unavailable`, with the reason) to the next executor, a native racket, and never judged
 * here. Three kinds of rule:
 * - NAME_RULES: Racket bindings the runtime deliberately lacks, with why (the expander hands on any other
 *   binding of `#lang racket` it does not implement with a generic reason);
 * - the reader's and expander's own refusals (reader.ts, expander.ts: reader extensions, `#lang` other
 *   than racket, libraries other than racket's own and rackunit, macros, submodules, keyword arguments to
 *   the program's own procedures...);
 * - checks while the program runs (numbers.ts, world.ts: results of transcendental functions and float
 *   powers, complex numbers, the iteration order of hash tables and sets, eq? on numbers or strings
 *   whose identity Racket does not fix, non-ASCII text in case conversion and character classes).
 * Each was measured against racket 8.7 (hand-on-rules.test.ts).
 */

/** Racket bindings handed on by name, with the reason reported for the program. */
export const NAME_RULES: Readonly<Record<string, string>> = {
  // Mutable strings: strings here are JavaScript strings.
  'string-set!': 'it mutates a string (string-set!), and strings here are immutable',
  'string-fill!': 'it mutates a string (string-fill!), and strings here are immutable',
  'string-copy!': 'it mutates a string (string-copy!), and strings here are immutable',
  // Nondeterminism and the outside world.
  random: 'it uses random numbers (its output differs from run to run)',
  shuffle: 'it shuffles randomly (its output differs from run to run)',
  'random-seed': 'it seeds the random generator, whose sequence this runtime does not reproduce',
  'current-seconds': 'it reads the clock',
  'current-milliseconds': 'it reads the clock',
  'current-inexact-milliseconds': 'it reads the clock',
  'current-process-milliseconds': 'it reads the clock',
  'current-gc-milliseconds': 'it reads the clock',
  sleep: 'it sleeps',
  time: 'it times itself',
  'read-line': 'it reads standard input',
  read: 'it reads standard input',
  'read-char': 'it reads standard input',
  'current-command-line-arguments': 'it reads its command line',
  getenv: 'it reads the environment',
  system: 'it runs other programs',
  'open-input-file': 'it reads files',
  'open-output-file': 'it writes files',
  'with-output-to-file': 'it writes files',
  'with-input-from-file': 'it reads files',
  'file->string': 'it reads files',
  'file->lines': 'it reads files',
  'call-with-output-file': 'it writes files',
  'call-with-input-file': 'it reads files',
  // Forms and features.
  match: 'it uses match (racket/match), which this runtime does not implement',
  'match-define': 'it uses match-define (racket/match), which this runtime does not implement',
  'match-let': 'it uses match-let (racket/match), which this runtime does not implement',
  'match-lambda': 'it uses match-lambda (racket/match), which this runtime does not implement',
  parameterize: 'it uses parameterize, which this runtime does not implement',
  'dynamic-wind': 'it uses dynamic-wind, which this runtime does not implement',
  'define-syntax-rule': 'it defines a macro (define-syntax-rule)',
  'define-syntax': 'it defines a macro (define-syntax)',
  'syntax-rules': 'it defines a macro (syntax-rules)',
  'module+': 'it has a submodule (module+), which this runtime does not implement',
  delay: 'it uses promises (delay), which this runtime does not implement',
  force: 'it uses promises (force), which this runtime does not implement',
  thread: 'it uses threads',
  'regexp-match': 'it uses regular expressions, which this runtime does not implement',
  'regexp-match?': 'it uses regular expressions, which this runtime does not implement',
  'regexp-replace': 'it uses regular expressions, which this runtime does not implement',
  'regexp-replace*': 'it uses regular expressions, which this runtime does not implement',
  'regexp-split': 'it uses regular expressions, which this runtime does not implement',
  regexp: 'it uses regular expressions, which this runtime does not implement',
  pregexp: 'it uses regular expressions, which this runtime does not implement',
  '~r': 'it formats numbers with ~r, which this runtime does not implement',
  'check-within': 'it uses check-within, which this runtime does not implement',
  'check-match': 'it uses check-match, which this runtime does not implement',
  'test-suite': 'it uses rackunit test suites, which this runtime does not implement',
  'run-tests': 'it runs rackunit test suites, which this runtime does not implement',
};

/** The reason a program that uses a Racket binding this runtime lacks is handed on. */
export function handOnReasonFor(name: string): string {
  return NAME_RULES[name] || `it uses \`${name}\`, which this runtime does not implement`;
}
