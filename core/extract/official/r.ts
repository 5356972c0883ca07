// extract_r_code.py: from the first bare mention of EP; `#` comments and print lines removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, hoistImports, raw, removeAll, replaceDefLine } from './python-re.ts';

export const extractR: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [new RegExp(`\`\`\`(?:[Rr]\\n)?.*?(${ep}.*?)\\n\`\`\``, 's'), new RegExp(`(${ep}\\s*<-\\s*function.*})`, 's')]) ?? answer;
  code = removeAll(code, /\s*#.*?\n/s, '\n');
  const hoisted = hoistImports(code);
  code = removeAll(hoisted.code, /check_function\s*\<\-\s*function\s*\(.*?\)\s*\{.*\}/s);
  code = removeAll(code, /check_function\s*\(.*?\)/s);
  const lines = dropLinesContaining(code, 'print').split('\n');
  const k = firstLine(lines, (l) => l.includes('function') && l.includes('<-') && l.includes(task.entryPoint));
  const prompt = lines.at(k)!.includes('{') ? task.prompt + '{' : task.prompt;
  const { before, after } = replaceDefLine(lines, k, prompt);
  return hoisted.imports.join('\n') + '\n' + before + '\n' + prompt + '\n' + after + '\n' + task.test;
};
