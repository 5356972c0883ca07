import { RubyVM } from '@ruby/wasm-wasi';
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';
import { OutputCapture } from '../output-capture.ts';
import type { WasmRuntime } from '../runtime.ts';

/**
 * Runs a file as `ruby file.rb` does, in a fresh Ruby VM per program (about 0.1 s without RubyGems): the
 * file evaluated at top level as `$0`, at_exit blocks run at the end (test/unit and minitest rely on them),
 * SystemExit gives the exit status, an uncaught exception prints Ruby's message to stderr and exits 1.
 * A program that requires a bundled gem (prime, matrix, minitest) runs again in a VM with RubyGems.
 */
const DRIVER = `
$stdout.sync = true
$stderr.sync = true
$__mcjudge_at_exit = []
module Kernel
  def at_exit(&block)
    $__mcjudge_at_exit << block
    block
  end
end
def __mcjudge_status(gems)
  yield
  0
rescue SystemExit => e
  e.status
rescue LoadError => e
  raise if gems || !e.path.nil? && e.path.start_with?('/')
  -1
rescue Exception => e
  $stderr.print(e.full_message(highlight: false))
  1
end
$0 = __mcjudge_file
status = __mcjudge_status($__mcjudge_gems) { TOPLEVEL_BINDING.eval(__mcjudge_src, __mcjudge_file, 1) }
while status >= 0 && (block = $__mcjudge_at_exit.pop)
  after = __mcjudge_status($__mcjudge_gems) { block.call }
  status = after if after != 0
end
status
`;

let module: WebAssembly.Module;

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function runIn(gems: boolean, filename: string, src: string, out: OutputCapture): Promise<number> {
  const fds = [
    new OpenFile(new File([])),
    new ConsoleStdout((b) => out.write('stdout', b)),
    new ConsoleStdout((b) => out.write('stderr', b)),
    new PreopenDirectory('/', new Map()),
  ];
  const wasi = new WASI([], [], fds, { debug: false });
  const args = gems ? ['ruby.wasm', '-EUTF-8', '-e_'] : ['ruby.wasm', '--disable-gems', '-EUTF-8', '-e_'];
  const { vm } = await RubyVM.instantiateModule({ module, wasip1: wasi, args });
  const literal = (text: string) => `'${base64(text)}'.unpack1('m').force_encoding('UTF-8')`;
  const program = `__mcjudge_file = ${literal(filename)}\n__mcjudge_src = ${literal(src)}\n$__mcjudge_gems = ${gems}\n${DRIVER}`;
  return Number(vm.eval(program).toString());
}

export const runtime: WasmRuntime = {
  async load(assets) {
    module = await WebAssembly.compile(await assets.bytes('@ruby/3.4-wasm-wasi', 'dist/ruby+stdlib.wasm') as BufferSource);
    const out = new OutputCapture(1 << 16);
    await runIn(false, 'version.rb', 'print RUBY_VERSION', out);
    return `Ruby ${out.finish({ exitCode: 0 }).stdout}`;
  },
  async run(job) {
    const main = job.files.find((f) => f.path === job.main)!;
    let out = new OutputCapture(job.outputCap);
    let status = await runIn(false, main.path, main.text, out);
    if (status < 0) {
      out = new OutputCapture(job.outputCap);
      status = await runIn(true, main.path, main.text, out);
    }
    return out.finish({ exitCode: status & 0xff });
  },
};
