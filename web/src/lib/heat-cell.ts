import { describeNotRun, score, type GroupScore, type Mode, type SampleResult } from '@mcjudge/core';

/** One heatmap cell: Pass@1 over `n` tasks, or null when samples exist but none ran. */
export interface HeatCell {
  value: number | null;
  n: number;
  /** Generations that passed, of `total` that ran. */
  passed?: number;
  total?: number;
  /** core's `not run: N (reason)`, '' when everything ran. */
  notRun: string;
}

export const heatCellOf = (g: GroupScore): HeatCell => ({ value: g.pass_at_1, n: g.tasks, passed: g.passed, total: g.total, notRun: describeNotRun(g.not_run) });

/** The language × difficulty cells of a run: core's score of each subset, undefined where there are no tasks. */
export function heatCellsOf(results: SampleResult[], datasetSha256: string, mode: Mode): (language: string, level: string) => HeatCell | undefined {
  const subsets = new Map<string, SampleResult[]>();
  for (const r of results) {
    const key = `${r.language}\u0000${r.level}`;
    subsets.set(key, [...(subsets.get(key) ?? []), r]);
  }
  return (language, level) => {
    const subset = subsets.get(`${language}\u0000${level}`);
    return subset?.length ? heatCellOf(score(subset, datasetSha256, mode).overall) : undefined;
  };
}

export const LEVELS = ['easy', 'middle', 'hard'] as const;
