// extract_groovy_code.py: everything inside a catch-all that returns "".
import type { OfficialExtractor } from '../../languages/language.ts';
import { braceCount, collectLines, cutAtFirstBrace, dropLinesContaining, firstMatch, raw, removeAll, repeat, strip } from './python-re.ts';

export const extractGroovy: OfficialExtractor = (answer, task) => {
  try {
    const ep = raw(task.entryPoint);
    let code =
      firstMatch(answer, [
        new RegExp(`\`\`\`(?:[Gg]roovy)?(.*?public[^\\n]*?${ep}.*?)\`\`\``, 's'),
        new RegExp(`(public[^\\n]*?${ep}.*)`, 's'),
        /```(?:[Gg]roovy)?(.*?)\n```/s,
      ]) ?? answer;
    let lines = dropLinesContaining(code, 'println').split('\n');
    let x = -1;
    lines.forEach((l, i) => {
      const lower = l.toLowerCase();
      if (l.includes('//') && (lower.includes('usage') || lower.includes('example'))) x = i;
    });
    if (x > 0) lines = lines.slice(0, x);
    code = lines.join('\n');
    code = removeAll(code, /\s*(?:public)*\s+static\s+void\s+main\s*\(String\[\]\s+args\)\s*\{.*?\n\s*\}/s);
    code = removeAll(code, /\s*(?:def)*\s*(?:static)*\s*(?:void)*\s+check\s*\(\s*\)\s*\{.*?\n\s*\}/s);
    code = removeAll(code, /\s*check\s*\(\s*\)\s*/s);
    code = removeAll(code, /\s*assert\s+.*?\n/s);
    code = strip(removeAll(code, /(?:public)*\s*class\s+\w+\s*\{\s*|\s*\}\s*$/s, '\n'));
    const imports = collectLines(code, /^import.*?$/m);
    code = cutAtFirstBrace(strip(imports.code), false);
    let program = imports.lines.join('\n') + '\n' + task.prompt + '\n' + code;
    program += repeat('\n}', braceCount(program));
    return program + '\n' + task.test;
  } catch {
    return '';
  }
};
