import { HandOn, parseNumber, type RNum } from './numbers.ts';

/**
 * Racket's reader for a `#lang racket` module, for the syntax McEval's programs use: lists in ( ) [ ] { },
 * dotted pairs, strings and characters with Racket's escapes, numbers (numbers.ts), booleans, keywords,
 * vectors, quote forms, and the three kinds of comments. What it does not know (reader extensions such as
 * #rx, #hash, #&, here strings, |quoted symbols|) throws HandOn; what Racket rejects (unbalanced or
 * mismatched parentheses, an unterminated string) throws ReadError with Racket's own message, which
 * fails the program exactly as `racket` does: before anything runs, with exit status 1.
 */

export interface Pos {
  line: number;
  col: number;
}

export type Datum =
  | { t: 'list'; items: Datum[]; tail?: Datum; pos: Pos; shape: '(' | '[' | '{' }
  | { t: 'sym'; name: string; pos: Pos }
  | { t: 'num'; value: RNum; pos: Pos }
  | { t: 'str'; value: string; pos: Pos }
  | { t: 'char'; value: string; pos: Pos }
  | { t: 'bool'; value: boolean; pos: Pos }
  | { t: 'vec'; items: Datum[]; pos: Pos }
  | { t: 'kw'; name: string; pos: Pos };

/** A syntax error Racket's reader reports: the message as racket prints it (without the source prefix). */
export class ReadError extends Error {
  constructor(
    message: string,
    readonly pos: Pos,
  ) {
    super(message);
  }
}

const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const DELIMITER = /[\s()[\]{}",'`;]/;

/** Racket's named characters (`#\space`...), by name. */
const CHAR_NAMES: Record<string, string> = {
  nul: '\0',
  null: '\0',
  backspace: '\b',
  tab: '\t',
  newline: '\n',
  linefeed: '\n',
  vtab: '\v',
  page: '\f',
  return: '\r',
  space: ' ',
  rubout: '\x7f',
  delete: '\x7f',
};

export interface Module {
  /** The language named on the `#lang` line. */
  lang: string;
  body: Datum[];
}

export class Reader {
  private at = 0;
  private line = 1;
  private col = 0;

  constructor(private readonly text: string) {}

  private pos(): Pos {
    return { line: this.line, col: this.col };
  }

  private peek(offset = 0): string {
    return this.text[this.at + offset] ?? '';
  }

  private next(): string {
    const c = this.text[this.at++];
    if (c === '\n') {
      this.line++;
      this.col = 0;
    } else this.col++;
    return c;
  }

  /** Whitespace and comments; returns false at the end of the text. */
  private skip(): boolean {
    for (;;) {
      const c = this.peek();
      if (c === '') return false;
      if (/\s/.test(c)) this.next();
      else if (c === ';') {
        while (this.peek() !== '' && this.peek() !== '\n') this.next();
      } else if (c === '#' && this.peek(1) === '|') {
        const start = this.pos();
        this.next();
        this.next();
        let depth = 1;
        while (depth > 0) {
          if (this.peek() === '') throw new ReadError('read-syntax: end of file in `#|` comment', start);
          if (this.peek() === '|' && this.peek(1) === '#') {
            depth--;
            this.next();
          } else if (this.peek() === '#' && this.peek(1) === '|') {
            depth++;
            this.next();
          }
          this.next();
        }
      } else if (c === '#' && this.peek(1) === ';') {
        this.next();
        this.next();
        if (!this.skip()) throw new ReadError('read-syntax: expected a commented-out element for `#;`, but found end-of-file', this.pos());
        this.datum();
      } else return true;
    }
  }

  /** The whole module: `#lang <name>` first (after comments), then its body. */
  module(): Module {
    this.skip();
    const start = this.pos();
    if (!this.text.startsWith('#lang', this.at)) {
      if (this.text.startsWith('#!', this.at)) throw new HandOn('it starts with `#!`, not `#lang racket`');
      throw new ReadError('default-load-handler: expected a `module\' declaration, but found something else', start);
    }
    for (let i = 0; i < 5; i++) this.next();
    if (this.peek() !== ' ') throw new HandOn('its `#lang` line is not `#lang <name>`');
    while (this.peek() === ' ') this.next();
    let lang = '';
    while (this.peek() !== '' && !/\s/.test(this.peek())) lang += this.next();
    const body: Datum[] = [];
    while (this.skip()) body.push(this.datum());
    return { lang, body };
  }

  datum(): Datum {
    const pos = this.pos();
    const c = this.peek();
    if (c === '(' || c === '[' || c === '{') return this.list(pos);
    if (c === ')' || c === ']' || c === '}') throw new ReadError(`read-syntax: unexpected \`${c}\``, pos);
    if (c === '"') return { t: 'str', value: this.string(), pos };
    if (c === "'" || c === '`' || c === ',') {
      this.next();
      let name = c === "'" ? 'quote' : c === '`' ? 'quasiquote' : 'unquote';
      if (c === ',' && this.peek() === '@') {
        this.next();
        name = 'unquote-splicing';
      }
      if (!this.skip()) throw new ReadError(`read-syntax: expected an element for quoting "${c}", but found end-of-file`, pos);
      return { t: 'list', items: [{ t: 'sym', name, pos }, this.datum()], pos, shape: '(' };
    }
    if (c === '#') return this.hash(pos);
    return this.atom(pos);
  }

  private list(pos: Pos): Datum {
    const open = this.next() as '(' | '[' | '{';
    const close = CLOSER[open];
    const items: Datum[] = [];
    let tail: Datum | undefined;
    for (;;) {
      if (!this.skip()) throw new ReadError(`read-syntax: expected a \`${close}\` to close \`${open}\``, pos);
      const c = this.peek();
      if (c === ')' || c === ']' || c === '}') {
        if (c !== close) throw new ReadError(`read-syntax: unexpected \`${c}\``, this.pos());
        this.next();
        return { t: 'list', items, ...(tail ? { tail } : {}), pos, shape: open };
      }
      if (tail) throw new ReadError('read-syntax: illegal use of `.`', this.pos());
      if (c === '.' && DELIMITER.test(this.peek(1) || ' ')) {
        const dot = this.pos();
        this.next();
        if (items.length === 0) throw new ReadError('read-syntax: illegal use of `.`', dot);
        if (!this.skip()) throw new ReadError(`read-syntax: expected a \`${close}\` to close \`${open}\``, pos);
        const p = this.peek();
        if (p === ')' || p === ']' || p === '}') throw new ReadError('read-syntax: illegal use of `.`', dot);
        // `(a . b . c)` (infix dot) is Racket-specific: not supported here.
        tail = this.datum();
        if (!this.skip()) throw new ReadError(`read-syntax: expected a \`${close}\` to close \`${open}\``, pos);
        if (this.peek() === '.' && DELIMITER.test(this.peek(1) || ' ')) throw new HandOn('it uses Racket\'s infix dot notation `(a . op . b)`');
        continue;
      }
      items.push(this.datum());
    }
  }

  private string(): string {
    const start = this.pos();
    this.next();
    let out = '';
    for (;;) {
      const c = this.next();
      if (c === undefined) throw new ReadError('read-syntax: expected a closing `"`', start);
      if (c === '"') return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.next();
      if (e === undefined) throw new ReadError('read-syntax: expected a closing `"`', start);
      const simple: Record<string, string> = { a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', '"': '"', "'": "'", '\\': '\\' };
      if (e in simple) out += simple[e];
      else if (/[0-7]/.test(e)) {
        let digits = e;
        while (digits.length < 3 && /[0-7]/.test(this.peek())) digits += this.next();
        const code = parseInt(digits, 8);
        if (code > 255) throw new HandOn('it has an octal string escape above \\377');
        out += String.fromCharCode(code);
      } else if (e === 'x' || e === 'u' || e === 'U') {
        const max = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        let digits = '';
        while (digits.length < max && /[0-9a-fA-F]/.test(this.peek())) digits += this.next();
        if (!digits) throw new ReadError(`read-syntax: no hex digit following \`\\${e}\` in string`, this.pos());
        const code = parseInt(digits, 16);
        if (e === 'u' && code >= 0xd800 && code <= 0xdfff) throw new HandOn('it has a surrogate \\u escape in a string');
        if (code > 0x10ffff) throw new HandOn('it has a string escape beyond Unicode');
        out += String.fromCodePoint(code);
      } else if (e === '\n') {
        // A backslash-newline is removed with the newline (Racket: "elided").
      } else throw new ReadError(`read-syntax: unknown escape sequence \\${e} in string`, this.pos());
    }
  }

  private token(): string {
    let t = '';
    while (this.peek() !== '' && !DELIMITER.test(this.peek())) {
      const c = this.peek();
      if (c === '|' || c === '\\') throw new HandOn('it has a symbol with `|` or `\\` escapes');
      t += this.next();
    }
    return t;
  }

  private hash(pos: Pos): Datum {
    const c1 = this.peek(1);
    if (c1 === '(') {
      this.next();
      const list = this.list(pos);
      if (list.t !== 'list' || list.tail) throw new ReadError('read-syntax: illegal use of `.`', pos);
      return { t: 'vec', items: list.items, pos };
    }
    if (c1 === '\\') {
      this.next();
      this.next();
      // The first character is always part of the name; letters after it extend it.
      let name = this.next() ?? '';
      if (name === undefined || name === '') throw new ReadError('read-syntax: expected a character after `#\\`', pos);
      const cp = name.codePointAt(0)!;
      if (cp > 0xffff) name += this.next();
      while (/[a-zA-Z0-9]/.test(this.peek()) && /[a-zA-Z0-9]/.test(name)) name += this.next();
      if ([...name].length === 1) return { t: 'char', value: name, pos };
      const named = CHAR_NAMES[name.toLowerCase()];
      if (named !== undefined && name === name.toLowerCase()) return { t: 'char', value: named, pos };
      if (/^u[0-9a-fA-F]{1,6}$/.test(name)) {
        const code = parseInt(name.slice(1), 16);
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new HandOn(`it has the character #\\${name}`);
        return { t: 'char', value: String.fromCodePoint(code), pos };
      }
      if (/^[0-7]{3}$/.test(name)) return { t: 'char', value: String.fromCharCode(parseInt(name, 8)), pos };
      if (/^[a-zA-Z]/.test(name) && name.length > 1 && !/^[a-zA-Z]+$/.test(name)) throw new HandOn(`it has the character #\\${name}`);
      if (/^[a-zA-Z]+$/.test(name)) throw new ReadError(`read-syntax: bad character constant \`#\\${name}\``, pos);
      throw new HandOn(`it has the character #\\${name}`);
    }
    if (c1 === ':') {
      this.next();
      this.next();
      const name = this.token();
      if (!name) throw new HandOn('it has an empty keyword `#:`');
      return { t: 'kw', name, pos };
    }
    // Booleans and numbers with a # prefix; anything else is a reader extension not supported here.
    const word = this.token();
    if (word === '#t' || word === '#true') return { t: 'bool', value: true, pos };
    if (word === '#f' || word === '#false') return { t: 'bool', value: false, pos };
    if (/^#[xXbBoOdDeEiI]/.test(word)) {
      const n = parseNumber(word);
      if (n === undefined) throw new HandOn(`it has the number \`${word}\` in a syntax this runtime does not read`);
      if (n === false) throw new ReadError(`read-syntax: bad number: \`${word}\``, pos);
      return { t: 'num', value: n, pos };
    }
    if (word.startsWith('#lang')) throw new ReadError('read-syntax: `#lang` not enabled', pos);
    throw new HandOn(`it uses the reader syntax \`${(word || this.text.slice(this.at, this.at + 3)).slice(0, 12)}\`, which this runtime does not read`);
  }

  private atom(pos: Pos): Datum {
    const word = this.token();
    if (word === '') throw new HandOn(`it has the character \`${this.peek()}\` where the reader expects a datum`);
    if (word === '.') throw new ReadError('read-syntax: illegal use of `.`', pos);
    const n = parseNumber(word);
    if (n === undefined) throw new HandOn(`it has \`${word}\`, which may be a number in a syntax this runtime does not read`);
    if (n !== false) return { t: 'num', value: n, pos };
    return { t: 'sym', name: word, pos };
  }
}

export function readModule(text: string): Module {
  return new Reader(text).module();
}
