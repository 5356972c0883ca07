import { afterAll, describe, expect, it } from 'vitest';
import { getLanguage, judge } from '@mcjudge/core';
import { describeRuntimeContract } from '../contract/runtime-contract.ts';
import { programFor } from '../contract/program-for.ts';
import { nodeWorkerFactory } from '../host/node-worker-factory.ts';
import { WasmExecutor } from '../wasm-executor.ts';

/** A Go test file as McEval's tasks are: package main, testing and testify's assert. */
const testFile = (body: string, imports: string[] = []) =>
  `package main\n\nimport (\n${[...imports, 'testing', '', 'github.com/stretchr/testify/assert'].map((i) => (i ? `\t"${i}"` : '')).join('\n')}\n)\n\n${body}\n`;

describeRuntimeContract('Go', {
  passes: testFile('func add(a, b int) int { return a + b }\n\nfunc TestAdd(t *testing.T) {\n\tassert := assert.New(t)\n\tassert.Equal(3, add(1, 2))\n\tassert.InDelta(0.3, 0.1+0.2, 1e-9)\n}\n\nfunc TestSub(t *testing.T) {\n\tt.Run("nested", func(t *testing.T) { assert.True(t, add(1, 1) == 2) })\n}'),
  failsItsAssert: testFile('func TestAdd(t *testing.T) {\n\tassert.Equal(t, 3, 1+1)\n}'),
  broken: { text: testFile('func TestAdd(t *testing.T) {\n\tassert.Equal(t, 3, 1+\n}'), status: 'compile_error' },
  loopsForever: testFile('func TestLoop(t *testing.T) {\n\tn := 0\n\tfor {\n\t\tn++\n\t}\n\tassert.Equal(t, 0, n)\n}'),
  // In lines of 4 KB: each write crosses from Go to JavaScript, which costs about a millisecond.
  floods: testFile('func TestFlood(t *testing.T) {\n\tfor i := 0; i < 200; i++ {\n\t\tfmt.Println(strings.Repeat("x", 4000))\n\t}\n\tassert.True(t, true)\n}', ['fmt', 'strings']),
  // yaegi's generics are not Go's: a generic function goes to a native Go.
  handsOn: testFile('func Max[T int | float64](a, b T) T {\n\tif a > b {\n\t\treturn a\n\t}\n\treturn b\n}\n\nfunc TestMax(t *testing.T) {\n\tassert.Equal(t, 3, Max(3, 2))\n}'),
});

describe('Go in yaegi judges as go test on Go 1.19 does', () => {
  const language = getLanguage('Go');
  const executor = new WasmExecutor({ factory: nodeWorkerFactory, spares: 0 });
  afterAll(() => executor.close());
  const verdict = async (text: string) => {
    const program = programFor('Go', text);
    const result = await executor.execute(program, language);
    return { result, verdict: judge({ language, program, result, mode: 'default' }) };
  };
  const cases: [string, string, string][] = [
    ['a Go 1.21 builtin (min) does not build on Go 1.19', testFile('func TestMin(t *testing.T) {\n\tassert.Equal(t, 1, min(1, 2))\n}'), 'compile_error'],
    ['an unused variable does not build', testFile('func TestX(t *testing.T) {\n\tx := 1\n\tassert.True(t, true)\n}'), 'compile_error'],
    ['an unused import does not build', testFile('func TestX(t *testing.T) {\n\tassert.True(t, true)\n}', ['strings']), 'compile_error'],
    ['a printf verb of the wrong type fails go vet, so the build', testFile('func TestX(t *testing.T) {\n\tassert.Equal(t, "1", fmt.Sprintf("%d", "1"))\n}', ['fmt']), 'compile_error'],
    ['string(int) fails go vet', testFile('func TestX(t *testing.T) {\n\tn := 65\n\tassert.Equal(t, "A", string(n))\n}'), 'compile_error'],
    ['t.Fatal in a subtest fails the test', testFile('func TestX(t *testing.T) {\n\tt.Run("sub", func(t *testing.T) { t.Fatal("no") })\n\tassert.True(t, true)\n}'), 'failed'],
    ['a panicking test fails', testFile('func TestX(t *testing.T) {\n\tvar a []int\n\tassert.Equal(t, 0, a[3])\n}'), 'failed'],
    ['an error type of the program\'s own is handed on (yaegi gives it to fmt and errors wrongly)', testFile('type E struct{}\n\nfunc (E) Error() string { return "E" }\n\nfunc TestX(t *testing.T) {\n\tvar err error = E{}\n\tassert.Equal(t, "E", err.Error())\n}'), 'unavailable'],
    ['a later test still runs after an earlier one passed', testFile('func TestA(t *testing.T) { assert.True(t, true) }\n\nfunc TestB(t *testing.T) { assert.False(t, true) }'), 'failed'],
    ['assert.Equal of int and int64 fails, as testify does', testFile('func TestX(t *testing.T) {\n\tassert.Equal(t, 5, int64(5))\n}'), 'failed'],
    ['goroutines, channels and time.Sleep run', testFile('func TestX(t *testing.T) {\n\tch := make(chan int)\n\tgo func() { time.Sleep(time.Millisecond); ch <- 7 }()\n\tassert.Equal(t, 7, <-ch)\n}', ['time']), 'passed'],
  ];
  for (const [name, text, status] of cases) {
    it(name, async () => {
      const { result, verdict: v } = await verdict(text);
      expect(v.status, JSON.stringify(result)).toBe(status);
    });
  }

  const handedOn: [string, string][] = [
    ['comparing values of the program\'s own types (yaegi does not keep named types apart)', 'type Celsius float64\n\nfunc TestX(t *testing.T) {\n\tassert.Equal(t, 3.0, Celsius(3))\n}'],
    ['a testify function the shim does not have', 'func TestX(t *testing.T) {\n\tassert.Subset(t, []int{1, 2}, []int{1})\n}'],
    ['a package other than testify', 'func TestX(t *testing.T) {\n\tassert.True(t, true)\n}\n\nvar _ = cmp.Diff'],
  ];
  for (const [name, body] of handedOn) {
    it(`hands on ${name}`, async () => {
      const text = name.includes('package other') ? testFile(body, ['github.com/google/go-cmp/cmp']) : testFile(body);
      const { result, verdict: v } = await verdict(text);
      expect(v.status, JSON.stringify(result)).toBe('unavailable');
    });
  }

  it('cannot reach the worker: syscall/js, unsafe and os/exec are not importable, and the file system is empty', async () => {
    for (const pkg of ['syscall/js', 'unsafe', 'os/exec']) {
      const { result, verdict: v } = await verdict(testFile(`func TestX(t *testing.T) {\n\tassert.True(t, true)\n}\n\nvar _ = ${pkg === 'unsafe' ? 'unsafe.Sizeof(0)' : pkg === 'os/exec' ? 'exec.Command' : 'js.Global'}`, [pkg]));
      expect(v.status, `${pkg}: ${JSON.stringify(result)}`).toBe('unavailable');
    }
    const files = await verdict(testFile('func TestX(t *testing.T) {\n\t_, err := os.ReadFile("/etc/passwd")\n\tassert.NoError(t, err)\n}', ['os']));
    expect(files.verdict.status, JSON.stringify(files.result)).toBe('failed');
  });

  it('runs many programs in one worker, each in a fresh instance, without running out of memory', async () => {
    const pass = testFile('func TestX(t *testing.T) {\n\tassert.Equal(t, 4, 2+2)\n}');
    const fail = testFile('func TestX(t *testing.T) {\n\tassert.Equal(t, 5, 2+2)\n}');
    for (let i = 0; i < 60; i++) {
      const { result, verdict: v } = await verdict(i % 2 ? fail : pass);
      expect(v.status, `program ${i}: ${JSON.stringify(result)}`).toBe(i % 2 ? 'failed' : 'passed');
    }
  }, 600_000);
});
