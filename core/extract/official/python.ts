// extract_python_code.py: from `def EP`; the model's def line replaced by the whole prompt.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, hoistImports, raw, removeAll, replaceDefLine, strip } from './python-re.ts';

export const extractPython: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code = firstMatch(answer, [
    new RegExp(`\`\`\`(?:[Pp]ython\\n)?.*?(def\\s+${ep}.*?)\\n\`\`\``, 's'),
    new RegExp(`(def\\s+${ep}.*?)(?:\\n(?!\\n*(?:  |\\t))|(?=\\n?$))`, 's'),
  ]);
  if (code === null) {
    if (!answer.startsWith('def ')) return null;
    code = answer;
  }
  const hoisted = hoistImports(code);
  code = removeAll(hoisted.code, /def\s+check\w*\(\s*\)\s*\:.*?\s*check\w*\(\s*\)/s);
  code = removeAll(code, /def\s+test\w*\(\s*\)\s*\:.*?\s*test\w*\(\s*\)/s);
  code = removeAll(code, /assert.*?\n/);
  let lines = dropLinesContaining(code, 'print').split('\n');
  const k = firstLine(lines, (l) => strip(l).startsWith('def') && l.includes(task.entryPoint));
  const m = firstLine(lines, (l) => l.includes('__main__'));
  if (m > 0) lines = lines.slice(0, m);
  const { before, after } = replaceDefLine(lines, k, task.prompt);
  return hoisted.imports.join('\n') + '\n' + before + '\n' + task.prompt + '\n' + after + '\n' + task.test;
};
