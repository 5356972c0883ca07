import {
  OutputCapture
} from "./chunk-DRTXTAW4.js";
import "./chunk-PIRHQTI4.js";

// wasm-runtimes/php/runtime.ts
var DEBIAN_CLI_INI = ["display_errors=Off", "log_errors=On", "zend.exception_ignore_args=On", "error_reporting=E_ALL & ~E_DEPRECATED & ~E_STRICT"];
var universal;
var loader;
async function php(files, argv) {
  const instance = new universal.PHP(await universal.loadPHPRuntime(loader, { processId: 1 }));
  instance.mkdir("/box");
  for (const f of files) instance.writeFile(`/box/${f.path}`, f.text);
  return instance.cli(["php", ...DEBIAN_CLI_INI.flatMap((s) => ["-d", s]), ...argv], { cwd: "/box" });
}
var runtime = {
  async load(assets) {
    universal = await assets.importModule("@php-wasm/universal", "index.js");
    const builds = await assets.importModule("@php-wasm/node-8-3", "index.js");
    loader = await builds.getPHPLoaderModule();
    const probe = await php([], ["-r", "echo PHP_VERSION;"]);
    return `PHP ${await probe.stdoutText}`;
  },
  async run(job) {
    const out = new OutputCapture(job.outputCap);
    const response = await php(job.files, ["-d", "zend.assertions=1", `/box/${job.main}`]);
    const [exitCode, stdout, stderr] = await Promise.all([response.exitCode, response.stdoutText, response.stderrText]);
    out.write("stdout", stdout);
    out.write("stderr", stderr);
    return out.finish({ exitCode: exitCode & 255 });
  }
};
export {
  runtime
};
