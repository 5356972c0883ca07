// extract_vimscript_code.py: a ```vim fence; from the first print( to the end removed; CRLF -> LF.
import type { OfficialExtractor } from '../../languages/language.ts';
import { esc, firstMatch, promptMinusLastLine, removeAll } from './python-re.ts';

export const extractVimScript: OfficialExtractor = (answer, task) => {
  let code =
    firstMatch(answer, [
      /```vim(?:script)*(.*?)```/s,
      /```(.*?)```/s,
      new RegExp(`(${esc(task.signature)}.*|function.*${esc(task.entryPoint)}.*)`, 's'),
    ]) ?? answer;
  code = removeAll(code, /print\(.*?\)?(?=\n?$)/s);
  return (promptMinusLastLine(task.prompt, task.signature) + '\n' + code + '\n' + task.test).split('\r\n').join('\n');
};
