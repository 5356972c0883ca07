import { describe, expect, it } from 'vitest';
import { realTask } from '../../test/fixtures/load.ts';
import { composeDefault } from '../assemble/compose-default.ts';
import { getLanguage } from '../languages/index.ts';
import { extractDefault } from './default-extract.ts';
import { blockEnd } from './definitions.ts';
import { findFences } from './fences.ts';

const python = getLanguage('Python');
const c = getLanguage('C');

describe('findFences', () => {
  it('keeps a markdown answer whole when it holds its own code fences', () => {
    const fences = findFences('```markdown\n# Title\n```json\n{"a": 1}\n```\nafter\n```\n');
    expect(fences).toHaveLength(1);
    expect(fences[0].body).toBe('# Title\n```json\n{"a": 1}\n```\nafter');
  });
  it('reads a cut-off answer whose last fence never closes', () => {
    expect(findFences('text\n```python\ndef f():\n    return 1')).toEqual([{ tag: 'python', body: 'def f():\n    return 1', unterminated: true }]);
  });
  it('ignores backticks that are not at the start of a line (doc comments with fenced examples)', () => {
    expect(findFences('```ts\n/**\n * ```\n * ex\n * ```\n */\nfunction f() {}\n```')).toHaveLength(1);
  });
});

describe('extractDefault on real McEval tasks and messy answers', () => {
  it('picks the block that defines the entry point among several', async () => {
    const task = await realTask('Python/1');
    const answer = 'First install:\n```bash\npip install nothing\n```\nThen:\n```python\ndef has_close_elements(numbers, threshold):\n    return False\n```\nUsage:\n```python\nprint(has_close_elements([1.0], 0.5))\n```';
    const got = extractDefault(python, answer, task);
    expect(got).toMatchObject({ ok: true, method: 'fence:python' });
    expect(got.ok && got.code).toContain('def has_close_elements');
  });
  it('reads CRLF answers and a wrong fence tag', async () => {
    const task = await realTask('C/1');
    const got = extractDefault(c, '```cpp\r\nchar *hello_mmcodeeval() { return "x"; }\r\n```\r\n', task);
    expect(got).toEqual({ ok: true, code: 'char *hello_mmcodeeval() { return "x"; }', method: 'fence:cpp' });
  });
  it('cuts prose around an unfenced definition', async () => {
    const task = await realTask('Python/1');
    const got = extractDefault(python, 'Here it is:\n\ndef has_close_elements(n, t):\n    return True\n\nThis works because any two numbers are close.', task);
    expect(got).toEqual({ ok: true, code: 'def has_close_elements(n, t):\n    return True', method: 'unfenced:definition' });
  });
  it("reads an unfenced F# answer through the doc comment between its signature and its body (F#/27's prompt puts `(*` at column 0), and stops at the prose after the code", async () => {
    const fsharp = getLanguage('F#');
    const task = await realTask('F#/27');
    expect(task.prompt).toMatch(/=\n\(\*\n {4}This function/);
    const answer = `${task.prompt}\n${task.canonical}\n\nThis function counts the steps until one is reached.`;
    expect(extractDefault(fsharp, answer, task)).toEqual({ ok: true, code: `${task.prompt}\n${task.canonical}`, method: 'unfenced:definition' });
    // A comment that never closes runs to the end, as the compiler reads it.
    const unclosed = `${task.prompt.replace(/\*\)$/, '')}\n${task.canonical}`;
    expect(extractDefault(fsharp, `${unclosed}\n\nThis function counts the steps.`, task)).toMatchObject({ code: `${unclosed}\n\nThis function counts the steps.` });
  });
  it('gives an extract_error reason, not a placeholder, for an empty answer', async () => {
    expect(extractDefault(python, '  \n', await realTask('Python/1'))).toEqual({ ok: false, reason: 'the answer is empty' });
  });
});

describe('composeDefault', () => {
  it("drops the model's own main (the test defines main) and keeps the prompt's includes", async () => {
    const task = await realTask('C/1');
    const program = composeDefault(c, task, '#include <stdio.h>\nchar *hello_mmcodeeval() {\n    return "x";\n}\n\nint main() {\n    printf("%s", hello_mmcodeeval());\n    return 0;\n}');
    expect(program.match(/int main\(/g)).toHaveLength(1);
    expect(program).toContain('#include <assert.h>');
    expect(program.endsWith(task.test)).toBe(true);
  });
  it("drops the model's own check() and its call, so the official check runs", async () => {
    const task = await realTask('Python/1');
    const program = composeDefault(python, task, 'def has_close_elements(a, b):\n    return True\n\ndef check():\n    assert has_close_elements([], 1)\n\ncheck()');
    expect(program).not.toContain('def check():');
    expect(program).not.toMatch(/^check\(\)$/m);
  });
  it("drops the answer's own entry block (a model's demo or unittest.main()), which would run before the test", async () => {
    const task = await realTask('Python/1');
    const answer = 'import unittest\n\ndef has_close_elements(a, b):\n    return True\n\nif __name__ == "__main__":\n    # demo\n    print(has_close_elements([1.0], 0.5))\n\n    unittest.main()\nx = 1';
    const program = composeDefault(python, task, answer);
    expect(program).not.toContain('__main__');
    expect(program).not.toContain('unittest.main()');
    expect(program).toContain('    return True\n\nx = 1');
    expect(program.endsWith(task.test)).toBe(true);
  });
  it("drops Ruby's `if __FILE__ == $0` and JavaScript's `if (require.main === module)` blocks", async () => {
    const rb = await realTask('Ruby/1');
    const ruby = composeDefault(getLanguage('Ruby'), rb, 'def has_close_elements(numbers, threshold)\n  true\nend\n\nif __FILE__ == $0\n  puts has_close_elements([1.0], 0.5)\n  exit 0\nend\n');
    expect(ruby).not.toContain('exit 0');
    expect(ruby).toContain('  true\nend');
    const jsTask = await realTask('JavaScript/2');
    const js = composeDefault(getLanguage('JavaScript'), jsTask, `${jsTask.signature.split('\n')[0]} {\n  return 0;\n}\nif (require.main === module) {\n  console.log(1);\n  process.exit(0);\n}`);
    expect(js).not.toContain('process.exit');
    expect(js).toContain('  return 0;\n}');
  });
  it("drops the answer's top-level exits and runner calls (entryLine), not an exit inside a block", async () => {
    const task = await realTask('Python/1');
    const program = composeDefault(python, task, 'import sys, unittest\n\ndef has_close_elements(a, b):\n    if not a:\n        sys.exit(0)\n    return True\n\nunittest.main()\nsys.exit(0)\nexit()  # done');
    expect(program).not.toMatch(/^(unittest\.main|sys\.exit|exit)\(/m);
    expect(program).toContain('        sys.exit(0)\n    return True');
    const sh = composeDefault(getLanguage('Shell'), await realTask('Shell/2'), 'f() {\n  exit 0\n}\nf\nexit 0\nexit');
    expect(sh).toContain('f() {\n  exit 0\n}\nf\n');
    expect(sh).not.toMatch(/^exit/m);
    const rb = composeDefault(getLanguage('Ruby'), await realTask('Ruby/1'), 'def has_close_elements(numbers, threshold)\n  true\nend\nmain if __FILE__ == $0\nexit');
    expect(rb).not.toContain('__FILE__');
    expect(rb).not.toMatch(/^exit/m);
  });
  it('drops a one-line entry statement alone, not the code after it', async () => {
    const jsTask = await realTask('JavaScript/2');
    const js = composeDefault(getLanguage('JavaScript'), jsTask, `if (require.main === module) main();\n${jsTask.signature.split('\n')[0]} {\n  return helper();\n}\nfunction helper() {\n  return 0;\n}`);
    expect(js).not.toContain('require.main');
    expect(js).toContain('function helper() {\n  return 0;\n}');
    const rb = composeDefault(getLanguage('Ruby'), await realTask('Ruby/1'), 'if __FILE__ == $0 then main end\ndef has_close_elements(numbers, threshold)\n  true\nend');
    expect(rb).toContain('def has_close_elements(numbers, threshold)\n  true\nend');
  });
  it('continues the prompt with a body-only answer', async () => {
    const task = await realTask('Python/1');
    expect(composeDefault(python, task, '    return False')).toBe(task.prompt + '\n    return False\n' + task.test);
  });
  it('removes the closing brace of a full Java class, since the test closes the class', async () => {
    const task = await realTask('Java/4');
    const java = getLanguage('Java');
    const program = composeDefault(java, task, 'import java.util.*;\npublic class Solution {\n  public List<List<Integer>> permute(int[] nums) {\n    return new ArrayList<>();\n  }\n  public static void main(String[] a) {}\n}');
    const braces = [...program].reduce((n, ch) => n + (ch === '{' ? 1 : ch === '}' ? -1 : 0), 0);
    expect(braces).toBe(0);
    expect(program.match(/static void main/g)).toHaveLength(1);
  });
  it("opens a Visual Basic answer's module from the prompt when the answer is the function alone (the test ends it with `End Module`)", async () => {
    const task = await realTask('Visual Basic/1');
    const vb = getLanguage('Visual Basic');
    const fn = task.prompt.slice(task.prompt.indexOf('Function HasCloseElements')) + '\n' + task.canonical;
    const program = composeDefault(vb, task, fn);
    expect(program.startsWith('Module Module1\nFunction HasCloseElements')).toBe(true);
    expect(program.match(/^Module Module1$/gm)).toHaveLength(1);
    // An answer with the module line keeps it once.
    expect(composeDefault(vb, task, `Module Module1\n${fn}`).match(/^Module Module1$/gm)).toHaveLength(1);
  });
  it("reads a whole Visual Basic module: its own Sub Main goes (End Sub included), and its End Module, which the test's ends", async () => {
    const task = await realTask('Visual Basic/1');
    const vb = getLanguage('Visual Basic');
    const fn = task.prompt.slice(task.prompt.indexOf('Function HasCloseElements')) + '\n' + task.canonical;
    const answer = `Imports System\nPublic Module Program\n${fn}\n    Sub Main()\n        Console.WriteLine(HasCloseElements(New List(Of Double) From {1.0}, 0.5))\n    End Sub\nEnd Module`;
    const program = composeDefault(vb, task, answer);
    expect(program.match(/^\s*Sub Main\(\)/gm)).toHaveLength(1); // the test's
    expect(program.match(/^\s*End Module/gm)).toHaveLength(1); // the test's
    expect(program.match(/Module/g)?.length).toBe(2); // Public Module Program and the test's End Module: no Module Module1 added
    expect(program.endsWith(task.test)).toBe(true);
    // Imports stay before the module the prompt opens for an answer without one.
    expect(composeDefault(vb, task, `Imports System.Linq\n${fn}`).startsWith('Imports System.Linq\nModule Module1\nFunction HasCloseElements')).toBe(true);
  });
  it("keeps the class or object the prompt wraps the function in: an unfenced Groovy or Scala answer's code starts at it, and a Groovy answer of the method alone gets it, closed, from the prompt", async () => {
    for (const name of ['Groovy', 'Scala']) {
      const task = await realTask(`${name}/1`);
      const language = getLanguage(name);
      const wrapperLine = task.prompt.split('\n').find((l) => /^(?:class|object)\s/.test(l))!;
      const extracted = extractDefault(language, `Here it is:\n\n${task.prompt}\n${task.canonical}\n\nThis is a simple double loop over the list.`, task);
      expect(extracted.ok && extracted.code.startsWith(wrapperLine), name).toBe(true);
    }
    const groovy = getLanguage('Groovy');
    const task = await realTask('Groovy/1');
    const method = task.prompt.slice(task.prompt.indexOf('    static boolean')) + '\n' + task.canonical.trimEnd().replace(/\}$/, '');
    const program = composeDefault(groovy, task, method);
    expect(program.startsWith('class CloseElementsChecker {\n    static boolean')).toBe(true);
    expect([...program].filter((c) => c === '{').length).toBe([...program].filter((c) => c === '}').length);
  });
  it("adds a Scala prompt's one-line case class, which the answer lacks, without the object after it (Scala/7)", async () => {
    const task = await realTask('Scala/7');
    const scala = getLanguage('Scala');
    const fromObject = task.prompt.slice(task.prompt.indexOf('object Solution')) + '\n' + task.canonical;
    const program = composeDefault(scala, task, fromObject);
    expect(program.startsWith('case class TreeNode(value: Int, left: TreeNode = null, right: TreeNode = null)\nobject Solution {')).toBe(true);
    expect(program.match(/^object Solution/gm)).toHaveLength(1);
  });
  it("keeps a PowerShell function's closing brace when the answer leaves out the prompt's help comment, whose example opens a brace it never closes (PowerShell/36)", async () => {
    const task = await realTask('PowerShell/36');
    const powershell = getLanguage('PowerShell');
    expect(task.prompt).toContain('@{order = @(2, 3, 1);');
    const withoutHelp = task.prompt.replace(/<#[\s\S]*?#>\n?/, '') + '\n' + task.canonical;
    const program = composeDefault(powershell, task, withoutHelp);
    expect(program.slice(0, program.length - task.test.length).trimEnd().endsWith('return $sortedIndices\n}')).toBe(true);
  });
  it("ends a Visual Basic Function at its own End Function, not at a multi-line lambda's inside it", () => {
    const lines = ['Function F(xs As List(Of Integer)) As Integer', '  Dim g = Function(x As Integer) As Integer', '    Return x * 2', '  End Function', '  Return g(1)', 'End Function', 'Sub Main()', 'End Sub'];
    expect(blockEnd(lines, 0, 'end-statement')).toBe(5);
    expect(blockEnd(lines, 6, 'end-statement')).toBe(7);
  });
});
