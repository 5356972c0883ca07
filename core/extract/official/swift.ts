// extract_swift_code.py (upstream: the model's own check() is kept).
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw } from './python-re.ts';

export const extractSwift: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  const code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ss]wift)?.*?((import.*?\\n)*?func\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`((import.*)?func\\s+${ep}.*?)(\\n\\n[a-zA-Z])`, 's'),
      /```(?:[Ss]wift)?(.*?)```/s,
    ]) ?? answer;
  return code + '\n\n' + task.test;
};
