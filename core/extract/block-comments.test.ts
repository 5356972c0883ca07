import { describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/index.ts';
import { withoutBlockComments } from './block-comments.ts';

describe('withoutBlockComments', () => {
  it("drops PowerShell's <# … #> and F#'s (* … *), with an unclosed one running to the end; (*) is an operator", () => {
    const powershell = getLanguage('PowerShell').defaults;
    expect(withoutBlockComments('a {\n<#\n@{x\n#>\nb }', powershell)).toBe('a {\n\nb }');
    expect(withoutBlockComments('a\n<# never closed {', powershell)).toBe('a\n');
    const fsharp = getLanguage('F#').defaults;
    expect(withoutBlockComments('let f x =\n(*\n doc\n*)\n    x\nList.fold (*) 1 xs', fsharp)).toBe('let f x =\n\n    x\nList.fold (*) 1 xs');
  });
  it('leaves a language without block comments as it is', () => {
    expect(withoutBlockComments('int f() { /* { */ }', getLanguage('C').defaults)).toBe('int f() { /* { */ }');
  });
});
