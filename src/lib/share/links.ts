/** The page's own address without fragment, and the embed page beside it. */
export function appUrl(fragment: string): string {
  const here = new URL(window.location.href);
  here.hash = fragment;
  return here.toString();
}

export function embedUrl(fragment: string): string {
  const url = new URL('embed.html', window.location.href);
  url.search = '';
  url.hash = fragment;
  return url.toString();
}

/** The iframe snippet "Copy embed code" gives; `about` names the chart ("Star Wars: Legion wound odds"). */
export function embedSnippet(fragment: string, about: string): string {
  return `<iframe src="${embedUrl(fragment)}" title="Holotable: ${about}" width="640" height="420" style="border:0;max-width:100%" loading="lazy"></iframe>`;
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
