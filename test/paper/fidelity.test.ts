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
 * The default mode's three answer forms: every task with MCJUDGE_FULL_PROOF=1 (about 5 more minutes
 * on 2 cores), else each language's first 10, which keeps CI's run short. Paper mode is always pinned
 * on every task.
 */
const DEFAULT_FORM_TASKS = process.env.MCJUDGE_FULL_PROOF === '1' ? Infinity : 10;
const executor = new NativeExecutor();
let dataset: Dataset;

beforeAll(async () => {
  dataset = await loadDataset(diskDataSource(), { languages: LANGS, kinds: ['generation'] });
});

async function failing(language: Language, mode: Mode, form: AnswerForm, limit = Infinity): Promise<number[]> {
  const tasks = dataset.all().filter((t) => t.language === language.name).slice(0, limit);
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
    it(`${language.name}: the measured failures, no more, no fewer`, { timeout: 300_000 }, async () => {
      const got = await failing(language, 'paper', 'A');
      const want = measured.failing[language.name];
      if (want === 'all') expect(got.length).toBe(dataset.all().filter((t) => t.language === language.name).length);
      else if (want) expect(got).toEqual(want);
      else expect(dataset.all().filter((t) => t.language === language.name).length - got.length).toBe(measured.passing_count[language.name]);
    });
  }
});

describe('default mode never fails a correct answer for a reason of extraction', () => {
  for (const language of LANGS.filter((l) => !PAPER_ONLY.includes(l.name))) {
    for (const form of ['A', 'B', 'bare'] as const) {
      const which = DEFAULT_FORM_TASKS === Infinity ? 'every' : `the first ${DEFAULT_FORM_TASKS} tasks'`;
      it(`${language.name}: ${which} canonical answer of form ${form} passes`, { timeout: 300_000 }, async () => {
        expect(await failing(language, 'default', form, DEFAULT_FORM_TASKS)).toEqual([]);
      });
    }
  }
});
