import { describe, expect, it } from 'vitest';
import { lineChars, wrap } from '../../src/lib/share/export-card.ts';

const LONG_PIN = 'Stormtroopers-with-DLT-19-and-the-Comms-Technician-pinned-at-range-3'.repeat(3);
const NUMBERS = `${LONG_PIN}: mean 4.38 wounds · at least 1: 99.6% · unit defeated: 99.3%`;

describe('the export card keeps every line on the card', () => {
  // The chart (and so the card) is about 300 px wide in a 360 px window, 1200 px at 1280.
  it.each([300, 332, 760, 1200])('breaks a pin name without spaces at %i px', (width) => {
    const chars = lineChars(width, 7.6);
    const lines = wrap(NUMBERS, chars);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(chars);
    // The mean figure is on a line of the card's width, and nothing is lost or reordered.
    expect(lines.some((l) => l.includes('4.38'))).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, '')).toBe(NUMBERS.replace(/\s+/g, ''));
  });

  it('keeps short words whole and never splits a surrogate pair', () => {
    expect(wrap('mean 4.38 wounds · at least 1: 99.6%', 30)).toEqual([
      'mean 4.38 wounds · at least 1:',
      '99.6%',
    ]);
    const emoji = '🎲'.repeat(45);
    const lines = wrap(emoji, 30);
    expect(lines.map((l) => Array.from(l).length)).toEqual([30, 15]);
    expect(lines.join('')).toBe(emoji);
  });
});
