// extract_haskell_code.py: from after the first fence's tag to the fence after `EP ::`; T appended directly.
import type { OfficialExtractor } from '../../languages/language.ts';
import { firstMatch, lstrip, raw } from './python-re.ts';

export const extractHaskell: OfficialExtractor = (answer, task) => {
  const ep = raw(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Hh]askell)?.*?((import)?.*?${ep} ::.*?)\`\`\``, 's'),
      new RegExp(`((import)?.*?${ep} ::.*?)(\\n\\n[a-zA-Z])`, 's'),
      /```(?:[Hh]askell)?(.*?)```/s,
    ]) ?? answer;
  const cut = code.indexOf('main :: IO ()');
  if (cut !== -1) code = code.slice(0, cut);
  return lstrip(code) + task.test;
};
