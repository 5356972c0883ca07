import {
  OutputCapture
} from "./chunk-DRTXTAW4.js";
import "./chunk-PIRHQTI4.js";

// wasm-runtimes/r/runtime.ts
var MISSING_PACKAGE = /there is no package called .(\w[\w.]*)./;
var driver = (file) => `
rm(list = ls(globalenv(), all.names = TRUE), envir = globalenv())
local({
  quit_as_condition <- function(save = "default", status = 0, runLast = TRUE)
    stop(structure(class = c("mcjudge_quit", "error", "condition"), list(status = status, message = "quit", call = NULL)))
  assign("quit", quit_as_condition, envir = globalenv())
  assign("q", quit_as_condition, envir = globalenv())
  tryCatch({ source(${JSON.stringify(file)}, local = globalenv(), echo = FALSE); 0L },
    mcjudge_quit = function(e) as.integer(e$status),
    error = function(e) {
      call <- conditionCall(e)
      msg <- if (is.null(call)) paste0("Error: ", conditionMessage(e)) else paste0("Error in ", deparse(call)[1], " : ", conditionMessage(e))
      cat(msg, "\\nExecution halted\\n", sep = "", file = stderr())
      1L
    })
})`;
var webR;
var shelter;
var programs = 0;
var runtime = {
  async load(assets) {
    const { WebR } = await assets.importModule("webr", assets.platform === "browser" ? "dist/webr.js" : "dist/webr.mjs");
    const baseUrl = assets.locate("webr", "dist/");
    webR = new WebR({ baseUrl: baseUrl.endsWith("/") ? baseUrl : baseUrl + "/", interactive: false, repoUrl: "" });
    await webR.init();
    shelter = await new webR.Shelter();
    await webR.FS.mkdir("/box");
    const probe = await shelter.captureR('cat(R.version$major, R.version$minor, sep = ".")', { captureStreams: true, withAutoprint: false });
    const version = probe.output.map((o) => String(o.data)).join("");
    await shelter.purge();
    return `R ${version}`;
  },
  async run(job) {
    const out = new OutputCapture(job.outputCap);
    const dir = `/box/${++programs}`;
    await webR.FS.mkdir(dir);
    for (const f of job.files) await webR.FS.writeFile(`${dir}/${f.path}`, new TextEncoder().encode(f.text));
    try {
      const r = await shelter.captureR(driver(`${dir}/${job.main}`), { captureStreams: true, captureConditions: false, withAutoprint: false });
      const [status] = (await r.result.toJs()).values;
      for (const o of r.output) if (o.type === "stdout" || o.type === "stderr") out.write(o.type, `${String(o.data)}
`);
      const result = out.finish({ exitCode: status & 255 });
      const missing = MISSING_PACKAGE.exec(result.stderr);
      return missing ? { ...result, unavailable: `the program loads the R package ${missing[1]}, which webR's base installation does not have` } : result;
    } finally {
      await shelter.purge();
    }
  }
};
export {
  runtime
};
