import { CHART_STYLE, COLOURS, FONT_PX, labelled, textWidth, type Plot } from './plot.ts';

export interface Count {
  label: string;
  count: number;
  /** Samples that never ran: drawn grey, apart from the failures. */
  notRun?: boolean;
}

/** Horizontal bars of sample counts (the failure causes), the count written at each bar's end. */
export function countChart(Plot: Plot, counts: Count[], o: { width: number; title: string; document?: Document }): Element {
  const marginLeft = Math.min(o.width * 0.5, Math.max(0, ...counts.map((c) => textWidth(c.label))) + 10);
  const max = Math.max(1, ...counts.map((c) => c.count));
  const band = FONT_PX + 14;
  const chart = Plot.plot({
    document: o.document,
    width: o.width,
    height: counts.length * band + 40,
    marginLeft,
    marginRight: textWidth(String(max)) + 14,
    marginTop: 8,
    marginBottom: 34,
    style: CHART_STYLE,
    ariaLabel: o.title,
    ariaDescription: counts.map((c) => `${c.label}: ${c.count}`).join('; '),
    x: { domain: [0, max], grid: true, label: 'samples', labelAnchor: 'center', labelArrow: 'none', ticks: Math.min(max, o.width < 420 ? 3 : 5), tickFormat: 'd', tickSize: 0 },
    y: { domain: counts.map((c) => c.label), label: null, padding: 0.2, tickSize: 0 },
    color: { type: 'identity' },
    marks: [
      Plot.barX(counts, { x: 'count', y: 'label', fill: (c: Count) => (c.notRun ? COLOURS.notRun : COLOURS.highlight) }),
      Plot.text(counts, { x: 'count', y: 'label', text: (c: Count) => String(c.count), textAnchor: 'start', dx: 6, fill: COLOURS.ink }),
      Plot.tip(counts, Plot.pointerY({ x: 'count', y: 'label', title: (c: Count) => `${c.label}: ${c.count} sample${c.count === 1 ? '' : 's'}`, fontSize: FONT_PX })),
    ],
  });
  return labelled(chart, o.title);
}
