// extract_shell_code.py: from `EP()` to the fence; a leading `sh` dropped.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw } from './python-re.ts';

export const extractShell: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Bb]ash)?.*?(${ep}\\s*\\(\\).*?)\`\`\``, 's'),
      new RegExp(`(${ep}\\s*\\(\\).*)(\\n\\n[a-zA-Z]})`, 's'),
      /```(?:[Bb]ash)?(.*?)```/s,
    ]) ?? answer;
  if (code.startsWith('sh')) code = code.slice(2);
  return code + '\n' + '\n\n' + task.test;
};
