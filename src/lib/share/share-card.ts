import { inkFor, printedSite, wrap } from './export-card.ts';

/** A social post's picture (Open Graph's large image): 1200 × 630. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface ShareCardText {
  /** "Star Wars: Legion: wounds dealt". */
  readonly title: string;
  /** The answer: a line per loadout ("mean 2.46 wounds · at least 1: 87.5% · …"). */
  readonly headline: readonly string[];
  /** The loadouts and target in words (the engine's captionLines). */
  readonly caption: readonly string[];
  readonly link: string;
}

const NS = 'http://www.w3.org/2000/svg';
const PAD = 48;

function text(
  svg: SVGSVGElement,
  y: number,
  content: string,
  size: number,
  weight: number,
  fill: string,
): void {
  const t = document.createElementNS(NS, 'text');
  t.setAttribute('x', String(PAD));
  t.setAttribute('y', String(y));
  t.setAttribute('font-size', String(size));
  t.setAttribute('font-weight', String(weight));
  t.setAttribute('fill', fill);
  t.textContent = content;
  svg.append(t);
}

/**
 * The share card: the title, the answer, the attack in words, the chart scaled into what is
 * left, and where it came from, on a 1200 × 630 picture. The export's chart and its colours,
 * so the PNG export's rasteriser (pngBlob at scale 1) makes the file.
 */
export function shareCard(chart: SVGSVGElement, t: ShareCardText): SVGSVGElement {
  const background = chart.querySelector('rect')?.getAttribute('fill') ?? '#ffffff';
  const ink = inkFor(background);
  const muted = chart.querySelector('text')?.getAttribute('fill') ?? ink;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('xmlns', NS);
  svg.setAttribute('width', String(CARD_WIDTH));
  svg.setAttribute('height', String(CARD_HEIGHT));
  svg.setAttribute('viewBox', `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`);
  svg.setAttribute('font-family', chart.getAttribute('font-family') ?? 'sans-serif');
  const bg = document.createElementNS(NS, 'rect');
  bg.setAttribute('width', String(CARD_WIDTH));
  bg.setAttribute('height', String(CARD_HEIGHT));
  bg.setAttribute('fill', background);
  svg.append(bg);

  const inner = CARD_WIDTH - 2 * PAD;
  let y = PAD + 8;
  for (const line of wrap(t.title, Math.floor(inner / 15)).slice(0, 1)) {
    text(svg, y, line, 26, 700, muted);
    y += 44;
  }
  // The answer first and largest: a post's picture is read at a glance.
  const answer = t.headline.flatMap((h) => wrap(h, Math.floor(inner / 17))).slice(0, 3);
  for (const line of answer) {
    text(svg, y, line, answer.length > 1 ? 28 : 34, 700, ink);
    y += answer.length > 1 ? 38 : 44;
  }
  const caption = t.caption.flatMap((c) => wrap(c, Math.floor(inner / 10.5))).slice(0, 3);
  for (const line of caption) {
    text(svg, y, line, 19, 400, ink);
    y += 26;
  }
  y += 4;

  // The chart, scaled to the box left above the footer, its proportions kept.
  const footer = CARD_HEIGHT - PAD + 14;
  const box = { width: inner, height: Math.max(120, footer - 34 - y) };
  const w = Number(chart.getAttribute('width'));
  const h = Number(chart.getAttribute('height'));
  const copy = chart.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('aria-labelledby');
  copy.removeAttribute('role');
  for (const e of copy.querySelectorAll(':scope > title, :scope > desc')) e.remove();
  copy.setAttribute('viewBox', `0 0 ${w} ${h}`);
  const scale = Math.min(box.width / w, box.height / h);
  copy.setAttribute('width', String(Math.round(w * scale)));
  copy.setAttribute('height', String(Math.round(h * scale)));
  copy.setAttribute('x', String(PAD + Math.round((box.width - w * scale) / 2)));
  copy.setAttribute('y', String(y));
  svg.append(copy);

  const site = printedSite(t.link, 80);
  text(svg, footer, site ? `Made with Holotable · ${site}` : 'Made with Holotable', 18, 600, muted);
  return svg;
}
