import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';

interface StreamedResponse {
  exitCode: Promise<number>;
  stdoutText: Promise<string>;
  stderrText: Promise<string>;
}
interface PhpInstance {
  mkdir(path: string): void;
  writeFile(path: string, data: string): void;
  cli(argv: string[], options?: { cwd?: string }): Promise<StreamedResponse>;
  exit(code?: number): void;
}
interface PhpUniversal {
  loadPHPRuntime(loader: unknown, options: object): Promise<number>;
  PHP: new (runtimeId: number) => PhpInstance;
}

/**
 * The settings of Debian's CLI php.ini (php.ini-production) that change what a failing program prints:
 * errors go to stderr as `PHP Fatal error: ...`, not to stdout, and stack traces omit arguments.
 */
const DEBIAN_CLI_INI = ['display_errors=Off', 'log_errors=On', 'zend.exception_ignore_args=On', 'error_reporting=E_ALL & ~E_DEPRECATED & ~E_STRICT'];

let universal: PhpUniversal;
let loader: unknown;

/** A PHP CLI process: a fresh PHP runtime per program (the CLI SAPI leaves an instance unusable). */
async function php(files: { path: string; text: string }[], argv: string[]): Promise<StreamedResponse> {
  const instance = new universal.PHP(await universal.loadPHPRuntime(loader, { processId: 1 }));
  instance.mkdir('/box');
  for (const f of files) instance.writeFile(`/box/${f.path}`, f.text);
  return instance.cli(['php', ...DEBIAN_CLI_INI.flatMap((s) => ['-d', s]), ...argv], { cwd: '/box' });
}

/** PHP: php-wasm (PHP 8.3 in WebAssembly) run as `php -d zend.assertions=1 file.php`. Node only for now. */
export const runtime: WasmRuntime = {
  async load(assets) {
    universal = await assets.importModule<PhpUniversal>('@php-wasm/universal', 'index.js');
    const builds = await assets.importModule<{ getPHPLoaderModule(): Promise<unknown> }>('@php-wasm/node-8-3', 'index.js');
    loader = await builds.getPHPLoaderModule();
    const probe = await php([], ['-r', 'echo PHP_VERSION;']);
    return `PHP ${await probe.stdoutText}`;
  },
  async run(job) {
    const out = new OutputCapture(job.outputCap);
    const response = await php(job.files, ['-d', 'zend.assertions=1', `/box/${job.main}`]);
    const [exitCode, stdout, stderr] = await Promise.all([response.exitCode, response.stdoutText, response.stderrText]);
    out.write('stdout', stdout);
    out.write('stderr', stderr);
    return out.finish({ exitCode: exitCode & 0xff });
  },
};
