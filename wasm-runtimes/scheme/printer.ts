import { HandOn, isNumber, numberToString } from './numbers.ts';
import type { Biwa, BChar, BPair, BSymbol } from './biwa.ts';
import { Box, EOF, Exn, Keyword, MultipleValues, OutputPort, RHash, RSet, RStruct } from './values.ts';

/**
 * Racket's three printers (`display`, `write`, `print`) for the values of this runtime. `strict` is set
 * when the text becomes a value the program can compare (a string port, `format`, `~a`): then what this
 * runtime cannot print exactly as Racket (a procedure's inferred name, a hash table's order) hands the
 * program on; on stdout and stderr, which the verdict does not read except for rackunit's "FAILURE", it
 * prints its best rendering.
 */
export type Mode = 'display' | 'write' | 'print';

const CHAR_NAMES: Record<string, string> = {
  '\0': 'nul',
  '\b': 'backspace',
  '\t': 'tab',
  '\n': 'newline',
  '\v': 'vtab',
  '\f': 'page',
  '\r': 'return',
  ' ': 'space',
  '\x7f': 'rubout',
};

export class Printer {
  constructor(
    private readonly B: Biwa,
    readonly procedureName: (p: unknown) => string | undefined,
  ) {}

  isPair(x: unknown): x is BPair {
    return x instanceof this.B.Pair;
  }

  /** The text of `v` as `mode` prints it. */
  text(v: unknown, mode: Mode, strict: boolean): string {
    const out: string[] = [];
    this.emit(v, mode, strict, out, mode === 'print' ? 0 : -1);
    return out.join('');
  }

  writeString(s: string): string {
    let out = '"';
    for (const ch of s) {
      const c = ch.codePointAt(0)!;
      if (ch === '"') out += '\\"';
      else if (ch === '\\') out += '\\\\';
      else if (ch === '\n') out += '\\n';
      else if (ch === '\t') out += '\\t';
      else if (ch === '\r') out += '\\r';
      else if (c === 7) out += '\\a';
      else if (c === 8) out += '\\b';
      else if (c === 11) out += '\\v';
      else if (c === 12) out += '\\f';
      else if (c === 27) out += '\\e';
      else if (c < 32 || c === 127) out += `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`;
      else if (c > 127) {
        // Racket writes printable Unicode as is and escapes the rest; which is which is not reproduced.
        if (/[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(ch) && c !== 0xa0) out += ch;
        else throw new HandOn('it writes a string with an unprintable non-ASCII character');
      } else out += ch;
    }
    return out + '"';
  }

  writeChar(c: string): string {
    if (c in CHAR_NAMES) return `#\\${CHAR_NAMES[c]}`;
    const code = c.codePointAt(0)!;
    if (code < 32) return `#\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    if (code > 127 && !/[\p{L}\p{N}\p{P}\p{S}]/u.test(c)) throw new HandOn('it writes an unprintable non-ASCII character');
    return `#\\${c}`;
  }

  writeSymbol(name: string): string {
    // Symbols that would read back as something else are written between bars.
    if (name === '') return '||';
    if (/[\s()[\]{}",'`;|\\]/.test(name) || /^#/.test(name) && !/^#%/.test(name) || name === '.') return `|${name.replace(/\|/g, '\\|')}|`;
    if (/^[+-]?(\d|\.\d)/.test(name) || /^[+-](inf|nan)\.[0f]$/.test(name)) return `|${name}|`;
    return name;
  }

  /** Whether print shows `v` under a quote (numbers, strings, symbols, lists of those...). */
  private quotable(v: unknown, seen = 0): boolean {
    if (seen > 10000) return true;
    const B = this.B;
    if (v === B.nil || typeof v === 'string' || typeof v === 'boolean' || isNumber(v) || B.isSymbol(v) || B.isChar(v) || v instanceof Keyword) return true;
    if (this.isPair(v)) {
      let p: unknown = v;
      while (this.isPair(p)) {
        if (!this.quotable(p.car, seen + 1)) return false;
        p = p.cdr;
      }
      return this.quotable(p, seen + 1);
    }
    if (Array.isArray(v)) return v.every((x) => this.quotable(x, seen + 1));
    if (v instanceof Box) return this.quotable(v.value, seen + 1);
    if (v instanceof RHash) return [...v.entries.values()].every(([k, x]) => this.quotable(k, seen + 1) && this.quotable(x, seen + 1));
    return false;
  }

  /**
   * depth: -1 for display/write; for print, 0 at the top (a quotable value gets its quote there), 1 inside
   * a quoted datum, 2 inside a constructor form (each element quoted on its own).
   */
  private emit(v: unknown, mode: Mode, strict: boolean, out: string[], depth: number): void {
    const B = this.B;
    if (mode === 'print' && depth !== 1) {
      if (this.quotable(v)) {
        const needsQuote = v === B.nil || B.isSymbol(v) || this.isPair(v) || Array.isArray(v) || v instanceof Box || v instanceof RHash;
        if (needsQuote) out.push("'");
        this.emit(v, mode, strict, out, 1);
        return;
      }
    }
    if (typeof v === 'string') {
      out.push(mode === 'display' ? v : this.writeString(v));
      return;
    }
    if (typeof v === 'boolean') {
      out.push(v ? '#t' : '#f');
      return;
    }
    if (isNumber(v)) {
      out.push(numberToString(v));
      return;
    }
    if (B.isSymbol(v)) {
      out.push(mode === 'display' ? (v as BSymbol).name : this.writeSymbol((v as BSymbol).name));
      return;
    }
    if (B.isChar(v)) {
      out.push(mode === 'display' ? (v as BChar).value : this.writeChar((v as BChar).value));
      return;
    }
    if (v === B.nil) {
      out.push('()');
      return;
    }
    if (this.isPair(v)) {
      if (mode === 'print' && depth !== 1) return this.constructorForm(v, strict, out);
      // print abbreviates (quote x) as 'x (and quasiquote, unquote...); display and write do not.
      const abbreviations: Record<string, string> = { quote: "'", quasiquote: '`', unquote: ',', 'unquote-splicing': ',@' };
      if (mode === 'print' && B.isSymbol(v.car) && (v.car as BSymbol).name in abbreviations && this.isPair(v.cdr) && (v.cdr as BPair).cdr === B.nil) {
        out.push(abbreviations[(v.car as BSymbol).name]);
        this.emit((v.cdr as BPair).car, mode, strict, out, depth);
        return;
      }
      out.push('(');
      let p: unknown = v;
      let first = true;
      while (this.isPair(p)) {
        if (!first) out.push(' ');
        first = false;
        this.emit(p.car, mode, strict, out, depth);
        p = p.cdr;
      }
      if (p !== B.nil) {
        out.push(' . ');
        this.emit(p, mode, strict, out, depth);
      }
      out.push(')');
      return;
    }
    if (Array.isArray(v)) {
      if (mode === 'print' && depth !== 1) {
        out.push('(vector');
        for (const x of v) {
          out.push(' ');
          this.emit(x, mode, strict, out, 2);
        }
        out.push(')');
        return;
      }
      out.push('#(');
      v.forEach((x, i) => {
        if (i) out.push(' ');
        this.emit(x, mode, strict, out, depth);
      });
      out.push(')');
      return;
    }
    if (v === B.undef) {
      out.push('#<void>');
      return;
    }
    if (v === EOF) {
      out.push('#<eof>');
      return;
    }
    if (v instanceof Keyword) {
      out.push(`#:${v.name}`);
      return;
    }
    if (v instanceof RStruct) {
      if (!v.type.transparent) {
        out.push(`#<${v.type.name}>`);
        return;
      }
      if (mode === 'print') {
        out.push(`(${v.type.name}`);
        for (const f of v.fields) {
          out.push(' ');
          this.emit(f, mode, strict, out, 2);
        }
        out.push(')');
        return;
      }
      out.push(`#(struct:${v.type.name}`);
      for (const f of v.fields) {
        out.push(' ');
        this.emit(f, mode, strict, out, depth);
      }
      out.push(')');
      return;
    }
    if (v instanceof Box) {
      out.push('#&');
      this.emit(v.value, mode, strict, out, depth);
      return;
    }
    if (v instanceof RHash) {
      if (strict && v.entries.size > 1) throw new HandOn('it prints a hash table with more than one entry into a string (Racket\'s order is not reproduced)');
      const prefix = v.kind === 'equal' ? '#hash' : `#hash${v.kind}`;
      if (mode === 'print' && depth !== 1) {
        out.push(v.mutable ? `#<hash>` : `(hash`);
        if (v.mutable) return;
        for (const [k, x] of v.entries.values()) {
          out.push(' ');
          this.emit(k, mode, strict, out, 2);
          out.push(' ');
          this.emit(x, mode, strict, out, 2);
        }
        out.push(')');
        return;
      }
      out.push(`${prefix}(`);
      let first = true;
      for (const [k, x] of v.entries.values()) {
        if (!first) out.push(' ');
        first = false;
        out.push('(');
        this.emit(k, mode, strict, out, depth);
        out.push(' . ');
        this.emit(x, mode, strict, out, depth);
        out.push(')');
      }
      out.push(')');
      return;
    }
    if (v instanceof RSet) {
      if (strict && v.entries.size > 1) throw new HandOn('it prints a set with more than one element into a string (Racket\'s order is not reproduced)');
      out.push(v.mutable ? '#<mutable-set:' : '#<set:');
      for (const x of v.entries.values()) {
        out.push(' ');
        this.emit(x, mode, strict, out, depth);
      }
      out.push('>');
      return;
    }
    if (v instanceof Exn) {
      out.push(`#<${v.kind}>`);
      return;
    }
    if (v instanceof OutputPort) {
      out.push(v.name === 'string' ? '#<output-port:string>' : `#<output-port:${v.name}>`);
      return;
    }
    if (v instanceof MultipleValues) throw new HandOn('it prints multiple values as one');
    if (B.isClosure(v) || typeof v === 'function') {
      const name = this.procedureName(v);
      if (strict) throw new HandOn('it prints a procedure into a string (Racket names procedures in ways this runtime does not reproduce)');
      out.push(name ? `#<procedure:${name}>` : '#<procedure>');
      return;
    }
    if (strict) throw new HandOn('it prints a value this runtime cannot print as Racket does');
    out.push(`#<${typeof v}>`);
  }

  private constructorForm(v: BPair, strict: boolean, out: string[]): void {
    const B = this.B;
    const items: unknown[] = [];
    let p: unknown = v;
    while (this.isPair(p)) {
      items.push(p.car);
      p = p.cdr;
    }
    const head = p === B.nil ? 'list' : items.length === 1 ? 'cons' : 'list*';
    out.push(`(${head}`);
    for (const x of items) {
      out.push(' ');
      this.emit(x, 'print', strict, out, 2);
    }
    if (p !== B.nil) {
      out.push(' ');
      this.emit(p, 'print', strict, out, 2);
    }
    out.push(')');
  }
}
