import {
  runCommonJs
} from "./chunk-VWOWVSY5.js";
import "./chunk-DRTXTAW4.js";
import "./chunk-PIRHQTI4.js";

// wasm-runtimes/javascript/runtime.ts
var runtime = {
  async load() {
    return "the worker's JavaScript engine";
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main);
    return runCommonJs(main.text, main.path, job.outputCap);
  }
};
export {
  runtime
};
