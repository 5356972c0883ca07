// extract_go_code.py: the entry func onward; imports synthesized from a fixed list; P unused.
import type { OfficialExtractor } from '../../languages/language.ts';
import { esc, fenceCut, firstMatch, removeAll } from './python-re.ts';

const KNOWN_PACKAGES = ['math', 'strings', 'fmt', 'strconv', 'time', 'bytes', 'regexp', 'sort', 'math/rand', 'math/big', 'crypto/md5', 'unicode'];

export const extractGo: OfficialExtractor = (answer, task) => {
  const ep = esc(task.entryPoint);
  let code =
    firstMatch(answer, [
      new RegExp(`\`\`\`(?:[Gg]o)?.*?(func\\s+${ep}.*?)\`\`\``, 's'),
      new RegExp(`(func\\s+${ep}.*\\}|${esc(task.signature)}.*\\})`, 's'),
      /```(?:[Gg]o)?(.*?)```/s,
    ]) ?? answer;
  code = fenceCut(code);
  if (code.includes('func main')) code = removeAll(code, /func main\(.*?\)?(?=\n?$)/s);
  if (code.includes('func Test') || code.includes('func test')) code = removeAll(code, /func\s+[Tt]est.*?\(.*?\)\s*\{.*\}/s);
  // The official block comes from a Python set: its order is random per process.
  const imports = new Set(['"github.com/stretchr/testify/assert"', '"testing"']);
  const lines = code.split('\n');
  for (const pkg of KNOWN_PACKAGES) {
    if (code.includes(`"${pkg}"`)) continue;
    const short = pkg.split('/').pop()!;
    if (lines.some((l) => l.includes(short + '.') && !l.trim().startsWith('//'))) imports.add(`"${pkg}"`);
  }
  const block = 'import (\n' + [...imports].map((p) => '    ' + p).join('\n') + '\n)\n';
  return 'package main\n' + block + '\n' + code + '\n' + task.test;
};
