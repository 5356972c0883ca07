// extract_scheme_code.py: like Racket, balanced with `\n)` (B9); run by racket.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, parenCount, raw, repeat } from './python-re.ts';

export const extractScheme: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ss]cheme)?.*?((#lang racket)?.*?\\(define \\(\\s*${ep}.*?)\`\`\``, 's'),
      new RegExp(`((#lang racket)?.*?\\(define \\(\\s*${ep}.*?)(\\n\\n)`, 's'),
      /```(?:[Ss]cheme)?(.*?)```/s,
    ]) ?? answer;
  if (!code.includes('#lang racket')) code = '#lang racket\n(require rackunit)\n' + code;
  code += repeat('\n)', parenCount(code));
  return code + '\n\n' + task.test;
};
