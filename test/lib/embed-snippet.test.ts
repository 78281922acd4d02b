import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMBED, embedParams, readEmbedOptions } from '../../src/lib/share/embed-options.ts';
import { embedSnippet, scriptSnippet, svgDataUri } from '../../src/lib/share/links.ts';
import { answerLines } from '../../src/lib/share/share-summary.ts';

// The snippets are written against the page's address; no DOM is needed beyond it.
vi.stubGlobal('window', { location: { href: 'http://localhost:3000/#s1=old' } });

/** An attribute's value as a browser reads it (the snippets escape &, <, >, " and '). */
function attribute(html: string, selector: RegExp): string | undefined {
  const raw = selector.exec(html)?.[1];
  return raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><text fill="#123">50% · «d»&amp;</text></svg>';

describe('the embed snippets', () => {
  it('carries every option in the fragment and reads it back', () => {
    const o = { theme: 'page', table: true, caption: false, fit: true } as const;
    expect(embedParams(o)).toBe('&theme=page&table=1&caption=0&fit=content');
    expect(readEmbedOptions(`#s1=abc${embedParams(o)}`)).toEqual(o);
    expect(embedParams(DEFAULT_EMBED)).toBe('');
    expect(readEmbedOptions('#s1=abc&theme=blue')).toEqual(DEFAULT_EMBED);
  });

  it('puts the chart in the snippet as a data URI that decodes to the SVG, without its prolog', () => {
    const uri = svgDataUri(SVG);
    expect(uri).not.toMatch(/["<>#\n\t]/);
    expect(decodeURIComponent(uri.replace('data:image/svg+xml,', ''))).toBe(
      SVG.replace(/^<\?xml[^>]*\?>\s*/, ''),
    );
  });

  it('gives the script snippet with its fallback, and the iframe a page theme cannot reach', () => {
    const options = { ...DEFAULT_EMBED, theme: 'page' as const };
    const html = scriptSnippet(
      's1=abc',
      'Star Wars: Legion wound odds',
      { svg: SVG, width: 640, alt: 'Mean 2.46 "wounds" <b>' },
      options,
    );
    expect(attribute(html, /^<div data-holotable="([^"]*)"/)).toBe(
      'http://localhost:3000/embed.html#s1=abc&theme=page&fit=content',
    );
    expect(attribute(html, /<img [^>]*alt="([^"]*)"/)).toBe('Mean 2.46 "wounds" <b>');
    expect(attribute(html, /<a href="([^"]*)"><img/)).toBe('http://localhost:3000/#s1=abc');
    expect(attribute(html, /<script async src="([^"]*)"><\/script>$/)).toBe(
      'http://localhost:3000/embed.js',
    );
    // The fixed frame cannot see its page: it follows the reader's system instead.
    expect(embedSnippet('s1=abc', 'x', options)).toContain(
      'src="http://localhost:3000/embed.html#s1=abc"',
    );
    // Without a chart drawn, the fallback is the link alone.
    expect(scriptSnippet('s1=abc', 'x', null)).not.toContain('<img');
  });

  it("headlines the share card with each loadout's mean and chance to defeat the target", () => {
    const l = {
      label: 'A',
      mean: 1.844,
      word: 'wounds suffered',
      kill: 0.07,
      points: 62,
      attacks: null,
    };
    expect(answerLines([l])).toEqual(['1.84 wounds suffered on average · target defeated 7.0%']);
    expect(answerLines([l, { ...l, label: 'B', kill: null }])).toEqual([
      'A: 1.84 wounds suffered on average · target defeated 7.0%',
      'B: 1.84 wounds suffered on average',
    ]);
  });
});
