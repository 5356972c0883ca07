import { OutputCapture } from '../output-capture.ts';
import type { StepOutput, WasmRuntime } from '../runtime.ts';
import { OVER_BUDGET, RUN_BUDGET_MS, adaptTestFile, missingTestifyFunction } from './adapter.ts';
import { CHECKER_SOURCE } from './checker.go.ts';
import { GoInstance } from './go-instance.ts';

const PKG = 'yaegi-wasm';
/** `go test {N}_test.go` names the package of a file list so. */
const PACKAGE = 'command-line-arguments';

/** What the checker (checker.go.ts) reports of a file. */
interface CheckReport {
  Tests: string[] | null;
  /** Errors gc or vet (Go 1.19) give: the build fails. */
  Build: string[] | null;
  /** Other type errors, seen with the imports stubbed: believed only where yaegi fails on the same line. */
  Other: string[] | null;
  HandOn: string;
  /** Byte offsets just inside each loop and function body, where the runner counts work. */
  Ticks: number[] | null;
}

/** The prebuilt step's test of the native recipe: what every McEval Go file uses. */
const WARM_TEST = 'package main\n\nimport (\n\t"fmt"\n\t"testing"\n\n\t"github.com/stretchr/testify/assert"\n)\n\nfunc TestWarm(t *testing.T) {\n\tassert.Equal(t, "1.50", fmt.Sprintf("%.2f", 1.5))\n\tassert.New(t).InDelta(1, 1, 0)\n\tt.Run("sub", func(t *testing.T) { assert.True(t, true) })\n}\n';

let module: WebAssembly.Module;
let wasmExec = '';

/**
 * Runs a Go test file as `go test {N}_test.go` does (Go 1.19, testify), with yaegi (a Go interpreter,
 * Go 1.25's standard library) in a fresh WebAssembly instance per program: first the checker gives what
 * gc and vet would reject (unused names, Go 1.20+ features, printf misuse) and what yaegi does not run
 * as Go does (generics, other packages, examples); then the file runs with its tests through
 * `testing.Main` and a testify shim. The step reads as go test's: `ok`/`FAIL` lines and exit code 0 or 1,
 * the test's output on stdout; a build failure is exit 2 with the error on stderr and
 * `FAIL\tcommand-line-arguments [build failed]`.
 */
export const runtime: WasmRuntime = {
  async load(assets) {
    const [bytes, script] = await Promise.all([assets.bytes(PKG, 'src/yaegi-browser.wasm'), assets.bytes(PKG, 'src/wasm_exec.js')]);
    wasmExec = new TextDecoder().decode(script);
    module = await WebAssembly.compile(bytes as Uint8Array<ArrayBuffer>);
    // One program through the whole path (checker, testing.Main, testify shim): the engine compiles the
    // functions it needs now, at load, instead of during the first program's time.
    const warm = await runtime.run({ files: [{ path: 'warm_test.go', text: WARM_TEST }], main: 'warm_test.go', outputCap: 1 << 16 });
    if (warm.exitCode !== 0) throw new Error(`yaegi failed its warm-up test: ${warm.stdout}${warm.stderr}${warm.unavailable ?? ''}`);
    const go = await GoInstance.start(module, wasmExec);
    let printed = '';
    go.onWrite((_fd, b) => (printed += new TextDecoder().decode(b)));
    go.eval('package main\nimport ("fmt"; "runtime")\nfunc main() { fmt.Print(runtime.Version()) }\n');
    go.close();
    return `yaegi 0.16.1 with the Go ${printed.replace(/^go/, '')} standard library (yaegi-wasm 1.0.2), judged as Go 1.19`;
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main)!;
    const out = new OutputCapture(job.outputCap);
    const missing = missingTestifyFunction(main.text);
    if (missing) return out.finish({ exitCode: null, unavailable: `the program uses ${missing}, which the testify shim does not have` });
    const go = await GoInstance.start(module, wasmExec);
    try {
      const report = check(go, main.path, main.text);
      if (!report) return out.finish({ exitCode: null, unavailable: 'the Go checker gave no report' });
      if (report.Build?.length) return buildFailed(out, report.Build);
      if (report.HandOn) return out.finish({ exitCode: null, unavailable: report.HandOn });
      go.reset();
      // go test copies the test binary's stdout and stderr to its stdout.
      let overBudget = false;
      go.onWrite((_fd, bytes) => {
        if (bytes.length === OVER_BUDGET.length && new TextDecoder().decode(bytes) === OVER_BUDGET) overBudget = true;
        else out.write('stdout', bytes);
      });
      const outcome = go.eval(adaptTestFile(cleanText(main.text), report.Tests ?? [], report.Ticks ?? []));
      if (overBudget) return out.finish({ exitCode: null, unavailable: `the program ran more than ${RUN_BUDGET_MS / 1000} s in yaegi, an interpreter many times slower than compiled Go` });
      // go/types found an error yaegi did not stop at: gc most likely rejects the file, so a native Go decides.
      if (report.Other?.length && outcome.error === undefined) return out.finish({ exitCode: null, unavailable: `Go's type checker rejects what yaegi ran: ${report.Other[0]}` });
      if (outcome.exitCode !== undefined) {
        const fault = outcome.exitCode !== 0 ? interpreterFault(out.finish({ exitCode: null }).stdout) : undefined;
        if (fault) return out.finish({ exitCode: null, unavailable: `yaegi failed inside the interpreter (${fault}), where Go would not` });
        out.write('stdout', outcome.exitCode === 0 ? `ok  \t${PACKAGE}\t0.001s\n` : `FAIL\t${PACKAGE}\t0.001s\n`);
        return out.finish({ exitCode: outcome.exitCode === 0 ? 0 : 1 });
      }
      return yaegiError(out, main.path, outcome.error ?? '', report.Other ?? []);
    } finally {
      go.close();
    }
  },
};

/**
 * A panic that comes from yaegi's own reflection, not from the program: yaegi runs Go through package
 * reflect, so an index out of range surfaces as reflect's (the program's fault), but any other reflect
 * panic ("Method index out of range", "Set: value of type … is not assignable") is the interpreter's.
 */
const PROGRAM_PANICS = /^reflect: (?:slice|array|string) index out of range|^reflect: slice bounds out of range/;

function interpreterFault(stdout: string): string | undefined {
  for (const m of stdout.matchAll(/^panic: (.*?)(?: \[recovered.*\])?$/gm)) {
    if (/^reflect[.:]/.test(m[1]) && !PROGRAM_PANICS.test(m[1])) return m[1];
  }
  return undefined;
}

function check(go: GoInstance, path: string, text: string): CheckReport | undefined {
  let printed = '';
  const decoder = new TextDecoder();
  go.onWrite((_fd, b) => (printed += decoder.decode(b, { stream: true })));
  const outcome = go.eval(`${CHECKER_SOURCE}\nconst FILE = ${goString(path)}\nconst SRC = ${goString(text)}\n`);
  go.onWrite(() => {});
  const line = printed.split('\n').find((l) => l.startsWith('MCJUDGE-CHECK '));
  if (!line || outcome.error) return undefined;
  return JSON.parse(line.slice('MCJUDGE-CHECK '.length)) as CheckReport;
}

/** The text with lone surrogates (which no UTF-8 file has) replaced, so byte offsets agree with Go's. */
function cleanText(text: string): string {
  return text.replace(/[\ud800-\udfff]/gu, '\ufffd');
}

/** A Go string literal of any text (JSON's escapes are Go's). */
function goString(text: string): string {
  return JSON.stringify(cleanText(text));
}

/** go test's report of a file that did not build. */
function buildFailed(out: OutputCapture, errors: string[]): StepOutput {
  out.write('stderr', `# ${PACKAGE}\n${errors.map((e) => `./${e}\n`).join('')}`);
  out.write('stdout', `FAIL\t${PACKAGE} [build failed]\nFAIL\n`);
  return out.finish({ exitCode: 2 });
}

/**
 * yaegi stopped the file without an exit: a compile error, or a panic outside the tests (a package
 * variable's initializer). A compile error counts only where the checker found an error on the same line;
 * otherwise yaegi rejects what Go may accept, and the program goes to a native Go.
 */
function yaegiError(out: OutputCapture, path: string, error: string, other: string[]): StepOutput {
  const at = /^(?:[^:\s]*:)?(\d+):(\d+): (.*)/s.exec(error);
  const panicked = /^\d+:\d+: panic/m.test(out.finish({ exitCode: null }).stdout);
  if (panicked) {
    out.write('stdout', `FAIL\t${PACKAGE}\t0.001s\n`);
    return out.finish({ exitCode: 1 });
  }
  const line = at?.[1];
  const agreed = line ? other.filter((e) => e.startsWith(`${path}:${line}:`)) : [];
  if (agreed.length) return buildFailed(out, agreed);
  return out.finish({ exitCode: null, unavailable: `yaegi cannot run this program as Go does: ${error.split('\n')[0].slice(0, 300)}` });
}
