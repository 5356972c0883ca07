// extract_fortran_code.py: rebuilt from function/subroutine units; T first, then P, then the body.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, findAll, firstLine, firstMatch, raw, replaceDefLine } from './python-re.ts';

export const extractFortran: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ff]ortran\\n)?(.*?${ep}.*?)\\n\`\`\``, 's'),
      new RegExp(`(function\\s+${ep}.*?end\\s+function\\s+${ep})`, 's'),
      new RegExp(`(subroutine\\s+${ep}.*?end\\s+subroutine\\s+${ep})`, 's'),
    ]) ?? answer;
  const unit = (kind: string) =>
    new RegExp(`(?:\\b(?:recursive|pure|elemental|integer|logical)\\s+)?${kind}\\s+.*?end\\s+${kind}\\s+\\b(?:\\w+)\\b`, 's');
  code = findAll(unit('function'), code).join('\n') + '\n' + findAll(unit('subroutine'), code).join('\n');
  const lines = dropLinesContaining(code, 'print').split('\n');
  const k = firstLine(lines, (l) => (l.includes('function') || l.includes('subroutine')) && l.includes(task.entryPoint));
  const { before, after } = replaceDefLine(lines, k, task.prompt);
  return task.test + '\n' + before + '\n' + task.prompt + '\n' + after + '\n' + 'end program main';
};
