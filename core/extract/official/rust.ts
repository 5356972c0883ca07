// extract_rust_code.py: `use` lines and helpers kept; main, check and println lines removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, raw, removeAll, replaceDefLine, strip } from './python-re.ts';

export const extractRust: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Rr]ust)?(.*?fn\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`\`\`\`(?:[Rr]ust)?(.*?fn\\s+${ep}.*?)(?=\\n?$)`, 's'),
      new RegExp(`(fn\\s+${ep}.*})`, 's'),
    ]) ?? answer;
  code = removeAll(code, /fn\s+main\s*\(.*?\)\s*\{.*\}/s);
  code = removeAll(code, /fn\s+main\s*\(.*?\)\s*\{.*$/s);
  code = removeAll(code, /fn\s+check\s*\(.*?\)\s*\{.*\}/s);
  code = removeAll(code, /\s+check\s*\(.*?\)\;/s);
  const lines = dropLinesContaining(code, 'printl').split('\n');
  const k = firstLine(lines, (l) => l.includes('fn') && l.includes(task.entryPoint));
  const prompt = lines.at(k)!.includes('{') && !strip(task.prompt).endsWith('{') ? task.prompt + '{' : task.prompt;
  const { before, after } = replaceDefLine(lines, k, prompt);
  return before + '\n' + prompt + '\n' + after + '\n' + task.test;
};
