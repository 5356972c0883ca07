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
    case 'html':
      return (bodyOf(code) ?? code).trim();
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

/**
 * The inside of the first `<body ...>...</body>`, as `/<body\b[^>]*>([\s\S]*?)<\/body>/i` finds it, in
 * one pass: only the first `<body` can match (a later one has no more `</body>` after it), and the
 * regex rescans the rest of the text from every `<body` when no `</body>` follows.
 */
function bodyOf(code: string): string | undefined {
  const open = /<body\b/i.exec(code);
  if (!open) return undefined;
  const gt = code.indexOf('>', open.index + 5);
  if (gt === -1) return undefined;
  const close = /<\/body>/gi;
  close.lastIndex = gt + 1;
  const end = close.exec(code);
  return end ? code.slice(gt + 1, end.index) : undefined;
}

/** The text itself when it is JSON, else the first balanced {...} or [...] in it that parses. */
function firstJson(text: string): string | undefined {
  const t = text.trim();
  if (isJson(t)) return t;
  let attempts = 0; // bounded: hostile text must not make this quadratic in parse attempts
  // Found once: looking for the last closer again from every opener is quadratic when there is none.
  const lastBrace = t.lastIndexOf('}');
  const lastBracket = t.lastIndexOf(']');
  for (let i = 0; i < t.length && attempts < 200; i++) {
    if (t[i] !== '{' && t[i] !== '[') continue;
    const closer = t[i] === '{' ? '}' : ']';
    for (let j = closer === '}' ? lastBrace : lastBracket; j > i; j = t.lastIndexOf(closer, j - 1)) {
      if (++attempts > 200) break;
      const s = t.slice(i, j + 1);
      if (isJson(s)) return s;
    }
  }
  return undefined;
}
