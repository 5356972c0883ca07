/**
 * Racket's numbers, as Racket CS 8.7 computes them, for the BiwaScheme runtime (whose own numbers are
 * JavaScript doubles, with no exact rationals, no bignums and no exactness): the reals of Racket's tower.
 * - exact integers: a JavaScript number when it is a safe integer (never -0), else a BigInt;
 * - exact rationals: `Ratnum` (a reduced BigInt fraction with a denominator above 1);
 * - flonums: `Flonum`, a boxed double, so that 1 and 1.0 stay apart (`equal?`, printing, `exact?`).
 * Every operation keeps Racket's rules where they differ from plain IEEE arithmetic: exact 0 absorbs in
 * `*` and `/` even with a flonum, `round` goes to even, mixed exact/inexact comparisons are exact, and the
 * special exact results (`(expt x 0)` = 1, `(sqrt 16)` = 4, `(exp 0)` = 1). What could come out otherwise
 * than in Racket (complex results, a transcendental function's last bit, a float power) throws
 * `HandOn`: the program goes to a native racket. Measured against racket 8.7 in numbers.test.ts.
 */

/** Thrown when a program needs what this runtime does not reproduce faithfully; the reason is reported. */
export class HandOn extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A Racket flonum. */
export class Flonum {
  constructor(readonly v: number) {}
}

/** A Racket exact non-integer rational: n/d in lowest terms, d > 1. */
export class Ratnum {
  constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}
}

export type ExactInt = number | bigint;
export type Exact = ExactInt | Ratnum;
export type RNum = Exact | Flonum;

/** An error Racket raises (exn:fail:contract and kin): the primitives turn it into a Racket exception. */
export class NumberError extends Error {
  constructor(
    message: string,
    readonly kind: 'contract' | 'divide-by-zero' = 'contract',
  ) {
    super(message);
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;

/** An exact integer in its normal form: a safe JavaScript number, else a BigInt. */
export function normInt(b: bigint): ExactInt {
  return b >= MIN_SAFE && b <= MAX_SAFE ? Number(b) : b;
}

export function big(x: ExactInt): bigint {
  return typeof x === 'bigint' ? x : BigInt(x);
}

export const fl = (v: number): Flonum => new Flonum(v);

export function isNumber(x: unknown): x is RNum {
  return typeof x === 'number' || typeof x === 'bigint' || x instanceof Flonum || x instanceof Ratnum;
}
export const isExactInt = (x: unknown): x is ExactInt => typeof x === 'number' || typeof x === 'bigint';
export const isExact = (x: RNum): x is Exact => !(x instanceof Flonum);
export const isFlonum = (x: unknown): x is Flonum => x instanceof Flonum;
/** `integer?`: exact integers and integral finite flonums. */
export const isInteger = (x: unknown): boolean => isExactInt(x) || (x instanceof Flonum && Number.isInteger(x.v));
/** `rational?`: every real but the infinities and NaN. */
export const isRational = (x: unknown): boolean => isNumber(x) && (!(x instanceof Flonum) || Number.isFinite(x.v));

function babs(b: bigint): bigint {
  return b < 0n ? -b : b;
}
function bgcd(a: bigint, b: bigint): bigint {
  a = babs(a);
  b = babs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** n/d as an exact number in lowest terms (d ≠ 0). */
export function makeRational(n: bigint, d: bigint): Exact {
  if (d === 0n) throw new NumberError('/: division by zero', 'divide-by-zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = bgcd(n, d);
  if (g !== 1n) {
    n /= g;
    d /= g;
  }
  return d === 1n ? normInt(n) : new Ratnum(n, d);
}

const numOf = (x: Exact): bigint => (x instanceof Ratnum ? x.n : big(x));
const denOf = (x: Exact): bigint => (x instanceof Ratnum ? x.d : 1n);

/** The nearest double to an exact number (ties to even), as Racket's `exact->inexact`. */
export function toFloat(x: RNum): number {
  if (x instanceof Flonum) return x.v;
  if (typeof x === 'number') return x;
  if (typeof x === 'bigint') return Number(x);
  return ratioToFloat(x.n, x.d);
}

/** The double nearest n/d, correctly rounded (ties to even). */
function ratioToFloat(n: bigint, d: bigint): number {
  const negative = n < 0n;
  if (negative) n = -n;
  if (n === 0n) return 0;
  if (n <= MAX_SAFE && d <= MAX_SAFE) {
    // Both exact as doubles: IEEE division rounds the exact quotient correctly.
    const r = Number(n) / Number(d);
    return negative ? -r : r;
  }
  // q = floor(n * 2^s / d) with 64-65 significant bits; the rest of the quotient is the sticky bit.
  const s = 64 - (n.toString(2).length - d.toString(2).length);
  const scaledN = s >= 0 ? n << BigInt(s) : n;
  const scaledD = s >= 0 ? d : d << BigInt(-s);
  let q = scaledN / scaledD;
  const sticky = scaledN % scaledD !== 0n;
  const bits = q.toString(2).length;
  const top = bits - 1 - s; // the value's leading bit is 2^top
  if (top > 1023) return negative ? -Infinity : Infinity;
  const keep = top >= -1022 ? 53 : top + 1075; // subnormals keep the bits down to 2^-1074
  if (keep <= 0) throw new HandOn('converting an exact number below the smallest flonum');
  const drop = bits - keep;
  const mask = (1n << BigInt(drop)) - 1n;
  const rest = q & mask;
  const half = 1n << BigInt(drop - 1);
  q >>= BigInt(drop);
  if (rest > half || (rest === half && (sticky || (q & 1n) === 1n))) q += 1n;
  // q ≤ 2^53: exact as a double; scale by 2^(drop - s) in two steps so no intermediate underflows.
  const e = drop - s;
  const half1 = Math.trunc(e / 2);
  const r = Number(q) * 2 ** half1 * 2 ** (e - half1);
  return negative ? -r : r;
}

/** A double as an exact number (`inexact->exact`). */
export function floatToExact(v: number, who = 'inexact->exact'): Exact {
  if (!Number.isFinite(v)) throw new NumberError(`${who}: no exact representation\n  number: ${formatFlonum(v)}`);
  if (Number.isInteger(v)) return Number.isSafeInteger(v) ? v + 0 : BigInt(v);
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, v);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const sign = hi >>> 31 ? -1n : 1n;
  const e = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp: number;
  if (e === 0) exp = -1074;
  else {
    mantissa |= 1n << 52n;
    exp = e - 1075;
  }
  return exp >= 0 ? normInt(sign * (mantissa << BigInt(exp))) : makeRational(sign * mantissa, 1n << BigInt(-exp));
}

/** Exact, or the flonum's exact value: for comparisons, which Racket makes exactly. */
function compareExact(a: Exact, b: Exact): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  const l = numOf(a) * denOf(b);
  const r = numOf(b) * denOf(a);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** -1, 0, 1, or NaN when a flonum NaN is involved. */
export function compare(a: RNum, b: RNum): number {
  if (a instanceof Flonum || b instanceof Flonum) {
    const x = toFloat(a);
    const y = toFloat(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return x < y ? -1 : x > y ? 1 : 0;
    // Exact comparison: a flonum is an exact rational.
    return compareExact(a instanceof Flonum ? floatToExact(a.v) : a, b instanceof Flonum ? floatToExact(b.v) : b);
  }
  return compareExact(a, b);
}

export function isZero(x: RNum): boolean {
  return x instanceof Flonum ? x.v === 0 : x === 0;
}
const isExactZero = (x: RNum): boolean => x === 0;

export function sign(x: RNum): number {
  if (x instanceof Flonum) return x.v > 0 ? 1 : x.v < 0 ? -1 : x.v === 0 ? 0 : NaN;
  if (x instanceof Ratnum) return x.n > 0n ? 1 : -1;
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

export function add(a: RNum, b: RNum): RNum {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    return Number.isSafeInteger(r) ? r : normInt(BigInt(a) + BigInt(b));
  }
  if (a instanceof Flonum || b instanceof Flonum) {
    // Exact 0 is the additive identity, even of -0.0.
    if (isExactZero(a)) return b;
    if (isExactZero(b)) return a;
    return fl(toFloat(a) + toFloat(b));
  }
  if (isExactInt(a) && isExactInt(b)) return normInt(big(a) + big(b));
  return makeRational(numOf(a) * denOf(b) + numOf(b) * denOf(a), denOf(a) * denOf(b));
}

export function negate(a: RNum): RNum {
  if (typeof a === 'number') return a === 0 ? 0 : -a;
  if (typeof a === 'bigint') return normInt(-a);
  if (a instanceof Flonum) return fl(-a.v);
  return new Ratnum(-a.n, a.d);
}

export function sub(a: RNum, b: RNum): RNum {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    return Number.isSafeInteger(r) ? r + 0 : normInt(BigInt(a) - BigInt(b));
  }
  if (a instanceof Flonum || b instanceof Flonum) {
    if (isExactZero(b)) return a;
    if (isExactZero(a)) return negate(b);
    return fl(toFloat(a) - toFloat(b));
  }
  return add(a, negate(b));
}

export function mul(a: RNum, b: RNum): RNum {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a * b;
    return Number.isSafeInteger(r) ? r + 0 : normInt(BigInt(a) * BigInt(b));
  }
  // Exact 0 times anything (a flonum too, even an infinity or NaN) is exact 0.
  if (isExactZero(a) || isExactZero(b)) return 0;
  if (a instanceof Flonum || b instanceof Flonum) return fl(toFloat(a) * toFloat(b));
  if (isExactInt(a) && isExactInt(b)) return normInt(big(a) * big(b));
  return makeRational(numOf(a) * numOf(b), denOf(a) * denOf(b));
}

export function div(a: RNum, b: RNum): RNum {
  if (isExactZero(b)) throw new NumberError('/: division by zero', 'divide-by-zero');
  if (isExactZero(a)) return 0;
  if (a instanceof Flonum || b instanceof Flonum) return fl(toFloat(a) / toFloat(b));
  return makeRational(numOf(a) * denOf(b), denOf(a) * numOf(b));
}

/** Integer division for `quotient`, `remainder`, `modulo` (checked integers; inexact if either is). */
export function intDivide(op: 'quotient' | 'remainder' | 'modulo', a: RNum, b: RNum): RNum {
  if (isZero(b)) throw new NumberError(`${op}: undefined for 0`, 'divide-by-zero');
  if (a instanceof Flonum || b instanceof Flonum) {
    // Integral flonums: computed exactly, then made inexact; a zero quotient keeps the sign of x/y, a zero
    // remainder or modulo is 0.0 (measured).
    const x = toFloat(a);
    const y = toFloat(b);
    const q = divideInts(op, BigInt(x), BigInt(y));
    if (q === 0n) return fl(op === 'quotient' ? Math.trunc(x / y) : 0);
    return fl(Number(q));
  }
  return normInt(divideInts(op, big(a as ExactInt), big(b as ExactInt)));
}

function divideInts(op: 'quotient' | 'remainder' | 'modulo', x: bigint, y: bigint): bigint {
  if (op === 'quotient') return x / y;
  const rem = x % y;
  if (op === 'remainder') return rem;
  return rem !== 0n && rem < 0n !== y < 0n ? rem + y : rem;
}

export function abs(a: RNum): RNum {
  return sign(a) < 0 || (a instanceof Flonum && Object.is(a.v, -0)) ? negate(a) : a;
}

/** `floor`, `ceiling`, `truncate`, `round` (to even), exactness kept. */
export function roundTo(mode: 'floor' | 'ceiling' | 'truncate' | 'round', a: RNum): RNum {
  if (isExactInt(a)) return a;
  if (a instanceof Flonum) {
    const v = a.v;
    if (!Number.isFinite(v)) return a;
    let r: number;
    if (mode === 'floor') r = Math.floor(v);
    else if (mode === 'ceiling') r = Math.ceil(v);
    else if (mode === 'truncate') r = Math.trunc(v);
    else {
      const f = Math.floor(v);
      const diff = v - f;
      r = diff < 0.5 ? f : diff > 0.5 ? f + 1 : f % 2 === 0 ? f : f + 1;
      if (r === 0 && (v < 0 || Object.is(v, -0))) r = -0;
    }
    return fl(r);
  }
  const { n, d } = a;
  const q = n / d; // truncates toward zero
  const floor = n < 0n ? q - 1n : q; // non-integer, so floor is below the truncation for negatives
  if (mode === 'truncate') return normInt(q);
  if (mode === 'floor') return normInt(floor);
  if (mode === 'ceiling') return normInt(floor + 1n);
  const twice = 2n * (n - floor * d); // 2 * fractional part * d
  if (twice < d) return normInt(floor);
  if (twice > d) return normInt(floor + 1n);
  return normInt(floor % 2n === 0n ? floor : floor + 1n);
}

export function exactToInexact(a: RNum): Flonum {
  return a instanceof Flonum ? a : fl(toFloat(a));
}

export function inexactToExact(a: RNum, who = 'inexact->exact'): Exact {
  return a instanceof Flonum ? floatToExact(a.v, who) : a;
}

/** The largest exact integer whose square is at most n (n ≥ 0). */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // Newton steps from the double estimate.
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) {
      if (x * x > n) x -= 1n;
      else if ((x + 1n) * (x + 1n) <= n) x += 1n;
      else return x;
    } else x = y;
  }
}

export function sqrt(a: RNum): RNum {
  if (a instanceof Flonum) {
    if (a.v < 0) throw new HandOn('sqrt of a negative number (a complex result)');
    return fl(Math.sqrt(a.v));
  }
  if (sign(a) < 0) throw new HandOn('sqrt of a negative number (a complex result)');
  const n = numOf(a);
  const d = denOf(a);
  const rn = isqrt(n);
  const rd = isqrt(d);
  if (rn * rn === n && rd * rd === d) return makeRational(rn, rd);
  if (n > MAX_SAFE || d > MAX_SAFE) throw new HandOn('sqrt of an exact number beyond 2^53 that is not a perfect square');
  return fl(Math.sqrt(toFloat(a)));
}

/** Bits beyond which an exact power is not computed (Racket would; it would also take long). */
const MAX_POWER_BITS = 4_000_000;

export function expt(base: RNum, power: RNum): RNum {
  if (power === 0) return 1;
  if (isExact(base) && isExactInt(power)) {
    if (base === 1) return 1;
    if (base === 0) {
      if (sign(power) < 0) throw new NumberError('expt: undefined for 0 with a negative exponent', 'divide-by-zero');
      return 0;
    }
    if (base === -1) return big(power) % 2n === 0n ? 1 : -1;
    const p = big(power);
    const magnitude = p < 0n ? -p : p;
    const bits = (numOf(base) < 0n ? -numOf(base) : numOf(base)).toString(2).length + denOf(base).toString(2).length;
    if (Number(magnitude) * bits > MAX_POWER_BITS) throw new HandOn('an exact power with millions of digits');
    const n = numOf(base) ** magnitude;
    const d = denOf(base) ** magnitude;
    return p < 0n ? makeRational(d, n) : makeRational(n, d);
  }
  // A finite flonum base and a small positive exact integer power whose exact result is a double: every
  // algorithm (repeated multiplication or pow) gives that double.
  if (base instanceof Flonum && isExactInt(power) && Number.isFinite(base.v)) {
    const p = big(power);
    if (p > 0n && p < 64n) {
      const exact = floatToExact(base.v);
      const n = numOf(exact) ** p;
      const d = denOf(exact) ** p;
      const r = ratioToFloat(n, d);
      if (base.v !== 0 && Number.isFinite(r) && compareExact(floatToExact(r), makeRational(n, d)) === 0) return fl(r);
    }
  }
  throw new HandOn('expt with a flonum or fractional exponent (its last bit depends on the C library)');
}

/** exp, log, sin, ...: Racket gives exact results for a few exact arguments; other results are handed on. */
export function transcendental(name: string, a: RNum): RNum {
  const exactResults: Record<string, [RNum, RNum]> = {
    exp: [0, 1],
    log: [1, 0],
    sin: [0, 0],
    cos: [0, 1],
    tan: [0, 0],
    asin: [0, 0],
    acos: [1, 0],
    atan: [0, 0],
  };
  const special = exactResults[name];
  if (special && a === special[0]) return special[1];
  if (name === 'log' && a === 0) throw new NumberError('log: undefined for 0', 'divide-by-zero');
  throw new HandOn(`${name} of a number other than its exact special case (its last bit depends on the C library)`);
}

export function gcd(a: RNum, b: RNum): RNum {
  if (a instanceof Flonum || b instanceof Flonum) {
    const x = floatToExact(toFloat(a));
    const y = floatToExact(toFloat(b));
    if (!isExactInt(x) || !isExactInt(y)) throw new HandOn('gcd of non-integers');
    return fl(toFloat(normInt(bgcd(big(x), big(y)))));
  }
  if (!isExactInt(a) || !isExactInt(b)) throw new HandOn('gcd of exact rationals');
  return normInt(bgcd(big(a), big(b)));
}

export function lcm(a: RNum, b: RNum): RNum {
  if (a instanceof Flonum || b instanceof Flonum) throw new HandOn('lcm of flonums');
  if (!isExactInt(a) || !isExactInt(b)) throw new HandOn('lcm of exact rationals');
  const x = big(a);
  const y = big(b);
  if (x === 0n || y === 0n) return 0;
  return normInt(babs((x / bgcd(x, y)) * y));
}

export function numerator(a: RNum): RNum {
  if (a instanceof Flonum) {
    const e = floatToExact(a.v, 'numerator');
    return fl(toFloat(e instanceof Ratnum ? normInt(e.n) : e));
  }
  return a instanceof Ratnum ? normInt(a.n) : a;
}

export function denominator(a: RNum): RNum {
  if (a instanceof Flonum) {
    const e = floatToExact(a.v, 'denominator');
    return fl(e instanceof Ratnum ? Number(e.d) : 1);
  }
  return a instanceof Ratnum ? normInt(a.d) : 1;
}

// ---------------------------------------------------------------------------------------------------
// Printing and reading

/**
 * A double as Racket CS prints it: the shortest digits that read back to it, positional when the decimal
 * point falls at most 3 places before the digits or (for large numbers) at most 3 zeros are padded after
 * them or the number is below 1e14, exponential otherwise (`1e+21`, `1.5e-7`); `.0` for integers.
 */
export function formatFlonum(v: number): string {
  if (Number.isNaN(v)) return '+nan.0';
  if (v === Infinity) return '+inf.0';
  if (v === -Infinity) return '-inf.0';
  if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
  const negative = v < 0;
  const [mantissa, exponent] = Math.abs(v).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const n = digits.length;
  const k = Number(exponent) + 1; // value = 0.DIGITS × 10^k
  let text: string;
  if (k >= -3 && (k <= 14 || k - n <= 3)) {
    if (k <= 0) text = '0.' + '0'.repeat(-k) + digits;
    else if (k < n) text = digits.slice(0, k) + '.' + digits.slice(k);
    else text = digits + '0'.repeat(k - n) + '.0';
  } else {
    const e = k - 1;
    text = (n === 1 ? digits : digits[0] + '.' + digits.slice(1)) + 'e' + (e < 0 ? '-' : '+') + Math.abs(e);
  }
  return negative ? '-' + text : text;
}

/** `number->string` (radix 10), the same text `display`, `write` and `print` give. */
export function numberToString(x: RNum, radix = 10): string {
  if (radix !== 10) {
    if (isExactInt(x)) return x.toString(radix);
    if (x instanceof Ratnum) return x.n.toString(radix) + '/' + x.d.toString(radix);
    throw new HandOn('number->string of a flonum in another radix');
  }
  if (x instanceof Flonum) return formatFlonum(x.v);
  if (x instanceof Ratnum) return `${x.n}/${x.d}`;
  return String(x);
}

const DECIMAL = /^([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;
const FRACTION = /^([+-]?\d+)\/(\d+)$/;
const INTEGER = /^[+-]?\d+$/;
const SPECIAL: Record<string, number> = { '+inf.0': Infinity, '-inf.0': -Infinity, '+nan.0': NaN, '-nan.0': NaN };

/**
 * A token in Racket's decimal number syntax (integers, decimals with an exponent, fractions, ±inf.0 and
 * ±nan.0, #x/#b/#o/#d/#e/#i prefixes): the number, `false` when it is surely not a number, or `undefined`
 * when it might be one in a syntax this reader does not know (the caller hands the program on).
 */
export function parseNumber(token: string): RNum | false | undefined {
  let text = token;
  let radix = 10;
  let exactness: 'e' | 'i' | undefined;
  while (/^#[xXbBoOdDeEiI]/.test(text)) {
    const c = text[1].toLowerCase();
    if (c === 'e' || c === 'i') {
      if (exactness) return undefined;
      exactness = c;
    } else {
      if (radix !== 10 && c !== 'd') return undefined;
      radix = c === 'x' ? 16 : c === 'b' ? 2 : c === 'o' ? 8 : 10;
    }
    text = text.slice(2);
  }
  if (text.startsWith('#')) return undefined;
  let value: RNum | undefined;
  if (radix !== 10) {
    const digits = radix === 16 ? /^[+-]?[0-9a-fA-F]+$/ : radix === 8 ? /^[+-]?[0-7]+$/ : /^[+-]?[01]+$/;
    if (!digits.test(text)) return /^[+-]?[0-9a-zA-Z./]+$/.test(text) ? undefined : false;
    const negative = text.startsWith('-');
    const body = text.replace(/^[+-]/, '');
    const prefix = radix === 16 ? '0x' : radix === 8 ? '0o' : '0b';
    const b = BigInt(prefix + body);
    value = normInt(negative ? -b : b);
  } else if (text in SPECIAL) {
    value = fl(SPECIAL[text]);
  } else if (INTEGER.test(text)) {
    value = normInt(BigInt(text));
  } else if (FRACTION.test(text)) {
    const [, n, d] = FRACTION.exec(text)!;
    if (BigInt(d) === 0n) return exactness === 'i' ? undefined : false;
    value = makeRational(BigInt(n), BigInt(d));
  } else if (DECIMAL.test(text)) {
    if (exactness === 'e') return undefined;
    value = fl(Number(text));
    if (!Number.isFinite(value.v)) return undefined;
  } else {
    // Might it be a number in a syntax not handled here (exponent markers other than e, #-padding,
    // complex or polar numbers, extflonums)? Not when it has a character no such syntax has.
    const numeric = /^[+-]?(\d|\.\d)/.test(text) || /^[+-](inf|nan)\./i.test(text);
    if (numeric && /^[0-9a-zA-Z+\-./#@]*$/.test(text.replace(/inf|nan/gi, '')) && !/[a-cg-hj-km-ru-zA-CG-HJ-KM-RU-Z]/.test(text.replace(/inf|nan/gi, ''))) return undefined;
    return false;
  }
  if (exactness === 'i') return exactToInexact(value);
  if (exactness === 'e') return inexactToExact(value);
  return value;
}
