import type { Language } from '../languages/language.ts';

/** A line of an answer that reads as a sentence: starts like one, no code punctuation, no call. */
function isSentenceLine(line: string): boolean {
  return /^(?:[-*•]\s+|\d+[.)]\s+)?["'“‘(]?[A-Z]/.test(line) && !/[{}[\]<>=;|&$\\#@%^~`]/.test(line) && !/\w\(/.test(line);
}

/**
 * Default mode: the answer is prose with no code at all ("I'm sorry, I cannot…"), so there is nothing
 * to run. Returns why, or undefined when the answer may hold code. An answer is prose-only when it has
 * no code fence, every line reads as a sentence, and one of them is a sentence of four words or more.
 * Markdown is exempt: prose is what its tasks ask for.
 */
export function proseOnly(language: Language, answer: string): string | undefined {
  if (language.pass.kind === 'markdown') return undefined;
  if (/```|~~~/.test(answer)) return undefined;
  const lines = answer
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length || !lines.every(isSentenceLine)) return undefined;
  const sentence = lines.find((l) => l.split(/\s+/).length >= 4 && /[.!?]$/.test(l));
  if (!sentence) return undefined;
  return `the answer has no code, only prose: "${sentence.length > 80 ? sentence.slice(0, 80) + '…' : sentence}"`;
}
