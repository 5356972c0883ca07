// extract_php_code.py: P first, then the code without its def line; echo, ?> and own checks removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, raw, removeAll, replaceDefLine } from './python-re.ts';

export const extractPhp: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [new RegExp(`\`\`\`(?:[pP]hp\\n)?.*?(function\\s+${ep}.*?)\\n\`\`\``, 's'), new RegExp(`(function\\s+${ep}.*})`, 's')]) ??
    answer;
  code = removeAll(code, /function\s+check\w*\(.*?\)\s*\{.*\}/s);
  code = removeAll(code, /\s*check\w*\(.*?\)\s*\;/s);
  code = code.split('?>').join('');
  const lines = dropLinesContaining(code, 'echo').split('\n');
  const k = firstLine(lines, (l) => l.includes('function') && l.includes(task.entryPoint));
  const prompt = lines.at(k)!.includes('{') ? task.prompt + '{' : task.prompt;
  const { before, after } = replaceDefLine(lines, k, prompt);
  return prompt + '\n' + before + '\n' + after + '\n' + task.test;
};
