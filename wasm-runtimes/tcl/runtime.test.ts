import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeRuntimeContract } from '../contract/runtime-contract.ts';
import { nodeAssets } from '../host/node-assets.ts';
import { runtime } from './runtime.ts';
import { WACL_FILES } from './wacl.ts';

describeRuntimeContract('Tcl', {
  passes: 'proc add {a b} { expr {$a + $b} }\nif {[add 2 3] != 5} { error "Test failed" }\nputs ok\n',
  failsItsAssert: 'if {1 + 1 != 3} { error "Test failed" }\n',
  broken: { text: 'proc f {} {\n  return 1\n', status: 'failed' },
  loopsForever: 'while 1 {}\n',
  floods: 'for {set i 0} {$i < 20000} {incr i} { puts [string repeat x 40] }\n',
  handsOn: 'set out [exec ls]\nif {$out eq ""} { error "Test failed" }\n',
});

/** What `tclsh 1.tcl` gives on 64-bit Linux (Tcl 8.6.13, LANG=C.UTF-8), run through the runtime directly. */
describe('Tcl in wacl behaves as tclsh on 64-bit Linux', () => {
  const run = async (text: string) => {
    await runtime.load(nodeAssets);
    return runtime.run({ files: [{ path: '1.tcl', text }], main: '1.tcl', outputCap: 1 << 16 });
  };

  it('prints an uncaught error as tclsh does (errorInfo on stderr) and exits 1, after what stdout had', async () => {
    const out = await run('puts before\nproc check {} {\n  error "Test case 2 Failed"\n}\ncheck\n');
    expect(out).toMatchObject({
      exitCode: 1,
      stdout: 'before\n',
      stderr: 'Test case 2 Failed\n    while executing\n"error "Test case 2 Failed""\n    (procedure "check" line 2)\n    invoked from within\n"check"\n    (file "1.tcl" line 5)\n',
    });
  }, 60_000);

  it('exits with the status given to exit, keeping output written without a newline', async () => {
    expect(await run('puts -nonewline partial\nputs stderr warned\nexit 3\n')).toMatchObject({ exitCode: 3, stdout: 'partial', stderr: 'warned\n' });
    expect(await run('exit 256\n')).toMatchObject({ exitCode: 0 });
  }, 60_000);

  it('has a 64-bit int(), format and scan, UTF-8 sources and the argv tclsh sets', async () => {
    const out = await run(
      'puts [expr {int(3000000000.5)}]\nputs [format "%d %x %5.1f %%d %s" 3000000000 -1 2.25 é]\nputs [scan 3000000000 %d]\n' +
        'puts [string length "é"]\nputs [list $argv0 $argc $argv $tcl_platform(wordSize)]\n',
    );
    expect(out.stdout).toBe('3000000000\n3000000000 ffffffffffffffff   2.2 %d é\n3000000000\n1\n1.tcl 0 {} 8\n');
  }, 60_000);

  it('hands on what it cannot run faithfully, with the reason', async () => {
    expect((await run('package require struct::stack\n')).unavailable).toMatch(/struct::stack/);
    expect((await run('set f [open /etc/passwd]\n')).unavailable).toMatch(/host path/);
    expect((await run('set s [string repeat x 600000000]\nputs [string length $s]\n')).unavailable).toMatch(/MiB of memory/);
  }, 120_000);
});

describe('the vendored wacl', () => {
  const SHA256: Record<(typeof WACL_FILES)[number], string> = {
    'wacl-custom.data': '46874b6dfe04b9c693815fe904a52e3583260323857dee46ac7373c484e3b2f8',
    'wacl-library.data': '3a8e166c2197920e36c874e2fefae4ca6e0c4a920a443b8e1d2282c344d485f0',
    'wacl.js': 'aaf15692eea0ac8bb2515a65a9f8bae5561cb032cb59b8bfc2659900c10c42c9',
    'wacl.wasm': '9f55db5a617fd154882bb93bbf333dad5af1d0d697e8076ed05896fb91b22e99',
  };
  it('is byte for byte the files of @live-codes/browser-compilers 0.22.10 dist/wacl/tcl', async () => {
    for (const file of WACL_FILES) {
      const bytes = await nodeAssets.bytes('@mcjudge/wacl', `tcl/${file}`);
      expect(createHash('sha256').update(bytes).digest('hex'), file).toBe(SHA256[file]);
    }
  });
});
