import { describe, expect, it } from 'vitest';
import { Language, LanguageSupport } from '@codemirror/language';
import { LANGUAGES } from '@mcjudge/core';
import { CODE_MODES, PLAIN_TEXT_LANGUAGES, codeModeFor } from './code-modes.ts';
import { COLOUR_FIXES, highlightStyle } from './code-view.ts';

/** WCAG relative luminance and contrast ratio of two #rgb / #rrggbb colours. */
function luminance(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('CodeMirror language modes', () => {
  it('every McEval language has a mode, or is plain text on purpose', () => {
    for (const l of LANGUAGES) expect(l.id in CODE_MODES || PLAIN_TEXT_LANGUAGES.includes(l.id), l.id).toBe(true);
    const ids = new Set(LANGUAGES.map((l) => l.id));
    for (const id of [...Object.keys(CODE_MODES), ...PLAIN_TEXT_LANGUAGES]) expect(ids.has(id), `${id} is not a McEval language id`).toBe(true);
    expect(codeModeFor('markdown').name).toMatch(/^plain text/);
  });

  it('each mode loads as a CodeMirror language', async () => {
    for (const [id, mode] of Object.entries(CODE_MODES)) {
      const extension = await mode.load();
      expect(extension instanceof Language || extension instanceof LanguageSupport, id).toBe(true);
    }
    expect(await codeModeFor('vimscript').load()).toEqual([]);
  });
});

describe('the highlight style', () => {
  it('keeps every colour at WCAG AA (4.5:1) on the editor (white) and on the read-only views (--panel)', () => {
    const colours = highlightStyle.specs.map((s) => s.color).filter((c): c is string => typeof c === 'string');
    expect(colours.length).toBeGreaterThan(10);
    for (const c of colours) {
      expect(contrast(c, '#ffffff'), c).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c, '#f5f7f9'), c).toBeGreaterThanOrEqual(4.5);
    }
    // The colours that needed a fix did fall short before it.
    for (const before of Object.keys(COLOUR_FIXES)) expect(contrast(before, '#f5f7f9'), before).toBeLessThan(4.5);
  });
});
