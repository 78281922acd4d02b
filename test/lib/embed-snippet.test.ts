// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED, embedParams, readEmbedOptions } from '../../src/lib/share/embed-options.ts';
import { embedSnippet, scriptSnippet, svgDataUri } from '../../src/lib/share/links.ts';
import { answerLines } from '../../src/lib/share/share-summary.ts';

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
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const host = doc.querySelector('div[data-holotable]');
    expect(host?.getAttribute('data-holotable')).toBe(
      'http://localhost:3000/embed.html#s1=abc&theme=page&fit=content',
    );
    expect(host?.querySelector('img')?.getAttribute('alt')).toBe('Mean 2.46 "wounds" <b>');
    expect(host?.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/#s1=abc');
    expect(doc.querySelector('script')?.getAttribute('src')).toBe('http://localhost:3000/embed.js');
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
