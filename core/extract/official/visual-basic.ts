// extract_vb_code.py: the entry Function only, in a synthesized `Module Module1`.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw, search } from './python-re.ts';

export const extractVisualBasic: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  const code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Vv]b)?.*?(Function\\s+${ep}.*?End Function).*?\`\`\``, 's'),
      new RegExp(`(Function\\s+${ep}.*?End Function)`, 's'),
      /```(?:[Vv]b)?(.*?)```/s,
    ]) ?? answer;
  const imports = search(/Imports(.*?)\n/s, answer);
  return (imports === null ? '' : 'Imports' + imports + '\n') + 'Module Module1\n' + code + '\n\n' + task.test;
};
