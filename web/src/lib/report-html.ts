import type { GroupScore, Report } from '@mcjudge/core';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

function bars(title: string, groups: Record<string, GroupScore>): string {
  const names = Object.keys(groups).sort();
  const row = 20;
  const x = (v: number) => 140 + v * 380;
  const svg = names
    .map((n, i) => {
      const g = groups[n];
      return `<text x="134" y="${i * row + 14}" font-size="12" text-anchor="end">${esc(n)}</text><rect x="140" y="${i * row + 3}" width="${x(g.pass_at_1) - 140}" height="${row - 6}" fill="#2357c6"/><line x1="${x(g.interval[0])}" x2="${x(g.interval[1])}" y1="${i * row + row / 2}" y2="${i * row + row / 2}" stroke="#000"/><text x="530" y="${i * row + 14}" font-size="11">${pct(g.pass_at_1)} (${g.passed}/${g.total})</text>`;
    })
    .join('');
  return `<h2>${esc(title)}</h2><svg viewBox="0 0 640 ${names.length * row + 4}" width="100%" role="img" aria-label="${esc(title)}">${svg}</svg>`;
}

/** A self-contained HTML report (inline SVG, no script, no external asset) of a summary. */
export function reportHtml(report: Report, title = 'mcjudge report'): string {
  const failures = Object.entries(report.failures).map(([k, v]) => `<tr><td>${esc(k)}</td><td>${v}</td></tr>`).join('');
  const runtimes = report.runtimes.map((r) => `<li>${esc(r.id)} ${esc(r.version)}: ${r.samples} samples</li>`).join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:1rem auto;padding:0 1rem;color:#1b1f24}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.2rem .5rem;text-align:left}</style>
<h1>${esc(title)}</h1>
<p>Overall Pass@1 <strong>${pct(report.overall.pass_at_1)}</strong> (${report.overall.passed}/${report.overall.total}, 95% interval ${pct(report.overall.interval[0])}–${pct(report.overall.interval[1])}); mode ${esc(report.mode)}; dataset sha256 <code>${esc(report.dataset.sha256)}</code>.</p>
${bars('Pass@1 by language', report.by_language)}${bars('By difficulty', report.by_level)}${bars('By paradigm', report.by_paradigm)}${bars('By scenario', report.by_scenario)}${bars('By task kind', report.by_kind)}
<h2>Failure causes</h2><table><tr><th>status</th><th>samples</th></tr>${failures}</table>
<h2>Runtimes</h2><ul>${runtimes}</ul>
<h2>summary.json</h2><pre>${esc(JSON.stringify(report, null, 1))}</pre>
</html>
`;
}
