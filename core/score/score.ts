import { findLanguage } from '../languages/index.ts';
import { STATUSES, type Mode, type RuntimeId, type SampleResult, type Status } from '../types.ts';
import { countNotRun, didNotRun, type NotRun } from './not-run.ts';
import { passAtK } from './pass-at-k.ts';
import { wilson } from './wilson.ts';

export interface GroupScore {
  /** Generations that passed, of `total` that ran. */
  passed: number;
  /** Generations that ran and were judged; samples that never ran are in `not_run`, not here. */
  total: number;
  /** Distinct tasks with at least one generation that ran. */
  tasks: number;
  /**
   * Mean over tasks of the unbiased pass@1 (= passed / total with one generation per task); `null`
   * when nothing in the group ran ("not run", never 0).
   */
  pass_at_1: number | null;
  /** Wilson 95% interval of pass@1 over tasks; `null` when nothing ran. */
  interval: [number, number] | null;
  /** pass@k for k in 5, 10 when every task has at least k generations that ran. */
  pass_at_k?: Record<string, number>;
  /** Samples that never ran (`unavailable`, `infra_error`), by reason. */
  not_run: NotRun;
}

export interface Report {
  mode: Mode;
  /** Every expected sample ran: nothing `unavailable`, `infra_error`, or not started (a cancelled run). */
  complete: boolean;
  /** When not complete: `ran N of M` (N samples ran and were judged, of M expected). */
  partial?: string;
  /** Samples expected in this run (the input's, or those selected), ran or not. */
  expected: number;
  /** Samples that never ran, by reason; `not_started`: no verdict at all (the run was cancelled or stopped). */
  not_run: NotRun & { not_started: number };
  overall: GroupScore;
  by_language: Record<string, GroupScore>;
  by_level: Record<string, GroupScore>;
  by_kind: Record<string, GroupScore>;
  /** Completion variants: single, multi, span, light. */
  by_variant: Record<string, GroupScore>;
  by_paradigm: Record<string, GroupScore>;
  by_scenario: Record<string, GroupScore>;
  /** Causes of the samples that ran and did not pass (never `unavailable` or `infra_error`: see `not_run`). */
  failures: Partial<Record<Status, number>>;
  /** Failures by language and cause. */
  failures_by_language: Record<string, Partial<Record<Status, number>>>;
  dataset: { sha256: string };
  /** Every runtime that produced a verdict: id, version and how many samples it ran. */
  runtimes: { id: string; version: string; samples: number }[];
  /**
   * Default mode: how many pass/fail verdicts differ from the official harness's on the same answers
   * (`fixed`: the harness fails an answer that passes here; `unfixed`: the reverse), with the task ids.
   */
  paper_differences?: { count: number; fixed: number; unfixed: number; task_ids: string[] };
}

export interface ScoreOptions {
  /** How many samples the run was to judge (default: as many as there are results); fewer results = partial. */
  expected?: number;
}

function group(results: SampleResult[]): GroupScore {
  const byTask = new Map<string, { n: number; c: number }>();
  for (const r of results) {
    if (didNotRun(r.status)) continue;
    const t = byTask.get(r.task_id) ?? { n: 0, c: 0 };
    t.n++;
    if (r.status === 'passed') t.c++;
    byTask.set(r.task_id, t);
  }
  const tasks = [...byTask.values()];
  const passed = tasks.reduce((s, t) => s + t.c, 0);
  const total = tasks.reduce((s, t) => s + t.n, 0);
  const not_run = countNotRun(results);
  if (!tasks.length) return { passed, total, tasks: 0, pass_at_1: null, interval: null, not_run };
  const p1 = tasks.reduce((s, t) => s + t.c / t.n, 0) / tasks.length;
  const w = wilson(p1 * tasks.length, tasks.length);
  const out: GroupScore = { passed, total, tasks: tasks.length, pass_at_1: round(p1), interval: [round(w.low), round(w.high)], not_run };
  const minN = Math.min(...tasks.map((t) => t.n));
  for (const k of [5, 10]) {
    if (minN >= k) {
      out.pass_at_k ??= {};
      out.pass_at_k[`pass_at_${k}`] = round(tasks.reduce((s, t) => s + passAtK(t.n, t.c, k), 0) / tasks.length);
    }
  }
  return out;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

function groupBy(results: SampleResult[], keyOf: (r: SampleResult) => string | undefined): Record<string, GroupScore> {
  const m = new Map<string, SampleResult[]>();
  for (const r of results) {
    const k = keyOf(r);
    if (k === undefined) continue;
    const list = m.get(k) ?? [];
    list.push(r);
    m.set(k, list);
  }
  return Object.fromEntries([...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, group(v)]));
}

function countStatuses(results: SampleResult[]): Partial<Record<Status, number>> {
  const out: Partial<Record<Status, number>> = {};
  for (const s of STATUSES) {
    if (s === 'passed' || didNotRun(s)) continue;
    const n = results.filter((r) => r.status === s).length;
    if (n) out[s] = n;
  }
  return out;
}

/**
 * Verdicts -> Report. Pure: the same results give the same report, wherever it is computed. Samples
 * that never ran are counted in `not_run` and left out of every score.
 */
export function score(results: SampleResult[], datasetSha256: string, mode: Mode, options: ScoreOptions = {}): Report {
  const expected = Math.max(options.expected ?? results.length, results.length);
  const overall = group(results);
  const notStarted = expected - results.length;
  const complete = overall.not_run.count === 0 && notStarted === 0;
  const runtimes = new Map<string, { id: string; version: string; samples: number }>();
  for (const r of results) {
    const key = `${r.runtime.id}@${r.runtime.version}`;
    const e = runtimes.get(key) ?? { ...r.runtime, samples: 0 };
    e.samples++;
    runtimes.set(key, e);
  }
  // Pass/fail flips against the official harness (a different failure cause is not a changed verdict);
  // a sample that did not run on either side has no verdict to compare.
  const diff = results.filter(
    (r) => r.paper_status !== undefined && !didNotRun(r.status) && !didNotRun(r.paper_status) && (r.paper_status === 'passed') !== (r.status === 'passed'),
  );
  const byLang = new Map<string, SampleResult[]>();
  for (const r of results) byLang.set(r.language, [...(byLang.get(r.language) ?? []), r]);
  return {
    mode,
    complete,
    ...(complete ? {} : { partial: `ran ${overall.total} of ${expected}` }),
    expected,
    not_run: { ...overall.not_run, count: overall.not_run.count + notStarted, not_started: notStarted },
    overall,
    by_language: groupBy(results, (r) => r.language),
    by_level: groupBy(results, (r) => r.level ?? 'unknown'),
    by_kind: groupBy(results, (r) => r.kind),
    by_variant: groupBy(results, (r) => r.variant),
    by_paradigm: groupBy(results, (r) => findLanguage(r.language)?.paradigm),
    by_scenario: groupBy(results, (r) => findLanguage(r.language)?.scenario),
    failures: countStatuses(results),
    failures_by_language: Object.fromEntries([...byLang.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, countStatuses(v)])),
    dataset: { sha256: datasetSha256 },
    runtimes: [...runtimes.values()].sort((a, b) => a.id.localeCompare(b.id)),
    ...(mode === 'default' && results.some((r) => r.paper_status !== undefined || r.paper_compared)
      ? {
          paper_differences: {
            count: diff.length,
            fixed: diff.filter((r) => r.status === 'passed').length,
            unfixed: diff.filter((r) => r.status !== 'passed').length,
            task_ids: diff.map((r) => r.task_id),
          },
        }
      : {}),
  };
}

export type { RuntimeId };
