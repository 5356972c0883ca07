// extract_javascript_code.py and extract_typescript_code.py: the first fence; own console.log and check removed.
import type { OfficialExtractor } from '../../languages/language.ts';
import { esc, fenceCut, firstMatch, promptMinusLastLine, removeAll } from './python-re.ts';

const CONSOLE_LOG = /console\.log\(.*?\);/s;
const CHECK_FUNCTION = /\s*function\s+check\w*\(\s*\)\s*\{.*\}/s;
const CHECK_CALL = /\s*check\w*\(\s*\)\s*\;/s;

function jsFamily(tags: string, removals: RegExp[]): OfficialExtractor {
  return (answer, task) => {
    const sig = esc(task.signature);
    let code =
      firstMatch(answer, [
        new RegExp(`\`\`\`(?:${tags})?.*?(const\\s+${sig}.*?)\`\`\``, 's'),
        new RegExp(`(const\\s+${sig}.*)`, 's'),
        new RegExp(`\`\`\`(?:${tags})?(.*?)\\n\`\`\``, 's'),
      ]) ?? answer;
    code = fenceCut(code);
    for (const r of removals) code = removeAll(code, r);
    return promptMinusLastLine(task.prompt, task.signature) + '\n' + code + '\n' + task.test;
  };
}

export const extractJavaScript = jsFamily('[Jj](?:avascript|s)', [CONSOLE_LOG, CHECK_FUNCTION, CHECK_CALL]);
export const extractTypeScript = jsFamily('[Tt](?:ypescript|s)', [CHECK_FUNCTION, CHECK_CALL, CONSOLE_LOG]);
