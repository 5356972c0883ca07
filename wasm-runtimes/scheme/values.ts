/**
 * Racket values that BiwaScheme has no counterpart for. Pairs, the empty list, symbols, characters,
 * closures and void (BiwaScheme's `undef`) are BiwaScheme's own, from the instance a program runs in
 * (world.ts); strings are JavaScript strings, vectors JavaScript arrays (a frozen array is an immutable
 * vector, as a quoted literal is), booleans JavaScript booleans, numbers those of numbers.ts.
 */

export class Keyword {
  private static readonly all = new Map<string, Keyword>();
  private constructor(readonly name: string) {}
  static get(name: string): Keyword {
    let k = Keyword.all.get(name);
    if (!k) Keyword.all.set(name, (k = new Keyword(name)));
    return k;
  }
}

/** The result of `(values ...)` with other than one value, until a receiver takes it apart. */
export class MultipleValues {
  constructor(readonly values: unknown[]) {}
}

/** `eof`. */
export const EOF = { toString: () => '#<eof>' };

/** A module-level or internal definition's variable before its definition has run. */
export const UNINIT = { toString: () => '#<undefined>' };

/** An optional argument the caller did not give. */
export const UNSUPPLIED = { toString: () => '#<unsupplied>' };

export type HashKind = 'equal' | 'eqv' | 'eq';

/** A Racket hash table: entries by the key's identity under its equality, in insertion order. */
export class RHash {
  constructor(
    readonly kind: HashKind,
    readonly mutable: boolean,
    readonly entries: Map<unknown, [unknown, unknown]> = new Map(),
  ) {}
}

/** A Racket set (racket/set): a hash of its elements. */
export class RSet {
  constructor(
    readonly kind: HashKind,
    readonly mutable: boolean,
    readonly entries: Map<unknown, unknown> = new Map(),
  ) {}
}

export class StructType {
  constructor(
    readonly name: string,
    readonly fieldNames: string[],
    readonly transparent: boolean,
    readonly mutable: boolean,
    readonly parent?: StructType,
  ) {}
  /** All fields, the parent's first. */
  get fieldCount(): number {
    return (this.parent?.fieldCount ?? 0) + this.fieldNames.length;
  }
  isA(t: StructType): boolean {
    for (let s: StructType | undefined = this; s; s = s.parent) if (s === t) return true;
    return false;
  }
}

export class RStruct {
  constructor(
    readonly type: StructType,
    readonly fields: unknown[],
  ) {}
}

export class Box {
  constructor(public value: unknown) {}
}

/**
 * A Racket exception of the built-in hierarchy (`exn:fail:contract:divide-by-zero` ⊂ `exn:fail:contract`
 * ⊂ `exn:fail` ⊂ `exn`), with its message.
 */
export class Exn {
  constructor(
    /** The most specific kind, such as `exn:fail:contract:arity`. */
    readonly kind: string,
    readonly message: string,
  ) {}
  is(kind: string): boolean {
    return this.kind === kind || this.kind.startsWith(kind + ':');
  }
}

/** What `raise` throws through JavaScript: any Racket value, an Exn most often. */
export class Raise extends Error {
  constructor(readonly value: unknown) {
    super(value instanceof Exn ? value.message : 'raise');
  }
}

/** `(exit n)`: ends the program with the status. */
export class Exit extends Error {
  constructor(readonly status: number) {
    super(`exit ${status}`);
  }
}

/** A string port (open-output-string) or one of the standard streams. */
export class OutputPort {
  text = '';
  constructor(
    readonly name: 'stdout' | 'stderr' | 'string',
    readonly sink?: (text: string) => void,
  ) {}
  write(s: string): void {
    if (this.sink) this.sink(s);
    else this.text += s;
  }
}
