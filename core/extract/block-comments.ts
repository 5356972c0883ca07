import type { DefaultExtractRules } from '../languages/language.ts';

/**
 * The text without the language's block comments (registry `blockComments`: F#'s `(* … *)`,
 * PowerShell's `<# … #>`); one that never closes runs to the end, as the compiler reads it. Linear.
 */
export function withoutBlockComments(text: string, rules: DefaultExtractRules): string {
  let code = text;
  for (const { open, close } of rules.blockComments ?? []) {
    const opening = new RegExp(open, 'gm');
    let kept = '';
    let from = 0;
    for (let m = opening.exec(code); m; m = opening.exec(code)) {
      kept += code.slice(from, m.index);
      const end = code.indexOf(close, m.index + m[0].length);
      from = end === -1 ? code.length : end + close.length;
      opening.lastIndex = from;
      if (end === -1) break;
    }
    code = kept + code.slice(from);
  }
  return code;
}

/**
 * The line where a block comment that opens on line `i` closes, the last line where it never does (as
 * the compiler reads it), or undefined where none opens on line `i`: an unfenced answer's code span runs
 * on through it (core/extract/default-extract.ts).
 */
export function blockCommentEnd(lines: string[], i: number, rules: DefaultExtractRules): number | undefined {
  for (const comment of rules.blockComments ?? []) {
    const open = new RegExp(comment.open).exec(lines[i]);
    if (!open) continue;
    if (lines[i].includes(comment.close, open.index + open[0].length)) return i;
    let close = i + 1;
    while (close < lines.length - 1 && !lines[close].includes(comment.close)) close++;
    return Math.min(close, lines.length - 1);
  }
  return undefined;
}
