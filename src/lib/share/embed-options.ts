/**
 * What a blogger chooses for an embed, carried in the embed's fragment beside the loadout
 * (`…#s1=…&theme=dark&table=1&caption=0`), so both kinds of snippet keep it. docs/embed.md
 * lists them.
 */
export interface EmbedOptions {
  /**
   * Light or dark; "page" follows the host page (embed.js reads its background and passes
   * light or dark); null follows the reader's system.
   */
  readonly theme: 'light' | 'dark' | 'page' | null;
  /** The chart's table shown under it (it is always one tap away). */
  readonly table: boolean;
  /** The loadouts and target in words under the title. */
  readonly caption: boolean;
  /**
   * The frame's height follows the content (embed.js sets it from the height messages), so the
   * chart takes a height from its width; otherwise the chart fills a fixed-height frame.
   */
  readonly fit: boolean;
}

export const DEFAULT_EMBED: EmbedOptions = { theme: null, table: false, caption: true, fit: false };

/** The options' part of a fragment ("&theme=dark&table=1"), empty for the defaults. */
export function embedParams(o: EmbedOptions): string {
  return [
    o.theme ? `&theme=${o.theme}` : '',
    o.table ? '&table=1' : '',
    o.caption ? '' : '&caption=0',
    o.fit ? '&fit=content' : '',
  ].join('');
}

/** The options a fragment asks for; anything else in it is the loadout's (url-codec reads it). */
export function readEmbedOptions(fragment: string): EmbedOptions {
  const q = new Map(
    fragment
      .replace(/^#/, '')
      .split('&')
      .map((part): [string, string] => {
        const eq = part.indexOf('=');
        return eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
      }),
  );
  const theme = q.get('theme');
  return {
    theme: theme === 'light' || theme === 'dark' || theme === 'page' ? theme : null,
    table: q.get('table') === '1',
    caption: q.get('caption') !== '0',
    fit: q.get('fit') === 'content',
  };
}
