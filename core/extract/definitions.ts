import type { DefaultExtractRules } from '../languages/language.ts';
import { linear, type LinearRegExp } from './linear-regex.ts';

/** A top-level definition found in code: its name and line range [start, end] (inclusive). */
export interface Definition {
  name: string;
  start: number;
  end: number;
}

const NAME = '([A-Za-z_][\\w\\-?!]*)';

function escapeName(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The definition regex of a language for one name (or, with no name, capturing any name), in the
 * linear engine: registry patterns such as C's `\([^;{}]*\)` rescan the rest of the answer from every
 * candidate line under native backtracking.
 */
export function definitionPattern(rules: DefaultExtractRules, name?: string): LinearRegExp | undefined {
  if (!rules.definition) return undefined;
  return linear(rules.definition.split('{name}').join(name === undefined ? NAME : escapeName(name.trim())), 'm');
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The line where the first `open` after `start` is balanced again (raw count, like the official B6/B9). */
function balancedEnd(lines: string[], start: number, open: string, close: string): number {
  let depth = 0;
  let opened = false;
  for (let i = start; i < lines.length; i++) {
    for (const c of lines[i]) {
      if (c === open) {
        depth++;
        opened = true;
      } else if (c === close) depth--;
    }
    if (opened && depth <= 0) return i;
  }
  return lines.length - 1;
}

/** The last line of the block that starts at `start`, by the language's block rule. */
export function blockEnd(lines: string[], start: number, blocks: DefaultExtractRules['blocks'], lineComments: string[] = [], name = ''): number {
  switch (blocks) {
    case 'braces':
      return balancedEnd(lines, start, '{', '}');
    case 'parens':
      return balancedEnd(lines, start, '(', ')');
    case 'indent': {
      // Comment lines and the inside of triple-quoted strings do not end an indented block.
      const d = indentOf(lines[start]);
      let end = start;
      let inString = false;
      for (let i = start + 1; i < lines.length; i++) {
        const t = lines[i].trim();
        const quotes = (lines[i].match(/"""|'''/g) ?? []).length;
        if (inString || !t || isCommentLine(t, lineComments)) {
          if (quotes % 2 === 1) inString = !inString;
          if (t) end = i;
          continue;
        }
        if (indentOf(lines[i]) <= d) break;
        if (quotes % 2 === 1) inString = !inString;
        end = i;
      }
      return end;
    }
    case 'end-keyword': {
      const d = indentOf(lines[start]);
      for (let i = start + 1; i < lines.length; i++) {
        if (indentOf(lines[i]) === d && /^end/.test(lines[i].trim())) return i;
      }
      return lines.length - 1;
    }
    case 'end-statement': {
      // Visual Basic: the block's kind is its first keyword; a multi-line lambda of the same kind inside
      // it (`Function(x)` with nothing after its parameters) has an `End Function` of its own.
      const kind = /\b(Function|Sub|Property|Class|Structure|Module|Interface|Enum|Namespace)\b/i.exec(lines[start])?.[1];
      if (!kind) return start;
      const end = new RegExp(`^\\s*End\\s+${kind}\\b`, 'i');
      const lambda = new RegExp(`\\b${kind}\\s*\\([^()]*(?:\\([^()]*\\)[^()]*)*\\)\\s*(?:As\\s+[\\w.]+(?:\\([^()]*\\))?\\s*)?$`, 'i');
      let depth = 0;
      for (let i = start + 1; i < lines.length; i++) {
        if (end.test(lines[i])) {
          if (depth === 0) return i;
          depth--;
        } else if (lambda.test(lines[i])) depth++;
      }
      return lines.length - 1;
    }
    case 'equations': {
      const sameName = name ? new RegExp(`^${escapeName(name)}(?![\\w'])`) : undefined;
      let end = start;
      for (let i = start + 1; i < lines.length; i++) {
        const t = lines[i].trim();
        if (!t || isCommentLine(t, lineComments)) continue;
        if (indentOf(lines[i]) > 0 || sameName?.test(lines[i])) end = i;
        else break;
      }
      return end;
    }
    case 'none':
      return start;
    default: {
      const never: never = blocks;
      throw new Error(`unknown block rule ${String(never)}`);
    }
  }
}

/** The offset in the joined text at which each line starts. */
/** A line that is only a comment: it starts, after its indentation, with one of the language's line-comment markers. */
export function isCommentLine(line: string, lineComments: string[]): boolean {
  const code = line.trimStart();
  return lineComments.some((marker) => code.startsWith(marker));
}

export function lineStarts(lines: string[]): number[] {
  const starts: number[] = [];
  for (let i = 0, offset = 0; i < lines.length; offset += lines[i].length + 1, i++) starts.push(offset);
  return starts;
}

/** Every top-level definition in `code` (by the language's definition regex). */
export function findDefinitions(code: string, rules: DefaultExtractRules): Definition[] {
  const any = definitionPattern(rules);
  if (!any) return [];
  const lines = code.split('\n');
  const starts = lineStarts(lines);
  const matcher = any.matcher(code);
  const out: Definition[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A definition regex may span lines (C signatures); it must match from this line's start.
    const m = matcher.matchAt(starts[i]);
    if (!m) continue;
    // A definition regex may name the entry point in several alternatives: the name is the group that matched.
    let name: string | undefined;
    for (let g = 1; g <= m.groups && name === undefined; g++) name = m.group(g);
    name ??= '';
    const end = blockEnd(lines, i, rules.blocks, rules.lineComments, name);
    out.push({ name, start: i, end });
    if (rules.blocks !== 'none') i = end;
  }
  return out;
}

/**
 * Removes the definitions named in `names` (the model's own main, check or tests that the official
 * test defines too) and top-level calls to them, so the official test is the one that runs.
 */
export function dropDefinitions(code: string, names: Set<string>, rules: DefaultExtractRules): string {
  if (names.size === 0 || rules.blocks === 'none') return code;
  const lines = code.split('\n');
  const drop = new Set<number>();
  for (const d of findDefinitions(code, rules)) {
    if (!names.has(d.name)) continue;
    for (let i = d.start; i <= d.end; i++) drop.add(i);
  }
  if (drop.size === 0) return code;
  const call = new RegExp(`^(?:${[...names].map(escapeName).join('|')})\\s*\\(`);
  return lines.filter((l, i) => !drop.has(i) && !call.test(l)).join('\n');
}

/** Whether an entry block's first line opens a block, rather than being the whole statement (`if (...) main();`). */
function opensBlock(line: string, blocks: DefaultExtractRules['blocks']): boolean {
  if (blocks === 'braces') return line.includes('{');
  if (blocks === 'end-keyword') return !/\bend\s*$/.test(line);
  return true;
}

/**
 * The answer without its own entry (`entryBlock`, `entryLine`): the blocks that run its demo or its own
 * tests, by the language's block rule, and the top-level lines that run them or end the program.
 */
export function dropEntry(code: string, rules: DefaultExtractRules): string {
  if (!rules.entryBlock && !rules.entryLine) return code;
  const block = rules.entryBlock ? new RegExp(rules.entryBlock) : undefined;
  const line = rules.entryLine ? new RegExp(rules.entryLine) : undefined;
  const lines = code.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (line?.test(lines[i])) continue;
    if (block?.test(lines[i])) {
      if (opensBlock(lines[i], rules.blocks)) i = blockEnd(lines, i, rules.blocks, rules.lineComments);
      continue;
    }
    kept.push(lines[i]);
  }
  return kept.length === lines.length ? code : kept.join('\n');
}
