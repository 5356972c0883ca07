// extract_elisp_code.py: the entry defun, with cl-lib required first.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw } from './python-re.ts';

export const extractEmacsLisp: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  const code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:emacs)?.*?(\\(defun\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(\\(defun\\s+${ep}.*?)(\\n\\n)`, 's'),
      /```(?:emacs)?(.*?)```/s,
    ]) ?? answer;
  return "(require 'cl-lib)\n\n" + code + '\n\n' + task.test;
};
