import type { GroupScore } from '@mcjudge/core';

export interface Bar {
  label: string;
  value: number;
  low?: number;
  high?: number;
  /** A second value drawn as a tick (the paper's score). */
  reference?: number;
}

/** One bar per group: Pass@1 with its Wilson interval, in the groups' order or by name. */
export function barsOf(groups: Record<string, GroupScore>, order?: string[]): Bar[] {
  const names = order?.filter((n) => groups[n]) ?? Object.keys(groups).sort();
  return names.map((label) => ({ label, value: groups[label].pass_at_1, low: groups[label].interval[0], high: groups[label].interval[1] }));
}
