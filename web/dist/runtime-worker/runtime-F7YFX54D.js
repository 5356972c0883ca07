import {
  OutputCapture
} from "./chunk-DRTXTAW4.js";
import "./chunk-PIRHQTI4.js";

// wasm-runtimes/perl/runtime.ts
var MISSING_MODULE = /Can't locate (\S+)\.pm in @INC/;
var zeroperl;
var wasmUrl = "";
var capture;
var version = "";
async function interpreter(files) {
  const fileSystem = new zeroperl.MemoryFileSystem({ "/": "" });
  for (const [path, text] of Object.entries(files)) fileSystem.addFile(path, text);
  return zeroperl.ZeroPerl.create({
    fileSystem,
    stdout: (d) => capture?.write("stdout", d),
    stderr: (d) => capture?.write("stderr", d),
    // In a browser it fetches its wasm relative to the page: point it at the package instead.
    fetch: () => fetch(wasmUrl)
  });
}
var runtime = {
  async load(assets) {
    if (assets.platform === "browser") {
      const scope = globalThis;
      scope.window ??= globalThis;
      scope.document ??= {};
    }
    zeroperl = await assets.importModule("@6over3/zeroperl-ts", "dist/esm/index.js");
    wasmUrl = assets.locate("@6over3/zeroperl-ts", "dist/esm/zeroperl.wasm");
    capture = new OutputCapture(1 << 16);
    const perl = await interpreter({});
    await perl.eval('print sprintf("%vd", $^V)');
    perl.flush();
    version = `Perl ${capture.finish({ exitCode: 0 }).stdout}`;
    perl.dispose();
    capture = void 0;
    return version;
  },
  async run(job) {
    const out = capture = new OutputCapture(job.outputCap);
    const perl = await interpreter(Object.fromEntries(job.files.map((f) => [`/box/${f.path}`, f.text])));
    try {
      const result = await perl.runFile(`/box/${job.main}`, []);
      perl.flush();
      const missing = MISSING_MODULE.exec(result.error ?? "") ?? MISSING_MODULE.exec(out.finish({ exitCode: 0 }).stderr);
      if (missing) return out.finish({ exitCode: null, unavailable: `the program uses the Perl module ${missing[1].replace(/\//g, "::")}, which zeroperl does not have` });
      if (!result.success && result.error) out.write("stderr", result.error.endsWith("\n") ? result.error : result.error + "\n");
      return out.finish({ exitCode: result.exitCode & 255 });
    } finally {
      perl.dispose();
      capture = void 0;
    }
  }
};
export {
  runtime
};
