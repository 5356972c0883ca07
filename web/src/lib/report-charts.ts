import type { PublishedModel, Report, SampleResult } from '@mcjudge/core';
import { barsOf } from './bars.ts';
import { barChart } from './charts/bar-chart.ts';
import { countChart } from './charts/count-chart.ts';
import { heatmapChart, type HeatDatum } from './charts/heatmap-chart.ts';
import { loadPlot } from './charts/plot.ts';
import { heatCellsOf, LEVELS } from './heat-cell.ts';
import { rankAmong, RUN_LABEL } from './leaderboard.ts';
import type { ReportChart } from './report-html.ts';

/** The printed page's width: charts are drawn at it, so their text prints at its size. */
const WIDTH = 760;

/** The report's charts, drawn by Observable Plot in this page as the app draws them, as SVG markup. */
export async function reportCharts(report: Report, results: SampleResult[], models?: PublishedModel[]): Promise<ReportChart[]> {
  const Plot = await loadPlot();
  const charts: ReportChart[] = [];
  const add = (title: string, element: Element) => charts.push({ title, svg: element.outerHTML });
  const languages = Object.keys(report.by_language).sort();
  const ranking = models && rankAmong(models, report.by_language);
  if (ranking) {
    const title = `Among the paper's models: Pass@1 on ${ranking.languages.length === 1 ? ranking.languages[0] : `the mean of ${ranking.languages.length} languages`} (#${ranking.rank} of ${ranking.of})`;
    add(title, barChart(Plot, ranking.bars, { width: WIDTH, title, highlight: RUN_LABEL }));
  }
  if (languages.length > 1) add('Pass@1 by language (Wilson 95%)', barChart(Plot, barsOf(report.by_language), { width: WIDTH, title: 'Pass@1 by language', order: 'score' }));
  const cell = heatCellsOf(results, report.dataset.sha256, report.mode);
  const cells = languages.flatMap((row) => LEVELS.flatMap((column): HeatDatum[] => {
    const c = cell(row, column);
    return c ? [{ ...c, row, column }] : [];
  }));
  add('Language × difficulty', heatmapChart(Plot, cells, { rows: languages, columns: [...LEVELS], width: WIDTH, title: 'Language × difficulty' }));
  add('By difficulty', barChart(Plot, barsOf(report.by_level, [...LEVELS]), { width: WIDTH, title: 'By difficulty' }));
  for (const [title, groups] of [['By paradigm', report.by_paradigm], ['By scenario', report.by_scenario], ['By completion variant', report.by_variant]] as const)
    if (Object.keys(groups).length > 1) add(title, barChart(Plot, barsOf(groups), { width: WIDTH, title, order: 'score' }));
  const causes = Object.entries(report.failures).map(([label, count]) => ({ label, count: count ?? 0 })).sort((a, b) => b.count - a.count);
  const notRun = (['unavailable', 'infra_error'] as const).filter((k) => report.not_run[k]).map((k) => ({ label: `not run (${k})`, count: report.not_run[k], notRun: true }));
  if (causes.length + notRun.length) add('Failure causes (samples)', countChart(Plot, [...causes, ...notRun], { width: WIDTH, title: 'Failure causes' }));
  return charts;
}
