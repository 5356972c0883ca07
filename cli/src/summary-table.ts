import { describeNotRun, type GroupScore, type Report } from '@mcjudge/core';

const pct = (x: number) => (x * 100).toFixed(1).padStart(5) + '%';

/** pass@1 and interval columns; a group where nothing ran says "not run", never 0.0%. */
function scoreColumns(g: GroupScore): string {
  if (g.pass_at_1 === null || !g.interval) return `${'not run'.padStart(7)}  ${''.padEnd(16)}`;
  return `${pct(g.pass_at_1).padStart(7)}  ${`[${pct(g.interval[0])} ${pct(g.interval[1])}]`.padEnd(16)}`;
}

const counts = (g: GroupScore) => `${String(g.passed).padStart(5)}/${String(g.total).padEnd(5)}`;

/** The per-language table printed at the end of evaluate. */
export function formatReport(report: Report): string {
  const rows = Object.entries(report.by_language).map(([lang, g]) => {
    const f = report.failures_by_language[lang] ?? {};
    const causes = [...Object.entries(f).map(([k, v]) => `${k} ${v}`), describeNotRun(g.not_run)].filter(Boolean).join(', ');
    return `${lang.padEnd(14)} ${counts(g)} ${scoreColumns(g)}  ${causes}`.trimEnd();
  });
  const o = report.overall;
  const lines = [
    `${'language'.padEnd(14)} ${'passed'.padStart(11)} ${'pass@1'.padStart(7)}  ${'95% interval'.padEnd(16)}  failures`,
    ...rows,
    `${'overall'.padEnd(14)} ${counts(o)} ${scoreColumns(o)}  ${describeNotRun(report.not_run)}`.trimEnd(),
    `mode ${report.mode}; dataset sha256 ${report.dataset.sha256.slice(0, 16)}…; runtimes: ${report.runtimes.map((r) => `${r.id} ${r.version}`).join('; ') || 'none'}`,
  ];
  if (report.partial)
    lines.push(`partial: ${report.partial} samples; the ${report.not_run.count} that did not run are left out of every score above (not counted as failures)`);
  const d = report.paper_differences;
  if (d)
    lines.push(
      `default mode changed ${d.count} pass/fail verdict(s) of the official harness: ${d.fixed} answer(s) it fails pass here, ${d.unfixed} it passes fail here (results.jsonl: paper_status)`,
    );
  return lines.join('\n');
}
