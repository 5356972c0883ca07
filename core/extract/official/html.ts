// extract_html_code.py: the inner text of the first exact <body>, else the first fence, else the whole text.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, strip } from './python-re.ts';

export const extractHtml: OfficialExtractor = (answer) => {
  const code = firstMatch(answer, [/```(?:html)?.*?<body>(.*?)<\/body>.*?```/s, /```(?:html)?(.*?)```/s]);
  return code === null ? answer : strip(code);
};
