import type { SampleResult, Status } from '../types.ts';

/** Why a sample never ran: no runtime could run its language, or the executor itself failed. */
export type NotRunReason = 'unavailable' | 'infra_error';

/** The statuses of a sample that never ran: left out of every pass@k and interval, never a failure. */
export const NOT_RUN_REASONS: readonly NotRunReason[] = ['unavailable', 'infra_error'];

export const didNotRun = (status: Status): status is NotRunReason => status === 'unavailable' || status === 'infra_error';

/** Samples of a group that never ran, by reason. */
export interface NotRun {
  count: number;
  unavailable: number;
  infra_error: number;
}

export function countNotRun(results: SampleResult[]): NotRun {
  const unavailable = results.filter((r) => r.status === 'unavailable').length;
  const infra_error = results.filter((r) => r.status === 'infra_error').length;
  return { count: unavailable + infra_error, unavailable, infra_error };
}

/** How every surface says it: `not run: 5 (unavailable)`, `not run: 3 (2 unavailable, 1 infra_error)`, or '' when all ran. */
export function describeNotRun(n: NotRun & { not_started?: number }): string {
  if (!n.count) return '';
  const reasons = [...NOT_RUN_REASONS, 'not_started' as const].filter((k) => (n[k] ?? 0) > 0);
  const why = reasons.length === 1 ? reasons[0] : reasons.map((k) => `${n[k]} ${k}`).join(', ');
  return `not run: ${n.count} (${why.replace('not_started', 'not started')})`;
}
