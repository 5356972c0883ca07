// extract_lua_code.py: a ```lua fence; `--[[ ]]--` comments, print(...) and an own check removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { esc, fenceCut, firstMatch, promptMinusLastLine, removeAll } from './python-re.ts';

export const extractLua: OfficialExtractor = (answer, task) => {
  const sig = esc(task.signature);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`lua(.*?local\\s+${sig}.*?|${sig}.*?)\`\`\``, 's'),
      /```lua(.*?)\n```/s,
      /```(.*?)```/s,
      new RegExp(`(function\\s+${esc(task.entryPoint)}.*end)`, 's'),
    ]) ?? answer;
  code = fenceCut(code);
  code = removeAll(code, /\-\-\[\[.*?\]\]\-\-/s);
  code = removeAll(code, /print\(.*?\)\s*\n/s);
  code = removeAll(code, /function\s+check\s*\(.*?\).*end.*check\(.*\)/s);
  return promptMinusLastLine(task.prompt, task.signature) + '\n' + code + '\n' + task.test;
};
