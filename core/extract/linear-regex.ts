/**
 * A regular-expression engine that gives exactly the match JavaScript's backtracking engine gives,
 * in time linear in the text (times the pattern's size). It is a backtracker that remembers every
 * (instruction, position) state it has explored: a state that failed once fails again, since no
 * supported construct depends on how the state was reached (no backreferences, no loop whose body can
 * match empty, lookarounds that depend only on the position). The official extractors' patterns and
 * the registry's definition patterns run here, so a hostile answer cannot make extraction quadratic
 * (or worse) the way `.*?` / `\s+` / `[^;{}]*` chains do under native backtracking.
 *
 * Supported: literals, escapes, classes, `.`, groups, non-capturing groups, lookaheads, alternation,
 * greedy and lazy `* + ? {n} {n,} {n,m}`, `^ $ \b \B`, flags `s` `m` `g` `y`. Anything else (the `i`
 * and `u` flags, lookbehinds, backreferences, loops over a possibly-empty body) throws
 * UnsupportedPattern, and `linear()` then keeps the native RegExp.
 */

export class UnsupportedPattern extends Error {}

// ---- character sets -------------------------------------------------------------------------

/** A set of UTF-16 code units: a table for ASCII and sorted ranges for the rest. */
interface CharSet {
  ascii: Uint8Array;
  ranges: number[]; // [lo, hi, lo, hi, ...] inclusive, code units >= 128
  negated: boolean;
}

const range = (lo: number, hi: number): [number, number] => [lo, hi];
const WHITESPACE: [number, number][] = [
  range(9, 13), range(32, 32), range(0xa0, 0xa0), range(0x1680, 0x1680), range(0x2000, 0x200a),
  range(0x2028, 0x2029), range(0x202f, 0x202f), range(0x205f, 0x205f), range(0x3000, 0x3000), range(0xfeff, 0xfeff),
];
const WORD: [number, number][] = [range(48, 57), range(65, 90), range(95, 95), range(97, 122)];
const DIGIT: [number, number][] = [range(48, 57)];
const LINE_TERMINATORS: [number, number][] = [range(10, 10), range(13, 13), range(0x2028, 0x2029)];

function complement(rs: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of [...rs].sort((a, b) => a[0] - b[0])) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

function makeSet(rs: [number, number][], negated: boolean): CharSet {
  const ascii = new Uint8Array(128);
  const ranges: number[] = [];
  for (const [lo, hi] of rs) {
    for (let c = lo; c <= Math.min(hi, 127); c++) ascii[c] = 1;
    if (hi >= 128) ranges.push(Math.max(lo, 128), hi);
  }
  return { ascii, ranges, negated };
}

function inSet(set: CharSet, c: number): boolean {
  let hit: boolean;
  if (c < 128) hit = set.ascii[c] === 1;
  else {
    hit = false;
    for (let i = 0; i < set.ranges.length; i += 2) if (c >= set.ranges[i] && c <= set.ranges[i + 1]) { hit = true; break; }
  }
  return hit !== set.negated;
}

const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95 || (c >= 97 && c <= 122);
const isLineTerminator = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

// ---- parser ---------------------------------------------------------------------------------

type Node =
  | { type: 'set'; ranges: [number, number][]; negated: boolean }
  | { type: 'any'; dotAll: boolean }
  | { type: 'seq'; items: Node[] }
  | { type: 'alt'; options: Node[] }
  | { type: 'group'; index: number; body: Node }
  | { type: 'repeat'; body: Node; min: number; max: number; greedy: boolean }
  | { type: 'assert'; kind: 'bol' | 'eol' | 'wordb' | 'nwordb' }
  | { type: 'look'; negated: boolean; body: Node };

interface ParseState {
  src: string;
  i: number;
  groups: number;
  flags: { dotAll: boolean; multiline: boolean };
}

const lit = (c: number): Node => ({ type: 'set', ranges: [[c, c]], negated: false });

function parse(src: string, flags: ParseState['flags']): { node: Node; groups: number } {
  const st: ParseState = { src, i: 0, groups: 0, flags };
  const node = parseAlt(st);
  if (st.i < src.length) throw new UnsupportedPattern(`unexpected ${src[st.i]} at ${st.i}`);
  return { node, groups: st.groups };
}

function parseAlt(st: ParseState): Node {
  const options = [parseSeq(st)];
  while (st.src[st.i] === '|') {
    st.i++;
    options.push(parseSeq(st));
  }
  return options.length === 1 ? options[0] : { type: 'alt', options };
}

function parseSeq(st: ParseState): Node {
  const items: Node[] = [];
  while (st.i < st.src.length && st.src[st.i] !== '|' && st.src[st.i] !== ')') {
    const atom = parseAtom(st);
    items.push(atom.quantifiable ? parseQuantifier(st, atom.node) : atom.node);
  }
  return { type: 'seq', items };
}

function parseQuantifier(st: ParseState, body: Node): Node {
  const c = st.src[st.i];
  let min: number;
  let max: number;
  if (c === '*') [min, max] = [0, Infinity];
  else if (c === '+') [min, max] = [1, Infinity];
  else if (c === '?') [min, max] = [0, 1];
  else if (c === '{') {
    const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(st.src.slice(st.i));
    if (!m) return body; // a literal `{` (Annex B)
    min = Number(m[1]);
    max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
    st.i += m[0].length - 1;
  } else return body;
  st.i++;
  let greedy = true;
  if (st.src[st.i] === '?') {
    greedy = false;
    st.i++;
  }
  if (max === Infinity && canBeEmpty(body)) throw new UnsupportedPattern('a loop whose body can match empty');
  return { type: 'repeat', body, min, max, greedy };
}

function parseAtom(st: ParseState): { node: Node; quantifiable: boolean } {
  const c = st.src[st.i++];
  switch (c) {
    case '^':
      return { node: { type: 'assert', kind: 'bol' }, quantifiable: false };
    case '$':
      return { node: { type: 'assert', kind: 'eol' }, quantifiable: false };
    case '.':
      return { node: { type: 'any', dotAll: st.flags.dotAll }, quantifiable: true };
    case '[':
      return { node: parseClass(st), quantifiable: true };
    case '(': {
      if (st.src[st.i] === '?') {
        const kind = st.src[st.i + 1];
        if (kind === ':' || kind === '=' || kind === '!') {
          st.i += 2;
          const body = parseAlt(st);
          expect(st, ')');
          if (kind === ':') return { node: body, quantifiable: true };
          return { node: { type: 'look', negated: kind === '!', body }, quantifiable: false };
        }
        throw new UnsupportedPattern('lookbehind or named group');
      }
      const index = ++st.groups;
      const body = parseAlt(st);
      expect(st, ')');
      return { node: { type: 'group', index, body }, quantifiable: true };
    }
    case '\\': {
      const e = st.src[st.i++];
      if (e === 'b') return { node: { type: 'assert', kind: 'wordb' }, quantifiable: false };
      if (e === 'B') return { node: { type: 'assert', kind: 'nwordb' }, quantifiable: false };
      return { node: escapeNode(st, e, false), quantifiable: true };
    }
    case '*':
    case '+':
    case '?':
      throw new UnsupportedPattern(`nothing to repeat at ${st.i - 1}`);
    default:
      return { node: lit(c.charCodeAt(0)), quantifiable: true };
  }
}

function expect(st: ParseState, c: string): void {
  if (st.src[st.i] !== c) throw new UnsupportedPattern(`expected ${c} at ${st.i}`);
  st.i++;
}

const CONTROL: Record<string, number> = { n: 10, t: 9, r: 13, v: 11, f: 12, '0': 0 };

/** The node of an escape after the backslash (`inClass`: `\b` is a backspace there). */
function escapeNode(st: ParseState, e: string, inClass: boolean): Node {
  switch (e) {
    case 'd':
      return { type: 'set', ranges: DIGIT, negated: false };
    case 'D':
      return { type: 'set', ranges: DIGIT, negated: true };
    case 's':
      return { type: 'set', ranges: WHITESPACE, negated: false };
    case 'S':
      return { type: 'set', ranges: WHITESPACE, negated: true };
    case 'w':
      return { type: 'set', ranges: WORD, negated: false };
    case 'W':
      return { type: 'set', ranges: WORD, negated: true };
  }
  if (e === 'b' && inClass) return lit(8);
  if (e in CONTROL && !(e === '0' && /\d/.test(st.src[st.i] ?? ''))) return lit(CONTROL[e]);
  if (e === 'x' || e === 'u') {
    const len = e === 'x' ? 2 : 4;
    const hex = st.src.slice(st.i, st.i + len);
    if (new RegExp(`^[0-9a-fA-F]{${len}}$`).test(hex)) {
      st.i += len;
      return lit(parseInt(hex, 16));
    }
    return lit(e.charCodeAt(0));
  }
  if (/[1-9c]/.test(e)) throw new UnsupportedPattern(`escape \\${e}`);
  if (e === undefined) throw new UnsupportedPattern('trailing backslash');
  return lit(e.charCodeAt(0));
}

function parseClass(st: ParseState): Node {
  let negated = false;
  if (st.src[st.i] === '^') {
    negated = true;
    st.i++;
  }
  const ranges: [number, number][] = [];
  const single = (): [number, number][] | number => {
    const c = st.src[st.i++];
    if (c === undefined) throw new UnsupportedPattern('unterminated class');
    if (c !== '\\') return c.charCodeAt(0);
    const n = escapeNode(st, st.src[st.i++], true) as Extract<Node, { type: 'set' }>;
    return n.negated ? complement(n.ranges) : n.ranges.length === 1 && n.ranges[0][0] === n.ranges[0][1] ? n.ranges[0][0] : n.ranges;
  };
  while (st.src[st.i] !== ']') {
    const a = single();
    if (typeof a === 'number' && st.src[st.i] === '-' && st.src[st.i + 1] !== ']' && st.src[st.i + 1] !== undefined) {
      st.i++;
      const b = single();
      if (typeof b !== 'number') {
        ranges.push([a, a], [45, 45], ...b); // Annex B: `[a-\s]` is a, -, \s
        continue;
      }
      if (b < a) throw new UnsupportedPattern('range out of order');
      ranges.push([a, b]);
    } else if (typeof a === 'number') ranges.push([a, a]);
    else ranges.push(...a);
  }
  st.i++;
  return { type: 'set', ranges, negated };
}

function canBeEmpty(n: Node): boolean {
  switch (n.type) {
    case 'set':
    case 'any':
      return false;
    case 'seq':
      return n.items.every(canBeEmpty);
    case 'alt':
      return n.options.some(canBeEmpty);
    case 'group':
      return canBeEmpty(n.body);
    case 'repeat':
      return n.min === 0 || canBeEmpty(n.body);
    case 'assert':
    case 'look':
      return true;
  }
}

// ---- compiler -------------------------------------------------------------------------------

const enum Op {
  Set,
  Any,
  AnyButLineEnd,
  Split, // a: preferred, b: other
  Jump,
  Save,
  Bol,
  Eol,
  WordBoundary,
  NotWordBoundary,
  Look, // a: sub-program index, b: 1 when negated
  Match,
  Advance, // the search's next start: the next position a match can start at
}

/** The search prefix (a lazy `[\s\S]*?` that skips impossible starts) and where the pattern itself begins. */
const SEARCH = 0;
const BODY = 3;

interface Program {
  op: number[];
  a: number[];
  b: number[];
  sets: CharSet[];
  looks: Program[];
  slots: number;
  multiline: boolean;
  /** The characters a match can start with (ASCII table + whether any non-ASCII can), or null when unknown. */
  first: { ascii: Uint8Array; nonAscii: boolean } | null;
  anchoredAtLineStart: boolean;
  /** A string every match contains ('' when none is known). */
  literal: string;
}

function compile(node: Node, groups: number, multiline: boolean): Program {
  const p: Program = { op: [], a: [], b: [], sets: [], looks: [], slots: (groups + 1) * 2, multiline, first: null, anchoredAtLineStart: false, literal: '' };
  const emit = (op: Op, a = 0, b = 0) => {
    p.op.push(op);
    p.a.push(a);
    p.b.push(b);
    return p.op.length - 1;
  };
  // SEARCH: try the pattern here, else advance and try again; BODY: the match starts (group 0 opens).
  emit(Op.Split, BODY, SEARCH + 1);
  emit(Op.Advance);
  emit(Op.Jump, SEARCH);
  emit(Op.Save, 0);
  const gen = (n: Node): void => {
    switch (n.type) {
      case 'set':
        p.sets.push(makeSet(n.ranges, n.negated));
        emit(Op.Set, p.sets.length - 1);
        return;
      case 'any':
        emit(n.dotAll ? Op.Any : Op.AnyButLineEnd);
        return;
      case 'seq':
        for (const x of n.items) gen(x);
        return;
      case 'alt': {
        const jumps: number[] = [];
        n.options.forEach((o, k) => {
          if (k < n.options.length - 1) {
            const split = emit(Op.Split);
            p.a[split] = split + 1;
            gen(o);
            jumps.push(emit(Op.Jump));
            p.b[split] = p.op.length;
          } else gen(o);
        });
        for (const j of jumps) p.a[j] = p.op.length;
        return;
      }
      case 'group':
        emit(Op.Save, n.index * 2);
        gen(n.body);
        emit(Op.Save, n.index * 2 + 1);
        return;
      case 'repeat': {
        if (n.max !== Infinity && n.max > 1000) throw new UnsupportedPattern('a large counted repeat');
        for (let k = 0; k < n.min; k++) gen(n.body);
        if (n.max === Infinity) {
          const split = emit(Op.Split);
          gen(n.body);
          emit(Op.Jump, split);
          const out = p.op.length;
          [p.a[split], p.b[split]] = n.greedy ? [split + 1, out] : [out, split + 1];
        } else {
          const splits: number[] = [];
          for (let k = n.min; k < n.max; k++) {
            splits.push(emit(Op.Split));
            gen(n.body);
          }
          const out = p.op.length;
          for (const s of splits) [p.a[s], p.b[s]] = n.greedy ? [s + 1, out] : [out, s + 1];
        }
        return;
      }
      case 'assert':
        emit({ bol: Op.Bol, eol: Op.Eol, wordb: Op.WordBoundary, nwordb: Op.NotWordBoundary }[n.kind]);
        return;
      case 'look': {
        const sub = compile(n.body, groups, multiline);
        p.looks.push(sub);
        emit(Op.Look, p.looks.length - 1, n.negated ? 1 : 0);
        return;
      }
    }
  };
  gen(node);
  emit(Op.Match);
  p.first = firstChars(node);
  p.anchoredAtLineStart = startsWithBol(node);
  p.literal = requiredLiteral(node);
  return p;
}

/** What a match of `n` can start with; null when it may be empty or start anywhere. */
function firstChars(n: Node): { ascii: Uint8Array; nonAscii: boolean } | null {
  switch (n.type) {
    case 'set': {
      const set = makeSet(n.ranges, n.negated);
      const ascii = new Uint8Array(128);
      for (let c = 0; c < 128; c++) ascii[c] = inSet(set, c) ? 1 : 0;
      return { ascii, nonAscii: n.negated || set.ranges.length > 0 };
    }
    case 'any':
      return null;
    case 'group':
      return firstChars(n.body);
    case 'seq': {
      if (!n.items.length || n.items[0].type === 'assert' || n.items[0].type === 'look') return null;
      const head = n.items[0];
      if (canBeEmpty(head)) return null;
      return firstChars(head);
    }
    case 'alt': {
      const ascii = new Uint8Array(128);
      let nonAscii = false;
      for (const o of n.options) {
        const f = firstChars(o);
        if (!f) return null;
        for (let c = 0; c < 128; c++) ascii[c] |= f.ascii[c];
        nonAscii ||= f.nonAscii;
      }
      return { ascii, nonAscii };
    }
    case 'repeat':
      return n.min === 0 ? null : firstChars(n.body);
    default:
      return null;
  }
}

/** The longest string that every match of `n` contains, from its mandatory single-character runs. */
function requiredLiteral(n: Node): string {
  const single = (x: Node) => (x.type === 'set' && !x.negated && x.ranges.length === 1 && x.ranges[0][0] === x.ranges[0][1] ? String.fromCharCode(x.ranges[0][0]) : undefined);
  switch (n.type) {
    case 'group':
      return requiredLiteral(n.body);
    case 'repeat':
      return n.min > 0 ? requiredLiteral(n.body) : '';
    case 'seq': {
      let best = '';
      let run = '';
      for (const x of n.items) {
        const c = single(x);
        if (c !== undefined) {
          run += c;
          if (run.length > best.length) best = run;
          continue;
        }
        run = '';
        const inner = requiredLiteral(x);
        if (inner.length > best.length) best = inner;
      }
      return best;
    }
    default:
      return single(n) ?? '';
  }
}

function startsWithBol(n: Node): boolean {
  if (n.type === 'assert') return n.kind === 'bol';
  if (n.type === 'seq') return n.items.length > 0 && startsWithBol(n.items[0]);
  if (n.type === 'group') return startsWithBol(n.body);
  if (n.type === 'alt') return n.options.every(startsWithBol);
  return false;
}

// ---- execution ------------------------------------------------------------------------------

/** A match: its start, end and groups (undefined when a group did not take part). */
export interface LinearMatch {
  index: number;
  end: number;
  /** How many capturing groups the pattern has. */
  groups: number;
  /** Group `n` (0: the whole match). */
  group(n: number): string | undefined;
}

/**
 * The search state of one program over one text. States that failed stay marked across searches,
 * so any number of searches over the same text costs at most one pass over all states.
 */
class Session {
  private readonly width: number;
  private visited: Uint32Array;
  private success: Uint32Array | undefined;
  private readonly lookResults: Int8Array[] = [];
  private readonly lookSessions: (Session | undefined)[] = [];
  private readonly caps: Int32Array;
  /** Alternatives to try, as (pc, pos, path length) triples; a negative pc restores capture slot -pc-1. */
  private stack: Int32Array = new Int32Array(3 * 1024);
  /** The states of the current attempt, from its start. */
  private path: Int32Array = new Int32Array(1024);
  private lastLiteral: number | undefined;
  private lastSearchMatch = -1;

  constructor(
    private readonly p: Program,
    private readonly text: string,
    booleanOnly: boolean,
  ) {
    this.width = text.length + 1;
    if (p.op.length * this.width > 0x7fffffff) throw new UnsupportedPattern('a text too long for the state numbering');
    this.visited = new Uint32Array(Math.ceil((p.op.length * this.width) / 32));
    if (booleanOnly) this.success = new Uint32Array(this.visited.length);
    this.caps = new Int32Array(p.slots).fill(-1);
  }

  private look(index: number, pos: number): boolean {
    const results = (this.lookResults[index] ??= new Int8Array(this.width));
    if (results[pos] === 0) {
      const session = (this.lookSessions[index] ??= new Session(this.p.looks[index], this.text, true));
      results[pos] = session.run(pos) ? 1 : 2;
    }
    return results[pos] === 1;
  }

  /**
   * From `entry` at `start` (BODY: a match exactly at `start`; SEARCH: the leftmost match from `start`
   * on), true when a match is found, with its captures in `caps`.
   */
  run(start: number, entry = BODY): boolean {
    const { op, a, b, sets } = this.p;
    const text = this.text;
    const n = text.length;
    const width = this.width;
    const visited = this.visited;
    const success = this.success;
    let stack = this.stack;
    let sp = 0;
    let path = this.path;
    let pathLen = 0;
    const caps = this.caps;
    caps.fill(-1);
    stack[0] = entry;
    stack[1] = start;
    stack[2] = 0;
    sp = 3;
    while (sp > 0) {
      sp -= 3;
      let pc = stack[sp];
      let pos = stack[sp + 1];
      if (pc < 0) {
        caps[-pc - 1] = pos; // a capture restored on backtracking
        continue;
      }
      pathLen = stack[sp + 2];
      for (;;) {
        const id = pc * width + pos;
        const bit = 1 << (id & 31);
        if (visited[id >>> 5] & bit) {
          if (success && success[id >>> 5] & bit) return this.succeed(pathLen);
          break;
        }
        visited[id >>> 5] |= bit;
        // The search prefix's states are never reached again by a later search (they start further on).
        if (pc >= BODY) {
          if (pathLen === path.length) path = this.growPath();
          path[pathLen++] = id;
        }
        let ok = true;
        switch (op[pc]) {
          case Op.Set: {
            if (pos < n && inSet(sets[a[pc]], text.charCodeAt(pos))) {
              pos++;
              pc++;
            } else ok = false;
            break;
          }
          case Op.Any:
            if (pos < n) {
              pos++;
              pc++;
            } else ok = false;
            break;
          case Op.AnyButLineEnd:
            if (pos < n && !isLineTerminator(text.charCodeAt(pos))) {
              pos++;
              pc++;
            } else ok = false;
            break;
          case Op.Split:
            if (sp + 3 > stack.length) stack = this.growStack();
            stack[sp++] = b[pc];
            stack[sp++] = pos;
            stack[sp++] = pathLen;
            pc = a[pc];
            break;
          case Op.Jump:
            pc = a[pc];
            break;
          case Op.Save:
            if (sp + 3 > stack.length) stack = this.growStack();
            stack[sp++] = -a[pc] - 1;
            stack[sp++] = caps[a[pc]];
            stack[sp++] = pathLen;
            caps[a[pc]] = pos;
            pc++;
            break;
          case Op.Bol:
            if (pos === 0 || (this.p.multiline && isLineTerminator(text.charCodeAt(pos - 1)))) pc++;
            else ok = false;
            break;
          case Op.Eol:
            if (pos === n || (this.p.multiline && isLineTerminator(text.charCodeAt(pos)))) pc++;
            else ok = false;
            break;
          case Op.WordBoundary:
          case Op.NotWordBoundary: {
            const edge = (pos > 0 && isWordCode(text.charCodeAt(pos - 1))) !== (pos < n && isWordCode(text.charCodeAt(pos)));
            if (edge === (op[pc] === Op.WordBoundary)) pc++;
            else ok = false;
            break;
          }
          case Op.Look:
            if (this.look(a[pc], pos) !== (b[pc] === 1)) pc++;
            else ok = false;
            break;
          case Op.Advance:
            pos = this.nextStart(pos);
            if (pos === -1) ok = false;
            else pc = SEARCH;
            break;
          case Op.Match:
            caps[1] = pos;
            return this.succeed(pathLen);
        }
        if (!ok) break;
      }
    }
    return false;
  }

  private growStack(): Int32Array {
    const grown = new Int32Array(this.stack.length * 2);
    grown.set(this.stack);
    return (this.stack = grown);
  }

  private growPath(): Int32Array {
    const grown = new Int32Array(this.path.length * 2);
    grown.set(this.path);
    return (this.path = grown);
  }

  /** Records a success: a boolean session remembers the path's states as successes; a capturing one frees them. */
  private succeed(pathLen: number): true {
    const path = this.path;
    for (let k = 0; k < pathLen; k++) {
      const id = path[k];
      if (this.success) this.success[id >>> 5] |= 1 << (id & 31);
      else this.visited[id >>> 5] &= ~(1 << (id & 31));
    }
    return true;
  }

  /** The first position after `pos` where a match can start, or -1. */
  private nextStart(pos: number): number {
    const { first, anchoredAtLineStart, multiline } = this.p;
    const text = this.text;
    const n = text.length;
    if (anchoredAtLineStart) {
      if (!multiline) return -1;
      let s = pos;
      while (s < n && !isLineTerminator(text.charCodeAt(s))) s++;
      return s < n ? s + 1 : -1;
    }
    if (first) {
      for (let s = pos + 1; s < n; s++) {
        const c = text.charCodeAt(s);
        if (c < 128 ? first.ascii[c] === 1 : first.nonAscii) return s;
      }
      return -1;
    }
    return pos + 1 <= n ? pos + 1 : -1;
  }

  /** Whether a match starting at `from` or later is impossible because it lacks the pattern's required string. */
  private lacksLiteral(from: number): boolean {
    if (!this.p.literal) return false;
    this.lastLiteral ??= this.text.lastIndexOf(this.p.literal);
    return this.lastLiteral < from;
  }

  matchAt(start: number): LinearMatch | null {
    if (this.lacksLiteral(start) || !this.run(start)) return null;
    return this.lastMatch();
  }

  private lastMatch(): LinearMatch {
    const caps = Array.from(this.caps);
    const text = this.text;
    return {
      index: caps[0],
      end: caps[1],
      groups: caps.length / 2 - 1,
      group: (g) => (g * 2 + 1 < caps.length && caps[g * 2] !== -1 && caps[g * 2 + 1] !== -1 ? text.slice(caps[g * 2], caps[g * 2 + 1]) : undefined),
    };
  }

  /** The leftmost match that starts at `from` or later. Searches go forward: each starts after the last match's start. */
  search(from: number): LinearMatch | null {
    if (from <= this.lastSearchMatch) this.visited.fill(0); // not needed by our callers; kept correct anyway
    if (from > this.text.length || this.lacksLiteral(from) || !this.run(from, SEARCH)) return null;
    const m = this.lastMatch();
    this.lastSearchMatch = m.index;
    return m;
  }
}

// ---- public surface -------------------------------------------------------------------------

/** A compiled pattern: `matcher(text)` gives a search state over one text. */
export interface LinearRegExp {
  readonly source: string;
  readonly flags: string;
  /** Like RegExp.prototype.test (unanchored, ignoring lastIndex). */
  test(text: string): boolean;
  /** Like RegExp.prototype.exec without `g`. */
  exec(text: string): LinearMatch | null;
  matcher(text: string): { search(from: number): LinearMatch | null; matchAt(pos: number): LinearMatch | null };
}

const cache = new Map<string, Program | UnsupportedPattern>();
const CACHE_LIMIT = 2000;

function programOf(source: string, flags: string): Program {
  const key = flags + '/' + source;
  let p = cache.get(key);
  if (!p) {
    try {
      if (/[^gmsy]/.test(flags)) throw new UnsupportedPattern(`flags ${flags}`);
      const { node, groups } = parse(source, { dotAll: flags.includes('s'), multiline: flags.includes('m') });
      p = compile(node, groups, flags.includes('m'));
    } catch (e) {
      if (!(e instanceof UnsupportedPattern)) throw e;
      p = e;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, p);
  }
  if (p instanceof UnsupportedPattern) throw p;
  return p;
}

/** Compiles `pattern` for the linear engine; throws UnsupportedPattern for what it does not support. */
export function compileLinear(source: string, flags = ''): LinearRegExp {
  const p = programOf(source, flags);
  const matcher = (text: string) => {
    let session: Session;
    try {
      session = new Session(p, text, false);
    } catch (e) {
      if (!(e instanceof UnsupportedPattern)) throw e;
      return nativeFallback(source, flags).matcher(text);
    }
    return { search: (from: number) => session.search(from), matchAt: (pos: number) => session.matchAt(pos) };
  };
  return { source, flags, matcher, exec: (text) => matcher(text).search(0), test: (text) => matcher(text).search(0) !== null };
}

/** The pattern in the linear engine, or, for a construct it does not support, the native RegExp behind the same surface. */
export function linear(pattern: RegExp | string, flags?: string): LinearRegExp {
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  const f = (flags ?? (typeof pattern === 'string' ? '' : pattern.flags)).replace(/[gy]/g, '');
  try {
    return compileLinear(source, f);
  } catch (e) {
    if (!(e instanceof UnsupportedPattern)) throw e;
    return nativeFallback(source, f);
  }
}

function nativeFallback(source: string, flags: string): LinearRegExp {
  const sticky = new RegExp(source, flags + 'y');
  const global = new RegExp(source, flags + 'g');
  const wrap = (text: string, m: RegExpExecArray | null): LinearMatch | null =>
    m && { index: m.index, end: m.index + m[0].length, groups: m.length - 1, group: (g) => (g === 0 ? m[0] : g < m.length ? m[g] : undefined) };
  const matcher = (text: string) => ({
    search(from: number) {
      global.lastIndex = from;
      return wrap(text, global.exec(text));
    },
    matchAt(pos: number) {
      sticky.lastIndex = pos;
      return wrap(text, sticky.exec(text));
    },
  });
  return { source, flags, matcher, exec: (text) => matcher(text).search(0), test: (text) => matcher(text).search(0) !== null };
}
