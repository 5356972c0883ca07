import CoffeeScript from 'coffeescript/lib/coffeescript-browser-compiler-modern/coffeescript.js';
import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';
import { runCommonJs } from '../javascript/run-commonjs.ts';

/** CoffeeScript: `coffee file.coffee` compiles with the safety wrapper and runs the result as a Node module. */
export const runtime: WasmRuntime = {
  async load() {
    return `CoffeeScript ${CoffeeScript.VERSION}`;
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main)!;
    let js: string;
    try {
      js = CoffeeScript.compile(main.text, { filename: main.path, bare: false });
    } catch (e) {
      const out = new OutputCapture(job.outputCap);
      out.write('stderr', `${main.path}: ${(e as Error).toString()}\n`);
      return out.finish({ exitCode: 1 });
    }
    return runCommonJs(js, main.path, job.outputCap);
  },
};
