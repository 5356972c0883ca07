import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateGeneration, getLanguage, loadDataset, type Dataset, type Language, type Mode } from '../../core/index.ts';
import { diskDataSource } from '../../server/index.ts';
import { runPool } from '@mcjudge/core';
import { NativeExecutor } from '../../server/index.ts';
import { answerForm, type AnswerForm } from '../fixtures/answer-forms.ts';

/**
 * Paper mode is pinned to the official harness's measured verdicts on canonical answers, and the
 * default mode must pass every one of them (and the other answer forms) while broken answers fail.
 * Runs on the toolchains that .ci/run installs; a missing toolchain fails loudly, it is not skipped.
 */
const measured = JSON.parse(readFileSync(new URL('../fixtures/measured-form-a.json', import.meta.url), 'utf8')) as {
  failing: Record<string, number[] | 'all'>;
  passing_count: Record<string, number>;
};
const LANGS = [...Object.keys(measured.failing), ...Object.keys(measured.passing_count)].map(getLanguage);
/**
 * Their default-mode answer forms (A, B, bare) were checked by hand on Debian 12 (all pass; issue 4's
 * note): 600 more programs at about 1 s each would cost CI several minutes. Paper mode stays pinned.
 */
const PAPER_ONLY = ['Go', 'Haskell', 'Racket', 'Scheme', 'Pascal'];
/**
 * What CI runs, and what MCJUDGE_FULL_PROOF=1 runs (about 8 more minutes on 2 cores): every task of
 * every language, in both describes. Without it, paper mode runs each language's first 10 tasks and
 * every task the official harness failed (so each measured failure stays pinned; the languages pinned
 * by a count run all their tasks), and the default mode's answer forms each language's first 10.
 */
const FULL = process.env.MCJUDGE_FULL_PROOF === '1';
const FIRST = 10;
const inPaperSubset = (language: Language, number: number, index: number) => {
  const want = measured.failing[language.name];
  return FULL || index < FIRST || !want || (Array.isArray(want) && want.includes(number));
};
const executor = new NativeExecutor();
let dataset: Dataset;

beforeAll(async () => {
  dataset = await loadDataset(diskDataSource(), { languages: LANGS, kinds: ['generation'] });
});

const tasksOf = (language: Language) => dataset.all().filter((t) => t.language === language.name);

async function failing(language: Language, mode: Mode, form: AnswerForm, chosen: (number: number, index: number) => boolean): Promise<number[]> {
  const tasks = tasksOf(language).filter((t, i) => chosen(Number(t.number), i));
  const ctx = { references: dataset.references, executor, mode, cache: new Map() };
  const out: number[] = [];
  await runPool(tasks, 2, async (t) => {
    const r = await evaluateGeneration(ctx, language, t, 0, answerForm(language, t, form, dataset.references));
    if (r.status === 'unavailable') throw new Error(`${language.name} is unavailable: ${r.detail}`);
    if (r.status !== 'passed') out.push(Number(t.number));
  });
  return out.sort((a, b) => a - b);
}

describe('paper mode reproduces the official harness on form-A answers', () => {
  for (const language of LANGS) {
    it(`${language.name}: the measured failures, no more, no fewer${FULL ? '' : ` (the first ${FIRST} tasks and every failing one)`}`, { timeout: 300_000 }, async () => {
      const chosen = (number: number, index: number) => inPaperSubset(language, number, index);
      const got = await failing(language, 'paper', 'A', chosen);
      const want = measured.failing[language.name];
      const ran = tasksOf(language).filter((t, i) => chosen(Number(t.number), i));
      if (want === 'all') expect(got.length).toBe(ran.length);
      else if (want) expect(got).toEqual(want);
      else expect(ran.length - got.length).toBe(measured.passing_count[language.name]);
    });
  }
});

describe('default mode never fails a correct answer for a reason of extraction', () => {
  for (const language of LANGS.filter((l) => !PAPER_ONLY.includes(l.name))) {
    for (const form of ['A', 'B', 'bare'] as const) {
      it(`${language.name}: ${FULL ? 'every' : `the first ${FIRST} tasks'`} canonical answer of form ${form} passes`, { timeout: 300_000 }, async () => {
        expect(await failing(language, 'default', form, (_, index) => FULL || index < FIRST)).toEqual([]);
      });
    }
  }
});
