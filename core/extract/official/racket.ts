// extract_racket_code.py: the code up to the entry define; `#lang racket` + rackunit ensured.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw, removeAll } from './python-re.ts';

export const extractRacket: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Rr]acket)?.*?((#lang racket)?.*?\\(define \\(\\s*${ep}.*?)\`\`\``, 's'),
      new RegExp(`((#lang racket).*?\\(define \\(\\s*${ep}.*?)(\\n\\n)`, 's'),
      /```(?:[Rr]acket)?(.*?)```/s,
      /```(?:[Rr]acket)?(.*?)(?=\n?$)/s,
    ]) ?? answer;
  code = removeAll(code, /\(module\+\s+test.*?\n\)/s);
  if (!code.includes('#lang racket')) code = '#lang racket\n(require rackunit)\n' + code;
  else if (!code.includes('(require rackunit)')) code = code.split('#lang racket').join('#lang racket\n(require rackunit)\n');
  return code + '\n\n' + task.test;
};
