import type { WasmRuntime } from '../runtime.ts';
import { runCommonJs } from './run-commonjs.ts';

/** JavaScript: the worker's own engine runs the file as a CommonJS module, as `node file.js` does. */
export const runtime: WasmRuntime = {
  async load() {
    return 'the worker\'s JavaScript engine';
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main)!;
    return runCommonJs(main.text, main.path, job.outputCap);
  },
};
