import { DEFAULT_EMBED, embedParams, type EmbedOptions } from './embed-options.ts';

/** The page's own address without fragment, and the embed page beside it. */
export function appUrl(fragment: string): string {
  const here = new URL(window.location.href);
  here.hash = fragment;
  return here.toString();
}

export function embedUrl(fragment: string, options: EmbedOptions = DEFAULT_EMBED): string {
  const url = new URL('embed.html', window.location.href);
  url.search = '';
  url.hash = fragment + embedParams(options);
  return url.toString();
}

/** The self-sizing embed's script, at the site's root beside embed.html. */
export function embedScriptUrl(): string {
  return new URL('embed.js', window.location.href).toString();
}

/** Text for an HTML attribute or element (names a person typed go into the snippet). */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The fixed-height iframe snippet; `about` names the chart ("Star Wars: Legion wound odds"). */
export function embedSnippet(
  fragment: string,
  about: string,
  options: EmbedOptions = DEFAULT_EMBED,
): string {
  // A frame cannot see the page around it: "follow the page" falls back to the reader's system.
  const own = { ...options, fit: false, theme: options.theme === 'page' ? null : options.theme };
  return `<iframe src="${escapeHtml(embedUrl(fragment, own))}" title="Holotable: ${escapeHtml(about)}" width="640" height="420" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/** What a page without scripts shows in place of the embed: the chart as a picture, and the link. */
export interface EmbedFallback {
  /** The exported chart card as SVG text. */
  readonly svg: string;
  readonly width: number;
  /** The answer in words, for the picture's alt text. */
  readonly alt: string;
}

/**
 * An SVG as a `data:` URI, escaping only what a URI or a double-quoted attribute cannot hold
 * (a third the size of base64 for SVG text).
 */
export function svgDataUri(svg: string): string {
  const text = svg.replace(/^<\?xml[^>]*\?>\s*/, '');
  return `data:image/svg+xml,${text.replace(/[^ -~]|[%#<>"&{}|\\^`]/gu, (c) => encodeURIComponent(c))}`;
}

/**
 * The script snippet "Copy embed code" gives first: a div embed.js turns into a frame that
 * sizes itself (docs/embed.md), holding the static fallback for readers without scripts
 * (feed readers, e-mail, AMP): the chart as a picture whose alt text gives the answer, and a
 * link to the full calculator.
 */
export function scriptSnippet(
  fragment: string,
  about: string,
  fallback: EmbedFallback | null,
  options: EmbedOptions = DEFAULT_EMBED,
): string {
  const link = escapeHtml(appUrl(fragment));
  const title = escapeHtml(`Holotable: ${about}`);
  return [
    `<div data-holotable="${escapeHtml(embedUrl(fragment, { ...options, fit: true }))}" data-title="${title}" style="max-width:100%">`,
    ...(fallback
      ? [
          `<a href="${link}"><img src="${svgDataUri(fallback.svg)}" alt="${escapeHtml(fallback.alt)}" width="${fallback.width}" style="max-width:100%;height:auto;display:block"></a>`,
        ]
      : []),
    `<p><a href="${link}">Open this chart in Holotable, the full calculator</a></p>`,
    `</div>`,
    `<script async src="${escapeHtml(embedScriptUrl())}"></script>`,
  ].join('\n');
}

/** What an embedded chart shows, for its iframe title ("Star Wars: Legion wound odds"). */
export function embedTitle(game: { label: string; unit: { word: string } }): string {
  const what = game.unit.word === 'wounds' ? 'wound' : game.unit.word;
  return `${game.label} ${what} odds`;
}

/** Copies text; false when the browser refuses (then the UI shows it for manual copying). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
