// extract_coffescript_code.py: capture from the first bare mention of the entry point.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, hoistImports, raw, replaceDefLine } from './python-re.ts';

export const extractCoffeeScript: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  const captured =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Cc]offeescript\\n)?.*?(${ep}.*?)\\n\`\`\``, 's'),
      new RegExp(`(${ep}.*?)(?:\\n(?!\\n*(?:  |\\t))|(?=\\n?$))`, 's'),
    ]) ?? answer;
  const hoisted = hoistImports(captured);
  const lines = dropLinesContaining(hoisted.code, 'console.log').split('\n');
  const k = firstLine(lines, (l) => l.includes('->') && l.includes(task.entryPoint));
  const { before, after } = replaceDefLine(lines, k, task.prompt);
  return hoisted.imports.join('\n') + '\n' + before + '\n' + task.prompt + '\n' + after + '\n' + task.test;
};
