import { describe, expect, it } from 'vitest';
import { codeOf, unsupportedMessages, unsupportedSource } from './hand-on-rules.ts';

/** One program per rule, each handed on; and the look-alikes McEval's programs are full of, each judged. */
describe('VimScript programs vim-wasm hands on', () => {
  const handedOn: [string, RegExp][] = [
    ['echo reduce([1, 2], {a, b -> a + b})', /Vim 9\.0 has/],
    ["let F = function('flatten')", /Vim 9\.0 has/],
    ["if exists('*charidx')", /Vim 9\.0 has/],
    ["call jsevalfunc('return 1')", /only vim-wasm has/],
    ['vim9script', /Ex command of Vim 9/],
    ['def F(): number', /Ex command of Vim 9/],
    ['  var x = 1', /Ex command of Vim 9/],
    ['echo 1 | final y = 2', /Ex command of Vim 9/],
    ['++count', /block or increment/],
    ['if has("float")', /has\(\)/],
    ['echo v:version', /version/],
    ['echo system("ls")', /host/],
    ['let lines = readfile("in.txt")', /files or folders/],
    ['echo $HOME', /environment variable/],
    ['let c = getchar()', /reads input/],
    ['echo strftime("%Y")', /local time/],
    ['silent !ls', /shell command/],
    ["silent! execute 'normal! dd'", /:execute/],
    ["let out = execute('ls')", /execute\(\)/],
    ['redir => out', /reaches the host/],
    ['w! out.txt', /reaches the host/],
    ['let x = a >> 2', /<< or >>/],
    ['let w[j][and((q[i] >> j), 1)] += 1', /<< or >>/],
    ['let x = a ?? 0', /\?\? operator/],
    ['echo $"x = {x}"', /interpolated string/],
  ];
  for (const [line, reason] of handedOn) {
    it(`hands on: ${line}`, () => expect(unsupportedSource(`${line}\nexit(0)\n`)).toMatch(reason));
  }

  const judged = [
    '" Example cases:\n"     >>> SumOfXorSubarrays([1, 2, 3, 4, 5], 5)\n"     39',
    'let text =<< trim END\n  a\nEND',
    'echo "a >> b ?? c"',
    "echo 'it''s >> here'",
    'let x = 1 " a comment with >> and ??',
    'let s = matchstr(a:s, \'\\v^\\d+$\')',
    'function! Reduce(list)\n  return a:list\nendfunction\ncall Reduce([1])',
    'let has_key = has_key({}, "a")',
    'if assert_equal(5, Add(2, 3)) | cq | endif',
    'let evens = filter(copy(l), {_, v -> v % 2 == 0})',
  ];
  for (const program of judged) {
    it(`judges: ${program.split('\n')[0]}`, () => expect(unsupportedSource(`${program}\nexit(0)\n`)).toBeUndefined());
  }

  it('reads code without comments and strings', () => {
    expect(codeOf('" a comment\nlet x = "a" . \'b\' " trailing\nlet y = $"{x}"')).toBe('let x = 0 . 0 \nlet y = $INTERPOLATED');
  });
});

describe('VimScript runs handed on by the errors vim-wasm gave', () => {
  it('hands on an argument count Vim 8.2 rejects for a built-in, a Vim 9 function or command, and a shift', () => {
    expect(unsupportedMessages('line    1:\nE118: Too many arguments for function: trim\n')).toMatch(/trim\(\)/);
    expect(unsupportedMessages('E117: Unknown function: reduce\n')).toMatch(/reduce\(\)/);
    expect(unsupportedMessages('E492: Not an editor command: vim9script\n')).toMatch(/:vim9script/);
    expect(unsupportedMessages('E15: Invalid expression: > j), 1)] += 1\n')).toMatch(/<< and >>/);
    expect(unsupportedMessages('E342: Out of memory!  (allocating 1000000 bytes)\n')).toMatch(/memory/);
    expect(unsupportedMessages('line    1:\nE806: using Float as a String\n')).toMatch(/Float as a String/);
  });

  it('judges the errors both Vims give alike', () => {
    expect(unsupportedMessages('E117: Unknown function: SumOfXorSubarrays\nE116: Invalid arguments for function assert_equal\n')).toBeUndefined();
    expect(unsupportedMessages('E121: Undefined variable: x\nE684: list index out of range: 5\nE492: Not an editor command: foo\n')).toBeUndefined();
    expect(unsupportedMessages('')).toBeUndefined();
  });
});
