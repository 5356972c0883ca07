import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages/index.ts';
import { LEADERBOARD_FILES, parseLeaderboard } from './leaderboard.ts';

describe('parseLeaderboard', () => {
  for (const f of LEADERBOARD_FILES) {
    it(`maps every language key of ${f.file} onto the registry`, () => {
      const models = parseLeaderboard(readFileSync(new URL(`../../data/${f.file}`, import.meta.url), 'utf8'));
      expect(models.length).toBeGreaterThanOrEqual(8);
      for (const m of models) for (const v of Object.values(m.byLanguage)) expect(v).toBeGreaterThanOrEqual(0);
    });
  }
  it('reads the generation leaderboard: 22 models over all 40 languages', () => {
    const models = parseLeaderboard(readFileSync(new URL('../../data/paper/code_complete.json', import.meta.url), 'utf8'));
    expect(models).toHaveLength(22);
    expect(Object.keys(models[0].byLanguage).sort()).toEqual(LANGUAGES.map((l) => l.name).sort());
    expect(models[0]).toMatchObject({ model: 'GPT-4-Turbo-231106', average: 0.634 });
    expect(models[0].byLanguage['Common Lisp']).toBe(0.64);
  });
});
