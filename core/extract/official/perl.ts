// extract_perl_code.py: from the first fence's tag to the fence after the last `sub EP`.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw, removeAll } from './python-re.ts';

export const extractPerl: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Pp]erl)?.*?((use)?.*sub\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`((use)?.*sub\\s+${ep}.*?)(\\n\\n[a-zA-Z])`, 's'),
      /```(?:[Pp]erl)?(.*?)```/s,
    ]) ?? answer;
  code = removeAll(code, /\s*sub\s+check\w*\s*\{.*\}/s);
  code = removeAll(code, /check\s*\(.*?\);/s);
  return code + '\n\n' + task.test;
};
