import { describeNotRun, type GroupScore } from '@mcjudge/core';

/** One heatmap cell: Pass@1 over `n` tasks, or null when samples exist but none ran. */
export interface HeatCell {
  value: number | null;
  n: number;
  /** core's `not run: N (reason)`, '' when everything ran. */
  notRun: string;
}

export const heatCellOf = (g: GroupScore): HeatCell => ({ value: g.pass_at_1, n: g.tasks, notRun: describeNotRun(g.not_run) });
