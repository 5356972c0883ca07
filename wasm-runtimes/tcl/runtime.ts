import { ByteSink, OutputCapture } from '../output-capture.ts';
import type { Job, StepOutput, WasmRuntime } from '../runtime.ts';
import { tclshPrelude, tclWord } from './tclsh-prelude.ts';
import { unsupportedError, unsupportedSource } from './unsupported.ts';
import { exitStatus, readWaclFiles, startWacl, WACL_MEMORY_BYTES, type WaclFiles, type WaclInstance } from './wacl.ts';

/**
 * Runs a file as `tclsh N.tcl` does, with wacl (Tcl 8.6.6 compiled to WebAssembly), in a fresh Emscripten
 * instance per program (`exit` unwinds the interpreter, and nothing of one program's interpreter or file
 * system reaches the next): `puts` goes to the captured streams, an uncaught error prints its errorInfo to
 * stderr and exits 1, `exit N` exits N, and a clean end exits 0 through `exit 0` as tclsh does. What wacl
 * lacks (exec, sockets, host files, packages, memory beyond 512 MiB) hands the program on.
 */

let files: WaclFiles;
let version = '';

interface Interpreter {
  tcl: WaclInstance;
  stdout: ByteSink;
  stderr: ByteSink;
}

/** A fresh wacl with /box, and /etc/localtime when this host's clock is UTC (tclsh reads it for `clock`). */
async function interpreter(): Promise<Interpreter> {
  const stdout = new ByteSink('stdout');
  const stderr = new ByteSink('stderr');
  const tcl = await startWacl(files, { stdout: (b) => stdout.push(b), stderr: (b) => stderr.push(b) });
  tcl.mkdir('/box');
  if (hostIsUtc()) {
    tcl.mkdir('/etc');
    tcl.writeFile('/etc/localtime', UTC_ZONEINFO);
  }
  return { tcl, stdout, stderr };
}

function hostIsUtc(): boolean {
  const year = new Date().getFullYear();
  return new Date(year, 0, 1).getTimezoneOffset() === 0 && new Date(year, 6, 1).getTimezoneOffset() === 0;
}

/** A TZif file for UTC with no transitions: what a UTC Linux host has as /etc/localtime. */
const UTC_ZONEINFO = (() => {
  const bytes = new Uint8Array(44 + 6 + 4);
  bytes.set(new TextEncoder().encode('TZif'), 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(20 + 4 * 4, 1); // typecnt
  view.setUint32(20 + 5 * 4, 4); // charcnt
  bytes.set(new TextEncoder().encode('UTC\0'), 50); // ttinfo at 44: gmtoff 0, isdst 0, abbrind 0
  return bytes;
})();

/** The instance loaded with the worker, for its program; a second program in the same worker gets its own. */
let next: Promise<Interpreter> | undefined;

/** What Emscripten throws that is not an exit: the reason the program goes to a native tclsh. */
function crashReason(e: unknown): string {
  const text = String(e);
  if (/Cannot enlarge memory/.test(text)) return `it needs more than the ${WACL_MEMORY_BYTES >> 20} MiB of memory wacl has`;
  if (e instanceof RangeError) return `it recursed deeper than wacl's stack allows (${e.message})`;
  return `wacl stopped with ${text.split('\n')[0].slice(0, 200)}`;
}

export const runtime: WasmRuntime = {
  async load(assets) {
    files = await readWaclFiles(assets);
    next = interpreter();
    const { tcl } = await next;
    if (tcl.eval('info patchlevel') !== 0) throw new Error(`wacl did not start: ${tcl.result()}`);
    version = `Tcl ${tcl.result()} (wacl)`;
    return version;
  },
  async run(job: Job): Promise<StepOutput> {
    const out = new OutputCapture(job.outputCap);
    const lacking = unsupportedSource(job.files.map((f) => f.text).join('\n'));
    if (lacking) return out.finish({ exitCode: null, unavailable: lacking });
    const { tcl, stdout, stderr } = await (next ?? interpreter());
    next = undefined;
    stdout.target = stderr.target = out;
    const finish = (end: { exitCode: number | null; unavailable?: string }) => {
      stdout.flush();
      stderr.flush();
      return out.finish(end);
    };
    try {
      const encoder = new TextEncoder();
      for (const f of job.files) {
        const dir = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '';
        if (dir) tcl.mkdir(`/box/${dir}`);
        tcl.writeFile(`/box/${f.path}`, encoder.encode(f.text));
      }
      if (tcl.eval(tclshPrelude(job.main)) !== 0) throw new Error(`the tclsh prelude failed: ${tcl.result()}`);
      const source = `source ${/^[\w./-]+$/.test(job.main) ? job.main : tclWord(job.main)}`;
      let exitCode = 0;
      if (tcl.eval(source) !== 0) {
        // tclsh prints the error's errorInfo; here it also ends with the frame of the `source` command.
        tcl.eval('set ::errorInfo');
        const errorInfo = tcl.result().replace(new RegExp(`\\n    (?:invoked from within|while executing)\\n"${escapeRegExp(source)}"$`), '');
        const reason = unsupportedError(errorInfo);
        if (reason) return finish({ exitCode: null, unavailable: reason });
        tcl.eval('catch {flush stderr}');
        stderr.flush();
        out.write('stderr', errorInfo + '\n');
        exitCode = 1;
      }
      // As tclsh: `exit` (the program's own, if it redefined it), which flushes the channels.
      tcl.eval(`exit ${exitCode}`);
      tcl.eval('catch {flush stdout}; catch {flush stderr}');
      return finish({ exitCode });
    } catch (e) {
      const status = exitStatus(e);
      if (status !== undefined) return finish({ exitCode: status & 0xff });
      return finish({ exitCode: null, unavailable: crashReason(e) });
    } finally {
      stdout.target = stderr.target = undefined;
    }
  },
};

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
