import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeRuntimeContract } from '../contract/runtime-contract.ts';
import { nodeAssets } from '../host/node-assets.ts';
import { runtime } from './runtime.ts';

describeRuntimeContract('VimScript', {
  passes: 'function! Add(a, b)\n  return a:a + a:b\nendfunction\nif assert_equal(5, Add(2, 3)) | cq | endif\nexit(0)\n',
  failsItsAssert: 'if assert_equal(5, 2 + 2) | cq | endif\nexit(0)\n',
  // Silent Ex mode (the default mode's -es): an error (here a function never defined) makes Vim exit 1
  // even after exit(0). (A line that does not parse gives E15, which is handed on: Vim 9.0 parses more.)
  broken: { text: 'call NeverDefined()\nexit(0)\n', status: 'failed' },
  loopsForever: 'while 1\nendwhile\n',
  // :print is what silent Ex mode writes to stdout.
  floods: "call setline(1, repeat('x', 40))\nfor i in range(20000) | print | endfor\nexit(0)\n",
  handsOn: 'if assert_equal("", system("ls")) | cq | endif\nexit(0)\n',
});

const PAPER = ['vim', '-u', 'NONE', '-i', 'NONE', '-n', '-N', '--not-a-term', '--cmd', 'source 1.vim'];
const DEFAULT = ['vim', '-u', 'NONE', '-i', 'NONE', '-n', '-N', '-es', '--cmd', 'source 1.vim'];

/** What Debian 12's vim 9.0 gives for the same command lines (recorded with stdin closed), through the runtime directly. */
describe('VimScript in vim-wasm behaves as the native vim', () => {
  const run = async (text: string, argv = DEFAULT) => {
    await runtime.load(nodeAssets);
    return runtime.run({ files: [{ path: '1.vim', text }], main: '1.vim', outputCap: 1 << 16, argv });
  };
  const erring = 'function! F()\n  return 2\nendfunction\necho "hello"\ncall Nope()\nif assert_equal(2, F()) | cq | endif\nexit(0)\n';

  it('in paper mode an error is printed on stdout (as the native vim does with no TERM) and the script goes on to exit(0), so the exit status is 0', async () => {
    const out = await run(erring, PAPER);
    expect(out).toMatchObject({ exitCode: 0, stderr: '' });
    expect(out.stdout).toMatch(/^hello\r\nError detected while processing .*1\.vim:\r\nline    5:\r\nE117: Unknown function: Nope\r\n$/);
  }, 60_000);

  it('in paper mode hands on a program whose messages come near a screenful, where the native vim waits at its more prompt', async () => {
    const echoes = (n: number) => `for i in range(${n})\n  echo 'line ' . i\nendfor\nexit(0)\n`;
    expect(await run(echoes(10), PAPER)).toMatchObject({ exitCode: 0 });
    // The native vim: 23 lines exit 0, 24 wait at "-- More --" until the time runs out.
    expect((await run(echoes(24), PAPER)).unavailable).toMatch(/more prompt/);
    expect(await run(echoes(24))).toMatchObject({ exitCode: 0 });
  }, 60_000);

  it('in silent Ex mode any error adds 1 to the exit status, and nothing is printed', async () => {
    expect(await run(erring)).toMatchObject({ exitCode: 1, stdout: '', stderr: '' });
    // A failed assertion's :cquit (1) plus the error: 2, as vim 9.0 exits.
    expect(await run(erring.replace('return 2', 'return 1'))).toMatchObject({ exitCode: 2 });
  }, 60_000);

  it('has 64-bit numbers, floats and UTF-8 strings as the native vim prints them', async () => {
    const out = await run(
      "call setline(1, string([9223372036854775807, 2147483647 + 1, 1.0/3, 0.1+0.2, printf('%.17g', 1.0/3), -7/2, -7%2, 7/0, strlen('é'), strchars('é'), toupper('é'), sort([3,1,2], 'n'), keys({'b':1,'a':2})]))\nprint\nexit(0)\n",
    );
    expect(out).toMatchObject({
      exitCode: 0,
      stdout: "[9223372036854775807, 2147483648, 0.333333, 0.3, '0.33333333333333331', -3, -1, 9223372036854775807, 2, 1, 'É', [1, 2, 3], ['a', 'b']]\n",
    });
  }, 60_000);

  it('hands on what the native Vim 9.0 runs differently, with the reason', async () => {
    expect((await run('echo reduce([1, 2], {a, b -> a + b})\nexit(0)\n')).unavailable).toMatch(/Vim 9\.0 has/);
    expect((await run('vim9script\nvar x = 1\nexit(0)\n')).unavailable).toMatch(/Vim 9/);
    expect((await run("call trim('x', 'y', 1)\nexit(0)\n")).unavailable).toMatch(/E118: Too many arguments for function: trim/);
    expect((await run('if has("job") | cq | endif\nexit(0)\n')).unavailable).toMatch(/has\(\)/);
    expect((await run('let x = readfile("/etc/passwd")\nexit(0)\n')).unavailable).toMatch(/files/);
    expect((await run('function! F()\n  return 1\nendfunction\n')).unavailable).toMatch(/without quitting Vim/);
    // Vim 9.0 loops over a String's characters; Vim 8.2.0055 says E714, the only sign.
    expect((await run("for c in 'abc'\nendfor\nexit(0)\n")).unavailable).toMatch(/E714/);
    // A jsevalfunc() reached by a computed name would wait for JavaScript forever.
    expect((await run("echo call('js' . 'evalfunc', ['return 1'])\nexit(0)\n")).unavailable).toMatch(/JavaScript/);
  }, 60_000);
});

describe('the vim-wasm package', () => {
  const SHA256: Record<string, string> = {
    'vim.js': 'b27d49a7a2c1001b10eab34447e92a4e0c1639dc06fcf9313b8746aec5a46f39',
    'vim.wasm': '3fd2c34b250a1cc503b59caacead3ffb5af5e1ce84882e194e20b9a9830ca7bd',
    'vim.data': '51cd4ad02cb3adc8df63dfa6e558df5d9923ffd0dcd133fa3c75e15979f6dd9e',
  };
  it('is vim-wasm 0.0.13 as published, byte for byte', async () => {
    for (const file of Object.keys(SHA256)) {
      const bytes = await nodeAssets.bytes('vim-wasm', file);
      expect(createHash('sha256').update(bytes).digest('hex'), file).toBe(SHA256[file]);
    }
  });
});
