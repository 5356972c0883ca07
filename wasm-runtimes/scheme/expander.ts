import { app, call, constant, iff, lambda, letCore, prim, ref, seq, set, type Core } from './core.ts';
import { HandOn } from './numbers.ts';
import { RACKET_NAMES, RACKUNIT_NAMES } from './racket-names.ts';
import type { Datum, Module, Pos } from './reader.ts';
import { handOnReasonFor } from './hand-on-rules.ts';

/**
 * Expands a `#lang racket` module into BiwaScheme's core language (core.ts), as Racket's expander would:
 * lexical scope resolved here (every identifier becomes a uniquely named variable, a primitive of the
 * runtime, or one of the forms below), module-level and internal definitions with Racket's
 * use-before-definition checks, left-to-right evaluation (BiwaScheme evaluates arguments right to left),
 * and Racket's own compile-time errors (an unbound identifier, a duplicate definition, `if` without an
 * else branch...), which fail the program before it runs, as `racket` does. A form, option or library
 * it does not implement hands the program on (HandOn) with the reason.
 */

/** An error `racket` reports while compiling the module: exit status 1, nothing runs. */
export class CompileError extends Error {
  constructor(
    message: string,
    readonly pos?: Pos,
  ) {
    super(message);
  }
}

/** What the expander needs to know about a primitive the runtime implements. */
export interface PrimitiveInfo {
  /** Keyword arguments it accepts (`sort`: key, cache-keys?). */
  keywords?: readonly string[];
  /** Neither calls a procedure, nor changes, nor reads mutable state, nor raises: evaluation order cannot matter. */
  total?: boolean;
  /** Calls no procedure and changes nothing (it may raise, or read a vector or hash table). */
  pure?: boolean;
  /** May return multiple values (`values`, `apply`, `call-with-values`). */
  values?: boolean;
  /** Positional arguments it accepts: [min, max], max -1 for any number. */
  arity?: readonly [number, number];
}

interface DefCtx {
  /** Index of the definition-context form being compiled. */
  current: number;
  /** The index whose `define` right-hand side is a lambda being compiled, where its own names are safe. */
  lambdaOf: number;
}

type Binding =
  | { b: 'var'; id: string; name: string; mutable: boolean; ctx?: DefCtx; index?: number }
  | { b: 'prim'; name: string }
  | { b: 'form'; name: string }
  | { b: 'missing'; name: string };

class Scope {
  readonly vars = new Map<string, Binding>();
  constructor(readonly parent?: Scope) {}
  lookup(name: string): Binding | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const b = s.vars.get(name);
      if (b) return b;
    }
    return undefined;
  }
}

/** tail: the value goes to the caller; single: exactly one value is needed; any: discarded. */
type Ctx = 'tail' | 'single' | 'any';

export interface ExpandedModule {
  forms: Core[];
  /** Module-level variables (`m:<name>`), created uninitialised before the module runs. */
  globals: string[];
  /** Local variables that hold `#%struct` results etc. need nothing more; this lists what the run needs. */
  usesValues: boolean;
}

const FORMS = [
  'define', 'define-values', 'lambda', 'λ', 'case-lambda', 'let', 'let*', 'letrec', 'let-values', 'let*-values',
  'if', 'cond', 'case', 'when', 'unless', 'and', 'or', 'begin', 'begin0', 'set!', 'quote', 'quasiquote',
  'do', 'let/ec', 'let/cc', 'with-handlers', 'struct', 'define-struct', 'local', 'require', 'provide',
  'for', 'for*', 'for/list', 'for*/list', 'for/vector', 'for*/vector', 'for/sum', 'for*/sum', 'for/product',
  'for*/product', 'for/and', 'for*/and', 'for/or', 'for*/or', 'for/first', 'for*/first', 'for/last',
  'for*/last', 'for/fold', 'for*/fold', 'for/hash', 'for*/hash', 'for/hasheq', 'for*/hasheq', 'for/hasheqv', 'for*/hasheqv',
] as const;

const RACKUNIT_FORMS = [
  'check-equal?', 'check-not-equal?', 'check-eq?', 'check-not-eq?', 'check-eqv?', 'check-not-eqv?', 'check-true',
  'check-false', 'check-not-false', 'check-pred', 'check-=', 'check', 'check-exn', 'check-not-exn', 'test-case', 'test-begin',
] as const;

/** Racket's syntax keywords, bound only to be recognized inside forms: as an expression, a compile error. */
const KEYWORDS = new Set(['else', '=>', 'unquote', 'unquote-splicing', '...', '_']);

/** Libraries `#lang racket` already includes: requiring them changes nothing. */
const INCLUDED_LIBRARIES = new Set([
  'racket', 'racket/base', 'racket/list', 'racket/string', 'racket/math', 'racket/function', 'racket/bool',
  'racket/vector', 'racket/format', 'racket/local', 'racket/set', 'racket/dict', 'racket/match', 'racket/port',
  'racket/promise', 'racket/sequence', 'racket/stream', 'racket/contract', 'racket/hash',
]);

const isSym = (d: Datum | undefined, name?: string): d is Extract<Datum, { t: 'sym' }> => d?.t === 'sym' && (name === undefined || d.name === name);
const isList = (d: Datum | undefined): d is Extract<Datum, { t: 'list' }> => d?.t === 'list' && !d.tail;
const where = (d: Datum) => d.pos;

export class Expander {
  private counter = 0;
  private readonly base = new Scope();
  private readonly globals: string[] = [];
  private rackunit = false;
  private usesValues = false;
  /** Names assigned by some `set!` anywhere (by name: a conservative view of which variables are mutable). */
  private readonly assigned = new Set<string>();

  constructor(
    private readonly primitives: ReadonlyMap<string, PrimitiveInfo>,
    /** The file name racket reports locations with (`1.rkt`). */
    private readonly file: string,
    /** The runtime's own prelude: its globals are `p:<name>` and it may use the internal `%` primitives. */
    private readonly prelude = false,
  ) {}

  // -------------------------------------------------------------------------------------------------
  // Module

  expandModule(mod: Module): ExpandedModule {
    if (mod.lang !== 'racket') throw new HandOn(`it is written in \`#lang ${mod.lang}\`, and this runtime implements \`#lang racket\` only`);
    this.scanAssignments(mod.body);
    this.usesValues = this.mentions(mod.body, new Set(['values', 'call-with-values', 'apply', 'call/cc', 'call-with-current-continuation', 'let/cc']));
    // Requires first: their bindings cover the whole module.
    for (const form of mod.body) {
      if (isList(form) && isSym(form.items[0], 'require')) this.require(form);
    }
    for (const name of RACKET_NAMES) this.base.vars.set(name, this.initialBinding(name));
    if (this.prelude) for (const name of this.primitives.keys()) if (name.startsWith('%')) this.base.vars.set(name, { b: 'prim', name });
    if (this.rackunit) for (const name of RACKUNIT_NAMES) this.base.vars.set(name, this.initialBinding(name));

    const scope = new Scope(this.base);
    const ctx: DefCtx = { current: 0, lambdaOf: -1 };
    // Partial expansion, form by form: a definition binds its names for the whole module from here on
    // (a form before it whose head was that name used the import, as in Racket).
    const items = this.partialExpand(mod.body, scope, true, (name, index) => {
      if (scope.vars.has(name.name)) throw new CompileError(`module: identifier already defined\n  at: ${name.name}`, name.pos);
      const id = `${this.prelude ? 'p' : 'm'}:${name.name}`;
      this.globals.push(id);
      if (this.assigned.has(name.name)) this.mutableIds.add(id);
      scope.vars.set(name.name, { b: 'var', id, name: name.name, mutable: this.assigned.has(name.name), ctx, index });
    });
    const forms: Core[] = [];
    items.forEach((item, index) => {
      ctx.current = index;
      if (item.kind === 'expr') {
        if (item.form === 'require') return;
        if (item.form === 'provide') return this.provide(item.datum as Extract<Datum, { t: 'list' }>, scope);
        // A module-level expression's values are printed (`print`), except void.
        forms.push(call('call-with-values', lambda([], this.item(item, scope, 'tail')), prim('%print-results')));
      } else forms.push(this.definition(item, scope, ctx, index));
    });
    return { forms, globals: this.globals, usesValues: this.usesValues };
  }

  /** An expression item, with the form its head named when partial expansion reached it. */
  private item(item: DefItem, scope: Scope, ctx: Ctx): Core {
    return item.form ? this.form(item.form, item.datum as Extract<Datum, { t: 'list' }>, scope, ctx) : this.expr(item.datum, scope, ctx);
  }

  private initialBinding(name: string): Binding {
    if ((FORMS as readonly string[]).includes(name)) return { b: 'form', name };
    if (this.rackunit && (RACKUNIT_FORMS as readonly string[]).includes(name)) return { b: 'form', name };
    if (this.primitives.has(name)) return { b: 'prim', name };
    return { b: 'missing', name };
  }

  private require(form: Extract<Datum, { t: 'list' }>): void {
    for (const spec of form.items.slice(1)) {
      if (!isSym(spec)) throw new HandOn(`it requires \`${show(spec)}\`, a require form this runtime does not implement`);
      if (spec.name === 'rackunit') this.rackunit = true;
      else if (!INCLUDED_LIBRARIES.has(spec.name)) throw new HandOn(`it requires the library ${spec.name}, which this runtime does not have`);
    }
  }

  private provide(form: Extract<Datum, { t: 'list' }>, scope: Scope): void {
    for (const spec of form.items.slice(1)) {
      if (isSym(spec)) {
        const b = scope.lookup(spec.name);
        if (!b) throw new CompileError(`provide: provided identifier is not defined or required\n  at: ${spec.name}`, spec.pos);
      } else if (!(isList(spec) && isSym(spec.items[0], 'all-defined-out') && spec.items.length === 1)) {
        throw new HandOn(`it provides \`${show(spec)}\`, a provide form this runtime does not implement`);
      }
    }
  }

  private scanAssignments(body: Datum[]): void {
    const walk = (d: Datum) => {
      if (d.t === 'list') {
        if (isSym(d.items[0], 'set!') && isSym(d.items[1])) this.assigned.add(d.items[1].name);
        if (isSym(d.items[0], 'quote')) return;
        d.items.forEach(walk);
        if (d.tail) walk(d.tail);
      } else if (d.t === 'vec') d.items.forEach(walk);
    };
    body.forEach(walk);
  }

  private mentions(body: Datum[], names: Set<string>): boolean {
    const walk = (d: Datum): boolean => {
      if (d.t === 'sym') return names.has(d.name);
      if (d.t === 'list') return (!isSym(d.items[0], 'quote') && d.items.some(walk)) || (d.tail !== undefined && walk(d.tail));
      return false;
    };
    return body.some(walk);
  }

  // -------------------------------------------------------------------------------------------------
  // Definition contexts (the module body and internal-definition bodies)

  /**
   * Splices `begin` and sorts a body's forms into definitions (with the names they bind) and expressions,
   * as Racket's partial expansion does before expanding any expression.
   */
  private partialExpand(forms: Datum[], scope: Scope, moduleLevel: boolean, bind: (name: Extract<Datum, { t: 'sym' }>, index: number) => void, items: DefItem[] = []): DefItem[] {
    const push = (item: DefItem) => {
      items.push(item);
      for (const n of item.names) bind(n, items.length - 1);
    };
    for (const d of forms) {
      const head = isList(d) && isSym(d.items[0]) ? d.items[0].name : undefined;
      const kind = head !== undefined ? this.formName(head, scope) : undefined;
      if (!isList(d) || kind === undefined) {
        push({ kind: 'expr', datum: d, names: [] });
        continue;
      }
      switch (kind) {
        case 'begin':
          this.partialExpand(d.items.slice(1), scope, moduleLevel, bind, items);
          break;
        case 'define': {
          const target = d.items[1];
          if (isSym(target)) {
            if (d.items.length !== 3) throw new CompileError(`define: bad syntax${d.items.length === 2 ? ' (missing expression after identifier)' : ' (multiple expressions after identifier)'}`, d.pos);
            push({ kind: 'define', datum: d, names: [target] });
          } else if (target?.t === 'list') {
            const header = target as Extract<Datum, { t: 'list' }>;
            if (!isSym(header.items[0])) {
              if (header.items[0]?.t === 'list') throw new HandOn('it defines a curried function `(define ((f a) b) ...)`');
              throw new CompileError('define: bad syntax', d.pos);
            }
            if (d.items.length < 3) throw new CompileError('define: bad syntax (no expressions for procedure body)', d.pos);
            push({ kind: 'define', datum: d, names: [header.items[0]] });
          } else throw new CompileError('define: bad syntax', d.pos);
          break;
        }
        case 'define-values': {
          const names = d.items[1];
          if (!isList(names) || !names.items.every((n) => isSym(n)) || d.items.length !== 3) throw new CompileError('define-values: bad syntax', d.pos);
          push({ kind: 'define-values', datum: d, names: names.items as Extract<Datum, { t: 'sym' }>[] });
          break;
        }
        case 'struct':
        case 'define-struct': {
          const spec = this.structSpec(d, kind);
          push({ kind: 'struct', datum: d, names: spec.names, struct: spec });
          break;
        }
        default:
          if (kind === 'require' && !moduleLevel) throw new HandOn('it has a `require` inside a definition');
          push({ kind: 'expr', datum: d, names: [], form: kind });
      }
    }
    return items;
  }

  /** The form a head identifier names here, or undefined when it is a variable or unbound. */
  private formName(name: string, scope: Scope): string | undefined {
    const b = scope.lookup(name);
    if (b?.b === 'form') return b.name;
    if (b === undefined && ['define-syntax', 'define-syntax-rule', 'define-syntaxes', 'module', 'module+', 'module*', 'define-for-syntax', 'begin-for-syntax'].includes(name)) return name;
    return undefined;
  }

  private isForm(name: string, scope: Scope, which: string[]): boolean {
    const b = scope.lookup(name);
    return b?.b === 'form' && which.includes(b.name);
  }

  private definition(item: DefItem, scope: Scope, ctx: DefCtx, index: number): Core {
    const target = (name: string) => {
      const b = scope.vars.get(name) as Extract<Binding, { b: 'var' }>;
      return b.id;
    };
    const d = item.datum as Extract<Datum, { t: 'list' }>;
    if (item.kind === 'define') {
      const head = d.items[1];
      let value: Core;
      if (isSym(head)) {
        const rhs = d.items[2];
        const isLambda = isList(rhs) && isSym(rhs.items[0]) && ['lambda', 'λ', 'case-lambda'].includes(this.formName(rhs.items[0].name, scope) ?? '');
        value = this.withLambdaOf(ctx, isLambda ? index : -1, () => this.expr(rhs, scope, 'single'));
      } else {
        const header = head as Extract<Datum, { t: 'list' }>;
        const formals: Datum = header.tail ? { t: 'list', items: header.items.slice(1), tail: header.tail, pos: header.pos, shape: '(' } : { t: 'list', items: header.items.slice(1), pos: header.pos, shape: '(' };
        value = this.withLambdaOf(ctx, index, () => this.lambdaExpr(formals, d.items.slice(2), scope, (header.items[0] as { name: string }).name));
      }
      return set(target(item.names[0].name), value);
    }
    if (item.kind === 'define-values') {
      const temps = item.names.map((n) => this.fresh(n.name));
      const receiver = lambda(temps, seq(...item.names.map((n, i) => set(target(n.name), ref(temps[i]))), constant(undefined)));
      return call('call-with-values', lambda([], this.expr(d.items[2], scope, 'tail')), receiver);
    }
    if (item.kind === 'struct') {
      const spec = item.struct!;
      const temps = item.names.map((n) => this.fresh(n.name));
      let parent: Core = constant(false);
      if (spec.parent) {
        const b = scope.lookup(spec.parent.name);
        if (b?.b !== 'var' || !b.id.startsWith('m:') && !b.id.includes('.')) throw new HandOn(`its struct's parent \`${spec.parent.name}\` is not a struct this runtime knows`);
        parent = this.reference(spec.parent, scope);
        parent = call('%struct-type-of', parent);
      }
      const receiver = lambda(temps, seq(...item.names.map((n, i) => set(target(n.name), ref(temps[i]))), constant(undefined)));
      return call(
        'call-with-values',
        lambda([], call('%make-struct', { k: 'quote', d: { t: 'sym', name: spec.name, pos: d.pos } }, parent, constant(spec.fields), constant(spec.transparent), constant(spec.mutable), constant(spec.constructor))),
        receiver,
      );
    }
    return this.expr(d, scope, 'any');
  }

  private withLambdaOf<T>(ctx: DefCtx, index: number, f: () => T): T {
    const saved = ctx.lambdaOf;
    ctx.lambdaOf = index;
    try {
      return f();
    } finally {
      ctx.lambdaOf = saved;
    }
  }

  private structSpec(d: Extract<Datum, { t: 'list' }>, kind: 'struct' | 'define-struct'): StructSpec {
    let at = 1;
    const nameD = d.items[at++];
    let name: string;
    let parent: Extract<Datum, { t: 'sym' }> | undefined;
    if (isSym(nameD)) name = nameD.name;
    else if (kind === 'define-struct' && isList(nameD) && nameD.items.length === 2 && isSym(nameD.items[0]) && isSym(nameD.items[1])) {
      name = nameD.items[0].name;
      parent = nameD.items[1];
    } else throw new CompileError(`${kind}: bad syntax`, d.pos);
    if (kind === 'struct' && isSym(d.items[at])) parent = d.items[at++] as Extract<Datum, { t: 'sym' }>;
    const fieldsD = d.items[at++];
    if (!isList(fieldsD)) throw new CompileError(`${kind}: bad syntax`, d.pos);
    const fields: string[] = [];
    for (const f of fieldsD.items) {
      if (!isSym(f)) throw new HandOn(`its struct ${name} has a field with options`);
      fields.push(f.name);
    }
    let transparent = false;
    let mutable = false;
    while (at < d.items.length) {
      const opt = d.items[at++];
      if (opt.t === 'kw' && opt.name === 'transparent') transparent = true;
      else if (opt.t === 'kw' && opt.name === 'mutable') mutable = true;
      else throw new HandOn(`its struct ${name} uses the option ${show(opt)}`);
    }
    const pos = d.pos;
    const sym = (n: string): Extract<Datum, { t: 'sym' }> => ({ t: 'sym', name: n, pos });
    const constructor = kind === 'struct' ? name : `make-${name}`;
    const names = [sym(`struct:${name}`), sym(constructor), sym(`${name}?`), ...fields.map((f) => sym(`${name}-${f}`))];
    if (mutable) names.push(...fields.map((f) => sym(`set-${name}-${f}!`)));
    return { name, parent, fields, transparent, mutable, names, constructor };
  }

  /**
   * An internal-definition body (lambda, let, cond clauses...): its definitions are letrec*-like locals,
   * checked against use before their definition; the last form must be an expression.
   */
  private body(forms: Datum[], scope: Scope, ctx: Ctx, where: Datum | Pos): Core {
    const pos = 'line' in where ? where : where.pos;
    if (forms.length === 0) throw new CompileError('bad syntax (an empty body)', pos);
    const inner = new Scope(scope);
    const defCtx: DefCtx = { current: 0, lambdaOf: -1 };
    const ids: string[] = [];
    const items = this.partialExpand(forms, inner, false, (n, index) => {
      if (inner.vars.has(n.name)) throw new CompileError(`define-values: duplicate binding name\n  at: ${n.name}`, n.pos);
      const id = this.fresh(n.name);
      ids.push(id);
      if (this.assigned.has(n.name)) this.mutableIds.add(id);
      inner.vars.set(n.name, { b: 'var', id, name: n.name, mutable: this.assigned.has(n.name), ctx: defCtx, index });
    });
    const last = items[items.length - 1];
    if (last.kind !== 'expr') throw new CompileError('begin (possibly implicit): the last form is not an expression', last.datum.pos);
    const out: Core[] = [];
    items.forEach((item, index) => {
      defCtx.current = index;
      if (item.kind === 'expr') out.push(this.item(item, inner, index === items.length - 1 ? ctx : 'any'));
      else out.push(this.definition(item, inner, defCtx, index));
    });
    return letCore(ids, ids.map(() => prim('%uninit')), seq(...out));
  }

  private sequence(forms: Datum[], scope: Scope, ctx: Ctx): Core {
    return seq(...forms.map((f, i) => this.expr(f, scope, i === forms.length - 1 ? ctx : 'any')));
  }

  // -------------------------------------------------------------------------------------------------
  // Expressions

  expr(d: Datum, scope: Scope, ctx: Ctx): Core {
    switch (d.t) {
      case 'sym':
        return this.reference(d, scope);
      case 'num':
      case 'str':
      case 'char':
      case 'bool':
      case 'vec':
        return { k: 'quote', d };
      case 'kw':
        throw new CompileError(`#%datum: keyword misused as an expression\n  at: #:${d.name}`, d.pos);
      case 'list': {
        if (d.tail) throw new CompileError('#%app: bad syntax (illegal use of `.`)', d.pos);
        if (d.items.length === 0) throw new CompileError('#%app: missing procedure expression;\n probably originally (), which is an illegal empty application', d.pos);
        const head = d.items[0];
        if (isSym(head)) {
          const b = scope.lookup(head.name);
          if (b?.b === 'form') return this.form(b.name, d, scope, ctx);
          if (b?.b === 'missing' && KEYWORDS.has(b.name)) throw new CompileError(`${b.name}: not allowed as an expression`, head.pos);
          if (b === undefined && this.formName(head.name, scope)) throw new HandOn(`it uses \`${head.name}\` (macros and submodules are not implemented)`);
        }
        return this.application(d, scope, ctx);
      }
    }
  }

  private reference(d: Extract<Datum, { t: 'sym' }>, scope: Scope): Core {
    const b = scope.lookup(d.name);
    if (!b) throw new CompileError(`${d.name}: unbound identifier\n  in: ${d.name}`, d.pos);
    switch (b.b) {
      case 'var': {
        if (b.ctx && b.index !== undefined && !(b.ctx.current > b.index) && !(b.ctx.lambdaOf === b.index && b.ctx.current === b.index)) {
          return call('%checked', ref(b.id), { k: 'quote', d });
        }
        return ref(b.id);
      }
      case 'prim':
        if (b.name === 'call/cc' || b.name === 'call-with-current-continuation') throw new HandOn('it uses call/cc as a value');
        return prim(b.name);
      case 'form':
        if ((RACKUNIT_FORMS as readonly string[]).includes(b.name)) throw new HandOn(`it uses the rackunit check ${b.name} as a value`);
        throw new CompileError(`${d.name}: bad syntax`, d.pos);
      case 'missing':
        if (KEYWORDS.has(b.name)) throw new CompileError(`${b.name}: not allowed as an expression`, d.pos);
        throw new HandOn(handOnReasonFor(b.name));
    }
  }

  /** How evaluating a compiled expression can interact with its neighbours' evaluation. */
  private kindOf(c: Core): 'trivial' | 'raise' | 'effect' {
    switch (c.k) {
      case 'quote':
      case 'const':
      case 'lambda':
        return 'trivial';
      case 'ref':
        return this.mutableIds.has(c.name) ? 'raise' : 'trivial';
      case 'app': {
        if (c.fn.k === 'ref' && c.fn.name.startsWith('#%')) {
          const info = this.primitives.get(c.fn.name.slice(2));
          if (info?.total || info?.pure || c.fn.name === '#%%checked') {
            const worst = c.args.map((a) => this.kindOf(a));
            if (worst.includes('effect')) return 'effect';
            if (worst.includes('raise') || !info?.total) return 'raise';
            return 'trivial';
          }
        }
        return 'effect';
      }
      case 'if': {
        const ks = [c.test, c.then, c.else].map((x) => this.kindOf(x));
        return ks.includes('effect') ? 'effect' : ks.includes('raise') ? 'raise' : 'trivial';
      }
      default:
        return 'effect';
    }
  }

  /** Ids of variables some `set!` may assign (their reads can see a neighbour's assignment). */
  private readonly mutableIds = new Set<string>();

  private fresh(name: string): string {
    return `${name}.${++this.counter}`;
  }

  /**
   * Evaluates `parts` left to right, as Racket does, then gives their values to `finish`. BiwaScheme
   * evaluates a call's arguments right to left, so when the order could be seen (something with an effect
   * next to anything that is not trivial) the parts are bound one by one by nested lambdas.
   */
  private ordered(parts: Core[], finish: (values: Core[]) => Core): Core {
    const kinds = parts.map((p) => this.kindOf(p));
    const effects = kinds.filter((k) => k === 'effect').length;
    const nontrivial = kinds.filter((k) => k !== 'trivial').length;
    if (effects === 0 || nontrivial < 2) return finish(parts);
    const values: Core[] = [];
    const binds: { id: string; value: Core }[] = [];
    parts.forEach((p, i) => {
      if (kinds[i] === 'trivial') values.push(p);
      else {
        const id = this.fresh('arg');
        binds.push({ id, value: p });
        values.push(ref(id));
      }
    });
    let out = finish(values);
    for (let i = binds.length - 1; i >= 0; i--) out = letCore([binds[i].id], [binds[i].value], out);
    return out;
  }

  private single(c: Core, ctx: Ctx): Core {
    if (!this.usesValues || ctx !== 'single' || c.k !== 'app') return c;
    if (c.fn.k === 'ref' && c.fn.name.startsWith('#%') && !this.primitives.get(c.fn.name.slice(2))?.values) return c;
    return call('%single', c);
  }

  private application(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    const fnD = d.items[0];
    const positional: Datum[] = [];
    const keywords: { name: string; value: Datum }[] = [];
    for (let i = 1; i < d.items.length; i++) {
      const a = d.items[i];
      if (a.t === 'kw') {
        const v = d.items[++i];
        if (!v) throw new CompileError(`#%app: missing argument expression after keyword\n  at: #:${a.name}`, a.pos);
        if (keywords.some((k) => k.name === a.name)) throw new CompileError(`#%app: duplicate keyword for application\n  at: #:${a.name}`, a.pos);
        keywords.push({ name: a.name, value: v });
      } else positional.push(a);
    }
    // (call/cc f), (call-with-current-continuation f): BiwaScheme's own special form.
    const head = isSym(fnD) ? scope.lookup(fnD.name) : undefined;
    if (head?.b === 'prim' && (head.name === 'call/cc' || head.name === 'call-with-current-continuation')) {
      if (positional.length !== 1 || keywords.length) throw new HandOn('it calls call/cc with other than one argument');
      return { k: 'callcc', fn: this.expr(positional[0], scope, 'single') };
    }
    const fn = this.expr(fnD, scope, 'single');
    const args = positional.map((a) => this.expr(a, scope, 'single'));
    // A primitive called with a number of arguments it never accepts: Racket CS's optimizer drops such a
    // call when its value is not needed (`(if (cons x) a b)` runs without an error), so whether racket
    // raises depends on the optimizer.
    if (fn.k === 'ref' && fn.name.startsWith('#%') && !keywords.length) {
      const arity = this.primitives.get(fn.name.slice(2))?.arity;
      if (arity && (args.length < arity[0] || (arity[1] >= 0 && args.length > arity[1]))) {
        throw new HandOn(`it calls ${fn.name.slice(2)} with ${args.length} argument${args.length === 1 ? '' : 's'}, which racket's optimizer may or may not turn into an error`);
      }
    }
    if (keywords.length) {
      const primName = fn.k === 'ref' && fn.name.startsWith('#%') ? fn.name.slice(2) : undefined;
      const allowed = primName ? this.primitives.get(primName)?.keywords : undefined;
      if (!primName || !allowed) throw new HandOn(`it passes keyword arguments (#:${keywords[0].name}) to ${primName ?? 'a procedure of its own'}`);
      for (const k of keywords) if (!allowed.includes(k.name)) throw new HandOn(`it passes #:${k.name} to ${primName}, which this runtime does not implement`);
      const kwValues = keywords.map((k) => this.expr(k.value, scope, 'single'));
      return this.single(
        this.ordered([fn, ...kwValues, ...args], ([f, ...rest]) => call('%keyword-apply', f, constant(keywords.map((k) => k.name)), ...rest)),
        ctx,
      );
    }
    return this.single(this.ordered([fn, ...args], ([f, ...rest]) => app(f, ...rest)), ctx);
  }

  // -------------------------------------------------------------------------------------------------
  // Lambda

  private lambdaExpr(formals: Datum, bodyForms: Datum[], scope: Scope, name?: string): Core {
    const inner = new Scope(scope);
    const required: string[] = [];
    const optional: { id: string; def: Datum; name: Extract<Datum, { t: 'sym' }> }[] = [];
    let rest: string | undefined;
    const seen = new Set<string>();
    const bind = (n: Extract<Datum, { t: 'sym' }>): string => {
      if (seen.has(n.name)) throw new CompileError(`lambda: duplicate argument name\n  at: ${n.name}`, n.pos);
      seen.add(n.name);
      const id = this.fresh(n.name);
      if (this.assigned.has(n.name)) this.mutableIds.add(id);
      return id;
    };
    const pending: { id: string; n: Extract<Datum, { t: 'sym' }> }[] = [];
    if (isSym(formals)) {
      rest = bind(formals);
      pending.push({ id: rest, n: formals });
    } else if (formals.t === 'list') {
      for (const p of formals.items) {
        if (isSym(p)) {
          if (optional.length) throw new CompileError('lambda: default-value expression missing', p.pos);
          const id = bind(p);
          required.push(id);
          pending.push({ id, n: p });
        } else if (isList(p) && p.items.length === 2 && isSym(p.items[0])) {
          const id = bind(p.items[0]);
          optional.push({ id, def: p.items[1], name: p.items[0] });
          pending.push({ id, n: p.items[0] });
        } else if (p.t === 'kw') throw new HandOn('it defines a procedure with keyword arguments');
        else throw new CompileError('lambda: bad argument sequence', p.pos);
      }
      if (formals.tail) {
        if (!isSym(formals.tail)) throw new CompileError('lambda: bad argument sequence', formals.pos);
        rest = bind(formals.tail);
        pending.push({ id: rest, n: formals.tail });
      }
    } else throw new CompileError('lambda: bad argument sequence', formals.pos);
    // Optional arguments' defaults see the arguments before them only.
    const prologue: Core[] = [];
    for (const p of pending) {
      const opt = optional.find((o) => o.id === p.id);
      if (opt) prologue.push(set(opt.id, iff(call('eq?', ref(opt.id), prim('%unsupplied')), this.expr(opt.def, inner, 'single'), ref(opt.id))));
      inner.vars.set(p.n.name, { b: 'var', id: p.id, name: p.n.name, mutable: this.mutableIds.has(p.id) });
      if (opt) this.mutableIds.add(opt.id);
    }
    const body = seq(...prologue, this.body(bodyForms, inner, 'tail', formals));
    if (!optional.length && rest === undefined) return lambda(required, body);
    const params = [...required, ...optional.map((o) => o.id), ...(rest !== undefined ? [rest] : [])];
    return call('%make-procedure', lambda(params, body), constant(required.length), constant(optional.length), constant(rest !== undefined), constant(name ?? false));
  }

  // -------------------------------------------------------------------------------------------------
  // Forms

  private form(name: string, d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    const items = d.items;
    const bad = (why = 'bad syntax') => new CompileError(`${name}: ${why}`, d.pos);
    switch (name) {
      case 'quote':
        if (items.length !== 2) throw bad();
        return { k: 'quote', d: items[1] };
      case 'if':
        if (items.length === 3) throw new CompileError('if: missing an "else" expression', d.pos);
        if (items.length !== 4) throw bad();
        return iff(this.expr(items[1], scope, 'single'), this.expr(items[2], scope, ctx), this.expr(items[3], scope, ctx));
      case 'define':
      case 'define-values':
      case 'struct':
      case 'define-struct':
        throw new CompileError(`${name}: not allowed in an expression context`, d.pos);
      case 'require':
      case 'provide':
        throw new CompileError(`${name}: not at module level`, d.pos);
      case 'lambda':
      case 'λ':
        if (items.length < 3) throw bad();
        return this.lambdaExpr(items[1], items.slice(2), scope);
      case 'case-lambda': {
        const clauses = items.slice(1).map((c) => {
          if (!isList(c) || c.items.length < 2) throw bad();
          const formals = c.items[0];
          if (formals.t === 'list' && formals.items.some((p) => !isSym(p))) throw new HandOn('it has a case-lambda clause with optional or keyword arguments');
          return this.lambdaExpr(formals, c.items.slice(1), scope);
        });
        return call('%case-lambda', ...clauses);
      }
      case 'begin':
        if (items.length < 2) throw new CompileError('begin: empty form not allowed', d.pos);
        return this.sequence(items.slice(1), scope, ctx);
      case 'begin0': {
        if (items.length < 2) throw bad();
        const id = this.fresh('begin0');
        if (this.usesValues) throw new HandOn('it uses begin0 together with multiple values');
        return letCore([id], [this.expr(items[1], scope, 'single')], seq(...items.slice(2).map((i) => this.expr(i, scope, 'any')), ref(id)));
      }
      case 'let':
        if (items.length >= 3 && isSym(items[1])) return this.namedLet(d, scope, ctx);
        return this.let(d, scope, ctx, 'let');
      case 'let*':
        return this.let(d, scope, ctx, 'let*');
      case 'letrec':
        return this.letrec(d, scope, ctx);
      case 'let-values':
      case 'let*-values':
        return this.letValues(d, scope, ctx, name === 'let*-values');
      case 'local': {
        if (items.length < 3 || !isList(items[1])) throw bad();
        return this.body([...items[1].items, ...items.slice(2)], scope, ctx, d);
      }
      case 'set!': {
        if (items.length !== 3 || !isSym(items[1])) throw bad();
        const target = items[1];
        const b = scope.lookup(target.name);
        if (!b) throw new CompileError(`set!: unbound identifier\n  at: ${target.name}`, target.pos);
        if (b.b !== 'var') {
          if (b.b === 'form') throw bad();
          throw new CompileError(`set!: cannot mutate module-required identifier\n  at: ${target.name}`, target.pos);
        }
        const value = this.expr(items[2], scope, 'single');
        const assign = set(b.id, value);
        const early = b.ctx && b.index !== undefined && !(b.ctx.current > b.index) && !(b.ctx.lambdaOf === b.index && b.ctx.current === b.index);
        return early ? seq(call('%checked-set', ref(b.id), { k: 'quote', d: target }), assign) : seq(assign, prim('%void'));
      }
      case 'and':
      case 'or': {
        if (items.length === 1) return constant(name === 'and');
        const parts = items.slice(1);
        let out = this.expr(parts[parts.length - 1], scope, ctx);
        for (let i = parts.length - 2; i >= 0; i--) {
          const test = this.expr(parts[i], scope, 'single');
          if (name === 'and') out = iff(test, out, constant(false));
          else {
            const id = this.fresh('or');
            out = letCore([id], [test], iff(ref(id), ref(id), out));
          }
        }
        return out;
      }
      case 'when':
      case 'unless': {
        if (items.length < 3) throw bad();
        const test = this.expr(items[1], scope, 'single');
        const body = this.body(items.slice(2), scope, ctx, d);
        return name === 'when' ? iff(test, body, prim('%void')) : iff(test, prim('%void'), body);
      }
      case 'cond':
        return this.cond(d, scope, ctx);
      case 'case':
        return this.caseForm(d, scope, ctx);
      case 'do':
        return this.doLoop(d, scope, ctx);
      case 'quasiquote':
        if (items.length !== 2) throw bad();
        return this.quasi(items[1], scope, 1);
      case 'let/ec':
      case 'let/cc': {
        if (items.length < 3 || !isSym(items[1])) throw bad();
        const inner = new Scope(scope);
        const id = this.fresh(items[1].name);
        inner.vars.set(items[1].name, { b: 'var', id, name: items[1].name, mutable: false });
        return { k: 'callcc', fn: lambda([id], this.body(items.slice(2), inner, 'tail', d)) };
      }
      case 'with-handlers': {
        if (items.length < 3 || !isList(items[1])) throw bad();
        const preds: Core[] = [];
        const handlers: Core[] = [];
        for (const clause of items[1].items) {
          if (!isList(clause) || clause.items.length !== 2) throw bad();
          preds.push(this.expr(clause.items[0], scope, 'single'));
          handlers.push(this.expr(clause.items[1], scope, 'single'));
        }
        return this.ordered([...preds, ...handlers], (vals) =>
          call('%with-handlers', call('list', ...vals.slice(0, preds.length)), call('list', ...vals.slice(preds.length)), lambda([], this.body(items.slice(2), scope, 'tail', d))),
        );
      }
      case 'check-equal?':
      case 'check-not-equal?':
      case 'check-eq?':
      case 'check-not-eq?':
      case 'check-eqv?':
      case 'check-not-eqv?':
      case 'check-true':
      case 'check-false':
      case 'check-not-false':
      case 'check-pred':
      case 'check-=':
      case 'check':
      case 'check-exn':
      case 'check-not-exn':
        return this.check(name, d, scope);
      case 'test-case':
      case 'test-begin': {
        const named = name === 'test-case';
        if (items.length < (named ? 3 : 2)) throw bad();
        const label = named ? this.expr(items[1], scope, 'single') : constant(false);
        return call('%test-case', label, lambda([], this.body(items.slice(named ? 2 : 1), scope, 'any', d)));
      }
      default:
        if (name.startsWith('for')) return this.forLoop(name, d, scope, ctx);
        throw new HandOn(`it uses \`${name}\`, which this runtime does not implement`);
    }
  }

  private bindings(list: Datum, name: string, pos: Pos): { name: Extract<Datum, { t: 'sym' }>; value: Datum }[] {
    if (!isList(list)) throw new CompileError(`${name}: bad syntax (not a sequence of identifier--expression bindings)`, pos);
    return list.items.map((b) => {
      if (!isList(b) || b.items.length !== 2 || !isSym(b.items[0])) throw new CompileError(`${name}: bad syntax (not an identifier and expression for a binding)`, b.pos);
      return { name: b.items[0] as Extract<Datum, { t: 'sym' }>, value: b.items[1] };
    });
  }

  private let(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx, kind: 'let' | 'let*'): Core {
    if (d.items.length < 3) throw new CompileError(`${kind}: bad syntax`, d.pos);
    const binds = this.bindings(d.items[1], kind, d.pos);
    if (kind === 'let') {
      const seen = new Set<string>();
      for (const b of binds) {
        if (seen.has(b.name.name)) throw new CompileError(`let: duplicate identifier\n  at: ${b.name.name}`, b.name.pos);
        seen.add(b.name.name);
      }
      const values = binds.map((b) => this.expr(b.value, scope, 'single'));
      const inner = new Scope(scope);
      const ids = binds.map((b) => this.bindLocal(inner, b.name));
      return this.ordered(values, (vals) => letCore(ids, vals, this.body(d.items.slice(2), inner, ctx === 'tail' ? 'tail' : ctx, d)));
    }
    // let*: each binding sees the ones before it.
    const build = (i: number, s: Scope): Core => {
      if (i === binds.length) return this.body(d.items.slice(2), s, ctx, d);
      const value = this.expr(binds[i].value, s, 'single');
      const inner = new Scope(s);
      const id = this.bindLocal(inner, binds[i].name);
      return letCore([id], [value], build(i + 1, inner));
    };
    return build(0, scope);
  }

  private bindLocal(scope: Scope, n: Extract<Datum, { t: 'sym' }>): string {
    const id = this.fresh(n.name);
    const mutable = this.assigned.has(n.name);
    if (mutable) this.mutableIds.add(id);
    scope.vars.set(n.name, { b: 'var', id, name: n.name, mutable });
    return id;
  }

  private letrec(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    if (d.items.length < 3) throw new CompileError('letrec: bad syntax', d.pos);
    const binds = this.bindings(d.items[1], 'letrec', d.pos);
    const inner = new Scope(scope);
    const defCtx: DefCtx = { current: 0, lambdaOf: -1 };
    const ids = binds.map((b, index) => {
      if (inner.vars.has(b.name.name)) throw new CompileError(`letrec: duplicate identifier\n  at: ${b.name.name}`, b.name.pos);
      const id = this.fresh(b.name.name);
      this.mutableIds.add(id);
      inner.vars.set(b.name.name, { b: 'var', id, name: b.name.name, mutable: true, ctx: defCtx, index });
      return id;
    });
    const sets = binds.map((b, index) => {
      defCtx.current = index;
      const isLambda = isList(b.value) && isSym(b.value.items[0]) && ['lambda', 'λ', 'case-lambda'].includes(this.formName(b.value.items[0].name, inner) ?? '');
      return set(ids[index], this.withLambdaOf(defCtx, isLambda ? index : -1, () => this.expr(b.value, inner, 'single')));
    });
    defCtx.current = binds.length;
    return letCore(ids, ids.map(() => prim('%uninit')), seq(...sets, this.body(d.items.slice(2), inner, ctx, d)));
  }

  private namedLet(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    const loopName = d.items[1] as Extract<Datum, { t: 'sym' }>;
    if (d.items.length < 4) throw new CompileError('let: bad syntax', d.pos);
    const binds = this.bindings(d.items[2], 'let', d.pos);
    const values = binds.map((b) => this.expr(b.value, scope, 'single'));
    const loopScope = new Scope(scope);
    const loopId = this.fresh(loopName.name);
    loopScope.vars.set(loopName.name, { b: 'var', id: loopId, name: loopName.name, mutable: this.assigned.has(loopName.name) });
    if (this.assigned.has(loopName.name)) this.mutableIds.add(loopId);
    const formals: Datum = { t: 'list', items: binds.map((b) => b.name), pos: d.pos, shape: '(' };
    const proc = this.lambdaExpr(formals, d.items.slice(3), loopScope, loopName.name);
    // ((letrec ([loop proc]) loop) values...), with the loop variable set before any call.
    return this.ordered(values, (vals) => letCore([loopId], [prim('%uninit')], seq(set(loopId, proc), this.single(app(ref(loopId), ...vals), ctx))));
  }

  private letValues(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx, star: boolean): Core {
    if (d.items.length < 3 || !isList(d.items[1])) throw new CompileError('let-values: bad syntax', d.pos);
    const clauses = d.items[1].items.map((c) => {
      if (!isList(c) || c.items.length !== 2 || !isList(c.items[0]) || !c.items[0].items.every((n) => isSym(n))) throw new CompileError('let-values: bad syntax', c.pos);
      return { names: c.items[0].items as Extract<Datum, { t: 'sym' }>[], value: c.items[1] };
    });
    if (!star) {
      const inner = new Scope(scope);
      const seen = new Set<string>();
      const idsPer = clauses.map((c) =>
        c.names.map((n) => {
          if (seen.has(n.name)) throw new CompileError(`let-values: duplicate identifier\n  at: ${n.name}`, n.pos);
          seen.add(n.name);
          return this.fresh(n.name);
        }),
      );
      const values = clauses.map((c) => this.expr(c.value, scope, 'tail'));
      clauses.forEach((c, i) => c.names.forEach((n, j) => inner.vars.set(n.name, { b: 'var', id: idsPer[i][j], name: n.name, mutable: true })));
      idsPer.flat().forEach((id) => this.mutableIds.add(id));
      let out = this.body(d.items.slice(2), inner, ctx, d);
      for (let i = clauses.length - 1; i >= 0; i--) out = call('call-with-values', lambda([], values[i]), lambda(idsPer[i], out));
      return out;
    }
    const build = (i: number, s: Scope): Core => {
      if (i === clauses.length) return this.body(d.items.slice(2), s, ctx, d);
      const value = this.expr(clauses[i].value, s, 'tail');
      const inner = new Scope(s);
      const ids = clauses[i].names.map((n) => this.bindLocal(inner, n));
      return call('call-with-values', lambda([], value), lambda(ids, build(i + 1, inner)));
    };
    return build(0, scope);
  }

  private cond(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    const clauses = d.items.slice(1);
    const build = (i: number): Core => {
      if (i === clauses.length) return prim('%void');
      const c = clauses[i];
      if (!isList(c) || c.items.length === 0) throw new CompileError('cond: bad syntax (clause is not a test-value pair)', c.pos);
      const head = c.items[0];
      if (isSym(head, 'else') && scope.lookup('else')?.b !== 'var') {
        if (i !== clauses.length - 1) throw new CompileError('cond: bad syntax (`else\' clause must be last)', c.pos);
        if (c.items.length < 2) throw new CompileError('cond: bad syntax (missing expressions in `else\' clause)', c.pos);
        return this.body(c.items.slice(1), scope, ctx, c);
      }
      const test = this.expr(head, scope, 'single');
      if (c.items.length === 1) {
        const id = this.fresh('cond');
        return letCore([id], [test], iff(ref(id), ref(id), build(i + 1)));
      }
      if (isSym(c.items[1], '=>') && scope.lookup('=>')?.b !== 'var') {
        if (c.items.length !== 3) throw new CompileError('cond: bad syntax (bad clause form with =>)', c.pos);
        const id = this.fresh('cond');
        const f = this.expr(c.items[2], scope, 'single');
        return letCore([id], [test], iff(ref(id), this.single(app(f, ref(id)), ctx), build(i + 1)));
      }
      return iff(test, this.body(c.items.slice(1), scope, ctx, c), build(i + 1));
    };
    return build(0);
  }

  private caseForm(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    if (d.items.length < 2) throw new CompileError('case: bad syntax (no key expression)', d.pos);
    const key = this.expr(d.items[1], scope, 'single');
    const id = this.fresh('case');
    const clauses = d.items.slice(2);
    const build = (i: number): Core => {
      if (i === clauses.length) return prim('%void');
      const c = clauses[i];
      if (!isList(c) || c.items.length < 2) throw new CompileError('case: bad syntax (not a datum sequence)', c.pos);
      if (isSym(c.items[1], '=>')) throw new HandOn('it uses `=>` in a case clause');
      if (isSym(c.items[0], 'else')) {
        if (i !== clauses.length - 1) throw new CompileError('case: bad syntax (`else\' clause must be last)', c.pos);
        return this.body(c.items.slice(1), scope, ctx, c);
      }
      if (!isList(c.items[0])) throw new CompileError('case: bad syntax (not a datum sequence)', c.pos);
      const datums: Datum = { t: 'list', items: c.items[0].items, pos: c.pos, shape: '(' };
      return iff(call('%case-member', ref(id), { k: 'quote', d: datums }), this.body(c.items.slice(1), scope, ctx, c), build(i + 1));
    };
    return letCore([id], [key], build(0));
  }

  private doLoop(d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    if (d.items.length < 3 || !isList(d.items[1]) || !isList(d.items[2]) || d.items[2].items.length === 0) throw new CompileError('do: bad syntax', d.pos);
    const specs = d.items[1].items.map((s) => {
      if (!isList(s) || s.items.length < 2 || s.items.length > 3 || !isSym(s.items[0])) throw new CompileError('do: bad syntax', s.pos);
      return { name: s.items[0] as Extract<Datum, { t: 'sym' }>, init: s.items[1], step: s.items[2] };
    });
    const inits = specs.map((s) => this.expr(s.init, scope, 'single'));
    const inner = new Scope(scope);
    const ids = specs.map((s) => this.bindLocal(inner, s.name));
    const loopId = this.fresh('do-loop');
    const [testD, ...resultDs] = d.items[2].items;
    const test = this.expr(testD, inner, 'single');
    const result = resultDs.length ? this.sequence(resultDs, inner, ctx) : prim('%void');
    const body = d.items.slice(3).map((b) => this.expr(b, inner, 'any'));
    const steps = specs.map((s, i) => (s.step ? this.expr(s.step, inner, 'single') : ref(ids[i])));
    const loopBody = iff(test, result, seq(...body, this.ordered(steps, (vals) => app(ref(loopId), ...vals))));
    return this.ordered(inits, (vals) => letCore([loopId], [prim('%uninit')], seq(set(loopId, lambda(ids, loopBody)), app(ref(loopId), ...vals))));
  }

  private quasi(d: Datum, scope: Scope, depth: number): Core {
    if (d.t === 'vec') {
      if (this.mentions(d.items, new Set(['unquote', 'unquote-splicing']))) throw new HandOn('it unquotes inside a quasiquoted vector');
      return { k: 'quote', d };
    }
    if (d.t !== 'list') return { k: 'quote', d };
    if (isSym(d.items[0], 'unquote') && d.items.length === 2 && !d.tail) {
      return this.expr(d.items[1], scope, 'single');
    }
    if (isSym(d.items[0], 'quasiquote') || isSym(d.items[0], 'unquote-splicing')) {
      if (isSym(d.items[0], 'quasiquote')) throw new HandOn('it nests quasiquotes');
      throw new CompileError('unquote-splicing: invalid context within quasiquote', d.pos);
    }
    if (!this.mentions([d], new Set(['unquote', 'unquote-splicing']))) return { k: 'quote', d };
    // Build from the end: (cons a rest) or (append spliced rest).
    let out: Core = d.tail ? this.quasi(d.tail, scope, depth) : { k: 'quote', d: { t: 'list', items: [], pos: d.pos, shape: '(' } };
    for (let i = d.items.length - 1; i >= 0; i--) {
      const item = d.items[i];
      if (isList(item) && isSym(item.items[0], 'unquote-splicing') && item.items.length === 2) {
        out = call('append', this.expr(item.items[1], scope, 'single'), out);
      } else out = call('cons', this.quasi(item, scope, depth), out);
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------------
  // rackunit

  private check(name: string, d: Extract<Datum, { t: 'list' }>, scope: Scope): Core {
    const args = d.items.slice(1);
    const arity: Record<string, [number, number]> = {
      'check-equal?': [2, 3], 'check-not-equal?': [2, 3], 'check-eq?': [2, 3], 'check-not-eq?': [2, 3], 'check-eqv?': [2, 3], 'check-not-eqv?': [2, 3],
      'check-true': [1, 2], 'check-false': [1, 2], 'check-not-false': [1, 2], 'check-pred': [2, 3], 'check-=': [3, 4], check: [3, 4],
      'check-exn': [2, 3], 'check-not-exn': [1, 2],
    };
    const [min, max] = arity[name];
    if (args.some((a) => a.t === 'kw')) throw new HandOn(`it passes keyword arguments to ${name}`);
    if (args.length < min || args.length > max) throw new CompileError(`${name}: bad syntax`, d.pos);
    const values = args.map((a) => this.expr(a, scope, 'single'));
    const location = `${this.file}:${d.pos.line}:${d.pos.col}`;
    // The arguments are evaluated inside the check's handler: an exception is reported as an ERROR.
    const thunk = lambda([], this.ordered(values, (vals) => call('list', ...vals)));
    return call('%check', constant(name), constant(location), thunk);
  }

  // -------------------------------------------------------------------------------------------------
  // for loops

  private forLoop(name: string, d: Extract<Datum, { t: 'list' }>, scope: Scope, ctx: Ctx): Core {
    const star = name.startsWith('for*');
    const kind = name.replace(/^for\*?\/?/, '') || 'void';
    let at = 1;
    let accs: { name: Extract<Datum, { t: 'sym' }>; init: Datum }[] = [];
    if (kind === 'fold') {
      const accD = d.items[at++];
      if (!isList(accD)) throw new CompileError(`${name}: bad syntax`, d.pos);
      accs = accD.items.map((a) => {
        if (!isList(a) || a.items.length !== 2 || !isSym(a.items[0])) {
          if (a.t === 'kw') throw new HandOn(`it uses ${name} with #:${a.name}`);
          throw new CompileError(`${name}: bad syntax`, a.pos);
        }
        return { name: a.items[0] as Extract<Datum, { t: 'sym' }>, init: a.items[1] };
      });
    }
    const clausesD = d.items[at++];
    if (clausesD?.t === 'kw') throw new HandOn(`it uses ${name} with #:${clausesD.name}`);
    if (!isList(clausesD)) throw new CompileError(`${name}: bad syntax`, d.pos);
    const bodyForms = d.items.slice(at);
    if (bodyForms.length === 0) throw new CompileError(`${name}: missing body`, d.pos);
    // `body-or-break`: #:break and #:final guards among the body forms; the last segment gives the value.
    const segments: { guard?: { kind: 'break' | 'final'; test: Datum }; forms: Datum[] }[] = [{ forms: [] }];
    for (let i = 0; i < bodyForms.length; i++) {
      const b = bodyForms[i];
      if (b.t === 'kw') {
        if ((b.name !== 'break' && b.name !== 'final') || !bodyForms[i + 1]) throw new HandOn(`it uses #:${b.name} in the body of ${name}`);
        segments.push({ guard: { kind: b.name, test: bodyForms[++i] }, forms: [] });
      } else segments[segments.length - 1].forms.push(b);
    }
    const lastForms = segments[segments.length - 1].forms;
    if (lastForms.length === 0) throw new CompileError(`${name}: missing body form after a #:break or #:final clause`, d.pos);
    if (segments.length > 1 && segments.slice(0, -1).some((g) => g.forms.some((f) => isList(f) && isSym(f.items[0]) && /^define|^struct$/.test(f.items[0].name)))) {
      throw new HandOn(`it has definitions before a #:break in the body of ${name}`);
    }

    // Clauses into groups: bindings iterated in parallel, then guards; for* gives each binding its own group.
    type Clause = { kind: 'bind'; names: Extract<Datum, { t: 'sym' }>[]; seq: Datum } | { kind: 'when' | 'unless' | 'break' | 'final'; guard: Datum };
    const clauses: Clause[] = [];
    for (let i = 0; i < clausesD.items.length; i++) {
      const c = clausesD.items[i];
      if (c.t === 'kw') {
        const guard = clausesD.items[++i];
        if (!guard || !['when', 'unless', 'break', 'final'].includes(c.name)) throw new HandOn(`it uses #:${c.name} in a for clause`);
        clauses.push({ kind: c.name as 'when', guard });
      } else if (isList(c) && c.items.length === 2) {
        const [ids, s] = c.items;
        if (isSym(ids)) clauses.push({ kind: 'bind', names: [ids], seq: s });
        else if (isList(ids) && ids.items.every((x) => isSym(x))) clauses.push({ kind: 'bind', names: ids.items as Extract<Datum, { t: 'sym' }>[], seq: s });
        else throw new CompileError(`${name}: bad sequence binding clause`, c.pos);
      } else throw new CompileError(`${name}: bad sequence binding clause`, c.pos);
    }

    const accIds = accs.map((a) => this.fresh(a.name.name));
    const resultId = this.fresh('for-result');
    const stopId = this.fresh('for-stop');
    accIds.forEach((id) => this.mutableIds.add(id));
    this.mutableIds.add(resultId);
    this.mutableIds.add(stopId);
    const usesStop = clauses.some((c) => c.kind === 'break' || c.kind === 'final') || segments.length > 1 || ['and', 'or', 'first'].includes(kind);

    const bodyScopeFor = (s: Scope) => {
      if (kind !== 'fold') return s;
      const inner = new Scope(s);
      accs.forEach((a, i) => inner.vars.set(a.name.name, { b: 'var', id: accIds[i], name: a.name.name, mutable: true }));
      return inner;
    };

    /** What one iteration of the innermost level does with the body's value(s). */
    const onBody = (s: Scope): Core => {
      const core = accumulate(s);
      if (segments.length === 1) return core;
      const bs = bodyScopeFor(s);
      // From the last segment back: forms, then the guard that decides whether the rest runs.
      let out = core;
      for (let i = segments.length - 1; i >= 0; i--) {
        const g = segments[i];
        if (i < segments.length - 1) out = seq(...g.forms.map((f) => this.expr(f, bs, 'any')), out);
        if (g.guard) {
          const test = this.expr(g.guard.test, bs, 'single');
          if (g.guard.kind === 'break') out = iff(test, set(stopId, constant(true)), out);
          else {
            const f = this.fresh('final');
            out = letCore([f], [test], seq(out, iff(ref(f), set(stopId, constant(true)), prim('%void'))));
          }
        }
      }
      return out;
    };
    const accumulate = (s: Scope): Core => {
      const bs = bodyScopeFor(s);
      const value = (c: Ctx) => this.body(lastForms, bs, c, d);
      switch (kind) {
        case 'void':
          return value('any');
        case 'list':
          return set(resultId, call('cons', value('single'), ref(resultId)));
        case 'vector':
          return set(resultId, call('cons', value('single'), ref(resultId)));
        case 'sum':
          return set(resultId, call('+', ref(resultId), value('single')));
        case 'product':
          return set(resultId, call('*', ref(resultId), value('single')));
        case 'and': {
          return seq(set(resultId, value('single')), iff(ref(resultId), prim('%void'), set(stopId, constant(true))));
        }
        case 'or':
          return seq(set(resultId, value('single')), iff(ref(resultId), set(stopId, constant(true)), prim('%void')));
        case 'first':
          return seq(set(resultId, value('single')), set(stopId, constant(true)));
        case 'last':
          return set(resultId, value('single'));
        case 'hash':
        case 'hasheq':
        case 'hasheqv': {
          const k = this.fresh('k');
          const v = this.fresh('v');
          return call('call-with-values', lambda([], value('tail')), lambda([k, v], set(resultId, call('hash-set', ref(resultId), ref(k), ref(v)))));
        }
        case 'fold': {
          const temps = accIds.map((id) => this.fresh('acc'));
          return call('call-with-values', lambda([], value('tail')), lambda(temps, seq(...accIds.map((id, i) => set(id, ref(temps[i]))), prim('%void'))));
        }
        default:
          throw new HandOn(`it uses ${name}, which this runtime does not implement`);
      }
    };

    // Groups, for nesting.
    type Group = { binds: Extract<Clause, { kind: 'bind' }>[]; guards: Exclude<Clause, { kind: 'bind' }>[] };
    const groups: Group[] = [];
    let current: Group | undefined;
    for (const c of clauses) {
      if (c.kind === 'bind') {
        if (!current || current.guards.length || star) {
          current = { binds: [], guards: [] };
          groups.push(current);
        }
        current.binds.push(c);
      } else {
        if (!current) {
          current = { binds: [], guards: [] };
          groups.push(current);
        }
        current.guards.push(c);
      }
    }
    if (groups.length === 0) groups.push({ binds: [], guards: [] });

    const stopped = (then: Core, otherwise: Core) => (usesStop ? iff(ref(stopId), then, otherwise) : otherwise);

    const level = (gi: number, s: Scope): Core => {
      const g = groups[gi];
      // After the bindings: the guards, in order, then the next level or the body.
      const afterBinds = (inner: Scope): Core => {
        const finish = (): Core => (gi + 1 < groups.length ? level(gi + 1, inner) : onBody(inner));
        const guardsFrom = (i: number): Core => {
          if (i === g.guards.length) return finish();
          const guard = g.guards[i];
          const test = this.expr(guard.guard, bodyScopeFor(inner), 'single');
          switch (guard.kind) {
            case 'when':
              return iff(test, guardsFrom(i + 1), prim('%void'));
            case 'unless':
              return iff(test, prim('%void'), guardsFrom(i + 1));
            case 'break':
              return iff(test, set(stopId, constant(true)), guardsFrom(i + 1));
            case 'final': {
              const f = this.fresh('final');
              return letCore([f], [test], seq(guardsFrom(i + 1), iff(ref(f), set(stopId, constant(true)), prim('%void'))));
            }
          }
        };
        return guardsFrom(0);
      };
      if (g.binds.length === 0) return afterBinds(s);
      // Parallel clauses bind at once: one name twice is racket's let-values error.
      const names = new Set<string>();
      for (const b of g.binds) {
        for (const n of b.names) {
          if (names.has(n.name)) throw new CompileError(`let-values: duplicate binding name\n  at: ${n.name}`, n.pos);
          names.add(n.name);
        }
      }
      const iters = g.binds.map(() => this.fresh('seq'));
      const seqValues = g.binds.map((b) => call('%make-sequence', this.expr(b.seq, s, 'single')));
      const loopId = this.fresh('for-loop');
      const inner = new Scope(s);
      const elementIds = g.binds.map((b) => b.names.map((n) => this.bindLocal(inner, n)));
      const anyDone = iters.map((it) => call('%sequence-done?', ref(it)));
      const done = anyDone.reduceRight((rest, test) => iff(test, constant(true), rest), constant(false) as Core);
      // Each element: a single value, or several for a multi-name clause (in-hash, in-indexed...).
      let iteration: Core = seq(afterBinds(inner), app(ref(loopId)));
      for (let i = g.binds.length - 1; i >= 0; i--) {
        const next = call('%sequence-next!', ref(iters[i]));
        iteration =
          elementIds[i].length === 1
            ? letCore(elementIds[i], [call('%single', next)], iteration)
            : call('call-with-values', lambda([], next), lambda(elementIds[i], iteration));
      }
      const loopBody = stopped(prim('%void'), iff(done, prim('%void'), iteration));
      return this.ordered(seqValues, (vals) => letCore(iters, vals, letCore([loopId], [prim('%uninit')], seq(set(loopId, lambda([], loopBody)), app(ref(loopId))))));
    };

    const initial: Record<string, Core> = {
      void: prim('%void'), list: { k: 'quote', d: { t: 'list', items: [], pos: d.pos, shape: '(' } }, vector: { k: 'quote', d: { t: 'list', items: [], pos: d.pos, shape: '(' } },
      sum: constant(0), product: constant(1), and: constant(true), or: constant(false), first: constant(false), last: constant(false),
      hash: call('hash'), hasheq: call('hasheq'), hasheqv: call('hasheqv'), fold: constant(false),
    };
    const accInits = accs.map((a) => this.expr(a.init, scope, 'single'));
    let result: Core;
    switch (kind) {
      case 'void':
        result = prim('%void');
        break;
      case 'list':
        result = call('reverse', ref(resultId));
        break;
      case 'vector':
        result = call('list->vector', call('reverse', ref(resultId)));
        break;
      case 'fold':
        result = accIds.length === 1 ? ref(accIds[0]) : call('values', ...accIds.map((id) => ref(id)));
        if (accIds.length !== 1) this.usesValues = true;
        break;
      default:
        result = ref(resultId);
    }
    const loop = level(0, scope);
    const core = letCore([resultId, stopId], [initial[kind] ?? constant(false), constant(false)], seq(loop, result));
    return this.ordered(accInits, (vals) => letCore(accIds, vals, core));
  }
}

interface StructSpec {
  name: string;
  parent?: Extract<Datum, { t: 'sym' }>;
  fields: string[];
  transparent: boolean;
  mutable: boolean;
  names: Extract<Datum, { t: 'sym' }>[];
  constructor: string;
}

interface DefItem {
  kind: 'expr' | 'define' | 'define-values' | 'struct';
  datum: Datum;
  /** The form the head named when partial expansion reached it (later definitions do not change it). */
  form?: string;
  names: Extract<Datum, { t: 'sym' }>[];
  struct?: StructSpec;
}

/** A datum as text, for reasons and messages. */
export function show(d: Datum): string {
  switch (d.t) {
    case 'sym':
      return d.name;
    case 'kw':
      return `#:${d.name}`;
    case 'bool':
      return d.value ? '#t' : '#f';
    case 'str':
      return JSON.stringify(d.value);
    case 'char':
      return `#\\${d.value}`;
    case 'num':
      return String(d.value);
    case 'vec':
      return `#(${d.items.map(show).join(' ')})`;
    case 'list':
      return `(${d.items.map(show).join(' ')}${d.tail ? ` . ${show(d.tail)}` : ''})`;
  }
}

void where;
