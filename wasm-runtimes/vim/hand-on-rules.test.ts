import { describe, expect, it } from 'vitest';
import { codeOf, unsupportedMessages, unsupportedSource } from './hand-on-rules.ts';

/** One program per rule, each handed on; and the look-alikes McEval's programs are full of, each judged. */
describe('VimScript programs vim-wasm hands on', () => {
  const handedOn: [string, RegExp][] = [
    ['echo reduce([1, 2], {a, b -> a + b})', /Vim 9\.0 has/],
    ["let F = function('flatten')", /names, in a string/],
    ["if exists('*charidx')", /names, in a string/],
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
    ["echo 'x'.system('ls')", /host/],
    ["execu 'echo 1'", /:execute/],
    ['sou other.vim', /reaches the host/],
    ['wr out.txt', /reaches the host/],
    ['%!sort', /shell command/],
    ['1,$!sort', /shell command/],
    ['vim9s', /Ex command of Vim 9/],
    ['vertical new', /reaches the host/],
    ['try', /catches errors/],
    ['silent! call F()', /silences errors/],
    ['set lines=5', /screen size/],
    ["let F = function('system')", /names, in a string/],
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
    "let parts = split(s, 'x\\|e')",
    "let m = matchstr(s, '\\v(a|e|i)')",
    '" It has (at least) one $x in its comment',
    'echo "Price: $x"',
    'let result = d.system(1)',
  ];
  for (const program of judged) {
    it(`judges: ${program.split('\n')[0]}`, () => expect(unsupportedSource(`${program}\nexit(0)\n`)).toBeUndefined());
  }

  it('reads code without comments and strings', () => {
    expect(codeOf('" a comment\nlet x = "a" . \'b\' " trailing\nlet y = $"{x}"')).toBe('let x = (0) . (0) \nlet y = $INTERPOLATED');
  });
});

describe('VimScript runs handed on by the errors vim-wasm gave', () => {
  it("hands on any error that is not the program's own mistake in both Vims", () => {
    for (const error of [
      'E118: Too many arguments for function: trim',
      'E119: Not enough arguments for function: strpart',
      'E117: Unknown function: reduce',
      'E492: Not an editor command: vim9script',
      'E15: Invalid expression: > j), 1)] += 1',
      'E714: List required',
      'E712: Argument of map() must be a List or Dictionary',
      'E121: Undefined variable: v:numbermax',
      'E806: using Float as a String',
      'E342: Out of memory!  (allocating 1000000 bytes)',
      'E9999: Could not access /box/x.js: no such file',
    ]) {
      expect(unsupportedMessages(`Error detected while processing /box/1.vim:\nline    1:\n${error}\n`), error).toContain(error.slice(0, 20));
    }
  });

  it('judges the errors both Vims give alike', () => {
    expect(unsupportedMessages('\nE117: Unknown function: SumOfXorSubarrays\nE116: Invalid arguments for function assert_equal\n')).toBeUndefined();
    expect(unsupportedMessages('E117: Unknown function: lenn\nE121: Undefined variable: x\nE684: list index out of range: 5\nE492: Not an editor command: foo\n')).toBeUndefined();
    expect(unsupportedMessages('E118: Too many arguments for function: Add\nE716: Key not present in Dictionary: "k"\nE171: Missing :endif\n')).toBeUndefined();
    expect(unsupportedMessages('')).toBeUndefined();
  });
});
