import { describeNotRun, type GroupScore } from '@mcjudge/core';

export interface Bar {
  label: string;
  /** Pass@1 (0..1); null when nothing in the group ran: drawn grey as "not run", never as 0%. */
  value: number | null;
  low?: number;
  high?: number;
  /** A second value drawn as a tick (the paper's score). */
  reference?: number;
  /** Samples of the group that never ran, as core says it (`not run: 5 (unavailable)`); '' when all ran. */
  notRun?: string;
}

/** One bar per group: Pass@1 with its Wilson interval, in the groups' order or by name. */
export function barsOf(groups: Record<string, GroupScore>, order?: string[]): Bar[] {
  const names = order?.filter((n) => groups[n]) ?? Object.keys(groups).sort();
  return names.map((label) => {
    const g = groups[label];
    return { label, value: g.pass_at_1, low: g.interval?.[0], high: g.interval?.[1], notRun: describeNotRun(g.not_run) };
  });
}

/** A rate as the app shows it; a group where nothing ran says so. */
export const pctOrNotRun = (v: number | null | undefined) => (v === null || v === undefined ? 'not run' : `${(100 * v).toFixed(1)}%`);
