// extract_csharp_code.py: everything inside a catch-all that returns "" (an empty Program.cs).
import type { OfficialExtractor } from '../../languages/language.ts';
import { braceCount, collectLines, cutAtFirstBrace, dropUnmatchedClosers, firstMatch, raw, removeAll, repeat, strip } from './python-re.ts';

export const extractCSharp: OfficialExtractor = (answer, task) => {
  try {
    const ep = raw(task.entryPoint);
    let code =
      firstMatch(answer, [
        new RegExp(`\`\`\`(?:[Cc]sharp)?(.*?[^\\n]*?${ep}.*?)\`\`\``, 's'),
        new RegExp(`((?:public)?[^\\n]*?${ep}.*)`, 's'),
        /```(?:[Cc]sharp)?(.*?)\n```/s,
      ]) ?? answer;
    code = removeAll(code, /\s*(?:public)*\s*(?:static)*\s*void\s+Main\s*\(.*?\)\s*\{.*?\n\s*\}/s);
    code = strip(removeAll(code, /(public)*\s*class\s+\w+\s*\{\s*|\s*\}\s*$/s, '\n'));
    code = dropUnmatchedClosers(code);
    const usings = collectLines(code, /^using.*?$/m);
    code = cutAtFirstBrace(usings.code, true);
    let program = usings.lines.join('\n') + '\n' + task.prompt + '\n' + code;
    program += repeat('\n}', braceCount(program) - 1);
    return program + '\n' + task.test;
  } catch {
    return '';
  }
};
