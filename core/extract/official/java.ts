// extract_java_code.py: only `public class` headers are removed; the code is cut at its first `{`.
import type { OfficialExtractor } from '../../languages/language.ts';
import { braceCount, collectLines, firstMatch, raw, removeAll, repeat, strip } from './python-re.ts';

export const extractJava: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Jj]ava)?(.*?[^\\n]*?${ep}.*?)\`\`\``, 's'),
      new RegExp(`((?:public)?[^\\n]*?${ep}.*)`, 's'),
      /```(?:[Jj]ava)?(.*?)\n```/s,
    ]) ?? answer;
  code = removeAll(code, /\s*public\s+static\s+void\s+main\s*\(String\[\]\s+args\)\s*\{.*?\n\s*\}/s);
  code = strip(removeAll(code, /public\s+class\s+\w+\s*\{\s*|\s*\}\s*$/s, '\n'));
  const imports = collectLines(code, /^import.*?$/m);
  const brace = imports.code.indexOf('{');
  if (brace === -1) return '';
  let program = imports.lines.join('\n') + '\n' + task.prompt + '\n' + imports.code.slice(brace);
  program += repeat('\n}', braceCount(program) - 1);
  return program + '\n' + task.test;
};
