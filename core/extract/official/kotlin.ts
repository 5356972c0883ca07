// extract_kotlin_code.py: everything inside a catch-all that returns None; cut at the first `{`.
import type { OfficialExtractor } from '../../languages/language.ts';
import { collectLines, cutAtFirstBrace, dropUnmatchedClosers, firstMatch, raw, removeAll } from './python-re.ts';

export const extractKotlin: OfficialExtractor = (answer, task) => {
  try {
    const ep = raw(task.entryPoint);
    let code =
      firstMatch(answer, [
        new RegExp(`\`\`\`(?:[Kk]otlin)?(.*?[^\\n]*?${ep}.*?)\`\`\``, 's'),
        new RegExp(`([^\\n]*?${ep}.*)`, 's'),
        /```(?:[Kk]otlin)?(.*?)\n```/s,
      ]) ?? answer;
    code = removeAll(code, /\s*fun\s+main\s*\(\s*\)\s*\{.*?\n\s*\}/s);
    code = removeAll(code, /\s*fun\s+check\w*\s*\(\s*\)\s*\{.*?\n\s*\}/s);
    code = removeAll(code, /\s*check\w*\s*\(\s*\)/s);
    code = dropUnmatchedClosers(code);
    const imports = collectLines(code, /^import.*?$/m);
    code = cutAtFirstBrace(imports.code, true);
    return imports.lines.join('\n') + '\n' + task.prompt + '\n' + code + '\n' + task.test;
  } catch {
    return null;
  }
};
