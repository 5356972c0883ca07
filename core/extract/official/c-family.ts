// extract_c_code.py (extract_ccpp_code), shared by C and CPP.
import type { OfficialExtractor } from '../../languages/language.ts';
import { findAll, firstMatch, promptMinusLastLine, raw, removeAll, strip } from './python-re.ts';

export const extractCFamily: OfficialExtractor = (answer, task) => {
  let code =
    firstMatch(answer, [/```(?:[Cc](?:pp|\+\+|PP)?)?(.*?)\n```/s, new RegExp(`(\\n.*?\\s+${raw(task.entryPoint)}.*})`, 's')]) ??
    answer;
  const includes = findAll(/#include\s+<[^>]+>/, code);
  code = strip(removeAll(code, /#include\s+<[^>]+>/, '\n'));
  code = strip(removeAll(code, /int\s+main\s*\(.*?\)\s*\{.*?return 0;.*?\}/s));
  code = strip(removeAll(code, /void\s+check\w*\s*\(.*?\)\s*\{.*\}/s));
  return includes.join('\n') + '\n' + promptMinusLastLine(task.prompt, task.signature) + '\n' + code + '\n' + task.test;
};
