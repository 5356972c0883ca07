import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../test/fixtures/dataset-programs.ts';
import { expectSameAsOfficial, withoutShortcuts } from '../../test/fixtures/same-as-official.ts';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { DependencyCache } from './dependency-cache.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool } from './tool-lookup.ts';

/**
 * C++'s compile shortcut (a precompiled bits/stdc++.h, recipe.steps[0].shortcut) against the official
 * `g++` alone: every step's exit status, signal, stdout and stderr, and the verdict in both modes, must
 * be the same. With MCJUDGE_FULL_PROOF=1 every distinct C++ program of the dataset that the shortcut
 * applies to (canonical and broken, every task kind and mode, the three answer forms of every generation
 * task); by default the first 3 such generation tasks'. The special ones always.
 */
const cpp = getLanguage('CPP');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const gpp = resolveTool(cpp.tools[0]);
const dataset = await loadDataset(diskDataSource(), { languages: [cpp], kinds: fullProof ? undefined : ['generation'] });
const hasShortcut = (p: Program) => p.steps.some((s) => s.shortcut);

/** A one-file program with the recipe's steps and shortcut, as assemble builds them. */
function special(text: string, i: number): Program {
  const stem = String(900 + i);
  return {
    language: 'CPP', taskId: `CPP/${stem}`, files: [{ path: `${stem}.cpp`, text }], assets: [], source: text,
    steps: [
      { name: 'compile', argv: ['g++', '-g', '-std=c++11', '-o', stem, `${stem}.cpp`], shortcut: ['g++', '-g', '-std=c++11', '-I', '{deps}/pch', '-o', stem, `${stem}.cpp`], timeoutMs: 60_000 },
      { name: 'run', argv: [`./${stem}`], timeoutMs: 20_000 },
    ],
  };
}

/**
 * Where a precompiled header could change something: a compile error inside std templates (the
 * diagnostic's include chain differs, so the official compile must be what is shown), a warning, a
 * second `#include <bits/stdc++.h>` (g++ looks for it where it found the precompiled one), a macro that
 * changes the library defined before the include (_GLIBCXX_ASSERTIONS: the precompiled header is invalid
 * then, and an out-of-range index must still abort), the header after another include, the quoted
 * form, a failed assert (its message names the file and function), __FILE__ and __LINE__, and output.
 */
const specials: Program[] = [
  '#include <bits/stdc++.h>\nusing namespace std;\nstruct S { int a; };\nint main() { vector<S> v(3); sort(v.begin(), v.end()); }\n',
  '#include <bits/stdc++.h>\nint main() { char *s = "literal"; return s[0] == 108 ? 0 : 1; }\n',
  '#include <bits/stdc++.h>\n#include <bits/stdc++.h>\nusing namespace std;\nint main() { map<string, int> m{{"a", 1}}; cout << m["a"] << endl; }\n',
  '#define _GLIBCXX_ASSERTIONS 1\n#include <bits/stdc++.h>\nint main() { std::vector<int> v(2); return v[5]; }\n',
  '#include <cstdio>\n#include <bits/stdc++.h>\nint main() { std::printf("%d\\n", std::__gcd(12, 18)); }\n',
  '#include "bits/stdc++.h"\nint main() { std::deque<int> d{1, 2}; return d.size() == 2 ? 0 : 3; }\n',
  '#include <bits/stdc++.h>\nint twice(int x) { return 2 * x; }\nint main() { assert(twice(2) == 5); }\n',
  '#include <bits/stdc++.h>\nint main() { std::cout << __FILE__ << ":" << __LINE__ << " " << __cplusplus << " failed" << std::endl; }\n',
].map(special);

const firstTasks = dataset.all().filter((t) => t.kind === 'generation' && hasShortcut(assembleCanonical(cpp, t, 'paper', dataset.references))).slice(0, 3);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(cpp, dataset).filter(hasShortcut) : firstTasks.flatMap((t) => [assembleCanonical(cpp, t, 'default', dataset.references), assembleBroken(cpp, t, 'paper', dataset.references)])),
  ...specials,
];

describe.skipIf(!gpp)('C++ with bits/stdc++.h precompiled', () => {
  let executor: NativeExecutor;
  beforeAll(async () => {
    executor = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 2 }).catch(() => undefined) });
  });
  afterAll(() => executor?.close());

  it('is built once per host, and g++ takes it for a program that starts with the header', { timeout: 600_000 }, async () => {
    const prepared = await new DependencyCache().ensure(cpp);
    expect(prepared).toHaveProperty('dir');
    const dir = (prepared as { dir: string }).dir;
    const work = mkdtempSync(join(tmpdir(), 'mcjudge-pch-'));
    try {
      writeFileSync(join(work, 'p.cpp'), '#include <bits/stdc++.h>\nint main() {}\n');
      // -H lists what the compile reads: `!` before a precompiled header means it was valid and used.
      const r = spawnSync(gpp!.path, ['-g', '-std=c++11', '-I', join(dir, 'pch'), '-H', '-fsyntax-only', 'p.cpp'], { cwd: work, encoding: 'utf8' });
      expect(r.stderr.split('\n')[0]).toBe(`! ${join(dir, 'pch', 'bits', 'stdc++.h.gch')}`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    // Only a program whose main file includes the header gets the shortcut, and it is not the program's identity.
    expect(assembleCanonical(cpp, firstTasks[0], 'paper', dataset.references).steps[0].shortcut).toContain('{deps}/pch');
    const other = dataset.all().find((t) => t.kind === 'generation' && !/bits\/stdc\+\+/.test(t.prompt + t.canonical));
    expect(assembleCanonical(cpp, other!, 'paper', dataset.references).steps[0].shortcut).toBeUndefined();
  });

  it(`gives ${fullProof ? 'every C++ program it applies to' : 'the first 3 such tasks\' canonical and broken programs'}, and the special ones, the official g++'s steps and verdicts`, { timeout: 3_600_000 }, async () => {
    const counts = await expectSameAsOfficial({ language: cpp, programs, official: (p) => executor.execute(withoutShortcuts(p), cpp), faster: (p) => executor.execute(p, cpp) });
    console.log(`g++ with a precompiled bits/stdc++.h against g++: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.compileFailed).toBeGreaterThanOrEqual(1);
    expect(counts.runFailed).toBeGreaterThanOrEqual(3);
  });
});
