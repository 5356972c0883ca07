import { describeNotRun, type GenerateRecord, type GroupScore, type Report } from '@mcjudge/core';
import { LEVELS } from './heat-cell.ts';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

/** What the report says about where the run came from (the saved run's record). */
export interface ReportMeta {
  /** The model that answered, or the input files' names. */
  model?: string;
  files?: string[];
  /** ISO date of the run's end. */
  date?: string;
  kind?: string;
  generated?: GenerateRecord;
}

/** A chart already drawn (Observable Plot, in the page) as SVG markup. */
export interface ReportChart {
  title: string;
  svg: string;
}

/** A group's Pass@1 cell: the score with its counts and interval, or "not run" with its reason. */
function scoreCells(g: GroupScore): string {
  const notRun = describeNotRun(g.not_run);
  if (g.pass_at_1 === null || !g.interval) return `<td>${esc(notRun || 'not run')}</td><td></td><td></td>`;
  return `<td><strong>${pct(g.pass_at_1)}</strong></td><td>${g.passed}/${g.total}</td><td>${pct(g.interval[0])}–${pct(g.interval[1])}${notRun ? `<br><span class="not-run">${esc(notRun)}</span>` : ''}</td>`;
}

/** One row per group, in the given order; groups where nothing ran are grey rows that say so, never 0%. */
function table(caption: string, groups: Record<string, GroupScore>, order: readonly string[], extra?: (name: string) => string): string {
  const names = order.filter((n) => groups[n]);
  const rows = names
    .map((n) => `<tr${groups[n].pass_at_1 === null ? ' class="not-run"' : ''}><td>${esc(n)}</td>${scoreCells(groups[n])}${extra ? `<td>${extra(n)}</td>` : ''}</tr>`)
    .join('');
  return `<table><caption>${esc(caption)}</caption><thead><tr><th></th><th>Pass@1</th><th>passed</th><th>95% interval</th>${extra ? '<th>failures</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The headline: Pass@1 of what ran, or "not run"; a partial run says so; samples that never ran are counted apart. */
function headline(report: Report): string {
  const o = report.overall;
  const score = o.pass_at_1 === null || !o.interval ? '<strong>not run</strong>' : `<strong>${pct(o.pass_at_1)}</strong> (${o.passed}/${o.total}, 95% interval ${pct(o.interval[0])}–${pct(o.interval[1])})`;
  const partial = report.partial ? ` <strong class="partial">partial, ${o.total}/${report.expected}</strong>` : '';
  const notRun = report.not_run.count ? `<p class="not-run">${esc(describeNotRun(report.not_run))}: left out of every score, not counted as failures.</p>` : '';
  return `<p class="headline">Overall Pass@1 ${score}${partial}</p>${notRun}`;
}

/** Model, files, date, task, mode, runtimes and the dataset hash: what a reader needs to trust the numbers. */
function metadata(report: Report, meta: ReportMeta): string {
  const g = meta.generated;
  const rows: [string, string][] = [
    ['model', esc(meta.model ?? g?.model ?? 'not recorded')],
    ...(g ? ([['endpoint', `<code>${esc(g.endpoint)}</code> (${esc(g.api)} API), temperature ${g.parameters.temperature}, top-p ${g.parameters.top_p}, max tokens ${g.parameters.max_tokens}`]] as [string, string][]) : []),
    ['files', meta.files?.length ? meta.files.map((f) => `<code>${esc(f)}</code>`).join(', ') : '—'],
    ['date', meta.date ? esc(new Date(meta.date).toUTCString()) : '—'],
    ['task', esc(meta.kind ?? Object.keys(report.by_kind).join(', '))],
    ['mode', esc(report.mode)],
    ['samples', `${report.expected} expected, ${report.overall.total} ran${report.not_run.count ? `, ${esc(describeNotRun(report.not_run))}` : ''}`],
    ['runtimes', report.runtimes.map((r) => `${esc(r.id)} ${esc(r.version)} (${r.samples})`).join(', ') || '—'],
    ['dataset sha256', `<code>${esc(report.dataset.sha256)}</code>`],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

/**
 * A self-contained, printable HTML report (no script, no external asset): headline, metadata, the charts
 * drawn in the page (inline SVG), a per-language table, difficulty in its order (easy, middle, hard), the
 * other groupings, failure causes and runtimes.
 */
export function reportHtml(report: Report, options: { title?: string; meta?: ReportMeta; charts?: ReportChart[] } = {}): string {
  const title = options.title ?? 'mcjudge report';
  const failures = Object.entries(report.failures).map(([k, v]) => `<tr><td>${esc(k)}</td><td>${v}</td></tr>`).join('');
  const notRun = (['unavailable', 'infra_error'] as const)
    .filter((k) => report.not_run[k])
    .map((k) => `<tr class="not-run"><td>not run (${k})</td><td>${report.not_run[k]}</td></tr>`)
    .join('');
  const failuresOf = (language: string) =>
    Object.entries(report.failures_by_language[language] ?? {})
      .map(([k, v]) => `${esc(k)} ${v}`)
      .join(', ');
  const charts = (options.charts ?? []).map((c) => `<figure><figcaption>${esc(c.title)}</figcaption>${c.svg}</figure>`).join('\n');
  const others = (
    [
      ['By paradigm', report.by_paradigm],
      ['By scenario', report.by_scenario],
      ['By task kind', report.by_kind],
      ['By completion variant', report.by_variant],
    ] as const
  )
    .filter(([, g]) => Object.keys(g).length)
    .map(([t, g]) => table(t, g, Object.keys(g).sort()))
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:1rem auto;padding:0 1rem;color:#1b1f24;font-size:15px}table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}td,th{border-bottom:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f5f7f9}.not-run{color:#5b6470}.partial{color:#7a4d05}.headline{font-size:1.2rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}figure{margin:1.5rem 0;break-inside:avoid}figcaption{font-weight:600;margin-bottom:.5rem}svg{max-width:100%;height:auto;font-size:13px}@media print{body{max-width:none}h2{break-after:avoid}}</style>
<h1>${esc(title)}</h1>
${headline(report)}
<h2>Run</h2>
${metadata(report, options.meta ?? {})}
${charts ? `<h2>Charts</h2>\n${charts}` : ''}
<h2>Tables</h2>
${table('By language', report.by_language, Object.keys(report.by_language).sort(), failuresOf)}
${table('By difficulty', report.by_level, LEVELS)}
${others}
<table><caption>Failure causes</caption><thead><tr><th>status</th><th>samples</th></tr></thead><tbody>${failures}${notRun}</tbody></table>
</html>
`;
}
