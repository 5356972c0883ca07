import type { Report } from '@mcjudge/core';

const pct = (x: number) => (x * 100).toFixed(1).padStart(5) + '%';

/** The per-language table printed at the end of evaluate. */
export function formatReport(report: Report): string {
  const rows = Object.entries(report.by_language).map(([lang, g]) => {
    const f = report.failures_by_language[lang] ?? {};
    const causes = Object.entries(f)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    return `${lang.padEnd(14)} ${String(g.passed).padStart(5)}/${String(g.total).padEnd(5)} ${pct(g.pass_at_1)}  [${pct(g.interval[0])} ${pct(g.interval[1])}]  ${causes}`;
  });
  const o = report.overall;
  const lines = [
    `${'language'.padEnd(14)} ${'passed'.padStart(11)} ${'pass@1'.padStart(6)}  ${'95% interval'.padEnd(16)} failures`,
    ...rows,
    `${'overall'.padEnd(14)} ${String(o.passed).padStart(5)}/${String(o.total).padEnd(5)} ${pct(o.pass_at_1)}  [${pct(o.interval[0])} ${pct(o.interval[1])}]`,
    `mode ${report.mode}; dataset sha256 ${report.dataset.sha256.slice(0, 16)}…; runtimes: ${report.runtimes.map((r) => `${r.id} ${r.version}`).join('; ') || 'none'}`,
  ];
  const d = report.paper_differences;
  if (d)
    lines.push(
      `default mode changed ${d.count} pass/fail verdict(s) of the official harness: ${d.fixed} answer(s) it fails pass here, ${d.unfixed} it passes fail here (results.jsonl: paper_status)`,
    );
  return lines.join('\n');
}
