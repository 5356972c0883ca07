// extract_fs_code.py: from the first fence to the last `let EP`, cut at `[<EntryPoint>]`.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw } from './python-re.ts';

export const extractFSharp: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ff]sharp)?.*?((open)?.*let\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`((open)?.*let\\s+${ep}.*?)(\\n\\n[a-zA-Z])`, 's'),
      /```(?:[Ff]sharp)?(.*?)```/s,
    ]) ?? answer;
  const cut = code.indexOf('[<EntryPoint>]');
  if (cut !== -1) code = code.slice(0, cut);
  return code + '\n\n' + task.test;
};
