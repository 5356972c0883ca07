// extract_julia_code.py: everything inside a catch-all that returns None.
import type { OfficialExtractor } from '../../languages/language.ts';
import { dropLinesContaining, firstLine, firstMatch, raw, removeAll, replaceDefLine, strip } from './python-re.ts';

export const extractJulia: OfficialExtractor = (answer, task) => {
  try {
    const ep = raw(task.entryPoint);
    let code =
      firstMatch(answer, [
        new RegExp(`\`\`\`(?:[Jj]ulia\\n)?.*?(function\\s+${ep}.*?)\\n\`\`\``, 's'),
        new RegExp(`(function\\s+${ep}.*end)`, 's'),
      ]) ?? answer;
    code = strip(removeAll(code, /^import.*?$/m));
    code = removeAll(code, /\s*function\s+check\w*\(\s*\)\s*.*?\s*check\w*\(\s*\)/s);
    code = removeAll(code, /\s*@assert.*?\n/s);
    const lines = dropLinesContaining(code, 'println').split('\n');
    const k = firstLine(lines, (l) => strip(l).startsWith('function') && l.includes(task.entryPoint));
    const { before, after } = replaceDefLine(lines, k, task.prompt);
    return strip(strip(before + '\n' + task.prompt + '\n' + after + '\n' + task.test), 'julia');
  } catch {
    return null;
  }
};
