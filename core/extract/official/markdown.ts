// extract_markdown_code.py: a ```markdown fence, else any fence, else the second paragraph; stripped.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, strip } from './python-re.ts';

export const extractMarkdown: OfficialExtractor = (answer) => {
  const code = firstMatch(answer, [/```(?:markdown)(.*?)```/s, /```.*?\n(.*?)```/s]);
  if (code !== null) return strip(code);
  return answer.includes('\n\n') ? strip(answer.split('\n\n')[1]) : strip(answer);
};
