import type { Core } from './core.ts';
import type { Biwa, BInterpreter, BPair, BSymbol, BChar } from './biwa.ts';
import type { Datum } from './reader.ts';
import type { PrimitiveInfo } from './expander.ts';
import * as N from './numbers.ts';
import { HandOn, type RNum } from './numbers.ts';
import { Printer, type Mode } from './printer.ts';
import { Box, EOF, Exit, Exn, Keyword, MultipleValues, OutputPort, Raise, RHash, RSet, RStruct, StructType, UNINIT, UNSUPPLIED, type HashKind } from './values.ts';

/**
 * A program's world: one fresh BiwaScheme instance with Racket's primitives installed in its global
 * environment (as `#%<name>`), Racket's printer, equality, hash tables, sequences, errors and rackunit's
 * checks. The primitives check their arguments as Racket's do and raise the same kind of exception, so
 * that a program errs exactly where racket errs: inside a rackunit check an exception is an ERROR (which
 * passes, by McEval's rule, when nothing FAILs), outside it ends the program with status 1.
 */

type Fn = (args: unknown[], intp: BInterpreter) => unknown;
type Impl = (w: World, a: unknown[], intp: BInterpreter) => unknown;

interface Def {
  name: string;
  min: number;
  max: number; // -1: any number
  impl: Impl;
  info: PrimitiveInfo;
  /** For primitives with keyword arguments: the implementation given the keywords by name. */
  kw?: (w: World, kw: Map<string, unknown>, a: unknown[], intp: BInterpreter) => unknown;
}

const DEFS: Def[] = [];
/** Values (not procedures) bound in the global environment: `pi`, `null`, `empty`... */
const VALUES = new Map<string, (w: World) => unknown>();

function def(name: string, min: number, max: number, impl: Impl, info: PrimitiveInfo = {}): void {
  DEFS.push({ name, min, max, impl, info });
}
/** A primitive that neither calls procedures nor touches mutable state, and may raise. */
const pure = (name: string, min: number, max: number, impl: Impl) => def(name, min, max, impl, { pure: true });
/** A primitive that never raises either: reorderable freely. */
const total = (name: string, min: number, max: number, impl: Impl) => def(name, min, max, impl, { pure: true, total: true });

/** What the expander needs: every primitive and prelude procedure by name. */
export function primitiveInfo(prelude: ReadonlyMap<string, readonly [number, number] | undefined>): Map<string, PrimitiveInfo> {
  const m = new Map<string, PrimitiveInfo>();
  for (const d of DEFS) m.set(d.name, { ...d.info, arity: [d.min, d.max] });
  for (const [name] of VALUES) m.set(name, { pure: true, total: true });
  for (const [n, arity] of prelude) if (!m.has(n)) m.set(n, arity ? { arity } : {});
  return m;
}

/** A continuation or procedure wrapper made by the runtime, with what it accepts. */
interface Arity {
  min: number;
  max: number; // -1: no upper bound
}

export class World {
  readonly printer: Printer;
  readonly intp: BInterpreter;
  stdout: OutputPort;
  stderr: OutputPort;
  currentOut: OutputPort;
  currentErr: OutputPort;
  /** Names of procedures (for printing), and arities of the runtime's own wrappers. */
  readonly names = new WeakMap<object, string>();
  readonly arities = new WeakMap<object, Arity>();
  private readonly ids = new WeakMap<object, number>();
  private nextId = 0;
  /** Checks running (a check inside another's arguments is handed on). */
  checkDepth = 0;
  /** Inside a rackunit test-case: a failing check aborts it instead of printing. */
  testCase: string | false | undefined;
  /**
   * The pairs of lists whose order is a hash table's or set's (hash-keys, set->list...), which Racket's
   * hashing decides and this runtime does not reproduce. Whatever reads them in order (car, equal?, a
   * for loop...) hands the program on; what does not depend on the order (length, a sort with a
   * primitive comparison and no ties, apply + on exact numbers) uses them.
   */
  unordered: WeakSet<object> | undefined;

  /** Marks a list built from a hash table's or set's entries, when their order matters (more than one). */
  unorderedList(items: unknown[], what: string): unknown {
    const list = this.arrayToList(items);
    if (items.length > 1) {
      this.unordered ??= new WeakSet();
      for (let p = list; this.isPair(p); p = p.cdr) this.unordered.add(p);
      this.unorderedWhat = what;
    }
    return list;
  }
  private unorderedWhat = '';

  /** Hands the program on when `p` is a pair of such a list. */
  ordered(p: unknown): void {
    if (this.unordered !== undefined && this.unordered.has(p as object)) {
      throw new HandOn(`it depends on the order of ${this.unorderedWhat} of a hash table or set with more than one entry, which Racket's hashing decides`);
    }
  }

  constructor(
    readonly B: Biwa,
    io: { stdout: (s: string) => void; stderr: (s: string) => void },
    readonly file: string,
    readonly usesValues: boolean,
  ) {
    this.stdout = new OutputPort('stdout', io.stdout);
    this.stderr = new OutputPort('stderr', io.stderr);
    this.currentOut = this.stdout;
    this.currentErr = this.stderr;
    this.printer = new Printer(B, (p) => this.names.get(p as object));
    this.patchBiwa();
    this.intp = new B.Interpreter();
    this.install();
  }

  // ---------------------------------------------------------------------------------------------
  // BiwaScheme

  /**
   * Continuations become procedures that refuse to cross from one interpreter to another (a check or a
   * handler runs its thunk in an interpreter of its own), and the VM's stack is bounded.
   */
  private patchBiwa(): void {
    const B = this.B;
    const world = this;
    const proto = B.Interpreter.prototype as BInterpreter;
    const capture = proto.capture_continuation;
    proto.capture_continuation = function (this: BInterpreter, s: number, n: number) {
      const k = capture.call(this, s, n);
      const owner = this;
      const cont: Fn = (args, intp) => {
        if (intp !== owner) throw new HandOn('a continuation is called outside the check or exception handler that captured it');
        if (args.length !== 1) throw new HandOn('a continuation is called with other than one value');
        return new B.Call(k, args);
      };
      world.arities.set(cont, { min: 0, max: -1 });
      return cont;
    };
    const push = proto.push;
    let pushes = 0;
    const deadline = Date.now() + TIME_BUDGET_MS;
    proto.push = function (this: BInterpreter, x: unknown, s: number) {
      if (s > STACK_LIMIT) throw new HandOn(`it recurses deeper than this runtime's stack allows (${STACK_LIMIT} slots)`);
      // Every call pushes: the clock is read every 65536 of them.
      if ((++pushes & 0xffff) === 0 && Date.now() > deadline) {
        throw new HandOn(`it ran for more than ${TIME_BUDGET_MS / 1000} s here; BiwaScheme is many times slower than racket, so a native racket decides`);
      }
      return push.call(this, x, s);
    };
  }

  /** Core → BiwaScheme's s-expression for its compiler. */
  toBiwa(c: Core): unknown {
    const B = this.B;
    const list = (...xs: unknown[]) => this.arrayToList(xs);
    switch (c.k) {
      case 'quote': {
        const v = this.datum(c.d, true);
        return B.isSymbol(v) || v instanceof B.Pair ? list(B.Sym('quote'), v) : v;
      }
      case 'const':
        return c.v === undefined ? B.undef : c.v;
      case 'ref':
        return B.Sym(c.name);
      case 'set':
        return list(B.Sym('set!'), B.Sym(c.name), this.toBiwa(c.value));
      case 'if':
        return list(B.Sym('if'), this.toBiwa(c.test), this.toBiwa(c.then), this.toBiwa(c.else));
      case 'lambda':
        return list(B.Sym('lambda'), this.arrayToList(c.params.map((p) => B.Sym(p))), this.toBiwa(c.body));
      case 'seq':
        return list(B.Sym('begin'), ...c.body.map((x) => this.toBiwa(x)));
      case 'app':
        return list(this.toBiwa(c.fn), ...c.args.map((x) => this.toBiwa(x)));
      case 'callcc':
        return list(B.Sym('call/cc'), this.toBiwa(c.fn));
    }
  }

  /** A datum as the value `quote` gives: immutable pairs, frozen vectors, interned symbols and characters. */
  datum(d: Datum, literal: boolean): unknown {
    const B = this.B;
    switch (d.t) {
      case 'num':
        return d.value;
      case 'str':
        return d.value;
      case 'bool':
        return d.value;
      case 'char':
        return B.Char.get(d.value);
      case 'sym':
        return B.Sym(d.name);
      case 'kw':
        return Keyword.get(d.name);
      case 'vec': {
        const v = d.items.map((x) => this.datum(x, literal));
        return literal ? Object.freeze(v) : v;
      }
      case 'list': {
        let out: unknown = d.tail ? this.datum(d.tail, literal) : B.nil;
        for (let i = d.items.length - 1; i >= 0; i--) out = new B.Pair(this.datum(d.items[i], literal), out);
        return out;
      }
    }
  }

  /** Runs one compiled module-level form in the main interpreter. */
  runForm(c: Core): unknown {
    const expr = this.toBiwa(c);
    const code = new this.B.Compiler().run(expr);
    return this.intp._execute(expr, code.il, 0, [], 0);
  }

  /** Calls a procedure from JavaScript, to completion, in an interpreter of its own. */
  callSync(f: unknown, args: unknown[]): unknown {
    const nested = new this.B.Interpreter(this.intp);
    return nested.invoke_closure(f, args);
  }

  // ---------------------------------------------------------------------------------------------
  // Lists

  arrayToList(xs: readonly unknown[], tail: unknown = this.B.nil): unknown {
    let out = tail;
    for (let i = xs.length - 1; i >= 0; i--) out = new this.B.Pair(xs[i], out);
    return out;
  }

  isPair(x: unknown): x is BPair {
    return x instanceof this.B.Pair;
  }

  isList(x: unknown): boolean {
    while (this.isPair(x)) x = x.cdr;
    return x === this.B.nil;
  }

  /** The elements of a proper list, or a contract error naming `who`. */
  listToArray(x: unknown, who: string, expected = 'list?', orderFree = false): unknown[] {
    const out: unknown[] = [];
    let p = x;
    while (this.isPair(p)) {
      if (!orderFree) this.ordered(p);
      out.push(p.car);
      p = p.cdr;
    }
    if (p !== this.B.nil) this.contract(who, expected, x);
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // Errors

  raise(kind: string, message: string): never {
    throw new Raise(new Exn(kind, message));
  }

  show(v: unknown): string {
    return this.printer.text(v, 'print', false);
  }

  contract(who: string, expected: string, given: unknown): never {
    this.raise('exn:fail:contract', `${who}: contract violation\n  expected: ${expected}\n  given: ${this.show(given)}`);
  }

  /** A Racket exception value for anything thrown while running (HandOn and Exit pass through). */
  caught(e: unknown): unknown {
    if (e instanceof HandOn || e instanceof Exit) throw e;
    if (e instanceof Raise) return e.value;
    if (e instanceof N.NumberError) return new Exn(e.kind === 'divide-by-zero' ? 'exn:fail:contract:divide-by-zero' : 'exn:fail:contract', e.message);
    const message = e instanceof Error ? e.message : String(e);
    // BiwaScheme's own run-time errors: a closure called with the wrong number of arguments, a call of a
    // non-procedure. Anything else is a fault of this runtime: handed on.
    const arity = /^Function call error: got (\d+) but wanted (\d+)/.exec(message);
    if (arity) return new Exn('exn:fail:contract:arity', `arity mismatch;\n the expected number of arguments does not match the given number\n  expected: ${arity[2]}\n  given: ${arity[1]}`);
    if (/ is not a function/.test(message) && (e as { name?: string }).name !== 'TypeError') {
      return new Exn('exn:fail:contract', 'application: not a procedure;\n expected a procedure that can be applied to arguments');
    }
    if (e instanceof RangeError) throw new HandOn(`it recursed deeper than JavaScript's stack allows here (${message})`);
    throw new HandOn(`this runtime failed: ${message.split('\n')[0].slice(0, 200)}`);
  }

  /** The message racket prints for an uncaught exception. */
  uncaughtMessage(v: unknown): string {
    if (v instanceof Exn) return v.message;
    return `uncaught exception: ${this.show(v)}`;
  }

  // ---------------------------------------------------------------------------------------------
  // Equality and hashing

  eqv(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (a instanceof N.Flonum && b instanceof N.Flonum) return Object.is(a.v, b.v);
    if (a instanceof N.Ratnum && b instanceof N.Ratnum) return a.n === b.n && a.d === b.d;
    return false;
  }

  /** eq?: identity, which Racket fixes for small integers, characters, symbols...; not for other numbers or strings. */
  eq(a: unknown, b: unknown): boolean {
    if (a === b) {
      if (typeof a === 'string') throw new HandOn('it compares strings with eq? (whether two equal strings are the same object is not reproduced)');
      if (typeof a === 'bigint') throw new HandOn('it compares big integers with eq?');
      return true;
    }
    if ((a instanceof N.Flonum && b instanceof N.Flonum && Object.is(a.v, b.v)) || (a instanceof N.Ratnum && b instanceof N.Ratnum && this.eqv(a, b))) {
      throw new HandOn('it compares equal non-fixnum numbers with eq? (their identity is not reproduced)');
    }
    return false;
  }

  equal(a: unknown, b: unknown): boolean {
    for (;;) {
      if (a === b || this.eqv(a, b)) return true;
      if (this.isPair(a) && this.isPair(b)) {
        this.ordered(a);
        this.ordered(b);
        if (!this.equal(a.car, b.car)) return false;
        a = a.cdr;
        b = b.cdr;
        continue;
      }
      if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => this.equal(x, (b as unknown[])[i]));
      if (a instanceof RStruct && b instanceof RStruct) {
        return a.type === b.type && a.type.transparent && a.fields.every((x, i) => this.equal(x, (b as RStruct).fields[i]));
      }
      if (a instanceof Box && b instanceof Box) return this.equal(a.value, b.value);
      if (a instanceof RHash && b instanceof RHash) {
        if (a.kind !== b.kind || a.mutable !== b.mutable || a.entries.size !== b.entries.size) return false;
        for (const [key, [, v]] of a.entries) {
          const other = b.entries.get(key);
          if (!other || !this.equal(v, other[1])) return false;
        }
        return true;
      }
      if (a instanceof RSet && b instanceof RSet) {
        if (a.kind !== b.kind || a.mutable !== b.mutable || a.entries.size !== b.entries.size) return false;
        for (const key of a.entries.keys()) if (!b.entries.has(key)) return false;
        return true;
      }
      return false;
    }
  }

  private identity(x: object): string {
    let id = this.ids.get(x);
    if (id === undefined) this.ids.set(x, (id = ++this.nextId));
    return `o${id}`;
  }

  /** The key of a value in a hash table of the given kind: equal keys (by that kind) get the same string. */
  hashKey(x: unknown, kind: HashKind): string {
    const B = this.B;
    if (typeof x === 'number') return `i${x}`;
    if (typeof x === 'boolean') return x ? '#t' : '#f';
    if (B.isSymbol(x)) return `y${(x as BSymbol).name}`;
    if (B.isChar(x)) return `c${(x as BChar).value}`;
    if (x === B.nil) return '()';
    if (x === B.undef) return 'void';
    if (x instanceof Keyword) return `k${x.name}`;
    if (kind === 'eq') {
      if (typeof x === 'string') throw new HandOn('it keys an eq?-based table with strings (their identity is not reproduced)');
      if (typeof x === 'bigint' || x instanceof N.Flonum || x instanceof N.Ratnum) throw new HandOn('it keys an eq?-based table with non-fixnum numbers');
      return this.identity(x as object);
    }
    if (typeof x === 'bigint') return `i${x}`;
    if (x instanceof N.Flonum) return `f${Object.is(x.v, -0) ? '-0' : Number.isNaN(x.v) ? 'nan' : x.v}`;
    if (x instanceof N.Ratnum) return `r${x.n}/${x.d}`;
    if (kind === 'eqv') {
      if (typeof x === 'string') throw new HandOn('it keys an eqv?-based table with strings (their identity is not reproduced)');
      return this.identity(x as object);
    }
    if (typeof x === 'string') return `s${x}`;
    if (this.isPair(x)) {
      const parts: string[] = [];
      let p: unknown = x;
      while (this.isPair(p)) {
        this.ordered(p);
        parts.push(this.hashKey(p.car, kind));
        p = p.cdr;
      }
      return `(${parts.join(' ')} . ${this.hashKey(p, kind)})`;
    }
    if (Array.isArray(x)) return `#(${x.map((e) => this.hashKey(e, kind)).join(' ')})`;
    if (x instanceof RStruct && x.type.transparent) return `S${this.identity(x.type)}(${x.fields.map((e) => this.hashKey(e, kind)).join(' ')})`;
    if (x instanceof Box) return `&${this.hashKey(x.value, kind)}`;
    if (x instanceof RHash || x instanceof RSet) throw new HandOn('it uses a hash table or set as a key');
    return this.identity(x as object);
  }

  // ---------------------------------------------------------------------------------------------
  // Procedures

  isProcedure(x: unknown): boolean {
    return this.B.isClosure(x) || typeof x === 'function';
  }

  arity(f: unknown): Arity | undefined {
    if (typeof f === 'function') return this.arities.get(f);
    if (this.B.isClosure(f)) {
      const c = f as { expected_args?: number; dotpos: number };
      if (c.dotpos >= 0) return { min: c.dotpos, max: -1 };
      if (c.expected_args !== undefined) return { min: c.expected_args, max: c.expected_args };
    }
    return undefined;
  }

  arityIncludes(f: unknown, n: number): boolean {
    const a = this.arity(f);
    if (!a) throw new HandOn('this runtime cannot tell the arity of a procedure');
    return n >= a.min && (a.max < 0 || n <= a.max);
  }

  /** Registers a JavaScript procedure as a Racket procedure value. */
  procedure(f: Fn, arity: Arity, name?: string): Fn {
    this.arities.set(f, arity);
    if (name) this.names.set(f, name);
    return f;
  }

  // ---------------------------------------------------------------------------------------------
  // Output

  print(v: unknown, mode: Mode, port: OutputPort = this.currentOut): void {
    port.write(this.printer.text(v, mode, port.name === 'string'));
  }

  // ---------------------------------------------------------------------------------------------
  // Installation

  private install(): void {
    const env = this.B.TopEnv;
    for (const d of DEFS) {
      const w = this;
      const { name, min, max, impl } = d;
      const checkValues = this.usesValues;
      const fn: Fn = (args, intp) => {
        if (args.length < min || (max >= 0 && args.length > max)) w.arityError(name, args.length, min, max);
        if (checkValues) for (const a of args) if (a instanceof MultipleValues) w.raise('exn:fail:contract:arity', 'result arity mismatch;\n expected number of values not received');
        return impl(w, args, intp);
      };
      this.arities.set(fn, { min, max });
      this.names.set(fn, name);
      if (d.info.pure) PURE.add(name);
      if (d.kw) (fn as Fn & { kw?: Def['kw'] }).kw = d.kw;
      env[`#%${name}`] = fn;
    }
    for (const [name, value] of VALUES) env[`#%${name}`] = value(this);
  }

  arityError(name: string, given: number, min: number, max: number): never {
    const expected = max === min ? `${min}` : max < 0 ? `at least ${min}` : `${min} to ${max}`;
    this.raise('exn:fail:contract:arity', `${name}: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: ${expected}\n  given: ${given}`);
  }
}

/**
 * Run time after which a program is handed on (racket's limit is 30 s): BiwaScheme's VM is tens of times
 * slower than Racket CS, so a program that needs this long here may well pass natively in time.
 */
const TIME_BUDGET_MS = 20_000;

/** VM stack slots allowed (8 bytes each): deeper recursion is handed on rather than exhausting memory. */
const STACK_LIMIT = 30_000_000;

// =================================================================================================
// Argument checks

function num(w: World, who: string, x: unknown): RNum {
  if (!N.isNumber(x)) w.contract(who, 'number?', x);
  return x;
}
function real(w: World, who: string, x: unknown): RNum {
  if (!N.isNumber(x)) w.contract(who, 'real?', x);
  return x;
}
function integer(w: World, who: string, x: unknown): RNum {
  if (!N.isInteger(x)) w.contract(who, 'integer?', x);
  return x as RNum;
}
function exactInt(w: World, who: string, x: unknown): N.ExactInt {
  if (!N.isExactInt(x)) w.contract(who, 'exact-integer?', x);
  return x;
}
/** An index (exact nonnegative integer); a bignum is too large for any list or vector. */
function index(w: World, who: string, x: unknown): number {
  if (typeof x === 'number' && x >= 0) return x;
  if (typeof x === 'bigint' && x > 0n) return Number.MAX_SAFE_INTEGER;
  w.contract(who, 'exact-nonnegative-integer?', x);
}
function str(w: World, who: string, x: unknown): string {
  if (typeof x !== 'string') w.contract(who, 'string?', x);
  return x;
}
function chr(w: World, who: string, x: unknown): string {
  if (!w.B.isChar(x)) w.contract(who, 'char?', x);
  return (x as BChar).value;
}
function sym(w: World, who: string, x: unknown): string {
  if (!w.B.isSymbol(x)) w.contract(who, 'symbol?', x);
  return (x as BSymbol).name;
}
function proc(w: World, who: string, x: unknown, arity?: number): unknown {
  if (!w.isProcedure(x)) w.contract(who, arity === undefined ? 'procedure?' : `(procedure-arity-includes/c ${arity})`, x);
  if (arity !== undefined && !w.arityIncludes(x, arity)) w.contract(who, `(procedure-arity-includes/c ${arity})`, x);
  return x;
}
function pair(w: World, who: string, x: unknown): BPair {
  if (!w.isPair(x)) w.contract(who, 'pair?', x);
  return x;
}
function vec(w: World, who: string, x: unknown): unknown[] {
  if (!Array.isArray(x)) w.contract(who, 'vector?', x);
  return x;
}
function mutableVec(w: World, who: string, x: unknown): unknown[] {
  if (!Array.isArray(x) || Object.isFrozen(x)) w.contract(who, '(and/c vector? (not/c immutable?))', x);
  return x;
}
function hash(w: World, who: string, x: unknown): RHash {
  if (!(x instanceof RHash)) w.contract(who, 'hash?', x);
  return x;
}
/** A character only where Racket's and JavaScript's Unicode tables surely agree: ASCII. */
function ascii(c: string, what: string): string {
  if (c.codePointAt(0)! > 127) throw new HandOn(`${what} of a non-ASCII character (Unicode tables may differ)`);
  return c;
}
const asciiText = (s: string, what: string) => {
  if (/[^\x00-\x7f]/.test(s)) throw new HandOn(`${what} of non-ASCII text (Unicode tables may differ)`);
  return s;
};

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}
void ordinal;

// =================================================================================================
// Internal forms the expander emits

VALUES.set('%uninit', () => UNINIT);
VALUES.set('%unsupplied', () => UNSUPPLIED);
VALUES.set('%void', (w) => w.B.undef);

pure('%checked', 2, 2, (w, [v, name]) => {
  if (v === UNINIT) w.raise('exn:fail:contract:variable', `${(name as BSymbol).name}: undefined;\n cannot use before initialization`);
  return v;
});
pure('%checked-set', 2, 2, (w, [v, name]) => {
  if (v === UNINIT) w.raise('exn:fail:contract:variable', `${(name as BSymbol).name}: assignment disallowed;\n cannot set variable before its definition`);
  return w.B.undef;
});
def('%single', 1, 1, (w, [v]) => {
  if (v instanceof MultipleValues) w.raise('exn:fail:contract:arity', `result arity mismatch;\n expected number of values not received\n  expected: 1\n  received: ${v.values.length}`);
  return v;
});
def('%print-results', 0, -1, (w, args) => {
  for (const v of args) {
    if (v === w.B.undef) continue;
    w.print(v, 'print', w.stdout);
    w.stdout.write('\n');
  }
  return w.B.undef;
});
// (%make-procedure inner required optional rest? name): optional arguments and rest lists.
def('%make-procedure', 5, 5, (w, [inner, required, optional, rest, name]) => {
  const min = required as number;
  const opt = optional as number;
  const max = rest ? -1 : min + opt;
  const label = name === false ? undefined : (name as string);
  return w.procedure(
    (args) => {
      if (args.length < min || (max >= 0 && args.length > max)) w.arityError(label ?? 'procedure', args.length, min, max);
      const fixed = args.slice(0, min + opt);
      while (fixed.length < min + opt) fixed.push(UNSUPPLIED);
      if (rest) fixed.push(w.arrayToList(args.slice(min + opt)));
      return new w.B.Call(inner, fixed);
    },
    { min, max },
    label,
  );
});
def('%case-lambda', 1, -1, (w, clauses) => {
  const arities = clauses.map((c) => w.arity(c)!);
  return w.procedure(
    (args) => {
      const i = arities.findIndex((a) => args.length >= a.min && (a.max < 0 || args.length <= a.max));
      if (i < 0) w.raise('exn:fail:contract:arity', `arity mismatch;\n the expected number of arguments does not match the given number\n  given: ${args.length}`);
      return new w.B.Call(clauses[i], args);
    },
    { min: Math.min(...arities.map((a) => a.min)), max: arities.some((a) => a.max < 0) ? -1 : Math.max(...arities.map((a) => a.max)) },
  );
});
def('%keyword-apply', 2, -1, (w, [f, names, ...rest]) => {
  const kwNames = names as string[];
  const kw = new Map(kwNames.map((n, i) => [n, rest[i]]));
  const positional = rest.slice(kwNames.length);
  const impl = (f as { kw?: Def['kw'] }).kw;
  if (!impl) throw new HandOn('keyword arguments to a procedure that does not take them');
  const arity = w.arity(f)!;
  if (positional.length < arity.min || (arity.max >= 0 && positional.length > arity.max)) w.arityError(w.names.get(f as object) ?? 'procedure', positional.length, arity.min, arity.max);
  return impl(w, kw, positional, w.intp);
});
total('%case-member', 2, 2, (w, [v, list]) => {
  for (let p = list; w.isPair(p); p = p.cdr) if (w.equal(v, p.car)) return true;
  return false;
});

// Exceptions: (%with-handlers preds handlers thunk)
def('%with-handlers', 3, 3, (w, [preds, handlers, thunk]) => {
  const ps = w.listToArray(preds, 'with-handlers');
  const hs = w.listToArray(handlers, 'with-handlers');
  const saved = [w.currentOut, w.currentErr, w.testCase] as const;
  try {
    return w.callSync(thunk, []);
  } catch (e) {
    const v = w.caught(e);
    [w.currentOut, w.currentErr, w.testCase] = saved;
    for (let i = 0; i < ps.length; i++) {
      if (w.callSync(ps[i], [v]) !== false) return new w.B.Call(hs[i], [v]);
    }
    throw e instanceof Raise ? e : new Raise(v);
  }
});

// rackunit: (%check name location thunk) where thunk gives the list of the check's arguments.
def('%check', 3, 3, (w, [name, location, thunk]) => runCheck(w, name as string, location as string, thunk));
def('%test-case', 2, 2, (w, [label, thunk]) => {
  const saved = [w.currentOut, w.currentErr, w.testCase] as const;
  w.testCase = label === false ? undefined : str(w, 'test-case', label);
  try {
    w.callSync(thunk, []);
  } catch (e) {
    if (e instanceof CheckFailure) {
      [w.currentOut, w.currentErr, w.testCase] = saved;
      w.stderr.write(e.report);
      return w.B.undef;
    }
    const v = w.caught(e);
    [w.currentOut, w.currentErr, w.testCase] = saved;
    w.stderr.write(`--------------------\n${label === false ? '' : `${label}\n`}ERROR\n\n${w.uncaughtMessage(v)}\n--------------------\n`);
    return w.B.undef;
  } finally {
    w.testCase = saved[2];
  }
  return w.B.undef;
});

class CheckFailure extends Error {
  constructor(readonly report: string) {
    super('check failure');
  }
}

function runCheck(w: World, name: string, location: string, thunk: unknown): unknown {
  if (w.checkDepth > 0) throw new HandOn('a rackunit check runs inside another check (rackunit reports it through the outer one)');
  w.checkDepth++;
  try {
    return runCheckInner(w, name, location, thunk);
  } finally {
    w.checkDepth--;
  }
}

function runCheckInner(w: World, name: string, location: string, thunk: unknown): unknown {
  const saved = [w.currentOut, w.currentErr] as const;
  const pad = (label: string) => (label + ':').padEnd(12);
  const header = (kind: 'FAILURE' | 'ERROR') => `--------------------\n${w.testCase ? `${w.testCase}\n` : ''}${kind}\n${pad('name')}${name}\n${pad('location')}${location}\n`;
  let args: unknown[];
  let ok: boolean;
  try {
    args = w.listToArray(w.callSync(thunk, []), name);
    const [a, b] = args;
    switch (name) {
      case 'check-equal?':
        ok = w.equal(a, b);
        break;
      case 'check-not-equal?':
        ok = !w.equal(a, b);
        break;
      case 'check-eq?':
        ok = w.eq(a, b);
        break;
      case 'check-not-eq?':
        ok = !w.eq(a, b);
        break;
      case 'check-eqv?':
        ok = w.eqv(a, b);
        break;
      case 'check-not-eqv?':
        ok = !w.eqv(a, b);
        break;
      case 'check-true':
        ok = a === true;
        break;
      case 'check-false':
        ok = a === false;
        break;
      case 'check-not-false':
        ok = a !== false;
        break;
      case 'check-pred':
        proc(w, name, a);
        ok = w.callSync(a, [b]) !== false;
        break;
      case 'check-=': {
        const diff = N.abs(N.sub(real(w, name, a), real(w, name, b)));
        ok = N.compare(diff, real(w, name, args[2])) <= 0;
        break;
      }
      case 'check':
        proc(w, name, a);
        ok = w.callSync(a, [b, args[2]]) !== false;
        break;
      case 'check-exn':
      case 'check-not-exn': {
        // rackunit: the thunk's exception passes when the predicate holds (check-exn), an exn otherwise
        // fails, any other raised value is an ERROR; no exception fails check-exn.
        const exn = name === 'check-exn';
        if (exn && !(w.isProcedure(a) && w.arityIncludes(a, 1))) w.contract(name, '(or/c (-> any/c any/c) regexp?)', a);
        const thunkArg = exn ? b : a;
        if (!(w.isProcedure(thunkArg) && w.arityIncludes(thunkArg, 0))) w.raise('exn:fail:contract', `${name}: thunk must be a procedure that accepts 0 arguments\n  thunk: ${w.show(thunkArg)}`);
        let raised: unknown;
        let threw = false;
        try {
          w.callSync(thunkArg, []);
        } catch (e) {
          raised = w.caught(e);
          threw = true;
        }
        if (!threw) ok = !exn;
        else if (exn && w.callSync(a, [raised]) !== false) ok = true;
        else if (raised instanceof Exn && (exn ? raised.is('exn:fail') : true)) ok = false;
        else throw new Raise(raised);
        break;
      }
      default:
        throw new HandOn(`the check ${name}`);
    }
  } catch (e) {
    if (e instanceof CheckFailure) throw e;
    const v = w.caught(e);
    [w.currentOut, w.currentErr] = saved;
    if (w.testCase !== undefined) throw e instanceof Raise ? e : new Raise(v);
    w.stderr.write(`${header('ERROR')}\n${w.uncaughtMessage(v)}\n--------------------\n`);
    return w.B.undef;
  }
  if (ok) return w.B.undef;
  const withMessage = ['check-true', 'check-false', 'check-not-false', 'check-not-exn'].includes(name) ? 1 : name === 'check' || name === 'check-=' ? 3 : 2;
  let report = header('FAILURE');
  if (['check-equal?', 'check-eq?', 'check-eqv?', 'check-=', 'check-not-false'].includes(name) && name !== 'check-not-false') {
    report += `${pad('actual')}${w.show(args[0])}\n${pad('expected')}${w.show(args[1])}\n`;
    if (name === 'check-=') report = report.replace(/expected:.*\n/, (m) => m + `${pad('tolerance')}${w.show(args[2])}\n`);
  } else report += `${pad('params')}${w.show(w.arrayToList(args.slice(0, withMessage)))}\n`;
  if (args.length > withMessage) report += `${pad('message')}${w.show(args[withMessage])}\n`;
  report += '--------------------\n';
  if (w.testCase !== undefined) throw new CheckFailure(report);
  w.stderr.write(report);
  return w.B.undef;
}

// Structs: (%make-struct 'name parent-type fields transparent? mutable? constructor-name) → values
def('%make-struct', 6, 6, (w, [name, parent, fields, transparent, mutable, ctorName]) => {
  const fieldNames = fields as string[];
  const n = (name as BSymbol).name;
  const type = new StructType(n, fieldNames, transparent as boolean, mutable as boolean, parent === false ? undefined : (parent as StructType));
  if (type.parent && type.parent.transparent !== type.transparent) throw new HandOn('a struct whose parent differs in transparency');
  const total = type.fieldCount;
  const first = total - fieldNames.length;
  const constructor = w.procedure(
    (args) => {
      if (args.length !== total) w.arityError(ctorName as string, args.length, total, total);
      return new RStruct(type, args.slice());
    },
    { min: total, max: total },
    ctorName as string,
  );
  const predicate = w.procedure((args) => args[0] instanceof RStruct && args[0].type.isA(type), { min: 1, max: 1 }, `${n}?`);
  const accessors = fieldNames.map((f, i) =>
    w.procedure(
      (args) => {
        if (args.length !== 1) w.arityError(`${n}-${f}`, args.length, 1, 1);
        const s = args[0];
        if (!(s instanceof RStruct) || !s.type.isA(type)) w.contract(`${n}-${f}`, `${n}?`, s);
        return (s as RStruct).fields[first + i];
      },
      { min: 1, max: 1 },
      `${n}-${f}`,
    ),
  );
  const mutators = mutable
    ? fieldNames.map((f, i) =>
        w.procedure(
          (args) => {
            if (args.length !== 2) w.arityError(`set-${n}-${f}!`, args.length, 2, 2);
            const s = args[0];
            if (!(s instanceof RStruct) || !s.type.isA(type)) w.contract(`set-${n}-${f}!`, `${n}?`, s);
            (s as RStruct).fields[first + i] = args[1];
            return w.B.undef;
          },
          { min: 2, max: 2 },
          `set-${n}-${f}!`,
        ),
      )
    : [];
  return new MultipleValues([type, constructor, predicate, ...accessors, ...mutators]);
});
def('%struct-type-of', 1, 1, (w, [t]) => {
  if (!(t instanceof StructType)) throw new HandOn('a struct parent that is not a struct type');
  return t;
});

// Sequences for `for` loops.
interface Iter {
  done(): boolean;
  next(): unknown;
}
/** A sequence value (in-range, in-list...): makes a fresh iterator each time a loop starts. */
class SeqSpec {
  constructor(readonly make: () => Iter) {}
}

function rangeIter(start: RNum, end: RNum | undefined, step: RNum): Iter {
  let i = start;
  const up = N.sign(step) >= 0;
  return {
    done: () => end !== undefined && (up ? N.compare(i, end) >= 0 : N.compare(i, end) <= 0) || (end !== undefined && Number.isNaN(N.compare(i, end))),
    next: () => {
      const v = i;
      i = N.add(i, step);
      return v;
    },
  };
}

function makeIter(w: World, v: unknown): Iter {
  if (v instanceof SeqSpec) return v.make();
  if (w.isPair(v) || v === w.B.nil) {
    let p = v;
    return {
      done: () => {
        if (p === w.B.nil) return true;
        if (!w.isPair(p)) w.contract('in-list', 'list?', v);
        return false;
      },
      next: () => {
        w.ordered(p);
        const x = (p as BPair).car;
        p = (p as BPair).cdr as object;
        return x;
      },
    };
  }
  if (Array.isArray(v)) {
    let i = 0;
    return { done: () => i >= v.length, next: () => v[i++] };
  }
  if (typeof v === 'string') {
    const chars = [...v];
    let i = 0;
    return { done: () => i >= chars.length, next: () => w.B.Char.get(chars[i++]) };
  }
  if (N.isExactInt(v) && N.sign(v) >= 0) return rangeIter(0, v, 1);
  if (v instanceof RHash) return hashIter(w, v, 'pairs');
  if (v instanceof RSet) {
    if (v.entries.size > 1) throw new HandOn('it iterates over a set (Racket\'s order is not reproduced)');
    const items = [...v.entries.values()];
    let i = 0;
    return { done: () => i >= items.length, next: () => items[i++] };
  }
  w.contract('for', 'sequence?', v);
}

function hashIter(w: World, h: RHash, what: 'pairs' | 'keys' | 'values'): Iter {
  if (h.entries.size > 1) throw new HandOn('it iterates over a hash table with more than one entry (Racket\'s order is not reproduced)');
  const items = [...h.entries.values()];
  let i = 0;
  return {
    done: () => i >= items.length,
    next: () => {
      const [k, v] = items[i++];
      return what === 'keys' ? k : what === 'values' ? v : new MultipleValues([k, v]);
    },
  };
}

def('%make-sequence', 1, 1, (w, [v]) => makeIter(w, v));
def('%sequence-done?', 1, 1, (w, [it]) => (it as Iter).done());
def('%sequence-next!', 1, 1, (w, [it]) => (it as Iter).next());

pure('in-range', 1, 3, (w, a) => {
  const [start, end, step] = a.length === 1 ? [0, real(w, 'in-range', a[0]), 1] : [real(w, 'in-range', a[0]), real(w, 'in-range', a[1]), a.length === 3 ? real(w, 'in-range', a[2]) : 1];
  return new SeqSpec(() => rangeIter(start, end, step));
});
pure('in-naturals', 0, 1, (w, a) => {
  const start = a.length ? a[0] : 0;
  if (!N.isExactInt(start) || N.sign(start) < 0) w.contract('in-naturals', 'exact-nonnegative-integer?', start);
  return new SeqSpec(() => rangeIter(start as RNum, undefined, 1));
});
pure('in-list', 1, 1, (w, [l]) => {
  if (!w.isList(l)) w.contract('in-list', 'list?', l);
  return new SeqSpec(() => makeIter(w, l));
});
pure('in-vector', 1, 1, (w, [v]) => new SeqSpec(() => makeIter(w, vec(w, 'in-vector', v))));
pure('in-string', 1, 1, (w, [s]) => new SeqSpec(() => makeIter(w, str(w, 'in-string', s))));
pure('in-hash', 1, 1, (w, [h]) => new SeqSpec(() => hashIter(w, hash(w, 'in-hash', h), 'pairs')));
pure('in-hash-keys', 1, 1, (w, [h]) => new SeqSpec(() => hashIter(w, hash(w, 'in-hash-keys', h), 'keys')));
pure('in-hash-values', 1, 1, (w, [h]) => new SeqSpec(() => hashIter(w, hash(w, 'in-hash-values', h), 'values')));
pure('in-indexed', 1, 1, (w, [s]) => new SeqSpec(() => {
  const it = makeIter(w, s);
  let i = 0;
  return { done: () => it.done(), next: () => new MultipleValues([it.next(), i++]) };
}));
pure('in-value', 1, 1, (w, [v]) => new SeqSpec(() => {
  let used = false;
  return { done: () => used, next: () => ((used = true), v) };
}));
pure('in-set', 1, 1, (w, [s]) => new SeqSpec(() => makeIter(w, s instanceof RSet ? s : w.contract('in-set', 'set?', s))));
def('sequence->list', 1, 1, (w, [s]) => {
  const it = makeIter(w, s);
  const out: unknown[] = [];
  while (!it.done()) out.push(it.next());
  return w.arrayToList(out);
});

// =================================================================================================
// Numbers

const numbers = (who: string, args: unknown[]) => args as RNum[];
function checkAll(w: World, who: string, args: unknown[], check = num): RNum[] {
  for (const a of args) check(w, who, a);
  return numbers(who, args);
}

pure('+', 0, -1, (w, a) => checkAll(w, '+', a).reduce((x, y) => N.add(x, y), 0 as RNum));
pure('*', 0, -1, (w, a) => checkAll(w, '*', a).reduce((x, y) => N.mul(x, y), 1 as RNum));
pure('-', 1, -1, (w, a) => {
  const xs = checkAll(w, '-', a);
  return xs.length === 1 ? N.negate(xs[0]) : xs.slice(1).reduce((x, y) => N.sub(x, y), xs[0]);
});
pure('/', 1, -1, (w, a) => {
  const xs = checkAll(w, '/', a);
  return xs.length === 1 ? N.div(1, xs[0]) : xs.slice(1).reduce((x, y) => N.div(x, y), xs[0]);
});
for (const [name, test] of [
  ['=', (c: number) => c === 0],
  ['<', (c: number) => c < 0],
  ['>', (c: number) => c > 0],
  ['<=', (c: number) => c <= 0],
  ['>=', (c: number) => c >= 0],
] as const) {
  pure(name, 1, -1, (w, a) => {
    const xs = checkAll(w, name, a, name === '=' ? num : real);
    for (let i = 0; i + 1 < xs.length; i++) if (!test(N.compare(xs[i], xs[i + 1]))) return false;
    return true;
  });
}
pure('abs', 1, 1, (w, [x]) => N.abs(real(w, 'abs', x)));
pure('magnitude', 1, 1, (w, [x]) => N.abs(num(w, 'magnitude', x)));
for (const name of ['max', 'min'] as const) {
  pure(name, 1, -1, (w, a) => {
    const xs = checkAll(w, name, a, real);
    let best = xs[0];
    let inexact = best instanceof N.Flonum;
    for (const x of xs.slice(1)) {
      if (x instanceof N.Flonum) inexact = true;
      const c = N.compare(x, best);
      if (Number.isNaN(c)) best = Number.isNaN(N.toFloat(x)) ? x : best;
      else if (name === 'max' ? c > 0 : c < 0) best = x;
    }
    return inexact ? N.exactToInexact(best) : best;
  });
}
for (const op of ['quotient', 'remainder', 'modulo'] as const) {
  pure(op, 2, 2, (w, [x, y]) => N.intDivide(op, integer(w, op, x), integer(w, op, y)));
}
pure('quotient/remainder', 2, 2, (w, [x, y]) => new MultipleValues([N.intDivide('quotient', integer(w, 'quotient/remainder', x), integer(w, 'quotient/remainder', y)), N.intDivide('remainder', x as RNum, y as RNum)]));
pure('add1', 1, 1, (w, [x]) => N.add(num(w, 'add1', x), 1));
pure('sub1', 1, 1, (w, [x]) => N.sub(num(w, 'sub1', x), 1));
pure('zero?', 1, 1, (w, [x]) => N.isZero(num(w, 'zero?', x)));
pure('positive?', 1, 1, (w, [x]) => N.sign(real(w, 'positive?', x)) > 0);
pure('negative?', 1, 1, (w, [x]) => N.sign(real(w, 'negative?', x)) < 0);
pure('even?', 1, 1, (w, [x]) => N.isZero(N.intDivide('remainder', integer(w, 'even?', x), 2)));
pure('odd?', 1, 1, (w, [x]) => !N.isZero(N.intDivide('remainder', integer(w, 'odd?', x), 2)));
total('number?', 1, 1, (w, [x]) => N.isNumber(x));
total('complex?', 1, 1, (w, [x]) => N.isNumber(x));
total('real?', 1, 1, (w, [x]) => N.isNumber(x));
total('rational?', 1, 1, (w, [x]) => N.isRational(x));
total('integer?', 1, 1, (w, [x]) => N.isInteger(x));
total('exact-integer?', 1, 1, (w, [x]) => N.isExactInt(x));
total('exact-nonnegative-integer?', 1, 1, (w, [x]) => N.isExactInt(x) && N.sign(x) >= 0);
total('exact-positive-integer?', 1, 1, (w, [x]) => N.isExactInt(x) && N.sign(x) > 0);
total('natural?', 1, 1, (w, [x]) => N.isExactInt(x) && N.sign(x) >= 0);
total('flonum?', 1, 1, (w, [x]) => x instanceof N.Flonum);
total('fixnum?', 1, 1, (w, [x]) => typeof x === 'number');
total('positive-integer?', 1, 1, (w, [x]) => N.isInteger(x) && N.sign(x as RNum) > 0);
total('negative-integer?', 1, 1, (w, [x]) => N.isInteger(x) && N.sign(x as RNum) < 0);
total('nonnegative-integer?', 1, 1, (w, [x]) => N.isInteger(x) && N.sign(x as RNum) >= 0);
total('nonpositive-integer?', 1, 1, (w, [x]) => N.isInteger(x) && N.sign(x as RNum) <= 0);
pure('exact?', 1, 1, (w, [x]) => N.isExact(num(w, 'exact?', x)));
pure('inexact?', 1, 1, (w, [x]) => !N.isExact(num(w, 'inexact?', x)));
pure('exact->inexact', 1, 1, (w, [x]) => N.exactToInexact(num(w, 'exact->inexact', x)));
pure('inexact->exact', 1, 1, (w, [x]) => N.inexactToExact(num(w, 'inexact->exact', x)));
pure('real->double-flonum', 1, 1, (w, [x]) => N.exactToInexact(real(w, 'real->double-flonum', x)));
for (const mode of ['floor', 'ceiling', 'round', 'truncate'] as const) {
  pure(mode, 1, 1, (w, [x]) => N.roundTo(mode, real(w, mode, x)));
  pure(`exact-${mode}`, 1, 1, (w, [x]) => {
    const v = real(w, `exact-${mode}`, x);
    if (!N.isRational(v)) w.contract(`exact-${mode}`, 'rational?', x);
    return N.inexactToExact(N.roundTo(mode, v));
  });
}
pure('sqrt', 1, 1, (w, [x]) => N.sqrt(num(w, 'sqrt', x)));
pure('sqr', 1, 1, (w, [x]) => N.mul(num(w, 'sqr', x), x as RNum));
pure('integer-sqrt', 1, 1, (w, [x]) => {
  const v = exactInt(w, 'integer-sqrt', x);
  if (N.sign(v) < 0) throw new HandOn('integer-sqrt of a negative number');
  return N.normInt(N.isqrt(N.big(v)));
});
pure('expt', 2, 2, (w, [b, e]) => N.expt(num(w, 'expt', b), num(w, 'expt', e)));
for (const name of ['exp', 'log', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan']) {
  pure(name, 1, name === 'log' || name === 'atan' ? 2 : 1, (w, a) => {
    if (a.length === 2) throw new HandOn(`${name} with two arguments`);
    return N.transcendental(name, num(w, name, a[0]));
  });
}
pure('gcd', 0, -1, (w, a) => checkAll(w, 'gcd', a, real).reduce((x, y) => N.gcd(x, y), 0 as RNum));
pure('lcm', 0, -1, (w, a) => checkAll(w, 'lcm', a, real).reduce((x, y) => N.lcm(x, y), 1 as RNum));
pure('numerator', 1, 1, (w, [x]) => N.numerator(real(w, 'numerator', x)));
pure('denominator', 1, 1, (w, [x]) => N.denominator(real(w, 'denominator', x)));
pure('sgn', 1, 1, (w, [x]) => {
  const v = real(w, 'sgn', x);
  if (v instanceof N.Flonum) return Number.isNaN(v.v) ? v : N.fl(v.v > 0 ? 1 : v.v < 0 ? -1 : v.v);
  return N.sign(v);
});
pure('nan?', 1, 1, (w, [x]) => {
  const v = real(w, 'nan?', x);
  return v instanceof N.Flonum && Number.isNaN(v.v);
});
pure('infinite?', 1, 1, (w, [x]) => {
  const v = real(w, 'infinite?', x);
  return v instanceof N.Flonum && (v.v === Infinity || v.v === -Infinity);
});
VALUES.set('pi', () => N.fl(Math.PI));
VALUES.set('+inf.0', () => N.fl(Infinity));
pure('number->string', 1, 2, (w, [x, radix]) => {
  const r = radix === undefined ? 10 : radix;
  if (![2, 8, 10, 16].includes(r as number)) w.contract('number->string', '(or/c 2 8 10 16)', radix);
  return N.numberToString(num(w, 'number->string', x), r as number);
});
pure('string->number', 1, 2, (w, [s, radix]) => {
  const text = str(w, 'string->number', s);
  if (radix !== undefined && radix !== 10) {
    if (![2, 8, 16].includes(radix as number)) w.contract('string->number', '(integer-in 2 16)', radix);
    const prefix = radix === 16 ? '#x' : radix === 8 ? '#o' : '#b';
    if (/^#/.test(text)) throw new HandOn('string->number of a prefixed number with a radix');
    const v = N.parseNumber(prefix + text);
    if (v === undefined) throw new HandOn(`string->number of ${JSON.stringify(text)}`);
    return v;
  }
  const v = N.parseNumber(text);
  if (v === undefined) throw new HandOn(`string->number of ${JSON.stringify(text)}, which may be a number in a syntax this runtime does not read`);
  return v;
});
for (const [name, op] of [
  ['bitwise-and', (a: bigint, b: bigint) => a & b],
  ['bitwise-ior', (a: bigint, b: bigint) => a | b],
  ['bitwise-xor', (a: bigint, b: bigint) => a ^ b],
] as const) {
  pure(name, 0, -1, (w, a) => {
    const xs = a.map((x) => N.big(exactInt(w, name, x)));
    return N.normInt(xs.reduce(op, name === 'bitwise-and' ? -1n : 0n));
  });
}
pure('bitwise-not', 1, 1, (w, [x]) => N.normInt(~N.big(exactInt(w, 'bitwise-not', x))));
pure('arithmetic-shift', 2, 2, (w, [x, n]) => {
  const v = N.big(exactInt(w, 'arithmetic-shift', x));
  const s = exactInt(w, 'arithmetic-shift', n);
  if (typeof s !== 'number' || s > 1_000_000) throw new HandOn('an arithmetic shift by millions of bits');
  return N.normInt(s >= 0 ? v << BigInt(s) : v >> BigInt(-s));
});
pure('bitwise-bit-set?', 2, 2, (w, [x, n]) => ((N.big(exactInt(w, 'bitwise-bit-set?', x)) >> BigInt(index(w, 'bitwise-bit-set?', n))) & 1n) === 1n);
pure('integer-length', 1, 1, (w, [x]) => {
  const v = N.big(exactInt(w, 'integer-length', x));
  return (v < 0n ? ~v : v).toString(2).replace(/^0$/, '').length;
});

// =================================================================================================
// Booleans, equality, predicates

total('not', 1, 1, (w, [x]) => x === false);
total('eqv?', 2, 2, (w, [a, b]) => w.eqv(a, b));
pure('eq?', 2, 2, (w, [a, b]) => w.eq(a, b));
total('equal?', 2, 2, (w, [a, b]) => w.equal(a, b));
total('boolean?', 1, 1, (w, [x]) => typeof x === 'boolean');
total('symbol?', 1, 1, (w, [x]) => w.B.isSymbol(x));
total('string?', 1, 1, (w, [x]) => typeof x === 'string');
total('char?', 1, 1, (w, [x]) => w.B.isChar(x));
total('pair?', 1, 1, (w, [x]) => w.isPair(x));
total('cons?', 1, 1, (w, [x]) => w.isPair(x));
total('null?', 1, 1, (w, [x]) => x === w.B.nil);
total('empty?', 1, 1, (w, [x]) => x === w.B.nil);
total('list?', 1, 1, (w, [x]) => w.isList(x));
total('vector?', 1, 1, (w, [x]) => Array.isArray(x));
total('hash?', 1, 1, (w, [x]) => x instanceof RHash);
total('keyword?', 1, 1, (w, [x]) => x instanceof Keyword);
total('box?', 1, 1, (w, [x]) => x instanceof Box);
total('procedure?', 1, 1, (w, [x]) => w.isProcedure(x));
total('void?', 1, 1, (w, [x]) => x === w.B.undef);
total('void', 0, -1, (w) => w.B.undef);
total('false?', 1, 1, (w, [x]) => x === false);
total('immutable?', 1, 1, (w, [x]) => typeof x === 'string' ? (() => { throw new HandOn('immutable? of a string'); })() : (Array.isArray(x) && Object.isFrozen(x)) || (x instanceof RHash && !x.mutable));
pure('boolean=?', 2, 2, (w, [a, b]) => {
  if (typeof a !== 'boolean') w.contract('boolean=?', 'boolean?', a);
  if (typeof b !== 'boolean') w.contract('boolean=?', 'boolean?', b);
  return a === b;
});
pure('symbol<?', 1, -1, (w, a) => {
  const names = a.map((x) => sym(w, 'symbol<?', x));
  for (let i = 0; i + 1 < names.length; i++) if (!(compareCodePoints(names[i], names[i + 1]) < 0)) return false;
  return true;
});
pure('symbol=?', 2, 2, (w, [a, b]) => sym(w, 'symbol=?', a) === sym(w, 'symbol=?', b));
total('xor', 2, 2, (w, [a, b]) => (a !== false && b === false ? a : a === false && b !== false ? b : false));
total('identity', 1, 1, (w, [x]) => x);
VALUES.set('true', () => true);
VALUES.set('false', () => false);
VALUES.set('null', (w) => w.B.nil);
VALUES.set('empty', (w) => w.B.nil);
VALUES.set('eof', () => EOF);
total('eof-object?', 1, 1, (w, [x]) => x === EOF);

// =================================================================================================
// Pairs and lists

total('cons', 2, 2, (w, [a, b]) => new w.B.Pair(a, b));
pure('car', 1, 1, (w, [p]) => {
  w.ordered(p);
  return pair(w, 'car', p).car;
});
pure('cdr', 1, 1, (w, [p]) => {
  w.ordered(p);
  return pair(w, 'cdr', p).cdr;
});
for (const path of ['aa', 'ad', 'da', 'dd', 'aaa', 'aad', 'ada', 'add', 'daa', 'dad', 'dda', 'ddd', 'addd', 'dddd', 'aadd', 'dadd', 'adda', 'adad']) {
  const name = `c${path}r`;
  pure(name, 1, 1, (w, [p]) => {
    let v = p;
    for (const step of [...path].reverse()) {
      if (!w.isPair(v)) w.contract(name, describePath(path), p);
      w.ordered(v);
      v = step === 'a' ? (v as BPair).car : (v as BPair).cdr;
    }
    return v;
  });
}
function describePath(path: string): string {
  // Racket's contract for c..r: the shape it needs, e.g. (cons/c any/c pair?) for cadr.
  let shape = 'any/c';
  for (const step of path) shape = step === 'a' ? `(cons/c ${shape} any/c)` : `(cons/c any/c ${shape})`;
  return shape.replace(/\(cons\/c any\/c any\/c\)/g, 'pair?');
}
total('list', 0, -1, (w, a) => w.arrayToList(a));
pure('list*', 1, -1, (w, a) => w.arrayToList(a.slice(0, -1), a[a.length - 1]));
pure('length', 1, 1, (w, [l]) => w.listToArray(l, 'length', 'list?', true).length);
pure('list-ref', 2, 2, (w, [l, k]) => {
  const i = index(w, 'list-ref', k);
  let p = l;
  for (let j = 0; j < i; j++) {
    if (!w.isPair(p)) w.raise('exn:fail:contract', `list-ref: index too large for list\n  index: ${w.show(k)}\n  in: ${w.show(l)}`);
    w.ordered(p);
    p = (p as BPair).cdr;
  }
  w.ordered(p);
  if (!w.isPair(p)) w.raise('exn:fail:contract', `list-ref: index too large for list\n  index: ${w.show(k)}\n  in: ${w.show(l)}`);
  return (p as BPair).car;
});
pure('list-tail', 2, 2, (w, [l, k]) => {
  const i = index(w, 'list-tail', k);
  let p = l;
  for (let j = 0; j < i; j++) {
    if (!w.isPair(p)) w.raise('exn:fail:contract', `list-tail: index too large for list\n  index: ${w.show(k)}\n  in: ${w.show(l)}`);
    w.ordered(p);
    p = (p as BPair).cdr;
  }
  return p;
});
pure('append', 0, -1, (w, a) => {
  if (a.length === 0) return w.B.nil;
  let out = a[a.length - 1];
  for (let i = a.length - 2; i >= 0; i--) out = w.arrayToList(w.listToArray(a[i], 'append'), out);
  return out;
});
pure('reverse', 1, 1, (w, [l]) => w.arrayToList(w.listToArray(l, 'reverse').reverse()));
const nth = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
nth.forEach((name, i) =>
  pure(name, 1, 1, (w, [l]) => {
    if (!w.isList(l)) w.contract(name, 'list?', l);
    const xs = w.listToArray(l, name);
    if (xs.length <= i) w.raise('exn:fail:contract', `${name}: list contains too few elements\n  list: ${w.show(l)}`);
    return xs[i];
  }),
);
pure('rest', 1, 1, (w, [l]) => {
  if (!w.isPair(l) || !w.isList(l)) w.contract('rest', '(and/c list? (not/c empty?))', l);
  return (l as BPair).cdr;
});
pure('last', 1, 1, (w, [l]) => {
  if (!w.isPair(l) || !w.isList(l)) w.contract('last', '(and/c list? (not/c empty?))', l);
  const xs = w.listToArray(l, 'last');
  return xs[xs.length - 1];
});
pure('last-pair', 1, 1, (w, [l]) => {
  let p = pair(w, 'last-pair', l);
  w.ordered(p);
  while (w.isPair(p.cdr)) {
    p = p.cdr;
    w.ordered(p);
  }
  return p;
});
pure('make-list', 2, 2, (w, [n, v]) => w.arrayToList(new Array(index(w, 'make-list', n)).fill(v)));
pure('list-set', 3, 3, (w, [l, k, v]) => {
  const xs = w.listToArray(l, 'list-set');
  const i = index(w, 'list-set', k);
  if (i >= xs.length) w.raise('exn:fail:contract', `list-set: index too large for list\n  index: ${w.show(k)}\n  in: ${w.show(l)}`);
  xs[i] = v;
  return w.arrayToList(xs);
});
function memberBy(w: World, name: string, same: (a: unknown, b: unknown) => boolean) {
  pure(name, 2, 2, (w2, [v, l]) => {
    let p = l;
    while (w.isPair(p)) {
      if (same(v, p.car)) return p;
      p = p.cdr;
    }
    if (p !== w.B.nil) w.contract(name, 'list?', l);
    return false;
  });
}
function assBy(name: string, same: (w: World, a: unknown, b: unknown) => boolean) {
  pure(name, 2, 2, (w, [v, l]) => {
    let p = l;
    while (w.isPair(p)) {
      w.ordered(p);
      if (!w.isPair(p.car)) w.contract(name, '(listof pair?)', l);
      if (same(w, v, (p.car as BPair).car)) return p.car;
      p = p.cdr;
    }
    if (p !== w.B.nil) w.contract(name, 'list?', l);
    return false;
  });
}
function removeBy(name: string, same: (w: World, a: unknown, b: unknown) => boolean) {
  pure(name, 2, 2, (w, [v, l]) => {
    const xs = w.listToArray(l, name);
    const i = xs.findIndex((x) => same(w, v, x));
    if (i >= 0) xs.splice(i, 1);
    return w.arrayToList(xs);
  });
  pure(`${name}*`, 2, 2, (w, [vs, l]) => {
    const drop = w.listToArray(vs, `${name}*`);
    return w.arrayToList(w.listToArray(l, `${name}*`).filter((x) => !drop.some((v) => same(w, v, x))));
  });
}
// member, memv, memq, assoc... need the world at call time: defined through the world argument.
pure('member', 2, 2, (w, [v, l]) => memberIn(w, 'member', v, l, (a, b) => w.equal(a, b)));
pure('memv', 2, 2, (w, [v, l]) => memberIn(w, 'memv', v, l, (a, b) => w.eqv(a, b)));
pure('memq', 2, 2, (w, [v, l]) => memberIn(w, 'memq', v, l, (a, b) => w.eq(a, b)));
function memberIn(w: World, name: string, v: unknown, l: unknown, same: (a: unknown, b: unknown) => boolean): unknown {
  let p = l;
  while (w.isPair(p)) {
    w.ordered(p);
    if (same(v, p.car)) return p;
    p = p.cdr;
  }
  if (p !== w.B.nil) w.contract(name, 'list?', l);
  return false;
}
void memberBy;
assBy('assoc', (w, a, b) => w.equal(a, b));
assBy('assv', (w, a, b) => w.eqv(a, b));
assBy('assq', (w, a, b) => w.eq(a, b));
removeBy('remove', (w, a, b) => w.equal(a, b));
removeBy('remv', (w, a, b) => w.eqv(a, b));
removeBy('remq', (w, a, b) => w.eq(a, b));
pure('take', 2, 2, (w, [l, n]) => {
  const i = index(w, 'take', n);
  const out: unknown[] = [];
  let p = l;
  for (let j = 0; j < i; j++) {
    if (!w.isPair(p)) w.contract('take', `a list with at least ${i} elements`, l);
    w.ordered(p);
    out.push((p as BPair).car);
    p = (p as BPair).cdr;
  }
  return w.arrayToList(out);
});
pure('drop', 2, 2, (w, [l, n]) => {
  const i = index(w, 'drop', n);
  let p = l;
  for (let j = 0; j < i; j++) {
    if (!w.isPair(p)) w.contract('drop', `a list with at least ${i} elements`, l);
    w.ordered(p);
    p = (p as BPair).cdr;
  }
  return p;
});
pure('take-right', 2, 2, (w, [l, n]) => {
  const xs = w.listToArray(l, 'take-right');
  const i = index(w, 'take-right', n);
  if (i > xs.length) w.contract('take-right', `a list with at least ${i} elements`, l);
  return w.arrayToList(xs.slice(xs.length - i));
});
pure('drop-right', 2, 2, (w, [l, n]) => {
  const xs = w.listToArray(l, 'drop-right');
  const i = index(w, 'drop-right', n);
  if (i > xs.length) w.contract('drop-right', `a list with at least ${i} elements`, l);
  return w.arrayToList(xs.slice(0, xs.length - i));
});
pure('split-at', 2, 2, (w, [l, n]) => {
  const xs = w.listToArray(l, 'split-at');
  const i = index(w, 'split-at', n);
  if (i > xs.length) w.contract('split-at', `a list with at least ${i} elements`, l);
  return new MultipleValues([w.arrayToList(xs.slice(0, i)), w.arrayToList(xs.slice(i))]);
});
pure('range', 1, 3, (w, a) => {
  const [start, end, step] = a.length === 1 ? [0, real(w, 'range', a[0]), 1] : [real(w, 'range', a[0]), real(w, 'range', a[1]), a.length === 3 ? real(w, 'range', a[2]) : 1];
  const it = rangeIter(start, end, step);
  const out: unknown[] = [];
  while (!it.done()) {
    out.push(it.next());
    if (out.length > 50_000_000) throw new HandOn('a range of more than 50 million elements');
  }
  return w.arrayToList(out);
});
pure('append*', 1, -1, (w, a) => {
  const lists = [...a.slice(0, -1), ...w.listToArray(a[a.length - 1], 'append*')];
  if (lists.length === 0) return w.B.nil;
  let out = lists[lists.length - 1];
  for (let i = lists.length - 2; i >= 0; i--) out = w.arrayToList(w.listToArray(lists[i], 'append*'), out);
  return out;
});
total('flatten', 1, 1, (w, [v]) => {
  const out: unknown[] = [];
  const walk = (x: unknown) => {
    while (w.isPair(x)) {
      w.ordered(x);
      walk(x.car);
      x = x.cdr;
    }
    if (x !== w.B.nil) out.push(x);
  };
  walk(v);
  return w.arrayToList(out);
});
pure('add-between', 2, 2, (w, [l, sep]) => {
  const xs = w.listToArray(l, 'add-between');
  return w.arrayToList(xs.flatMap((x, i) => (i ? [sep, x] : [x])));
});
pure('cartesian-product', 0, -1, (w, ls) => {
  const lists = ls.map((l) => w.listToArray(l, 'cartesian-product'));
  let out: unknown[][] = [[]];
  for (let i = lists.length - 1; i >= 0; i--) out = lists[i].flatMap((x) => out.map((rest) => [x, ...rest]));
  return w.arrayToList(out.map((xs) => w.arrayToList(xs)));
});
pure('index-of', 2, 2, (w, [l, v]) => {
  const xs = w.listToArray(l, 'index-of');
  const i = xs.findIndex((x) => w.equal(x, v));
  return i < 0 ? false : i;
});
pure('indexes-of', 2, 2, (w, [l, v]) => w.arrayToList(w.listToArray(l, 'indexes-of').flatMap((x, i) => (w.equal(x, v) ? [i] : []))));
pure('check-duplicates', 1, 1, (w, [l]) => {
  const seen = new Set<string>();
  for (const x of w.listToArray(l, 'check-duplicates')) {
    const k = w.hashKey(x, 'equal');
    if (seen.has(k)) return x;
    seen.add(k);
  }
  return false;
});
DEFS.push({
  name: 'remove-duplicates',
  min: 1,
  max: 2,
  info: { keywords: ['key'] },
  impl: (w, [l, same]) => removeDuplicates(w, l, same, undefined),
  kw: (w, kw, [l, same]) => removeDuplicates(w, l, same, kw.get('key')),
});
function removeDuplicates(w: World, l: unknown, same: unknown, key: unknown): unknown {
  // Order in, order out: a list in a hash table's order gives one in that order.
  const unordered = w.isPair(l) && w.unordered?.has(l as object);
  const xs = w.listToArray(l, 'remove-duplicates', 'list?', unordered);
  if ((same !== undefined && !isPrimitive(w, same, ['equal?', 'eqv?', 'eq?'])) || (key !== undefined && !isPrimitive(w, key, ['car', 'cdr', 'identity', 'values']))) {
    throw new HandOn('remove-duplicates with a comparison or key procedure of the program');
  }
  const kind: HashKind = same === undefined || w.names.get(same as object) === 'equal?' ? 'equal' : w.names.get(same as object) === 'eqv?' ? 'eqv' : 'eq';
  const keyOf = (x: unknown) => (key === undefined ? x : w.callSync(key, [x]));
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const x of xs) {
    const k = w.hashKey(keyOf(x), kind);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(x);
    }
  }
  return unordered ? w.unorderedList(out, 'the elements') : w.arrayToList(out);
}
function isPrimitive(w: World, f: unknown, names: string[]): boolean {
  return typeof f === 'function' && names.includes(w.names.get(f) ?? '') && w.B.TopEnv[`#%${w.names.get(f)}`] === f;
}
def('apply', 2, -1, (w, a) => {
  const f = proc(w, 'apply', a[0]);
  const last = a[a.length - 1];
  if (w.isPair(last) && w.unordered?.has(last as object)) {
    // + and * of exact numbers, max and min: the same in any order.
    const name = typeof f === 'function' ? w.names.get(f) : undefined;
    const xs = [...a.slice(1, -1), ...w.listToArray(last, 'apply', 'list?', true)];
    const exact = xs.every((x) => N.isNumber(x) && N.isExact(x));
    if ((name === '+' || name === '*') && exact && w.B.TopEnv[`#%${name}`] === f) return (f as Fn)(xs, w.intp);
    if ((name === 'max' || name === 'min') && xs.every((x) => N.isNumber(x) && !(x instanceof N.Flonum && Number.isNaN(x.v))) && w.B.TopEnv[`#%${name}`] === f) return (f as Fn)(xs, w.intp);
  }
  const args = [...a.slice(1, -1), ...w.listToArray(last, 'apply')];
  return new w.B.Call(f, args);
}, { values: true });
def('values', 0, -1, (w, a) => (a.length === 1 ? a[0] : new MultipleValues(a)), { values: true });
def('call-with-values', 2, 2, (w, [producer, consumer]) => {
  proc(w, 'call-with-values', producer);
  proc(w, 'call-with-values', consumer);
  return new w.B.Call(producer, [], (ar) => {
    const v = ar[0];
    return new w.B.Call(consumer, v instanceof MultipleValues ? v.values : [v]);
  });
}, { values: true });
def('call/cc', 1, 1, () => {
  throw new HandOn('call/cc as a value');
}, { values: true });
def('call-with-current-continuation', 1, 1, () => {
  throw new HandOn('call/cc as a value');
}, { values: true });
DEFS.push({
  name: 'sort',
  min: 2,
  max: 2,
  info: { keywords: ['key', 'cache-keys?'] },
  impl: (w, [l, less]) => sortCall(w, l, less, false, false),
  kw: (w, kw, [l, less]) => sortCall(w, l, less, kw.get('key') ?? false, kw.get('cache-keys?') ?? false),
});
/** racket/private/list.rkt's sort: checks, then the prelude's port of sort.rkt. */
function sortCall(w: World, l: unknown, less: unknown, key: unknown, cache: unknown): unknown {
  if (!w.isList(l)) w.contract('sort', 'list?', l);
  proc(w, 'sort', less, 2);
  if (key !== false) proc(w, 'sort', key, 1);
  if (key !== false && isPrimitive(w, key, ['values'])) key = false;
  if (w.isPair(l) && w.unordered?.has(l as object)) return sortUnordered(w, l, less, key);
  // With a primitive comparison (and key), the same algorithm in JavaScript: the same comparisons in the
  // same order, so the same result, many times faster than on BiwaScheme's VM.
  if (isPureFn(w, less) && (key === false || isPureFn(w, key))) {
    const call = (f: unknown, x: unknown[]) => (f as Fn)(x, w.intp);
    return w.arrayToList(rawSort(w.listToArray(l, 'sort'), (a, b) => call(less, [a, b]) !== false, key === false ? undefined : (x) => call(key, [x]), cache !== false));
  }
  return new w.B.Call(w.B.TopEnv['p:%raw-sort'], [l, less, key, cache]);
}

function isPureFn(w: World, f: unknown): boolean {
  return typeof f === 'function' && w.B.TopEnv[`#%${w.names.get(f) ?? ''}`] === f && PURE.has(w.names.get(f)!);
}

/** racket/private/sort.rkt (as the prelude's %raw-sort), for comparisons that cannot call back. */
function rawSort(xs: unknown[], lt: (a: unknown, b: unknown) => boolean, getkey: ((x: unknown) => unknown) | undefined, cacheKeys: boolean): unknown[] {
  const n = xs.length;
  if (n === 0) return xs;
  if (getkey && cacheKeys) {
    const keyed = xs.map((x) => ({ k: getkey(x), x }));
    const sorted = rawSort(keyed, (a, b) => lt((a as { k: unknown }).k, (b as { k: unknown }).k), undefined, false);
    return sorted.map((e) => (e as { x: unknown }).x);
  }
  const less = getkey ? (a: unknown, b: unknown) => lt(getkey(a), getkey(b)) : lt;
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) if (less(xs[i], xs[i - 1])) sorted = false;
  if (sorted) return xs;
  if (n <= 3) {
    if (n === 1) return xs;
    if (n === 2) return [xs[1], xs[0]];
    const [a, b, c] = xs;
    if (less(b, a)) return less(c, b) ? [c, b, a] : less(c, a) ? [b, c, a] : [b, a, c];
    return less(c, a) ? [c, a, b] : [a, c, b];
  }
  const A: unknown[] = xs.concat(new Array(Math.ceil(n / 2)).fill(0));
  const merge = (lo: boolean, A1: number, A2: number, B1: number, B2: number, C1: number) => {
    let a1 = A1;
    let b1 = B1;
    let c1 = C1;
    for (;;) {
      const x = A[a1];
      const y = A[b1];
      if (lo ? !less(y, x) : less(x, y)) {
        A[c1] = x;
        a1++;
        c1++;
        if (!(c1 < b1)) return;
      } else {
        A[c1] = y;
        b1++;
        c1++;
        if (B2 <= b1) {
          while (c1 < b1) A[c1++] = A[a1++];
          return;
        }
      }
    }
  };
  const insertionSort = (Alo: number, Blo: number, m: number) => {
    A[Blo] = A[Alo];
    for (let i = 1; i < m; i++) {
      const refI = A[Alo + i];
      let j = Blo + i;
      for (;;) {
        const refJ1 = A[j - 1];
        if (Blo < j && less(refI, refJ1)) {
          A[j] = refJ1;
          j--;
        } else {
          A[j] = refI;
          break;
        }
      }
    }
  };
  const mergeSort = (Alo: number, Blo: number, m: number): void => {
    if (m === 1) A[Blo] = A[Alo];
    else if (m === 2) {
      const x = A[Alo];
      const y = A[Alo + 1];
      if (less(y, x)) {
        A[Blo] = y;
        A[Blo + 1] = x;
      } else {
        A[Blo] = x;
        A[Blo + 1] = y;
      }
    } else if (m < 16) insertionSort(Alo, Blo, m);
    else {
      const half = m >> 1;
      const rest = m - half;
      mergeSort(Alo + half, Blo + half, rest);
      mergeSort(Alo, Alo + rest, half);
      merge(true, Alo + rest, Alo + m, Blo + half, Blo + m, Blo);
    }
  };
  const half = n >> 1;
  const rest = n - half;
  mergeSort(half, n, rest);
  if (half !== 0) mergeSort(0, rest, half);
  merge(false, n, n + rest, rest, n, 0);
  return A.slice(0, n);
}

/**
 * Sorting a list in a hash table's order: with a primitive comparison (and key) and no two elements tied,
 * the result is the same whatever the input order, so it is sorted here; otherwise handed on.
 */
function sortUnordered(w: World, l: unknown, less: unknown, key: unknown): unknown {
  const pureFn = (f: unknown) => typeof f === 'function' && w.B.TopEnv[`#%${w.names.get(f) ?? ''}`] === f && PURE.has(w.names.get(f)!);
  if (!pureFn(less) || (key !== false && !pureFn(key))) throw new HandOn('it sorts a list in a hash table\'s order with a comparison of its own (the comparisons Racket makes depend on that order)');
  const call = (f: unknown, args: unknown[]) => (f as Fn)(args, w.intp);
  const keyed = w.listToArray(l, 'sort', 'list?', true).map((x) => ({ x, k: key === false ? x : call(key, [x]) }));
  keyed.sort((a, b) => (call(less, [a.k, b.k]) !== false ? -1 : call(less, [b.k, a.k]) !== false ? 1 : 0));
  for (let i = 0; i + 1 < keyed.length; i++) {
    if (call(less, [keyed[i].k, keyed[i + 1].k]) === false) throw new HandOn('it sorts a list in a hash table\'s order with ties (their order is Racket\'s hashing)');
  }
  return w.arrayToList(keyed.map((e) => e.x));
}
/** Primitives that neither call procedures nor change anything. */
const PURE = new Set<string>();
for (const name of ['vector-sort', 'vector-sort!']) {
  DEFS.push({
    name,
    min: 2,
    max: 2,
    info: { keywords: ['key', 'cache-keys?'] },
    impl: (w, [v, less]) => vectorSort(w, name, v, less, false, false),
    kw: (w, kw, [v, less]) => vectorSort(w, name, v, less, kw.get('key') ?? false, kw.get('cache-keys?') ?? false),
  });
}
/** vector-sort's algorithm is list sort's on a copy (the same checks, special cases and merge). */
function vectorSort(w: World, name: string, v: unknown, less: unknown, key: unknown, cache: unknown): unknown {
  const xs = name === 'vector-sort!' ? mutableVec(w, name, v) : vec(w, name, v);
  proc(w, name, less, 2);
  if (key !== false) proc(w, name, key, 1);
  return new w.B.Call(w.B.TopEnv['p:%raw-sort'], [w.arrayToList(xs), less, key, cache], (ar) => {
    const sorted = w.listToArray(ar[0], name);
    if (name === 'vector-sort') return sorted;
    sorted.forEach((x, i) => (xs[i] = x));
    return w.B.undef;
  });
}
pure('%arity-includes?', 2, 2, (w, [f, n]) => w.arityIncludes(f, n as number));
pure('procedure-arity-includes?', 2, 2, (w, [f, n]) => w.arityIncludes(proc(w, 'procedure-arity-includes?', f), index(w, 'procedure-arity-includes?', n)));
pure('%list-length', 2, 2, (w, [l, who]) => w.listToArray(l, who as string).length);

// =================================================================================================
// Characters and strings

total('char->integer', 1, 1, (w, [c]) => chr(w, 'char->integer', c).codePointAt(0)!);
pure('integer->char', 1, 1, (w, [n]) => {
  const code = index(w, 'integer->char', n);
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) w.contract('integer->char', '(and/c (integer-in 0 #x10FFFF) (not/c (integer-in #xD800 #xDFFF)))', n);
  return w.B.Char.get(String.fromCodePoint(code));
});
for (const [name, cmp, ci] of [
  ['char=?', (c: number) => c === 0, false],
  ['char<?', (c: number) => c < 0, false],
  ['char>?', (c: number) => c > 0, false],
  ['char<=?', (c: number) => c <= 0, false],
  ['char>=?', (c: number) => c >= 0, false],
  ['char-ci=?', (c: number) => c === 0, true],
] as const) {
  pure(name, 1, -1, (w, a) => {
    const cs = a.map((c) => chr(w, name, c)).map((c) => (ci ? ascii(c, name).toLowerCase() : c).codePointAt(0)!);
    for (let i = 0; i + 1 < cs.length; i++) if (!cmp(cs[i] - cs[i + 1])) return false;
    return true;
  });
}
pure('char-upcase', 1, 1, (w, [c]) => w.B.Char.get(ascii(chr(w, 'char-upcase', c), 'char-upcase').toUpperCase()));
pure('char-downcase', 1, 1, (w, [c]) => w.B.Char.get(ascii(chr(w, 'char-downcase', c), 'char-downcase').toLowerCase()));
for (const [name, re] of [
  ['char-alphabetic?', /[a-zA-Z]/],
  ['char-numeric?', /[0-9]/],
  ['char-whitespace?', /[ \t\n\v\f\r]/],
  ['char-upper-case?', /[A-Z]/],
  ['char-lower-case?', /[a-z]/],
  ['char-punctuation?', /[!"#%&'()*,\-./:;?@[\\\]_{}]/],
  ['char-symbolic?', /[$+<=>^`|~]/],
] as const) {
  pure(name, 1, 1, (w, [c]) => re.test(ascii(chr(w, name, c), name)));
}
total('string-length', 1, 1, (w, [s]) => [...str(w, 'string-length', s)].length);
function chars(s: string): string[] {
  return [...s];
}
pure('string-ref', 2, 2, (w, [s, k]) => {
  const cs = chars(str(w, 'string-ref', s));
  const i = index(w, 'string-ref', k);
  if (i >= cs.length) w.raise('exn:fail:contract', `string-ref: index is out of range\n  index: ${w.show(k)}\n  valid range: [0, ${cs.length - 1}]\n  string: ${w.show(s)}`);
  return w.B.Char.get(cs[i]);
});
pure('substring', 2, 3, (w, [s, a, b]) => {
  const cs = chars(str(w, 'substring', s));
  const start = index(w, 'substring', a);
  const end = b === undefined ? cs.length : index(w, 'substring', b);
  if (start > cs.length) w.raise('exn:fail:contract', `substring: starting index is out of range\n  starting index: ${w.show(a)}\n  valid range: [0, ${cs.length}]\n  string: ${w.show(s)}`);
  if (end < start || end > cs.length) w.raise('exn:fail:contract', `substring: ending index is out of range\n  ending index: ${w.show(b)}\n  starting index: ${w.show(a)}\n  valid range: [${start}, ${cs.length}]\n  string: ${w.show(s)}`);
  return cs.slice(start, end).join('');
});
pure('string-append', 0, -1, (w, a) => a.map((s) => str(w, 'string-append', s)).join(''));
pure('string-append*', 1, -1, (w, a) => [...a.slice(0, -1), ...w.listToArray(a[a.length - 1], 'string-append*')].map((s) => str(w, 'string-append*', s)).join(''));
pure('string', 0, -1, (w, a) => a.map((c) => chr(w, 'string', c)).join(''));
pure('make-string', 1, 2, (w, [n, c]) => (c === undefined ? '\0' : chr(w, 'make-string', c)).repeat(index(w, 'make-string', n)));
pure('string-copy', 1, 1, (w, [s]) => str(w, 'string-copy', s));
pure('string->list', 1, 1, (w, [s]) => w.arrayToList(chars(str(w, 'string->list', s)).map((c) => w.B.Char.get(c))));
pure('list->string', 1, 1, (w, [l]) => w.listToArray(l, 'list->string', '(listof char?)').map((c) => (w.B.isChar(c) ? (c as BChar).value : w.contract('list->string', '(listof char?)', l))).join(''));
pure('string->symbol', 1, 1, (w, [s]) => w.B.Sym(str(w, 'string->symbol', s)));
pure('symbol->string', 1, 1, (w, [s]) => sym(w, 'symbol->string', s));
pure('string->keyword', 1, 1, (w, [s]) => Keyword.get(str(w, 'string->keyword', s)));
pure('keyword->string', 1, 1, (w, [k]) => (k instanceof Keyword ? k.name : w.contract('keyword->string', 'keyword?', k)));
for (const [name, cmp, ci] of [
  ['string=?', (c: number) => c === 0, false],
  ['string<?', (c: number) => c < 0, false],
  ['string>?', (c: number) => c > 0, false],
  ['string<=?', (c: number) => c <= 0, false],
  ['string>=?', (c: number) => c >= 0, false],
  ['string-ci=?', (c: number) => c === 0, true],
  ['string-ci<?', (c: number) => c < 0, true],
] as const) {
  pure(name, 1, -1, (w, a) => {
    const ss = a.map((s) => str(w, name, s)).map((s) => (ci ? asciiText(s, name).toLowerCase() : s));
    for (let i = 0; i + 1 < ss.length; i++) if (!cmp(compareCodePoints(ss[i], ss[i + 1]))) return false;
    return true;
  });
}
function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
    if (d) return d;
  }
  return x.length - y.length;
}
pure('string-upcase', 1, 1, (w, [s]) => asciiText(str(w, 'string-upcase', s), 'string-upcase').toUpperCase());
pure('string-downcase', 1, 1, (w, [s]) => asciiText(str(w, 'string-downcase', s), 'string-downcase').toLowerCase());
pure('string-contains?', 2, 2, (w, [s, t]) => str(w, 'string-contains?', s).includes(str(w, 'string-contains?', t)));
pure('string-prefix?', 2, 2, (w, [s, t]) => str(w, 'string-prefix?', s).startsWith(str(w, 'string-prefix?', t)));
pure('string-suffix?', 2, 2, (w, [s, t]) => str(w, 'string-suffix?', s).endsWith(str(w, 'string-suffix?', t)));
total('non-empty-string?', 1, 1, (w, [s]) => typeof s === 'string' && s.length > 0);
DEFS.push({
  name: 'string-join',
  min: 1,
  max: 2,
  info: { pure: true, keywords: ['before-first', 'after-last'] },
  impl: (w, a) => stringJoin(w, a, new Map()),
  kw: (w, kw, a) => stringJoin(w, a, kw),
});
function stringJoin(w: World, [l, sep]: unknown[], kw: Map<string, unknown>): string {
  const parts = w.listToArray(l, 'string-join', '(listof string?)').map((s) => (typeof s === 'string' ? s : w.contract('string-join', '(listof string?)', l)));
  const separator = sep === undefined ? ' ' : str(w, 'string-join', sep);
  const before = kw.has('before-first') ? str(w, 'string-join', kw.get('before-first')) : '';
  const after = kw.has('after-last') ? str(w, 'string-join', kw.get('after-last')) : '';
  return before + parts.join(separator) + after;
}
DEFS.push({
  name: 'string-split',
  min: 1,
  max: 2,
  info: { pure: true, keywords: ['trim?', 'repeat?'] },
  impl: (w, a) => stringSplit(w, a, new Map()),
  kw: (w, kw, a) => stringSplit(w, a, kw),
});
/** racket/string's string-split: by whitespace runs (default) or a literal separator, trimmed first. */
function stringSplit(w: World, [s, sep]: unknown[], kw: Map<string, unknown>): unknown {
  const text = str(w, 'string-split', s);
  const trim = kw.get('trim?') ?? true;
  const repeat = kw.get('repeat?') ?? false;
  let parts: string[];
  if (sep === undefined) {
    asciiWhitespace(text);
    const t = trim !== false ? text.replace(/^\s+|\s+$/g, '') : text;
    parts = t === '' ? [] : t.split(/\s+/);
    if (trim === false) parts = text.split(/\s+/);
  } else {
    const separator = str(w, 'string-split', sep);
    if (separator === '') throw new HandOn('string-split with an empty separator');
    const esc = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const unit = repeat !== false ? `(?:${esc})+` : esc;
    let t = text;
    if (trim !== false) t = t.replace(new RegExp(`^${unit}`), '').replace(new RegExp(`${unit}$`), '');
    parts = t === '' ? [] : t.split(new RegExp(unit));
  }
  return w.arrayToList(parts);
}
function asciiWhitespace(s: string): void {
  if (/[^\x00-\x7f]/.test(s) && /[\s\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(s.replace(/[\x00-\x7f]/g, ''))) {
    throw new HandOn('string-split of text with non-ASCII whitespace');
  }
}
DEFS.push({
  name: 'string-trim',
  min: 1,
  max: 2,
  info: { pure: true, keywords: ['left?', 'right?', 'repeat?'] },
  impl: (w, a) => stringTrim(w, a, new Map()),
  kw: (w, kw, a) => stringTrim(w, a, kw),
});
function stringTrim(w: World, [s, sep]: unknown[], kw: Map<string, unknown>): string {
  const text = str(w, 'string-trim', s);
  const left = kw.get('left?') ?? true;
  const right = kw.get('right?') ?? true;
  const repeat = kw.get('repeat?') ?? false;
  let unit: string;
  if (sep === undefined) {
    asciiWhitespace(text);
    unit = '\\s+';
  } else {
    const separator = str(w, 'string-trim', sep);
    if (separator === '') return text;
    const esc = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    unit = repeat !== false ? `(?:${esc})+` : esc;
  }
  let t = text;
  if (left !== false) t = t.replace(new RegExp(`^${unit}`), '');
  if (right !== false) {
    const m = new RegExp(`${unit}$`).exec(t);
    // Racket does not let the left and right trims overlap.
    if (m) t = t.slice(0, m.index);
  }
  return t;
}
DEFS.push({
  name: 'string-replace',
  min: 3,
  max: 3,
  info: { pure: true, keywords: ['all?'] },
  impl: (w, a) => stringReplace(w, a, new Map()),
  kw: (w, kw, a) => stringReplace(w, a, kw),
});
function stringReplace(w: World, [s, from, to]: unknown[], kw: Map<string, unknown>): string {
  const text = str(w, 'string-replace', s);
  const f = str(w, 'string-replace', from);
  const t = str(w, 'string-replace', to);
  if (f === '') throw new HandOn('string-replace of the empty string');
  return kw.get('all?') === false ? text.replace(f, () => t) : text.split(f).join(t);
}

// =================================================================================================
// Vectors and boxes

total('vector', 0, -1, (w, a) => a.slice());
pure('make-vector', 1, 2, (w, [n, v]) => new Array(index(w, 'make-vector', n)).fill(v === undefined ? 0 : v));
pure('vector-length', 1, 1, (w, [v]) => vec(w, 'vector-length', v).length);
pure('vector-ref', 2, 2, (w, [v, k]) => {
  const xs = vec(w, 'vector-ref', v);
  const i = index(w, 'vector-ref', k);
  if (i >= xs.length) w.raise('exn:fail:contract', `vector-ref: index is out of range\n  index: ${w.show(k)}\n  valid range: [0, ${xs.length - 1}]\n  vector: ${w.show(v)}`);
  return xs[i];
});
def('vector-set!', 3, 3, (w, [v, k, x]) => {
  const xs = mutableVec(w, 'vector-set!', v);
  const i = index(w, 'vector-set!', k);
  if (i >= xs.length) w.raise('exn:fail:contract', `vector-set!: index is out of range\n  index: ${w.show(k)}\n  valid range: [0, ${xs.length - 1}]\n  vector: ${w.show(v)}`);
  xs[i] = x;
  return w.B.undef;
});
pure('vector->list', 1, 1, (w, [v]) => w.arrayToList(vec(w, 'vector->list', v)));
pure('list->vector', 1, 1, (w, [l]) => w.listToArray(l, 'list->vector'));
def('vector-fill!', 2, 2, (w, [v, x]) => {
  mutableVec(w, 'vector-fill!', v).fill(x);
  return w.B.undef;
});
pure('vector-copy', 1, 3, (w, [v, a, b]) => {
  const xs = vec(w, 'vector-copy', v);
  const start = a === undefined ? 0 : index(w, 'vector-copy', a);
  const end = b === undefined ? xs.length : index(w, 'vector-copy', b);
  if (start > xs.length || end < start || end > xs.length) w.raise('exn:fail:contract', 'vector-copy: index is out of range');
  return xs.slice(start, end);
});
pure('vector-append', 0, -1, (w, a) => a.flatMap((v) => vec(w, 'vector-append', v)));
pure('vector-member', 2, 2, (w, [x, v]) => {
  const i = vec(w, 'vector-member', v).findIndex((y) => w.equal(x, y));
  return i < 0 ? false : i;
});
pure('vector-memq', 2, 2, (w, [x, v]) => {
  const i = vec(w, 'vector-memq', v).findIndex((y) => w.eq(x, y));
  return i < 0 ? false : i;
});
pure('vector->immutable-vector', 1, 1, (w, [v]) => Object.freeze(vec(w, 'vector->immutable-vector', v).slice()));
total('box', 1, 1, (w, [v]) => new Box(v));
pure('unbox', 1, 1, (w, [b]) => (b instanceof Box ? b.value : w.contract('unbox', 'box?', b)));
def('set-box!', 2, 2, (w, [b, v]) => {
  if (!(b instanceof Box)) w.contract('set-box!', 'box?', b);
  (b as Box).value = v;
  return w.B.undef;
});

// =================================================================================================
// Hash tables

function makeHash(w: World, kind: HashKind, mutable: boolean, pairs: unknown[]): RHash {
  const h = new RHash(kind, mutable);
  for (const p of pairs) {
    const kv = pair(w, 'make-hash', p);
    h.entries.set(w.hashKey(kv.car, kind), [kv.car, kv.cdr]);
  }
  return h;
}
for (const [name, kind] of [['make-hash', 'equal'], ['make-hasheqv', 'eqv'], ['make-hasheq', 'eq']] as const) {
  pure(name, 0, 1, (w, [l]) => makeHash(w, kind, true, l === undefined ? [] : w.listToArray(l, name)));
}
for (const [name, kind] of [['make-immutable-hash', 'equal'], ['make-immutable-hasheqv', 'eqv'], ['make-immutable-hasheq', 'eq']] as const) {
  pure(name, 0, 1, (w, [l]) => makeHash(w, kind, false, l === undefined ? [] : w.listToArray(l, name)));
}
for (const [name, kind] of [['hash', 'equal'], ['hasheqv', 'eqv'], ['hasheq', 'eq']] as const) {
  pure(name, 0, -1, (w, a) => {
    if (a.length % 2) w.raise('exn:fail:contract', `${name}: key does not have a value (i.e., an odd number of arguments were provided)`);
    const h = new RHash(kind, false);
    for (let i = 0; i < a.length; i += 2) h.entries.set(w.hashKey(a[i], kind), [a[i], a[i + 1]]);
    return h;
  });
}
def('hash-ref', 2, 3, (w, [h, k, failure]) => {
  const table = hash(w, 'hash-ref', h);
  const found = table.entries.get(w.hashKey(k, table.kind));
  if (found) return found[1];
  if (failure === undefined) w.raise('exn:fail:contract', `hash-ref: no value found for key\n  key: ${w.show(k)}`);
  return w.isProcedure(failure) ? new w.B.Call(failure, []) : failure;
});
def('hash-ref!', 3, 3, (w, [h, k, v]) => {
  const table = hash(w, 'hash-ref!', h);
  if (!table.mutable) w.contract('hash-ref!', '(and/c hash? (not/c immutable?))', h);
  const key = w.hashKey(k, table.kind);
  const found = table.entries.get(key);
  if (found) return found[1];
  if (w.isProcedure(v)) {
    return new w.B.Call(v, [], (ar) => {
      table.entries.set(key, [k, ar[0]]);
      return ar[0];
    });
  }
  table.entries.set(key, [k, v]);
  return v;
});
pure('hash-has-key?', 2, 2, (w, [h, k]) => {
  const table = hash(w, 'hash-has-key?', h);
  return table.entries.has(w.hashKey(k, table.kind));
});
def('hash-set!', 3, 3, (w, [h, k, v]) => {
  const table = hash(w, 'hash-set!', h);
  if (!table.mutable) w.contract('hash-set!', '(and/c hash? (not/c immutable?))', h);
  const key = w.hashKey(k, table.kind);
  const existing = table.entries.get(key);
  // Racket keeps the first key object for an equal key.
  table.entries.set(key, [existing ? existing[0] : k, v]);
  return w.B.undef;
});
pure('hash-set', 3, 3, (w, [h, k, v]) => {
  const table = hash(w, 'hash-set', h);
  if (table.mutable) w.contract('hash-set', '(and/c hash? immutable?)', h);
  const copy = new RHash(table.kind, false, new Map(table.entries));
  const key = w.hashKey(k, table.kind);
  const existing = copy.entries.get(key);
  copy.entries.set(key, [existing ? existing[0] : k, v]);
  return copy;
});
def('hash-remove!', 2, 2, (w, [h, k]) => {
  const table = hash(w, 'hash-remove!', h);
  if (!table.mutable) w.contract('hash-remove!', '(and/c hash? (not/c immutable?))', h);
  table.entries.delete(w.hashKey(k, table.kind));
  return w.B.undef;
});
pure('hash-remove', 2, 2, (w, [h, k]) => {
  const table = hash(w, 'hash-remove', h);
  if (table.mutable) w.contract('hash-remove', '(and/c hash? immutable?)', h);
  const copy = new RHash(table.kind, false, new Map(table.entries));
  copy.entries.delete(w.hashKey(k, table.kind));
  return copy;
});
pure('hash-count', 1, 1, (w, [h]) => hash(w, 'hash-count', h).entries.size);
pure('hash-empty?', 1, 1, (w, [h]) => hash(w, 'hash-empty?', h).entries.size === 0);
pure('hash-copy', 1, 1, (w, [h]) => {
  const table = hash(w, 'hash-copy', h);
  return new RHash(table.kind, true, new Map(table.entries));
});
def('hash-clear!', 1, 1, (w, [h]) => {
  const table = hash(w, 'hash-clear!', h);
  if (!table.mutable) w.contract('hash-clear!', '(and/c hash? (not/c immutable?))', h);
  table.entries.clear();
  return w.B.undef;
});
const entries = (table: RHash) => [...table.entries.values()];
pure('hash-keys', 1, 1, (w, [h]) => w.unorderedList(entries(hash(w, 'hash-keys', h)).map(([k]) => k), 'the keys (hash-keys)'));
pure('hash-values', 1, 1, (w, [h]) => w.unorderedList(entries(hash(w, 'hash-values', h)).map(([, v]) => v), 'the values (hash-values)'));
pure('hash->list', 1, 1, (w, [h]) => w.unorderedList(entries(hash(w, 'hash->list', h)).map(([k, v]) => new w.B.Pair(k, v)), 'the entries (hash->list)'));
pure('%hash-pairs', 1, 1, (w, [h]) => w.unorderedList(entries(hash(w, 'hash-map', h)).map(([k, v]) => new w.B.Pair(k, v)), 'the entries (hash-map, hash-for-each)'));
/** Sorted keys or values, when the sort leaves no tie that the hash order would decide. */
pure('%hash-entry', 2, 2, (w, [h, k]) => {
  const table = hash(w, 'hash', h);
  return table.entries.get(w.hashKey(k, table.kind))?.[1];
});

// Sets (racket/set), the equal?-based immutable and mutable ones.
function makeSet(w: World, kind: HashKind, mutable: boolean, items: unknown[]): RSet {
  const s = new RSet(kind, mutable);
  for (const x of items) s.entries.set(w.hashKey(x, kind), x);
  return s;
}
function set(w: World, who: string, x: unknown): RSet {
  if (!(x instanceof RSet)) w.contract(who, 'set?', x);
  return x;
}
pure('set', 0, -1, (w, a) => makeSet(w, 'equal', false, a));
pure('seteq', 0, -1, (w, a) => makeSet(w, 'eq', false, a));
pure('mutable-set', 0, -1, (w, a) => makeSet(w, 'equal', true, a));
pure('list->set', 1, 1, (w, [l]) => makeSet(w, 'equal', false, w.listToArray(l, 'list->set', 'list?', true)));
pure('list->seteq', 1, 1, (w, [l]) => makeSet(w, 'eq', false, w.listToArray(l, 'list->seteq', 'list?', true)));
pure('set-member?', 2, 2, (w, [s, x]) => {
  const st = set(w, 'set-member?', s);
  return st.entries.has(w.hashKey(x, st.kind));
});
pure('set-count', 1, 1, (w, [s]) => set(w, 'set-count', s).entries.size);
pure('set-empty?', 1, 1, (w, [s]) => set(w, 'set-empty?', s).entries.size === 0);
pure('set-add', 2, 2, (w, [s, x]) => {
  const st = set(w, 'set-add', s);
  if (st.mutable) w.contract('set-add', '(and/c set? immutable?)', s);
  const copy = new RSet(st.kind, false, new Map(st.entries));
  const key = w.hashKey(x, st.kind);
  if (!copy.entries.has(key)) copy.entries.set(key, x);
  return copy;
});
pure('set-remove', 2, 2, (w, [s, x]) => {
  const st = set(w, 'set-remove', s);
  if (st.mutable) w.contract('set-remove', '(and/c set? immutable?)', s);
  const copy = new RSet(st.kind, false, new Map(st.entries));
  copy.entries.delete(w.hashKey(x, st.kind));
  return copy;
});
def('set-add!', 2, 2, (w, [s, x]) => {
  const st = set(w, 'set-add!', s);
  if (!st.mutable) w.contract('set-add!', 'set-mutable?', s);
  const key = w.hashKey(x, st.kind);
  if (!st.entries.has(key)) st.entries.set(key, x);
  return w.B.undef;
});
def('set-remove!', 2, 2, (w, [s, x]) => {
  const st = set(w, 'set-remove!', s);
  if (!st.mutable) w.contract('set-remove!', 'set-mutable?', s);
  st.entries.delete(w.hashKey(x, st.kind));
  return w.B.undef;
});
pure('set->list', 1, 1, (w, [s]) => w.unorderedList([...set(w, 'set->list', s).entries.values()], 'the elements (set->list)'));
for (const [name, op] of [
  ['set-union', 'union'],
  ['set-intersect', 'intersect'],
  ['set-subtract', 'subtract'],
] as const) {
  pure(name, 1, -1, (w, a) => {
    const sets = a.map((s) => set(w, name, s));
    const first = sets[0];
    if (first.mutable) throw new HandOn(`${name} of mutable sets`);
    const out = new RSet(first.kind, false, new Map(first.entries));
    for (const s of sets.slice(1)) {
      if (s.kind !== first.kind) w.contract(name, 'a set of the same kind', s);
      if (op === 'union') for (const [k, v] of s.entries) if (!out.entries.has(k)) out.entries.set(k, v);
      if (op === 'intersect') for (const k of [...out.entries.keys()]) if (!s.entries.has(k)) out.entries.delete(k);
      if (op === 'subtract') for (const k of s.entries.keys()) out.entries.delete(k);
    }
    return out;
  });
}
pure('subset?', 2, 2, (w, [a, b]) => {
  const x = set(w, 'subset?', a);
  const y = set(w, 'subset?', b);
  for (const k of x.entries.keys()) if (!y.entries.has(k)) return false;
  return true;
});
total('set?', 1, 1, (w, [x]) => x instanceof RSet);

// Dictionaries: association lists and hash tables.
pure('%dict-kind', 1, 1, (w, [d]) => (d instanceof RHash ? 'hash' : w.isList(d) && w.listToArray(d, 'dict').every((p) => w.isPair(p)) ? 'alist' : w.contract('dict-ref', 'dict?', d)));

// =================================================================================================
// Output

function outPort(w: World, who: string, p: unknown): OutputPort {
  if (p === undefined) return w.currentOut;
  if (!(p instanceof OutputPort)) w.contract(who, 'output-port?', p);
  return p;
}
for (const [name, mode, newline] of [
  ['display', 'display', false],
  ['write', 'write', false],
  ['print', 'print', false],
  ['displayln', 'display', true],
  ['writeln', 'write', true],
  ['println', 'print', true],
] as const) {
  def(name, 1, 2, (w, [v, p]) => {
    const port = outPort(w, name, p);
    w.print(v, mode, port);
    if (newline) port.write('\n');
    return w.B.undef;
  });
}
def('newline', 0, 1, (w, [p]) => {
  outPort(w, 'newline', p).write('\n');
  return w.B.undef;
});
def('write-string', 1, 2, (w, [s, p]) => {
  outPort(w, 'write-string', p).write(str(w, 'write-string', s));
  return w.B.undef;
});
def('write-char', 1, 2, (w, [c, p]) => {
  outPort(w, 'write-char', p).write(chr(w, 'write-char', c));
  return w.B.undef;
});

/** Racket's `format` directives: ~a ~s ~v ~e ~n ~% ~~ ~c ~b ~o ~x, and whitespace after ~<newline>. */
export function format(w: World, who: string, fmt: string, args: unknown[], strict: boolean): string {
  let out = '';
  let next = 0;
  const take = () => {
    if (next >= args.length) w.raise('exn:fail:contract', `${who}: format string requires ${countDirectives(fmt)} arguments, given ${args.length}`);
    return args[next++];
  };
  for (let i = 0; i < fmt.length; i++) {
    const c = fmt[i];
    if (c !== '~') {
      out += c;
      continue;
    }
    const d = fmt[++i];
    switch (d) {
      case 'a':
      case 'A':
        out += w.printer.text(take(), 'display', strict);
        break;
      case 's':
      case 'S':
        out += w.printer.text(take(), 'write', strict);
        break;
      case 'v':
      case 'V':
      case 'e':
      case 'E':
        out += w.printer.text(take(), 'print', strict);
        break;
      case 'c':
      case 'C':
        out += chr(w, who, take());
        break;
      case 'b':
      case 'B':
      case 'o':
      case 'O':
      case 'x':
      case 'X': {
        const v = take();
        if (!N.isExactInt(v) && !(v instanceof N.Ratnum)) w.contract(who, 'exact?', v);
        out += N.numberToString(v as RNum, { b: 2, o: 8, x: 16 }[d.toLowerCase() as 'b']);
        break;
      }
      case 'n':
      case '%':
        out += '\n';
        break;
      case '~':
        out += '~';
        break;
      case '\n':
        while (i + 1 < fmt.length && /[ \t]/.test(fmt[i + 1])) i++;
        break;
      default:
        if (d !== undefined && /\s/.test(d)) {
          while (i + 1 < fmt.length && /\s/.test(fmt[i + 1])) i++;
          break;
        }
        w.raise('exn:fail:contract', `${who}: ill-formed pattern string\n  explanation: tag \`~${d ?? ''}\` not allowed\n  pattern string: ${w.show(fmt)}`);
    }
  }
  if (next < args.length) w.raise('exn:fail:contract', `${who}: format string requires ${next} arguments, given ${args.length}`);
  return out;
}
function countDirectives(fmt: string): number {
  return (fmt.match(/~[aAsSvVeEcCbBoOxX]/g) ?? []).length;
}
pure('format', 1, -1, (w, [fmt, ...args]) => format(w, 'format', str(w, 'format', fmt), args, true));
def('printf', 1, -1, (w, [fmt, ...args]) => {
  w.currentOut.write(format(w, 'printf', str(w, 'printf', fmt), args, w.currentOut.name === 'string'));
  return w.B.undef;
});
def('eprintf', 1, -1, (w, [fmt, ...args]) => {
  w.currentErr.write(format(w, 'eprintf', str(w, 'eprintf', fmt), args, w.currentErr.name === 'string'));
  return w.B.undef;
});
def('fprintf', 2, -1, (w, [p, fmt, ...args]) => {
  const port = outPort(w, 'fprintf', p);
  port.write(format(w, 'fprintf', str(w, 'fprintf', fmt), args, port.name === 'string'));
  return w.B.undef;
});
DEFS.push({
  name: '~a',
  min: 0,
  max: -1,
  info: { pure: true, keywords: ['separator', 'min-width', 'max-width', 'align', 'pad-string', 'left-pad-string', 'right-pad-string', 'width'] },
  impl: (w, a) => tildeA(w, a, new Map()),
  kw: (w, kw, a) => tildeA(w, a, kw),
});
function tildeA(w: World, args: unknown[], kw: Map<string, unknown>): string {
  const separator = kw.has('separator') ? str(w, '~a', kw.get('separator')) : '';
  let text = args.map((a) => w.printer.text(a, 'display', true)).join(separator);
  const width = kw.get('width');
  const minWidth = width !== undefined ? width : kw.get('min-width');
  const maxWidth = width !== undefined ? width : kw.get('max-width');
  if (maxWidth !== undefined && maxWidth !== Infinity) {
    const m = index(w, '~a', maxWidth);
    if ([...text].length > m) text = [...text].slice(0, m).join('');
  }
  if (minWidth !== undefined) {
    const m = index(w, '~a', minWidth);
    const align = kw.has('align') ? sym(w, '~a', kw.get('align')) : 'left';
    const padString = kw.has('pad-string') ? str(w, '~a', kw.get('pad-string')) : ' ';
    if (kw.has('left-pad-string') || kw.has('right-pad-string') || padString.length !== 1) throw new HandOn('~a with pad strings other than one character');
    const missing = m - [...text].length;
    if (missing > 0) {
      if (align === 'left') text += padString.repeat(missing);
      else if (align === 'right') text = padString.repeat(missing) + text;
      else text = padString.repeat(Math.floor(missing / 2)) + text + padString.repeat(Math.ceil(missing / 2));
    }
  }
  return text;
}
pure('~s', 0, -1, (w, a) => a.map((x) => w.printer.text(x, 'write', true)).join(' '));
pure('~v', 0, -1, (w, a) => a.map((x) => w.printer.text(x, 'print', true)).join(' '));
total('current-output-port', 0, 0, (w) => w.currentOut);
total('current-error-port', 0, 0, (w) => w.currentErr);
total('open-output-string', 0, 1, () => new OutputPort('string'));
pure('get-output-string', 1, 1, (w, [p]) => (p instanceof OutputPort && p.name === 'string' ? p.text : w.contract('get-output-string', 'string-port?', p)));
def('with-output-to-string', 1, 1, (w, [thunk]) => {
  proc(w, 'with-output-to-string', thunk, 0);
  const port = new OutputPort('string');
  const saved = w.currentOut;
  w.currentOut = port;
  // Restored when the thunk returns; an exception out of it is caught by a check or a handler, which
  // restore the ports they saw.
  return new w.B.Call(thunk, [], () => {
    w.currentOut = saved;
    return port.text;
  });
});
total('output-port?', 1, 1, (w, [p]) => p instanceof OutputPort);
def('flush-output', 0, 1, (w) => w.B.undef);

// =================================================================================================
// Errors and exit

def('error', 1, -1, (w, [first, ...rest]) => {
  if (w.B.isSymbol(first)) {
    const name = (first as BSymbol).name;
    if (rest.length === 0) w.raise('exn:fail', `error: ${name}`);
    const fmt = str(w, 'error', rest[0]);
    w.raise('exn:fail', `${name}: ${format(w, 'error', fmt, rest.slice(1), false)}`);
  }
  if (typeof first === 'string') w.raise('exn:fail', [first, ...rest.map((v) => w.show(v))].join(' '));
  w.raise('exn:fail', `error: ${w.show(first)}`);
});
def('raise', 1, 2, (w, [v]) => {
  throw new Raise(v);
});
def('raise-user-error', 1, -1, (w, [first, ...rest]) => {
  if (w.B.isSymbol(first)) w.raise('exn:fail:user', `${(first as BSymbol).name}: ${format(w, 'raise-user-error', str(w, 'raise-user-error', rest[0]), rest.slice(1), false)}`);
  w.raise('exn:fail:user', [str(w, 'raise-user-error', first), ...rest.map((v) => w.show(v))].join(' '));
});
def('raise-argument-error', 3, -1, (w, [name, expected, value]) => {
  w.raise('exn:fail:contract', `${sym(w, 'raise-argument-error', name)}: contract violation\n  expected: ${str(w, 'raise-argument-error', expected)}\n  given: ${w.show(value)}`);
});
for (const kind of ['exn', 'exn:fail', 'exn:fail:contract', 'exn:fail:contract:divide-by-zero', 'exn:fail:contract:arity', 'exn:fail:contract:variable', 'exn:fail:user']) {
  total(`${kind}?`, 1, 1, (w, [e]) => e instanceof Exn && e.is(kind));
}
pure('exn-message', 1, 1, (w, [e]) => (e instanceof Exn ? e.message : w.contract('exn-message', 'exn?', e)));
def('exit', 0, 1, (w, [v]) => {
  const code = v === undefined ? 0 : typeof v === 'number' && v >= 1 && v <= 255 ? v : 0;
  throw new Exit(code);
});

// Procedures
total('procedure-arity', 1, 1, () => {
  throw new HandOn('procedure-arity');
});
