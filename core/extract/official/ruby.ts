// extract_ruby_code.py: from `def EP`; check lines, `raise Word` and puts lines removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, hoistImports, raw, removeAll, replaceDefLine, strip } from './python-re.ts';

export const extractRuby: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code = firstMatch(answer, [
    new RegExp(`\`\`\`(?:[Rr]uby\\n)?.*?(def\\s+${ep}.*?)\\n\`\`\``, 's'),
    new RegExp(`(def\\s+${ep}.*?end)`, 's'),
  ]);
  if (code === null) {
    if (!answer.startsWith('def ')) return null;
    code = answer;
  }
  const hoisted = hoistImports(code);
  code = hoisted.code + '\n';
  code = removeAll(code, /\s*def\s+check\w*\s*.*end/s);
  code = removeAll(code, /\s*check.*\n/);
  code = removeAll(code, /\s*raise\s+\w+/);
  const lines = dropLinesContaining(code, 'puts').split('\n');
  const k = firstLine(lines, (l) => strip(l).startsWith('def') && l.includes(task.entryPoint));
  const { before, after } = replaceDefLine(lines, k, task.prompt);
  return hoisted.imports.join('\n') + '\n' + before + '\n' + task.prompt + '\n' + after + '\n' + task.test;
};
