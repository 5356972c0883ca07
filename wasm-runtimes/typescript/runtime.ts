import type ts from 'typescript';
import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';
import { runCommonJs } from '../javascript/run-commonjs.ts';

/**
 * TypeScript: `tsc --lib es2015,dom file.ts` then `node file.js`. transpileModule with tsc's defaults gives
 * the same JavaScript (target ES5, CommonJS); the type check is skipped, as the official run ignores it.
 */
/** The compiler, imported by the first compile: a worker that only runs the emitted JavaScript never loads it. */
let compiler: Promise<typeof ts> | undefined;
const typescript = () => (compiler ??= import('typescript').then((m) => (m as { default?: typeof ts }).default ?? (m as unknown as typeof ts)));

export const runtime: WasmRuntime = {
  async load() {
    return 'TypeScript';
  },
  async compile(job) {
    const ts = await typescript();
    const main = job.files.find((f) => f.path === job.main)!;
    const out = new OutputCapture(job.outputCap);
    const emitted = ts.transpileModule(main.text, { fileName: main.path, compilerOptions: { lib: ['lib.es2015.d.ts', 'lib.dom.d.ts'] }, reportDiagnostics: true });
    for (const d of emitted.diagnostics ?? []) {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      out.write('stdout', `${main.path}${where ? `(${where.line + 1},${where.character + 1})` : ''}: error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n`);
    }
    return { output: out.finish({ exitCode: emitted.diagnostics?.length ? 2 : 0 }), artifact: new TextEncoder().encode(emitted.outputText) };
  },
  async run(job) {
    const js = job.main.replace(/\.ts$/, '.js');
    if (!job.artifact) throw new Error('TypeScript runs after its compile step');
    return runCommonJs(new TextDecoder().decode(job.artifact), js, job.outputCap);
  },
};
