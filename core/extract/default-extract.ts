import type { Language } from '../languages/language.ts';
import type { Task } from '../types.ts';
import { blockCommentEnd } from './block-comments.ts';
import { definitionPattern, findDefinitions } from './definitions.ts';
import { findFences, type Fence } from './fences.ts';
import { isJson } from '../judge/json-equal.ts';

export type Extraction = { ok: true; code: string; method: string } | { ok: false; reason: string };

/**
 * Default-mode extraction: the code block that holds the answer, found robustly (any fence style,
 * CRLF, several blocks, prose around code, a wrong tag, a cut-off answer). Nothing is rewritten here;
 * core/assemble decides how the code meets the prompt and the test.
 */
export function extractDefault(language: Language, answer: string, task: Task): Extraction {
  const text = answer.replace(/\r\n?/g, '\n');
  if (!text.trim()) return { ok: false, reason: 'the answer is empty' };
  const rules = language.defaults;
  const def = task.entryPoint ? definitionPattern(rules, task.entryPoint) : undefined;

  const fences = findFences(text).filter((f) => f.body.trim());
  if (fences.length) {
    const tagged = fences.filter((f) => rules.fenceTags.includes(f.tag));
    const pool = tagged.length ? tagged : fences;
    const pick: Fence =
      (def && pool.find((f) => def.test(f.body))) ??
      (task.entryPoint ? pool.find((f) => f.body.includes(task.entryPoint)) : undefined) ??
      (rules.wholeAnswer ? pool.find(fitsMarkup(language.pass.kind)) : undefined) ??
      pool[0];
    return { ok: true, code: pick.body, method: `fence:${pick.tag || 'untagged'}${pick.unterminated ? ':unterminated' : ''}` };
  }

  if (rules.wholeAnswer) return { ok: true, code: text.trim(), method: 'unfenced' };
  // No fence: keep the code span, from the first preamble line or definition to the last line before
  // the prose that follows the last definition (helpers included); drop the prose around it.
  const lines = text.split('\n');
  if (def && def.test(text)) {
    const defs = findDefinitions(text, rules);
    if (defs.length) {
      const preamble = rules.preamble ? new RegExp(rules.preamble) : undefined;
      const firstPre = preamble ? lines.findIndex((l) => preamble.test(l)) : -1;
      const start = firstPre !== -1 && firstPre < defs[0].start ? firstPre : defs[0].start;
      let end = rules.blocks === 'none' ? defs[defs.length - 1].start : defs[defs.length - 1].end;
      for (let i = end + 1; i < lines.length; i++) {
        const comment = blockCommentEnd(lines, i, rules);
        if (comment === undefined && isProse(lines[i])) break;
        if (comment !== undefined) end = i = comment;
        else if (lines[i].trim()) end = i;
      }
      return { ok: true, code: lines.slice(start, end + 1).join('\n'), method: 'unfenced:definition' };
    }
  }
  return { ok: true, code: text, method: 'unfenced:whole' };
}

/** For markup answers in several fences, the one that fits the format best. */
function fitsMarkup(kind: string): (f: Fence) => boolean {
  if (kind === 'json') return (f) => mayBeJson(f.body) && isJson(f.body);
  if (kind === 'html') return (f) => /<[a-zA-Z!]/.test(f.body);
  return () => true;
}

/**
 * False when `text` cannot be JSON, judged by its first and last non-blank characters: JSON.parse
 * throws on the rest, and an answer of a hundred thousand tiny fences made that throw take seconds.
 */
function mayBeJson(text: string): boolean {
  const t = text.trim();
  return '[{"-0123456789tfn'.includes(t[0] ?? '@') && ']}"0123456789el'.includes(t[t.length - 1] ?? '@');
}

/** A line of explanation rather than code: a capitalised sentence of plain words, no code punctuation or calls. */
export function isProse(line: string): boolean {
  const t = line.trim();
  return /^[A-Z][\w'’,]*(?:\s+[\w'’,()`"-]+){3,}(?:[.:!?]|\.\.\.)?$/.test(t) && !/[;{}=<>\[\]]|\w\(/.test(t);
}
