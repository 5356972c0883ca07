// extract_awk_code.py: the first fence (a `bash` tag consumed), else the second paragraph.
import type { OfficialExtractor } from '../../languages/language.ts';
import { search, strip } from './python-re.ts';

export const extractAwk: OfficialExtractor = (answer) => {
  let code = search(/```(?:bash)?(.*?)```/s, answer);
  if (code === null) {
    const parts = answer.split('\n\n');
    if (parts.length < 2) throw new Error('IndexError: no second paragraph');
    code = parts[1];
  }
  if (code.startsWith('sh')) code = code.slice(2);
  return strip(code);
};
