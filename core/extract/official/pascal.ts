// extract_pascal_code.py: the first fence, placed after PL; nothing removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { esc, fenceCut, firstMatch, promptMinusLastLine } from './python-re.ts';

export const extractPascal: OfficialExtractor = (answer, task) => {
  const sig = esc(task.signature);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Pp]ascal)?.*?(var\\s+${sig}.*?)\`\`\``, 's'),
      new RegExp(`(var\\s+${sig}.*)`, 's'),
      /```(?:[Pp]ascal)?(.*?)\n```/s,
    ]) ?? answer;
  code = fenceCut(code);
  return promptMinusLastLine(task.prompt, task.signature) + '\n' + code + '\n' + task.test;
};
