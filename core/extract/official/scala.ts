// extract_scala_code.py: imports from the whole answer; the object's closing brace dropped when balanced.
import type { OfficialExtractor } from '../../languages/language.ts';
import { braceCount, dropLinesContaining, findAll, firstLine, firstMatch, raw, removeAll, replaceDefLine, strip } from './python-re.ts';

export const extractScala: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ss]cala\\n)?.*?(def\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(def\\s+${ep}.*?)(?:\\n(?!\\n*(?:  |\\t))|(?=\\n?$))`, 's'),
    ]) ?? answer;
  const imports = [...findAll(/^import.*?$/m, answer), ...findAll(/^from.*?import.*?$/m, answer)];
  code = strip(removeAll(code, /^import.*?$/m));
  code = removeAll(code, /def\s+check\s*\(.*?\).*?\{.*\}/s);
  code = removeAll(code, /\s+object.*?Test.*?{.*}/s);
  code = removeAll(code, /\s+check\s*\(.*?\)/s);
  code = removeAll(code, /\s+assert\s*\(.*\)/);
  const lines = dropLinesContaining(code, 'println').split('\n');
  const k = firstLine(lines, (l) => l.includes('def') && l.includes(task.entryPoint));
  const prompt = lines.at(k)!.includes('{') ? task.prompt + '{' : task.prompt;
  const { before, after } = replaceDefLine(lines, k, prompt);
  let program = imports.join('\n') + '\n' + before + '\n' + prompt + '\n' + after;
  if (braceCount(program) === 0) program = program.replace(/\}\s*$/, '');
  return program + '\n' + task.test;
};
