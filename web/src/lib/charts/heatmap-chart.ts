import type { HeatCell } from '../heat-cell.ts';
import { CHART_STYLE, COLOURS, FONT_PX, labelled, textWidth, type Plot } from './plot.ts';

export interface HeatDatum extends HeatCell {
  row: string;
  column: string;
}

/** Five steps of 20 points, light red to light green, so that the black text in every cell stays readable. */
const STEPS = [0.2, 0.4, 0.6, 0.8];
const RANGE = ['#f4b6ab', '#f8d0a4', '#f6e7a8', '#cfe6ad', '#9fd8ab'];

const cellText = (d: HeatDatum) => (d.value === null ? 'not run' : `${Math.round(100 * d.value)}%${d.total !== undefined ? `\n${d.passed}/${d.total}` : ''}`);
const tipText = (d: HeatDatum) =>
  d.value === null
    ? `${d.row}, ${d.column}\n${d.notRun || 'not run'}`
    : `${d.row}, ${d.column}\nPass@1 ${(100 * d.value).toFixed(1)}%${d.total !== undefined ? ` (${d.passed}/${d.total})` : ''} over ${d.n} task${d.n === 1 ? '' : 's'}${d.notRun ? `\n${d.notRun}` : ''}`;

/**
 * Rows × columns of Pass@1, red to green with its colour legend; each cell says its percent and counts.
 * Cells without tasks stay empty; cells whose samples never ran are grey and say "not run".
 */
export function heatmapChart(Plot: Plot, cells: HeatDatum[], o: { rows: string[]; columns: string[]; width: number; title: string; document?: Document }): Element {
  const ran = cells.filter((c) => c.value !== null);
  const notRun = cells.filter((c) => c.value === null);
  const marginLeft = Math.max(0, ...o.rows.map(textWidth)) + 12;
  const band = 2 * FONT_PX + 18;
  const width = Math.min(o.width, marginLeft + o.columns.length * 150);
  const chart = Plot.plot({
    document: o.document,
    width,
    height: o.rows.length * band + 34,
    marginLeft,
    marginTop: 30,
    marginBottom: 4,
    marginRight: 4,
    style: CHART_STYLE,
    ariaLabel: o.title,
    ariaDescription: cells.map((c) => tipText(c).replace(/\n/g, ': ')).join('; '),
    x: { domain: o.columns, axis: 'top', label: null, tickSize: 0, padding: 0.04 },
    y: { domain: o.rows, label: null, tickSize: 0, padding: 0.06 },
    color: { type: 'threshold', domain: STEPS, range: RANGE, legend: true, label: 'Pass@1', tickFormat: (v: number) => `${Math.round(100 * v)}%` },
    marks: [
      Plot.cell(ran, { x: 'column', y: 'row', fill: 'value', inset: 0 }),
      Plot.cell(notRun, { x: 'column', y: 'row', fill: COLOURS.notRun }),
      Plot.text(ran, { x: 'column', y: 'row', text: cellText, fill: COLOURS.ink, lineHeight: 1.15 }),
      Plot.text(notRun, { x: 'column', y: 'row', text: cellText, fill: COLOURS.muted }),
      Plot.tip(cells, Plot.pointer({ x: 'column', y: 'row', title: tipText, fontSize: FONT_PX })),
    ],
  });
  return labelled(chart, o.title);
}
