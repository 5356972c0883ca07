// extract_erlang_code.py: cut at `test()`, keep from the (last) line starting with the entry point.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw, search } from './python-re.ts';

export const extractErlang: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ee]rlang)?.*?(-module.*${ep}.*?->.*?)\`\`\``, 's'),
      new RegExp(`\`\`\`(?:[Ee]rlang)?.*?(${ep}.*?->.*?)\`\`\``, 's'),
      new RegExp(`(${ep}.*?\\-\\>.*?)`, 's'),
      /```(?:[Ee]rlang)?(.*?)```/s,
    ]) ?? answer;
  const cut = code.indexOf('test()');
  if (cut !== -1) code = code.slice(0, cut);
  const definition = search(new RegExp(`(-module.*export.*\\n)?(${ep}.*?->.*)`, 's'), code, 2);
  if (definition === null) return code + task.test;
  const p = task.prompt.split('\n');
  return p[0] + '\n' + p[1] + '\n\n' + definition + task.test;
};
