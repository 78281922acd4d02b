/**
 * The chart as a blogger posts it: a title, the attack in words, the key numbers, the chart,
 * and where it came from (the link that reopens it), all in one standalone SVG. The PNG export
 * rasterises the same card.
 */
export interface CardText {
  /** "Star Wars: Legion — wounds dealt". */
  readonly title: string;
  /** The compared loadouts in words, a line each (the engine's captionLines). */
  readonly caption: readonly string[];
  /** One line per loadout: "Mean 4.38 wounds · at least 1: 99.6% · unit defeated 99.3%". */
  readonly numbers: readonly string[];
  /** The link that opens this view in Holotable (the SVG's footer links to it). */
  readonly link: string;
}

/**
 * The footer's printed address: the site without the view's fragment (a link that opens a
 * loadout runs to hundreds of characters; printed cut off, it opens nothing), or nothing when
 * even that does not fit.
 */
export function printedSite(link: string, chars: number): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const site = `${url.host}${url.pathname}`.replace(/\/$/, '');
  return site.length <= chars ? site : null;
}

const NS = 'http://www.w3.org/2000/svg';
const PAD = 14;

/**
 * Splits text into lines of at most `chars` characters at spaces (no measuring in a worker). A
 * word longer than a line (a pin named without spaces) is broken across lines, so what follows
 * it, the mean in the key numbers, stays on the card.
 */
export function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).flatMap((w) => pieces(w, chars))) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A word cut into pieces of at most `chars` characters (never inside a surrogate pair). */
function pieces(word: string, chars: number): string[] {
  const letters = Array.from(word);
  const out: string[] = [];
  for (let i = 0; i < letters.length; i += chars) out.push(letters.slice(i, i + chars).join(''));
  return out;
}

/** Characters to a line of the card at `width` px, for letters about `px` wide. */
export const lineChars = (width: number, px: number, least = 30): number =>
  Math.max(least, Math.floor((width - 2 * PAD) / px));

/** Dark text on a light chart, light text on a dark one. */
export function inkFor(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#1b1f24';
  const n = Number.parseInt(hex, 16);
  const lum = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum < 128 ? '#e9eef5' : '#1b1f24';
}

/** A new SVG: the texts around a copy of `chart`, sized to hold them. */
export function exportCard(chart: SVGSVGElement, text: CardText): SVGSVGElement {
  const width = Number(chart.getAttribute('width'));
  const chartHeight = Number(chart.getAttribute('height'));
  const background = chart.querySelector('rect')?.getAttribute('fill') ?? '#ffffff';
  const ink = inkFor(background);
  const muted = chart.querySelector('text')?.getAttribute('fill') ?? ink;
  const chars = lineChars(width, 6.6);
  // The key numbers are bold: wider letters, fewer to a line.
  const boldChars = lineChars(width, 7.6);

  const svg = document.createElementNS(NS, 'svg');
  const lines: { text: string; size: number; weight: number; fill: string; gap: number }[] = [
    ...wrap(text.title, lineChars(width, 9.6, 20)).map((t) => ({
      text: t,
      size: 16,
      weight: 700,
      fill: ink,
      gap: 20,
    })),
    ...text.caption
      .flatMap((c) => wrap(c, chars))
      .map((t) => ({
        text: t,
        size: 12,
        weight: 400,
        fill: ink,
        gap: 16,
      })),
    ...text.numbers.flatMap((n) =>
      wrap(n, boldChars).map((t) => ({ text: t, size: 12, weight: 600, fill: ink, gap: 16 })),
    ),
  ];
  let y = PAD;
  const title = document.createElementNS(NS, 'title');
  title.textContent = text.title;
  const desc = document.createElementNS(NS, 'desc');
  desc.textContent =
    `${text.caption.join(' ')} ${text.numbers.join('. ')}. Bars: the chance of exactly k; ` +
    `line: the chance of at least k. Made with Holotable: ${text.link}`;
  svg.append(title, desc);
  const bg = document.createElementNS(NS, 'rect');
  svg.append(bg);
  for (const l of lines) {
    y += l.gap;
    const t = document.createElementNS(NS, 'text');
    t.setAttribute('x', String(PAD));
    t.setAttribute('y', String(y - 4));
    t.setAttribute('font-size', String(l.size));
    t.setAttribute('font-weight', String(l.weight));
    t.setAttribute('fill', l.fill);
    t.textContent = l.text;
    svg.append(t);
  }
  y += 6;
  const copy = chart.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('aria-labelledby');
  copy.removeAttribute('role');
  for (const e of copy.querySelectorAll(':scope > title, :scope > desc')) e.remove();
  copy.setAttribute('x', '0');
  copy.setAttribute('y', String(y));
  svg.append(copy);
  y += chartHeight + 16;
  const a = document.createElementNS(NS, 'a');
  a.setAttribute('href', text.link);
  const source = document.createElementNS(NS, 'text');
  source.setAttribute('x', String(PAD));
  source.setAttribute('y', String(y - 2));
  source.setAttribute('font-size', '10');
  source.setAttribute('fill', muted);
  const site = printedSite(text.link, Math.floor((width - 2 * PAD) / 5.5) - 20);
  source.textContent = site ? `Made with Holotable · ${site}` : 'Made with Holotable';
  a.append(source);
  svg.append(a);
  y += 8;

  svg.setAttribute('xmlns', NS);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(y));
  svg.setAttribute('viewBox', `0 0 ${width} ${y}`);
  svg.setAttribute('font-family', chart.getAttribute('font-family') ?? 'sans-serif');
  bg.setAttribute('width', String(width));
  bg.setAttribute('height', String(y));
  bg.setAttribute('fill', background);
  return svg;
}
