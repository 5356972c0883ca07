// extract_powershell_code.py: the entry function (or the first fence), then T.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw } from './python-re.ts';

export const extractPowerShell: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  const code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Pp]owershell)?.*?(function\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(function\\s+${ep}.*})`, 's'),
      /```(?:[Pp]owershell)?(.*?)```/s,
    ]) ?? answer;
  return code + '\n\n' + task.test;
};
