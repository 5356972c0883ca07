// extract_elixir_code.py: P's first line (the module header) + the entry def + `end` when no defmodule.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, raw, removeAll } from './python-re.ts';

export const extractElixir: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Ee]lixir)?.*?(def\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(def\\s+${ep}.*end)`, 's'),
      /```(?:[Ee]lixir)?(.*?)```/s,
    ]) ?? answer;
  const hasModule = answer.includes('defmodule');
  code = removeAll(code, /\s*IO\..*?\n/s);
  code = removeAll(code, /defmodule.*?Test\s+do.*end/s);
  return task.prompt.split('\n')[0] + '\n' + code + (hasModule ? '\n' : '\nend\n') + '\n\n' + task.test;
};
