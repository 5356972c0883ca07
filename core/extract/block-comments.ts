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
