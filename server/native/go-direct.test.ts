import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleBroken, assembleCanonical, getLanguage, loadDataset, materialize, type Program } from '@mcjudge/core';
import { distinctPrograms } from '../../test/fixtures/dataset-programs.ts';
import { expectSameAsOfficial, withoutShortcuts } from '../../test/fixtures/same-as-official.ts';
import { diskDataSource } from '../data/disk-data.ts';
import { Sandbox } from '../sandbox/sandbox.ts';
import { DependencyCache } from './dependency-cache.ts';
import { NativeExecutor } from './native-executor.ts';
import { resolveTool } from './tool-lookup.ts';

/**
 * Go's step shortcut (mcj-go-test: go test's tools without the go command, recipe.steps[0].shortcut)
 * against the official `go test` alone: every step's exit status, signal, stdout (go test's own time
 * aside) and stderr, and the verdict in both modes, must be the same. With MCJUDGE_FULL_PROOF=1 every
 * distinct Go program of the dataset (canonical and broken, every task kind and mode, the three answer
 * forms of every generation task); by default the first 4 generation tasks'. The special ones always.
 */
const go = getLanguage('Go');
const fullProof = process.env.MCJUDGE_FULL_PROOF === '1';
const goTool = resolveTool(go.tools[0]);
const dataset = await loadDataset(diskDataSource(), { languages: [go], kinds: fullProof ? undefined : ['generation'] });
/**
 * What differs from one go test to the next of the same program: its time on the ok or FAIL line (the
 * test binary's run), and in a panic's trace the goroutines' numbers and the addresses.
 */
const steady = (s: { stdout: string }) => s.stdout.replace(/\t\d+\.\d{3}s/g, '\tTIME').replace(/^goroutine \d+ /gm, 'goroutine N ').replace(/0x[0-9a-f]+/g, '0x?');

const generationTask = dataset.all().find((t) => t.kind === 'generation')!;
/** A one-file test program as assemble builds it (with the shortcut where the recipe's `when` says so). */
const special = (text: string, i: number): Program => ({ ...materialize(go, generationTask, text, 'default', dataset.references), taskId: `Go/${900 + i}` });

const testFile = (imports: string[], body: string, pkg = 'main') => `package ${pkg}\n\nimport (\n${imports.map((p) => (p === '' ? '\n' : p.includes(' ') ? `\t${p}\n` : `\t"${p}"\n`)).join('')})\n\n${body}\n`;
/**
 * Where the shortcut could differ from go test: vet's findings (a printf check on fmt, on testing's
 * methods and on a wrapper in the file; testify's Equalf, which vet does not check), a failing,
 * panicking or exiting test (and an `init` that exits 0 before any test runs: go test says ok), output
 * with or without a newline and with what go test reads from it ("coverage:", no tests), each kind of function go test's generated main treats apart (TestMain, an example, a
 * benchmark, a wrong signature, type parameters, names that are and are not tests), a build constraint,
 * a directive, imports outside the prebuilt set (one internal), another package name and an external
 * test package, compile errors, subtests in parallel, a dot import; and a test that fails exactly when
 * it runs as go test runs it (its arguments, folder, PATH and PWD), so a shortcut that ran it otherwise
 * would pass it and differ; and one that fails its first run and passes any later one in the same
 * folder, so the official command must not find what the shortcut's run left.
 */
const specials: Program[] = [
  testFile(['fmt', 'testing'], 'func TestV(t *testing.T) {\n\tfmt.Printf("%d\\n", "x")\n}'),
  testFile(['testing'], 'func TestV(t *testing.T) {\n\tt.Logf("%d", "x")\n}'),
  testFile(['fmt', 'testing'], 'func logf(format string, args ...interface{}) { fmt.Printf(format, args...) }\n\nfunc TestV(t *testing.T) {\n\tlogf("%d\\n", "x")\n}'),
  testFile(['testing', '', 'github.com/stretchr/testify/assert'], 'func TestV(t *testing.T) {\n\tassert.Equalf(t, 1, 1, "value %d %s", 3)\n}'),
  testFile(['testing', 'github.com/stretchr/testify/assert'], 'func TestV(t *testing.T) {\n\tassert.Equal(t, 1, 2)\n}'),
  testFile(['testing', 'github.com/stretchr/testify/require'], 'func TestV(t *testing.T) {\n\trequire.True(t, false, "failed")\n}'),
  testFile(['testing'], 'func TestV(t *testing.T) {\n\tvar m map[string]int\n\tm["x"] = 1\n}'),
  testFile(['os', 'testing'], 'func TestV(t *testing.T) {\n\tos.Exit(0)\n}'),
  testFile(['os', 'testing'], 'func TestV(t *testing.T) {\n\tos.Exit(3)\n}'),
  testFile(['os', 'testing'], 'func init() { os.Exit(0) }\n\nfunc TestV(t *testing.T) {\n\tt.Fatal("never runs")\n}'),
  testFile(['fmt', 'testing'], 'func TestV(t *testing.T) {\n\tfmt.Print("no newline")\n}'),
  testFile(['fmt', 'os', 'testing'], 'func TestV(t *testing.T) {\n\tfmt.Println("a line")\n\tfmt.Fprintln(os.Stderr, "failed? no")\n}'),
  testFile(['fmt', 'testing'], 'func TestV(t *testing.T) {\n\tfmt.Println("coverage: 12.5% of statements")\n}'),
  testFile(['testing'], 'func helper(t *testing.T) {}'),
  testFile(['os', 'testing'], 'func TestMain(m *testing.M) {\n\tos.Exit(m.Run())\n}\n\nfunc TestV(t *testing.T) {}'),
  testFile(['fmt', 'testing'], 'func ExampleV() {\n\tfmt.Println("x")\n\t// Output: y\n}\n\nfunc TestV(t *testing.T) {}'),
  testFile(['testing'], 'func BenchmarkV(b *testing.B) {}\n\nfunc TestV(t *testing.T) {}'),
  testFile(['testing'], 'func TestV(t int) {}'),
  testFile(['testing'], 'func TestV[T any](t *testing.T) {}'),
  testFile(['testing'], 'func Testing(x int) {}\n\nfunc Test(t *testing.T) {}\n\nfunc Test_under(t *testing.T) {}\n\ntype S struct{}\n\nfunc (S) TestM(t *testing.T) { t.Fatal("not a test") }'),
  '//go:build ignore\n\n' + testFile(['testing'], 'func TestV(t *testing.T) {}'),
  testFile(['testing'], '//go:noinline\nfunc f() int { return 1 }\n\nfunc TestV(t *testing.T) {\n\tif f() != 1 {\n\t\tt.Fatal()\n\t}\n}'),
  testFile(['net/http', 'testing'], 'func TestV(t *testing.T) { _ = http.StatusOK }'),
  testFile(['internal/cpu', 'testing'], 'func TestV(t *testing.T) { _ = cpu.CacheLinePad{} }'),
  testFile(['testing'], 'func TestV(t *testing.T) {}', 'mathx'),
  testFile(['testing'], 'func TestV(t *testing.T) {}', 'main_test'),
  testFile(['testing'], 'func TestV(t *testing.T) {\n\tundefinedThing()\n}'),
  testFile(['strings', 'testing'], 'func TestV(t *testing.T) {}'),
  testFile(['testing'], 'func TestV(t *testing.T) {\n\tfor _, n := range []int{1, 2, 3} {\n\t\tn := n\n\t\tt.Run("case", func(t *testing.T) {\n\t\t\tt.Parallel()\n\t\t\tif n > 3 {\n\t\t\t\tt.Fail()\n\t\t\t}\n\t\t})\n\t}\n}'),
  testFile(['testing', '. github.com/stretchr/testify/assert'], 'func TestV(t *testing.T) {\n\tEqual(t, "a", "a")\n}'),
  testFile(['os', 'path/filepath', 'strings', 'testing'], 'func TestV(t *testing.T) {\n\twd, _ := os.Getwd()\n\tasGoTest := strings.HasPrefix(os.Getenv("PATH"), "/usr/lib/go-1.19/bin:") && os.Getenv("PWD") == wd && len(os.Args) == 3 && os.Args[1] == "-test.paniconexit0" && os.Args[2] == "-test.timeout=10m0s" && filepath.Base(os.Args[0]) == "main.test" && filepath.Base(filepath.Dir(os.Args[0])) == "b001"\n\tif asGoTest {\n\t\tt.Fatal("run as go test runs it")\n\t}\n}'),
  testFile(['os', 'testing'], 'func TestV(t *testing.T) {\n\tif _, err := os.Stat("ran-before"); err != nil {\n\t\tos.WriteFile("ran-before", nil, 0o644)\n\t\tt.Fatal("first run")\n\t}\n}'),
  testFile(['math/big', 'sort', 'strconv', 'testing', 'unicode', 'github.com/stretchr/testify/assert'], 'func TestV(t *testing.T) {\n\tx := big.NewInt(7)\n\ts := []string{strconv.Itoa(int(x.Int64())), "a"}\n\tsort.Strings(s)\n\tassert.True(t, unicode.IsDigit(rune(s[0][0])))\n}'),
].map(special);

const firstTasks = dataset.all().filter((t) => t.kind === 'generation').slice(0, 4);
const programs: Program[] = [
  ...(fullProof ? distinctPrograms(go, dataset) : firstTasks.flatMap((t) => [assembleCanonical(go, t, 'default', dataset.references), assembleBroken(go, t, 'paper', dataset.references)])),
  ...specials,
];

describe.skipIf(!goTool)('Go with go test’s tools run without the go command (mcj-go-test)', () => {
  let executor: NativeExecutor;
  beforeAll(async () => {
    executor = new NativeExecutor({ sandbox: await Sandbox.start({ slots: 2 }).catch(() => undefined) });
  });
  afterAll(() => executor?.close());

  it('is built once per host, and takes a canonical program, printing go test’s ok line', { timeout: 600_000 }, async () => {
    const prepared = await new DependencyCache().ensure(go);
    expect(prepared).toHaveProperty('dir');
    const dir = (prepared as { dir: string }).dir;
    const program = assembleCanonical(go, firstTasks[0], 'default', dataset.references);
    const work = mkdtempSync(join(tmpdir(), 'mcjudge-go-direct-'));
    try {
      for (const f of program.files) writeFileSync(join(work, f.path), f.text);
      const step = program.steps[0];
      const r = spawnSync(step.shortcut![0].replace('{deps}', dir), [dir, step.shortcut![2]], { cwd: work, encoding: 'utf8', env: { ...process.env, ...step.env } });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^(?:${step.shortcutStdout})$`));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    // Every Go program gets the shortcut, and it is not the program's identity.
    expect(program.steps[0].shortcut).toEqual(['{deps}/mcj-go-test', '{deps}', program.files[0].path]);
  });

  it(`gives ${fullProof ? 'every Go program' : 'the first 4 generation tasks\' canonical and broken programs'}, and the special ones, the official go test's steps and verdicts`, { timeout: 3_600_000 }, async () => {
    const counts = await expectSameAsOfficial({ language: go, programs, official: (p) => executor.execute(withoutShortcuts(p), go), faster: (p) => executor.execute(p, go), stdoutOf: steady });
    console.log(`mcj-go-test against go test: ${JSON.stringify(counts)}`);
    expect(counts.programs).toBe(programs.length);
    expect(counts.passed).toBeGreaterThanOrEqual(10);
    expect(counts.runFailed).toBeGreaterThanOrEqual(15);
  });
});
