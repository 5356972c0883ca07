/**
 * Python `re` and `str` behaviour that the official extractors rely on, ported to JavaScript
 * (docs/harness/extractors.md#porting-python-re-to-javascript and #shared-building-blocks). Patterns are written in JS syntax by the
 * callers; Python's non-MULTILINE `$` is spelled `(?=\n?$)` there. They run in the linear engine
 * (../linear-regex.ts): the same matches as JavaScript's RegExp, without its backtracking blow-ups.
 */
import { linear, type LinearMatch } from '../linear-regex.ts';

/** `re.search(pattern, text).group(n)`, or null when there is no match. */
export function search(pattern: RegExp, text: string, group = 1): string | null {
  const m = linear(pattern).exec(text);
  if (!m) return null;
  return m.group(group) ?? '';
}

/** The first pattern that matches wins; its group 1 is returned. */
export function firstMatch(text: string, patterns: RegExp[]): string | null {
  for (const p of patterns) {
    const g = search(p, text);
    if (g !== null) return g;
  }
  return null;
}

/** `re.sub(pattern, replacement, text)`: all non-overlapping matches, left to right. */
export function removeAll(text: string, pattern: RegExp, replacement = ''): string {
  let out = '';
  let kept = 0;
  for (const m of matchesOf(pattern, text)) {
    out += text.slice(kept, m.index) + replacement;
    kept = m.end;
  }
  return out + text.slice(kept);
}

/** `re.findall` for a pattern with no group (whole matches) or one group. */
export function findAll(pattern: RegExp, text: string): string[] {
  return [...matchesOf(pattern, text)].map((m) => m.group(1) ?? m.group(0)!);
}

/** Every match left to right, as String.prototype.replace and matchAll find them (an empty match steps one on). */
function* matchesOf(pattern: RegExp, text: string): Generator<LinearMatch> {
  const matcher = linear(pattern).matcher(text);
  for (let from = 0; from <= text.length; ) {
    const m = matcher.search(from);
    if (!m) return;
    yield m;
    from = m.end === m.index ? m.end + 1 : m.end;
  }
}

/** `re.escape`. */
export function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\\-/]/g, '\\$&');
}

/** Pattern source for an entry point pasted unescaped (as the official code does); kept valid for JS. */
export function raw(s: string): string {
  try {
    new RegExp(s);
    return s;
  } catch {
    return esc(s);
  }
}

const PY_WS = ' \t\n\r\v\f\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

/** Python `str.strip(chars)`; with no chars, Python's Unicode whitespace. */
export function strip(s: string, chars = PY_WS): string {
  let a = 0;
  let b = s.length;
  while (a < b && chars.includes(s[a])) a++;
  while (b > a && chars.includes(s[b - 1])) b--;
  return s.slice(a, b);
}

export function lstrip(s: string, chars = PY_WS): string {
  let a = 0;
  while (a < s.length && chars.includes(s[a])) a++;
  return s.slice(a);
}

/** Python slice `xs[a:b]` with negative indices. */
export function slice<T>(xs: T[], a?: number, b?: number): T[] {
  const n = xs.length;
  const norm = (i: number | undefined, d: number) => (i === undefined ? d : i < 0 ? Math.max(0, n + i) : Math.min(i, n));
  return xs.slice(norm(a, 0), norm(b, n));
}

/** "Fence cut": keep only the part before the first fence. */
export function fenceCut(code: string): string {
  const i = code.indexOf('```');
  return i === -1 ? code : code.slice(0, i);
}

/** B2: drop every line that contains `needle`. */
export function dropLinesContaining(code: string, needle: string): string {
  return code
    .split('\n')
    .filter((l) => !l.includes(needle))
    .join('\n');
}

/** Index of the first line satisfying `pred`, or -1 (Python's later slicing turns -1 into B3's quirk). */
export function firstLine(lines: string[], pred: (line: string) => boolean): number {
  for (let i = 0; i < lines.length; i++) if (pred(lines[i])) return i;
  return -1;
}

/** B3: the model's def line (index k, maybe -1) replaced by the whole prompt. */
export function replaceDefLine(lines: string[], k: number, prompt: string): { before: string; after: string } {
  return { before: slice(lines, 0, k).join('\n'), after: slice(lines, k + 1).join('\n') };
}

/** PL: the prompt minus its last line, with every occurrence of the signature deleted. */
export function promptMinusLastLine(prompt: string, signature: string): string {
  const pl = prompt.split('\n').slice(0, -1).join('\n');
  return signature && pl.includes(signature) ? pl.split(signature).join('') : pl;
}

/** B4: Python-style import hoist. `from … import` lines are copied, `import` lines moved. */
export function hoistImports(code: string): { imports: string[]; code: string } {
  const imports = [...findAll(/^import.*?$/m, code), ...findAll(/^from.*?import.*?$/m, code)];
  return { imports, code: strip(removeAll(code, /^import.*?$/m)) };
}

/** `^<word>.*?$` (M) lines collected and deleted, then stripped (Java/Kotlin/Dart/Groovy imports, C# usings). */
export function collectLines(code: string, pattern: RegExp): { lines: string[]; code: string } {
  return { lines: findAll(pattern, code), code: strip(removeAll(code, pattern)) };
}

/** B5: cut at the first `{` (kept or dropped). Throws when there is none. */
export function cutAtFirstBrace(code: string, keepBrace: boolean): string {
  const i = code.indexOf('{');
  if (i === -1) throw new Error('no {');
  return keepBrace ? code.slice(i) : code.slice(i + 1);
}

/** B6: `{` minus `}` over the whole text, strings and comments included. */
export function braceCount(text: string): number {
  let n = 0;
  for (const c of text) {
    if (c === '{') n++;
    else if (c === '}') n--;
  }
  return n;
}

/** B7: drop each `}` that has no pending `{`. */
export function dropUnmatchedClosers(code: string): string {
  let depth = 0;
  let out = '';
  for (const c of code) {
    if (c === '}') {
      if (depth === 0) continue;
      depth--;
    } else if (c === '{') depth++;
    out += c;
  }
  return out;
}

/** B9: `(` minus `)` over the code. */
export function parenCount(code: string): number {
  let n = 0;
  for (const c of code) {
    if (c === '(') n++;
    else if (c === ')') n--;
  }
  return n;
}

export function repeat(s: string, n: number): string {
  return n > 0 ? s.repeat(n) : '';
}
