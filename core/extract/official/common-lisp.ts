// extract_clisp_code.py: the entry defun, then `)` appended to balance (B9).
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, parenCount, raw, repeat } from './python-re.ts';

export const extractCommonLisp: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ll]isp)?.*?(\\(defun\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(\\(defun\\s+${ep}.*?)(\\n\\n)`, 's'),
      /```(?:[Li]ip)?(.*?)```/s,
    ]) ?? answer;
  code += repeat(')', parenCount(code));
  return code + '\n\n' + task.test;
};
