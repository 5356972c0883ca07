import { LEADERBOARD_FILES, parseLeaderboard, type GroupScore, type PublishedModel, type Report } from '@mcjudge/core';
import type { Bar } from './bars.ts';

const boards = new Map<string, Promise<PublishedModel[]>>();

/** One of the paper's leaderboards (data/paper/*.json as served), fetched once per page. */
export function loadLeaderboard(file: string): Promise<PublishedModel[]> {
  let board = boards.get(file);
  if (!board) {
    board = fetch(`/data/${file}`)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`cannot load ${file}: HTTP ${r.status}`))))
      .then(parseLeaderboard);
    board.catch(() => boards.delete(file));
    boards.set(file, board);
  }
  return board;
}

/** The leaderboard of the run's task (and completion variant); generation's when the run mixes them. */
export function boardFileOf(report: Report): string {
  const kinds = Object.keys(report.by_kind);
  const variants = Object.keys(report.by_variant);
  const match = LEADERBOARD_FILES.find((f) => kinds.length === 1 && f.kind === kinds[0] && (f.kind !== 'completion' || (variants.length === 1 && f.variant === variants[0])));
  return (match ?? LEADERBOARD_FILES[0]).file;
}

export const RUN_LABEL = 'this run';

export interface Ranking {
  /** The paper's models and this run (labelled RUN_LABEL), each the mean Pass@1 over `languages`. */
  bars: Bar[];
  /** 1-based place of this run among them. */
  rank: number;
  of: number;
  /** The languages of the run that ran and that every ranked model was scored on. */
  languages: string[];
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * This run among the paper's models, on equal terms: the mean Pass@1 over the languages of the run that
 * ran (languages where nothing ran are left out), against each model's mean over the same languages.
 * Models the paper did not score on all of them are left out. Undefined when nothing ran.
 */
export function rankAmong(models: PublishedModel[], byLanguage: Record<string, GroupScore>, label = RUN_LABEL): Ranking | undefined {
  const languages = Object.keys(byLanguage).filter((l) => byLanguage[l].pass_at_1 !== null && models.some((m) => m.byLanguage[l] !== undefined)).sort();
  if (!languages.length) return undefined;
  const groups = languages.map((l) => byLanguage[l]);
  const run: Bar = {
    label,
    value: mean(groups.map((g) => g.pass_at_1!)),
    passed: groups.reduce((a, g) => a + g.passed, 0),
    total: groups.reduce((a, g) => a + g.total, 0),
    ...(groups.length === 1 && groups[0].interval ? { low: groups[0].interval[0], high: groups[0].interval[1] } : {}),
  };
  const scored = models.filter((m) => languages.every((l) => m.byLanguage[l] !== undefined)).map((m): Bar => ({ label: m.model, value: mean(languages.map((l) => m.byLanguage[l])) }));
  const bars = [...scored, run].sort((a, b) => b.value! - a.value!);
  return { bars, rank: bars.indexOf(run) + 1, of: bars.length, languages };
}

/** The paper's models by their published average, for when there is no run to place among them. */
export const averagesOf = (models: PublishedModel[]): Bar[] => models.filter((m) => m.average !== undefined).map((m) => ({ label: m.model, value: m.average! }));
