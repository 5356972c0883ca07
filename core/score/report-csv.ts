import type { GroupScore, Report } from './score.ts';

const GROUPS: [keyof Report, string][] = [
  ['overall', 'overall'],
  ['by_language', 'language'],
  ['by_level', 'level'],
  ['by_kind', 'kind'],
  ['by_variant', 'variant'],
  ['by_paradigm', 'paradigm'],
  ['by_scenario', 'scenario'],
];

const cell = (v: string | number | boolean | null) => (v === null ? '' : typeof v !== 'string' ? String(v) : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * summary.csv: one row per group (overall, each language, level, kind, ...), the same numbers as
 * summary.json. A group where nothing ran has empty pass_at_1 and interval cells (not 0); `complete`
 * and `partial` are the run's, repeated on every row like the mode.
 */
export function reportCsv(report: Report): string {
  const rows: (string | number | boolean | null)[][] = [
    ['group', 'name', 'passed', 'total', 'tasks', 'pass_at_1', 'interval_low', 'interval_high', 'not_run', 'not_run_unavailable', 'not_run_infra_error', 'complete', 'partial', 'mode', 'dataset_sha256'],
  ];
  const add = (group: string, name: string, g: GroupScore) =>
    rows.push([
      group,
      name,
      g.passed,
      g.total,
      g.tasks,
      g.pass_at_1,
      g.interval?.[0] ?? null,
      g.interval?.[1] ?? null,
      g.not_run.count,
      g.not_run.unavailable,
      g.not_run.infra_error,
      report.complete,
      report.partial ?? '',
      report.mode,
      report.dataset.sha256,
    ]);
  for (const [key, group] of GROUPS) {
    if (key === 'overall') add(group, 'all', report.overall);
    else for (const [name, g] of Object.entries(report[key] as Record<string, GroupScore>)) add(group, name, g);
  }
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}

/** summary.json exactly as the CLI writes it. */
export function reportJson(report: Report): string {
  return JSON.stringify(report, null, 1) + '\n';
}
