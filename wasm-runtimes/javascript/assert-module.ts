import { inspect } from './format-value.ts';

/** Node's `assert` module, the parts McEval tests use: a failed check throws AssertionError. */
export class AssertionError extends Error {
  override name = 'AssertionError';
  code = 'ERR_ASSERTION';
  constructor(message: string, readonly actual?: unknown, readonly expected?: unknown, readonly operator?: string) {
    super(message);
  }
}

function isDeepEqual(a: unknown, b: unknown, strict: boolean): boolean {
  if (strict ? Object.is(a, b) : a == b || (a !== a && b !== b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (strict && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Map && b instanceof Map) return a.size === b.size && [...a].every(([k, v]) => b.has(k) && isDeepEqual(v, b.get(k), strict));
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((v) => b.has(v));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && isDeepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], strict));
}

function check(ok: boolean, message: unknown, fallback: () => string, actual?: unknown, expected?: unknown, operator?: string): void {
  if (ok) return;
  if (message instanceof Error) throw message;
  throw new AssertionError(message === undefined ? fallback() : String(message), actual, expected, operator);
}

const compare = (op: string, a: unknown, b: unknown) => `Expected values to be ${op}:\n\n${inspect(a, 1)} !== ${inspect(b, 1)}\n`;

function ok(value: unknown, message?: unknown): void {
  check(!!value, message, () => 'The expression evaluated to a falsy value:\n\n  assert(' + inspect(value, 1) + ')\n', value, true, '==');
}

export const assertModule = Object.assign(ok, {
  ok,
  AssertionError,
  equal: (a: unknown, b: unknown, m?: unknown) => check(a == b || (a !== a && b !== b), m, () => compare('loosely equal', a, b), a, b, '=='),
  notEqual: (a: unknown, b: unknown, m?: unknown) => check(a != b, m, () => `${inspect(a, 1)} != ${inspect(b, 1)}`, a, b, '!='),
  strictEqual: (a: unknown, b: unknown, m?: unknown) => check(Object.is(a, b), m, () => compare('strictly equal', a, b), a, b, 'strictEqual'),
  notStrictEqual: (a: unknown, b: unknown, m?: unknown) => check(!Object.is(a, b), m, () => `Expected "actual" to be strictly unequal to: ${inspect(b, 1)}`, a, b, 'notStrictEqual'),
  deepEqual: (a: unknown, b: unknown, m?: unknown) => check(isDeepEqual(a, b, false), m, () => compare('loosely deep-equal', a, b), a, b, 'deepEqual'),
  deepStrictEqual: (a: unknown, b: unknown, m?: unknown) => check(isDeepEqual(a, b, true), m, () => compare('strictly deep-equal', a, b), a, b, 'deepStrictEqual'),
  notDeepStrictEqual: (a: unknown, b: unknown, m?: unknown) => check(!isDeepEqual(a, b, true), m, () => 'Expected "actual" not to be strictly deep-equal to "expected"', a, b, 'notDeepStrictEqual'),
  fail: (m?: unknown) => check(false, m, () => 'Failed'),
  throws(fn: () => unknown, _expected?: unknown, m?: unknown) {
    try {
      fn();
    } catch {
      return;
    }
    check(false, typeof _expected === 'string' ? _expected : m, () => 'Missing expected exception.');
  },
  doesNotThrow(fn: () => unknown) {
    fn();
  },
});
