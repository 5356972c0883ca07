// extract_tcl_code.py: the entry proc; every `puts` line removed with B8 glue.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw, removeAll } from './python-re.ts';

export const extractTcl: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Tt]cl)?.*?(proc\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(proc\\s+${ep}.*})`, 's'),
      /```(?:[Tt]cl)?(.*?)```/s,
    ]) ?? answer;
  code = removeAll(code, /\s*puts.*?\n/);
  return code + '\n\n' + task.test;
};
