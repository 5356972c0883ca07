import { barText, orderBars, pctOrNotRun, type Bar, type BarOrder } from '../bars.ts';
import { CHART_STYLE, COLOURS, FONT_PX, labelled, textWidth, type Plot } from './plot.ts';

export interface BarChartOptions {
  width: number;
  title: string;
  order?: BarOrder;
  /** What the reference ticks are (the paper model's name). */
  referenceLabel?: string;
  /** The bar drawn in the highlight colour (this run among the paper's models). */
  highlight?: string;
  /** Each bar's colour, when bars are of several series (two runs side by side). */
  fillOf?: (b: Bar) => string;
  document?: Document;
}

/** What a bar's tooltip says: the score, its counts and interval, the paper's, and what did not run. */
function tipText(b: Bar, referenceLabel?: string): string {
  const lines = [b.label, b.value === null ? b.notRun || 'not run' : `Pass@1 ${barText(b)}`];
  if (b.value !== null && b.low !== undefined && b.high !== undefined) lines.push(`95% interval ${pctOrNotRun(b.low)}–${pctOrNotRun(b.high)}`);
  if (b.reference !== undefined) lines.push(`${referenceLabel || 'reference'}: ${pctOrNotRun(b.reference)}`);
  if (b.value !== null && b.notRun) lines.push(b.notRun);
  return lines.join('\n');
}

/**
 * Horizontal Pass@1 bars with Wilson whiskers, counts at the end of each bar, the reference as a red tick
 * and a tooltip. Labels sit left of the bars when they fit, and above them when they do not (a phone, a
 * long model name), so no name is ever cut. A group where nothing ran is a full grey row saying why.
 */
export function barChart(Plot: Plot, bars: Bar[], o: BarChartOptions): Element {
  const rows = orderBars(bars, o.order ?? 'given');
  const ran = rows.filter((b) => b.value !== null);
  const labelPx = Math.max(0, ...rows.map((b) => textWidth(b.label))) + 10;
  const above = labelPx > o.width * 0.34;
  const valuePx = Math.max(0, ...ran.map((b) => textWidth(barText(b))));
  // With labels above the bars, each value goes on its label's line, at the right, when both fit: the bars get the whole width.
  const inline = above && labelPx + valuePx + 16 <= o.width;
  const marginRight = inline ? 12 : Math.min(o.width * 0.4, Math.max(40, valuePx) + 14);
  const marginLeft = above ? 8 : labelPx;
  const band = above ? 2.6 * FONT_PX + 12 : FONT_PX + 14;
  const padding = above ? 0.12 : 0.2;
  const inner = band * (1 - padding);
  // With labels above, the bar takes the band's lower half and the label its upper half.
  const barTop = above ? inner * 0.5 : 0;
  const mid = barTop / 2;
  const fill = o.fillOf ?? ((b: Bar) => (b.label === o.highlight ? COLOURS.highlight : COLOURS.bar));
  const title = (b: Bar) => tipText(b, o.referenceLabel);
  const withInterval = ran.filter((b) => b.low !== undefined && b.high !== undefined);
  const withReference = rows.filter((b) => b.reference !== undefined);
  const notRun = rows.filter((b) => b.value === null);
  const chart = Plot.plot({
    document: o.document,
    width: o.width,
    height: rows.length * band + 40,
    marginLeft,
    marginRight,
    marginTop: 8,
    marginBottom: 34,
    style: CHART_STYLE,
    ariaLabel: o.title,
    ariaDescription: rows.map((b) => `${b.label}: ${barText(b)}`).join('; '),
    x: { domain: [0, 100], percent: true, grid: true, label: 'Pass@1 (%)', labelAnchor: 'center', labelArrow: 'none', ticks: o.width < 420 ? 4 : 5, tickSize: 0 },
    y: { domain: rows.map((b) => b.label), axis: above ? null : 'left', label: null, padding, tickSize: 0 },
    color: { type: 'identity' },
    marks: [
      Plot.barX(notRun, { x1: 0, x2: 1, y: 'label', fill: COLOURS.notRun, insetTop: barTop }),
      Plot.text(notRun, { x: 0, y: 'label', text: (b: Bar) => b.notRun || 'not run', textAnchor: 'start', dx: 8, dy: mid, fill: COLOURS.muted }),
      Plot.barX(ran, { x: 'value', y: 'label', fill, insetTop: barTop }),
      Plot.ruleY(withInterval, { y: 'label', x1: 'low', x2: 'high', stroke: COLOURS.ink, strokeWidth: 1.5, dy: mid }),
      Plot.tickX(withInterval, { y: 'label', x: 'low', stroke: COLOURS.ink, insetTop: barTop + inner * 0.2, insetBottom: inner * 0.2 }),
      Plot.tickX(withInterval, { y: 'label', x: 'high', stroke: COLOURS.ink, insetTop: barTop + inner * 0.2, insetBottom: inner * 0.2 }),
      Plot.tickX(withReference, { y: 'label', x: 'reference', stroke: COLOURS.reference, strokeWidth: 4, insetTop: barTop }),
      inline
        ? Plot.text(ran, { x: 1, y: 'label', text: barText, textAnchor: 'end', dy: -inner * 0.25, fill: COLOURS.ink })
        : Plot.text(ran, { x: 1, y: 'label', text: barText, textAnchor: 'start', dx: 6, dy: mid, fill: COLOURS.ink }),
      above ? Plot.text(rows, { x: 0, y: 'label', text: 'label', textAnchor: 'start', dy: -inner * 0.25, fill: COLOURS.ink, fontWeight: 600 }) : null,
      Plot.tip(rows, Plot.pointerY({ x: (b: Bar) => b.value ?? 0, y: 'label', title, fontSize: FONT_PX, anchor: 'bottom', maxRadius: band })),
    ],
  });
  return labelled(chart, o.title);
}
