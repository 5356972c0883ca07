import { describeNotRun, type GroupScore } from '@mcjudge/core';

export interface Bar {
  label: string;
  /** Pass@1 (0..1); null when nothing in the group ran: drawn grey as "not run", never as 0%. */
  value: number | null;
  low?: number;
  high?: number;
  /** Generations that passed, of `total` that ran: the counts written on the bar ("25/50"). */
  passed?: number;
  total?: number;
  /** A second value drawn as a tick (the paper's score). */
  reference?: number;
  /** Samples of the group that never ran, as core says it (`not run: 5 (unavailable)`); '' when all ran. */
  notRun?: string;
}

/** One bar per group: Pass@1 with its Wilson interval and counts, in the groups' order or by name. */
export function barsOf(groups: Record<string, GroupScore>, order?: string[]): Bar[] {
  const names = order?.filter((n) => groups[n]) ?? Object.keys(groups).sort();
  return names.map((label) => {
    const g = groups[label];
    return { label, value: g.pass_at_1, low: g.interval?.[0], high: g.interval?.[1], passed: g.passed, total: g.total, notRun: describeNotRun(g.not_run) };
  });
}

/** A rate as the app shows it; a group where nothing ran says so. */
export const pctOrNotRun = (v: number | null | undefined) => (v === null || v === undefined ? 'not run' : `${(100 * v).toFixed(1)}%`);

/** What a bar says at its end: `50.0% (25/50)`, or the not-run reason. */
export const barText = (b: Bar) =>
  b.value === null ? b.notRun || 'not run' : `${pctOrNotRun(b.value)}${b.total !== undefined ? ` (${b.passed}/${b.total})` : ''}`;

export type BarOrder = 'score' | 'name' | 'given';

/** Bars in the chosen order; groups that did not run always go last (they have no score to sort by). */
export function orderBars(bars: Bar[], order: BarOrder): Bar[] {
  const ran = bars.filter((b) => b.value !== null);
  const notRun = bars.filter((b) => b.value === null);
  if (order === 'score') ran.sort((a, b) => b.value! - a.value! || a.label.localeCompare(b.label));
  if (order === 'name') ran.sort((a, b) => a.label.localeCompare(b.label));
  return [...ran, ...notRun];
}
