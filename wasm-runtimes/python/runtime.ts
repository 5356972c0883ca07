import { loadPyodide, type PyodideAPI } from 'pyodide';
import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';

/**
 * Runs a file as `python file.py` would in a fresh process: a new `__main__` module, sys.argv, an
 * uncaught exception printed as a traceback with exit 1, SystemExit honoured. A module missing from
 * pyodide's standard library is a handoff (`unavailable:<module>`), not a failure.
 */
const DRIVER = `
import sys, types, traceback, importlib.util

def __mcjudge_run(src, filename):
    sys.argv = [filename]
    host_main = sys.modules['__main__']
    module = types.ModuleType('__main__')
    module.__file__ = filename
    namespace = module.__dict__
    sys.modules['__main__'] = module
    try:
        exec(compile(src, filename, 'exec'), namespace)
        return 0
    except SystemExit as e:
        code = e.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except ModuleNotFoundError as e:
        top = (e.name or '').split('.')[0]
        if top and importlib.util.find_spec(top) is None and top not in __mcjudge_absent_natively:
            return 'unavailable:' + top
        traceback.print_exc()
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        sys.modules['__main__'] = host_main
        namespace.clear()

# Modules that do not exist in CPython either: importing them fails the same way everywhere.
__mcjudge_absent_natively = set()
`;

let pyodide: PyodideAPI;
/** The interpreter's memory right after a fresh load: later workers restore it in a fraction of the time. */
let loadedImage: Uint8Array | undefined;
let capture: OutputCapture | undefined;
let run: (src: string, filename: string) => number | string;

export const runtime: WasmRuntime = {
  async load(assets, image) {
    const indexURL = assets.locate('pyodide', '');
    // pyodide reads the image through 32-bit views: one that crossed a byte stream may start unaligned.
    const from = image ? { _loadSnapshot: image.byteOffset % 8 === 0 ? image : image.slice() } : { _makeSnapshot: true };
    pyodide = await loadPyodide({ indexURL: indexURL.endsWith('/') ? indexURL : indexURL + '/', fullStdLib: false, ...from });
    // Before anything below creates references to JavaScript objects, which an image cannot hold.
    loadedImage = image ? undefined : pyodide.makeMemorySnapshot();
    const writer = (stream: 'stdout' | 'stderr') => ({
      write: (buffer: Uint8Array) => {
        capture?.write(stream, buffer);
        return buffer.length;
      },
      isatty: false,
    });
    pyodide.setStdout(writer('stdout'));
    pyodide.setStderr(writer('stderr'));
    pyodide.setStdin({ stdin: () => null, autoEOF: true });
    pyodide.runPython(DRIVER);
    run = pyodide.globals.get('__mcjudge_run');
    return `Python ${pyodide.runPython('import sys; sys.version.split()[0]')} (pyodide ${pyodide.version})`;
  },
  image() {
    return loadedImage;
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main)!;
    capture = new OutputCapture(job.outputCap);
    try {
      const code = run(main.text, main.path);
      if (typeof code === 'string') {
        const missing = code.slice('unavailable:'.length);
        return capture.finish({ exitCode: null, unavailable: `the program imports "${missing}", which pyodide's standard library does not have` });
      }
      return capture.finish({ exitCode: code & 0xff });
    } finally {
      capture = undefined;
    }
  },
};
