import { isJson } from '../judge/json-equal.ts';
import type { Language } from '../languages/language.ts';

/**
 * Default mode, for answers that are the whole output (JSON, HTML, Markdown, an AWK command):
 * the answer itself, cleaned of the wrappers a model commonly adds around it.
 */
export function markupAnswer(language: Language, code: string): string {
  switch (language.pass.kind) {
    case 'json':
      return firstJson(code) ?? code;
    case 'html': {
      const body = /<body\b[^>]*>([\s\S]*?)<\/body>/i.exec(code);
      return (body ? body[1] : code).trim();
    }
    case 'markdown':
      return code.trim();
    case 'awk':
      // Shell prompts (`$ awk ...`) are not part of the command.
      return code
        .split('\n')
        .map((l) => l.replace(/^\s*\$\s+/, ''))
        .join('\n')
        .trim();
    default:
      return code;
  }
}

/** The text itself when it is JSON, else the first balanced {...} or [...] in it that parses. */
function firstJson(text: string): string | undefined {
  const t = text.trim();
  if (isJson(t)) return t;
  let attempts = 0; // bounded: hostile text must not make this quadratic in parse attempts
  for (let i = 0; i < t.length && attempts < 200; i++) {
    if (t[i] !== '{' && t[i] !== '[') continue;
    for (let j = t.lastIndexOf(t[i] === '{' ? '}' : ']'); j > i; j = t.lastIndexOf(t[i] === '{' ? '}' : ']', j - 1)) {
      if (++attempts > 200) break;
      const s = t.slice(i, j + 1);
      if (isJson(s)) return s;
    }
  }
  return undefined;
}
