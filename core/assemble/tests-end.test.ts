import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { diskDataSource } from '../../server/index.ts';
import { realTask } from '../../test/fixtures/load.ts';
import { loadDataset } from '../dataset/dataset.ts';
import { getLanguage, LANGUAGES } from '../languages/index.ts';
import { assemble, assembleCanonical, materialize } from './assemble.ts';
import { TESTS_END_STATUS, TESTS_END_WITNESS, withTestsEnd } from './tests-end.ts';

const python = getLanguage('Python');

describe('the end witness: a default-mode test proves it ran to its end', () => {
  it('follows the test in a default-mode program, and the program says so; a paper-mode program has neither', async () => {
    const task = await realTask('Python/1');
    const program = materialize(python, task, 'x\n' + task.test, 'default', {});
    expect(program.endWitness).toBe(TESTS_END_WITNESS);
    expect(program.source.endsWith(task.test + '\nprint("' + TESTS_END_WITNESS + '")\n')).toBe(true);
    expect(program.files[0].text).toBe(program.source);
    const paper = materialize(python, task, 'x\n' + task.test, 'paper', {});
    expect(paper.endWitness).toBeUndefined();
    expect(paper.source).not.toContain(TESTS_END_WITNESS);
  });

  it('goes before a test that ends the process itself (Python/35 ends in unittest.main())', async () => {
    const task = await realTask('Python/35');
    const program = assembleCanonical(python, task, 'default', {});
    expect(program.source.endsWith('print("' + TESTS_END_WITNESS + '")\n' + task.test)).toBe(true);
  });

  it("fails a wrong Python answer that runs its own unittest.main() or sys.exit(0) first; the model's entry block goes", async () => {
    const task = await realTask('Python/1');
    const ownTests = '```python\nimport sys\nimport unittest\n\ndef has_close_elements(numbers, threshold):\n    return False\n\nclass T(unittest.TestCase):\n    def test_it(self):\n        self.assertFalse(has_close_elements([], 1.0))\n\nif __name__ == "__main__":\n    unittest.main()\n```';
    const assembled = assemble(python, task, ownTests, 'default', {});
    expect(assembled.ok && assembled.program.source).not.toContain('unittest.main()');
    const bareExit = assemble(python, task, '```python\nimport sys\ndef has_close_elements(numbers, threshold):\n    return False\nsys.exit(0)\n```', 'default', {});
    expect(bareExit.ok && bareExit.program.endWitness).toBe(TESTS_END_WITNESS);
    // The real run of these is in test/adversarial/early-exit.test.ts.
  });

  it('adds nothing to a Java test without the line it goes before', async () => {
    const task = await realTask('Java/1');
    const unclosed = { ...task, test: task.test.trimEnd().replace(/\}$/, '') };
    expect(withTestsEnd(getLanguage('Java'), unclosed, 'x\n' + unclosed.test)).toEqual({ source: 'x\n' + unclosed.test });
  });

  it("is a status on C and C++, returned just before the test main's `return 0;`: a statement that prints would allocate stdout's buffer, where a heap an answer overran makes glibc abort", async () => {
    for (const name of ['C', 'CPP']) {
      const task = await realTask(`${name}/1`);
      const result = withTestsEnd(getLanguage(name), task, task.prompt + '\n' + task.canonical + '\n' + task.test);
      expect(result.endStatus, name).toBe(TESTS_END_STATUS);
      expect(result.endWitness, name).toBeUndefined();
      expect(result.source, name).not.toContain('printf');
      expect(result.source.trimEnd(), name).toMatch(new RegExp(`\\n    return ${TESTS_END_STATUS};\\n[^\\S\\n]*return 0;\\s*\\}$`));
    }
    // C/43's main ends `return 0;}` on one line.
    const c43 = await realTask('C/43');
    expect(withTestsEnd(getLanguage('C'), c43, 'x\n' + c43.test).source.endsWith(`    return ${TESTS_END_STATUS};\n    return 0;}`)).toBe(true);
  });

  it("goes before the closing brace of a Java or C# test's main, the line before its class's", async () => {
    for (const [name, statement] of [['Java', 'System.out.println'], ['C#', 'System.Console.WriteLine']]) {
      const task = await realTask(`${name}/1`);
      const { source } = withTestsEnd(getLanguage(name), task, task.prompt + '\n' + task.canonical + '\n' + task.test);
      expect(source.trimEnd(), name).toMatch(new RegExp(`\\n${statement.replace(/\./g, '\\.')}\\("${TESTS_END_WITNESS}"\\);\\n[^\\S\\n]*\\}[^\\S\\n]*\\n\\s*\\}$`));
    }
  });

  it("goes where a Scala test's main ends, or before the brace that closes an App object after its test() call", async () => {
    const scala = getLanguage('Scala');
    const line = `;println("${TESTS_END_WITNESS}")\n`;
    const ends: Record<string, string> = {
      'Scala/2': `    println("All tests passed")\n  ${line}}\n}`, // main's brace, then the object's
      'Scala/37': `  println("All tests passed")${line}}\n}`, // main closed on its last statement's line
      'Scala/1': `  test()\n${line}}`, // an App object's body
    };
    for (const [id, end] of Object.entries(ends)) {
      const task = await realTask(id);
      expect(withTestsEnd(scala, task, task.prompt + '\n' + task.canonical + '\n' + task.test).source.trimEnd().endsWith(end), id).toBe(true);
    }
  });

  it("goes before the End Sub of a Visual Basic test's Sub Main, also where other Subs follow it (Visual Basic/27)", async () => {
    const vb = getLanguage('Visual Basic');
    for (const id of ['Visual Basic/1', 'Visual Basic/27']) {
      const task = await realTask(id);
      const { source } = withTestsEnd(vb, task, task.prompt + '\n' + task.canonical + '\n' + task.test);
      const main = source.slice(source.lastIndexOf('Sub Main'));
      expect(main.slice(0, main.search(/^End Sub/m)).trimEnd().endsWith(`System.Console.WriteLine("${TESTS_END_WITNESS}")`), id).toBe(true);
    }
  });

  it("goes before the last `end.` of a Pascal test's main block, ending the statement before it", async () => {
    const task = await realTask('Pascal/1');
    const { source } = withTestsEnd(getLanguage('Pascal'), task, task.prompt + '\n' + task.canonical + '\n' + task.test);
    expect(source.endsWith(`;WriteLn('${TESTS_END_WITNESS}');\nend.`) || source.endsWith(`;WriteLn('${TESTS_END_WITNESS}');\nend.\n`)).toBe(true);
  });

  it("goes before the `ok.` that ends an Erlang test()", async () => {
    const task = await realTask('Erlang/1');
    const { source } = withTestsEnd(getLanguage('Erlang'), task, task.prompt + '\n' + task.canonical + '\n' + task.test);
    expect(source.trimEnd().endsWith(`    io:format("~s~n", ["${TESTS_END_WITNESS}"]),\nok.`)).toBe(true);
  });

  it("goes before the `contains` of a Fortran test, which is the main program and comes first (the answer follows it)", async () => {
    const fortran = getLanguage('Fortran');
    for (const id of ['Fortran/1', 'Fortran/2']) {
      const task = await realTask(id);
      const text = task.test + '\n' + task.prompt + '\n' + task.canonical;
      const { source, endWitness } = withTestsEnd(fortran, task, text);
      expect(endWitness, id).toBe(TESTS_END_WITNESS);
      expect(source.slice(source.indexOf(`  write(*, '(A)') '${TESTS_END_WITNESS}'\n`)).trimStart(), id).toMatch(/^write\(\*, '\(A\)'\) '[^']+'\n\s*contains\s*\n/);
      expect(source.endsWith(task.prompt + '\n' + task.canonical), id).toBe(true);
      // The test's own first line stays first; a source where the test is not first gets nothing.
      expect(source.startsWith(task.test.split('\n')[0]), id).toBe(true);
      expect(withTestsEnd(fortran, task, 'x\n' + text)).toEqual({ source: 'x\n' + text });
    }
  });

  it("continues a Haskell test's `main = check f` with `>> putStrLn`, on the same line or the next", async () => {
    const task = await realTask('Haskell/1');
    const haskell = getLanguage('Haskell');
    const main = task.test.split('\n').at(-1)!;
    expect(main).toBe('main = check hasCloseElements');
    expect(withTestsEnd(haskell, task, 'x\n' + task.test).source).toBe(`x\n${task.test}  >> putStrLn "${TESTS_END_WITNESS}"\n`);
    const terminated = { ...task, test: task.test + '\n' };
    expect(withTestsEnd(haskell, terminated, 'x\n' + terminated.test).source).toBe(`x\n${terminated.test}  >> putStrLn "${TESTS_END_WITNESS}"\n`);
  });

  it("requires Rust's libtest summary line and adds nothing to the source", async () => {
    const task = await realTask('Rust/1');
    const text = task.prompt + '\n' + task.canonical + '\n' + task.test;
    expect(withTestsEnd(getLanguage('Rust'), task, text)).toEqual({ source: text, endWitness: 'test result: ok.' });
  });

  it("enters PHP's code again after the test's closing ?>, and not where the test ends in code (PHP/32)", async () => {
    const php = getLanguage('PHP');
    for (const id of ['PHP/1', 'PHP/32']) {
      const task = await realTask(id);
      const { source } = withTestsEnd(php, task, task.prompt + '\n' + task.canonical + '\n' + task.test);
      const added = source.slice(source.lastIndexOf(task.test) + task.test.length);
      expect(added, id).toBe(task.test.trimEnd().endsWith('?>') ? `\n<?php echo "${TESTS_END_WITNESS}\\n";\n` : `\necho "${TESTS_END_WITNESS}\\n";\n`);
    }
  });

  it("keeps Shell's exit status, which is its last command's: a test whose last check fails still fails", async () => {
    const { source } = withTestsEnd(getLanguage('Shell'), await realTask('Shell/1'), 'false');
    const run = spawnSync('bash', ['-c', source], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(TESTS_END_WITNESS + '\n');
  });

  it('reaches every test of every task kind in each language that has it (withTestsEnd adds nothing where its line is missing)', { timeout: 120_000 }, async () => {
    const witnessed = LANGUAGES.filter((l) => l.testsEnd || l.testsEndLine);
    const dataset = await loadDataset(diskDataSource(), { languages: witnessed });
    const without = dataset.all().filter((task) => {
      const program = assembleCanonical(getLanguage(task.language), task, 'default', dataset.references);
      return !program.endWitness && !program.endStatus;
    });
    expect(dataset.all().length).toBeGreaterThan(witnessed.length * 300);
    expect(without.map((t) => `${t.kind} ${t.id}`)).toEqual([]);
  });

  it('is only on languages whose statement names the witness or the status once (not both), never on a markup language, and on a test-first language only inside its test', () => {
    const times = (s: string, name: string) => s.split(name).length - 1;
    for (const language of LANGUAGES.filter((l) => l.testsEnd)) {
      expect(times(language.testsEnd!, '{witness}') + times(language.testsEnd!, '{status}'), language.name).toBe(1);
      if (language.testsEndOutside) expect(language.testsEndOutside.statement.split('{witness}'), language.name).toHaveLength(2);
      if (language.testFirst) expect(language.testsEndBefore, language.name).toBeDefined();
      expect(language.pass.kind, language.name).toBe('exit');
    }
  });
});
