import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';

interface PerlResult {
  success: boolean;
  error?: string;
  exitCode: number;
}
interface ZeroPerl {
  runFile(path: string, args?: string[]): Promise<PerlResult>;
  eval(code: string): Promise<PerlResult>;
  flush(): void;
  reset(): Promise<void>;
  dispose(): void;
}
interface ZeroPerlModule {
  ZeroPerl: { create(options: object): Promise<ZeroPerl> };
  MemoryFileSystem: new (preopens: Record<string, string>) => { addFile(path: string, content: string | Uint8Array): void };
}

/** Modules this trimmed Perl lacks: a program that uses one is handed to a native Perl. */
const MISSING_MODULE = /Can't locate (\S+)\.pm in @INC/;

let zeroperl: ZeroPerlModule;
let wasmUrl = '';
let capture: OutputCapture | undefined;
let version = '';

/**
 * Runs a file as `perl file.pl` does, with zeroperl (Perl 5.42 in WebAssembly), a fresh interpreter per
 * program: output is flushed at the end, `die` prints its message to stderr with exit 255 (or $!), and a
 * module missing from this trimmed build (POSIX, Test::More, Storable) hands the program on.
 */
async function interpreter(files: Record<string, string>): Promise<ZeroPerl> {
  const fileSystem = new zeroperl.MemoryFileSystem({ '/': '' });
  for (const [path, text] of Object.entries(files)) fileSystem.addFile(path, text);
  return zeroperl.ZeroPerl.create({
    fileSystem,
    stdout: (d: string | Uint8Array) => capture?.write('stdout', d),
    stderr: (d: string | Uint8Array) => capture?.write('stderr', d),
    // In a browser it fetches its wasm relative to the page: point it at the package instead.
    fetch: () => fetch(wasmUrl),
  });
}

export const runtime: WasmRuntime = {
  async load(assets) {
    if (assets.platform === 'browser') {
      // zeroperl fetches its wasm only where it sees a window; a worker has none, so it is shown one.
      const scope = globalThis as Record<string, unknown>;
      scope.window ??= globalThis;
      scope.document ??= {};
    }
    zeroperl = await assets.importModule<ZeroPerlModule>('@6over3/zeroperl-ts', 'dist/esm/index.js');
    wasmUrl = assets.locate('@6over3/zeroperl-ts', 'dist/esm/zeroperl.wasm');
    capture = new OutputCapture(1 << 16);
    const perl = await interpreter({});
    await perl.eval('print sprintf("%vd", $^V)');
    perl.flush();
    version = `Perl ${capture.finish({ exitCode: 0 }).stdout}`;
    perl.dispose();
    capture = undefined;
    return version;
  },
  async run(job) {
    const out = (capture = new OutputCapture(job.outputCap));
    const perl = await interpreter(Object.fromEntries(job.files.map((f) => [`/box/${f.path}`, f.text])));
    try {
      const result = await perl.runFile(`/box/${job.main}`, []);
      perl.flush();
      const missing = MISSING_MODULE.exec(result.error ?? '') ?? MISSING_MODULE.exec(out.finish({ exitCode: 0 }).stderr);
      if (missing) return out.finish({ exitCode: null, unavailable: `the program uses the Perl module ${missing[1].replace(/\//g, '::')}, which zeroperl does not have` });
      if (!result.success && result.error) out.write('stderr', result.error.endsWith('\n') ? result.error : result.error + '\n');
      return out.finish({ exitCode: result.exitCode & 0xff });
    } finally {
      perl.dispose();
      capture = undefined;
    }
  },
};
