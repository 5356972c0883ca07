import type * as PlotModule from '@observablehq/plot';

/** Observable Plot, loaded on first use so that the first view (Evaluate) does not pay for it. */
export type Plot = typeof PlotModule;
let loading: Promise<Plot> | undefined;
let loaded: Plot | undefined;
export const loadPlot = (): Promise<Plot> => (loading ??= import('@observablehq/plot').then((p) => (loaded = p)));
/** Plot once loaded: charts shown after that draw at once, in the same update as their page. */
export const plotIfLoaded = (): Plot | undefined => loaded;

/**
 * Every chart is drawn at the width of its box (never scaled by a viewBox), so this is the size text has
 * on screen at any width.
 */
export const FONT_PX = 13;
/** A generous estimate of one character's width at FONT_PX in the system sans-serif. */
const CHAR_PX = FONT_PX * 0.62;
export const textWidth = (s: string) => Math.ceil(s.length * CHAR_PX);

/** The inline style of every chart's SVG: the page's font at FONT_PX, so labels are never 10 px. */
export const CHART_STYLE = { fontSize: `${FONT_PX}px`, fontFamily: 'inherit', background: 'transparent', overflow: 'visible' };

export const COLOURS = { bar: '#2357c6', highlight: '#c2412d', reference: '#c2412d', notRun: '#e5e8ec', muted: '#5b6470', ink: '#1b1f24' } as const;

/** Names the chart for assistive technology: every SVG it contains is an image with a label. */
export function labelled(element: Element, label: string): Element {
  const svgs = element instanceof SVGSVGElement ? [element] : [...element.querySelectorAll('svg')];
  for (const svg of svgs) {
    svg.setAttribute('role', 'img');
    // Plot names its marks' groups (aria-label="bar"); inside an image they are noise, and ARIA forbids naming a plain group.
    for (const named of svg.querySelectorAll('[aria-label], [aria-description]')) {
      named.removeAttribute('aria-label');
      named.removeAttribute('aria-description');
    }
    if (!svg.getAttribute('aria-label')) svg.setAttribute('aria-label', svg.classList.contains('plot') || svg === element ? label : `${label}: legend`);
  }
  return element;
}
