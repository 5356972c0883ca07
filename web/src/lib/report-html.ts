import { describeNotRun, type GroupScore, type Report } from '@mcjudge/core';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

/** One bar row; a group where nothing ran is a grey "not run" row with its reason, never a 0% bar. */
function barRow(name: string, g: GroupScore, i: number, row: number, x: (v: number) => number): string {
  const label = `<text x="134" y="${i * row + 14}" font-size="12" text-anchor="end">${esc(name)}</text>`;
  const notRun = describeNotRun(g.not_run);
  if (g.pass_at_1 === null || !g.interval)
    return `${label}<rect x="140" y="${i * row + 3}" width="${x(1) - 140}" height="${row - 6}" fill="#e5e8ec"/><text x="146" y="${i * row + 14}" font-size="11" fill="#5b6470">${esc(notRun || 'not run')}</text>`;
  return `${label}<rect x="140" y="${i * row + 3}" width="${x(g.pass_at_1) - 140}" height="${row - 6}" fill="#2357c6"/><line x1="${x(g.interval[0])}" x2="${x(g.interval[1])}" y1="${i * row + row / 2}" y2="${i * row + row / 2}" stroke="#000"/><text x="530" y="${i * row + 14}" font-size="11">${pct(g.pass_at_1)} (${g.passed}/${g.total})${notRun ? `; ${esc(notRun)}` : ''}</text>`;
}

function bars(title: string, groups: Record<string, GroupScore>): string {
  const names = Object.keys(groups).sort();
  const row = 20;
  const x = (v: number) => 140 + v * 380;
  const svg = names.map((n, i) => barRow(n, groups[n], i, row, x)).join('');
  return `<h2>${esc(title)}</h2><svg viewBox="0 0 760 ${names.length * row + 4}" width="100%" role="img" aria-label="${esc(title)}">${svg}</svg>`;
}

/** The headline: Pass@1 of what ran, or "not run"; a partial run says so; samples that never ran are counted apart. */
function headline(report: Report): string {
  const o = report.overall;
  const score = o.pass_at_1 === null || !o.interval ? '<strong>not run</strong>' : `<strong>${pct(o.pass_at_1)}</strong> (${o.passed}/${o.total}, 95% interval ${pct(o.interval[0])}–${pct(o.interval[1])})`;
  const partial = report.partial ? ` <strong class="partial">partial, ${o.total}/${report.expected}</strong>` : '';
  const notRun = report.not_run.count ? `<p class="not-run">${esc(describeNotRun(report.not_run))}: left out of every score, not counted as failures.</p>` : '';
  return `<p>Overall Pass@1 ${score}${partial}; mode ${esc(report.mode)}; dataset sha256 <code>${esc(report.dataset.sha256)}</code>.</p>${notRun}`;
}

/** A self-contained HTML report (inline SVG, no script, no external asset) of a summary. */
export function reportHtml(report: Report, title = 'mcjudge report'): string {
  const failures = Object.entries(report.failures).map(([k, v]) => `<tr><td>${esc(k)}</td><td>${v}</td></tr>`).join('');
  const notRun = (['unavailable', 'infra_error'] as const)
    .filter((k) => report.not_run[k])
    .map((k) => `<tr class="not-run"><td>not run (${k})</td><td>${report.not_run[k]}</td></tr>`)
    .join('');
  const runtimes = report.runtimes.map((r) => `<li>${esc(r.id)} ${esc(r.version)}: ${r.samples} samples</li>`).join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:1rem auto;padding:0 1rem;color:#1b1f24}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.2rem .5rem;text-align:left}.not-run{color:#5b6470}.partial{color:#7a4d05}</style>
<h1>${esc(title)}</h1>
${headline(report)}
${bars('Pass@1 by language', report.by_language)}${bars('By difficulty', report.by_level)}${bars('By paradigm', report.by_paradigm)}${bars('By scenario', report.by_scenario)}${bars('By task kind', report.by_kind)}
<h2>Failure causes</h2><table><tr><th>status</th><th>samples</th></tr>${failures}${notRun}</table>
<h2>Runtimes</h2><ul>${runtimes}</ul>
<h2>summary.json</h2><pre>${esc(JSON.stringify(report, null, 1))}</pre>
</html>
`;
}
