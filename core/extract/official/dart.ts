// extract_dart_code.py: everything inside a catch-all that returns "".
import type { OfficialExtractor } from '../../languages/language.ts';
import { collectLines, cutAtFirstBrace, firstMatch, raw, removeAll } from './python-re.ts';

export const extractDart: OfficialExtractor = (answer, task) => {
  try {
    const ep = raw(task.entryPoint);
    let code =
      firstMatch(answer, [
        new RegExp(`\`\`\`(?:[Dd]art)?(.*?[^\\n]*?${ep}.*?)\`\`\``, 's'),
        new RegExp(`((?:public)?[^\\n]*?${ep}.*)`, 's'),
        /```(?:[Dd]art)?(.*?)\n```/s,
      ]) ?? answer;
    code = removeAll(code, /\s*(public)*\s*(static)*\s*void\s+main\s*\(\s*\)\s*\{.*?\n\s*\}/s);
    const imports = collectLines(code, /^import.*?$/m);
    code = cutAtFirstBrace(imports.code, true);
    return imports.lines.join('\n') + '\n' + task.prompt + '\n' + code + '\n' + task.test;
  } catch {
    return '';
  }
};
