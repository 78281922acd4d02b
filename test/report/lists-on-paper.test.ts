import { describe, expect, it } from 'vitest';
import type { BothWays } from '../../src/engine/index.ts';
import { listsText, onPaper } from '../../src/report/lists-on-paper.ts';

const both = (a: number, d: number): BothWays => ({
  attackers: { units: [], pointsRemoved: a, anyDefeated: 0.5 },
  defenders: { units: [], pointsRemoved: d, anyDefeated: 0.125 },
});

describe('two lists on paper', () => {
  it('says which list removes more points per round, and by how much', () => {
    expect(onPaper(both(45.12, 38))).toBe(
      'On paper the attackers’ list (rows) removes 7.1 more points per round than the defenders’ list (columns): 45.1 against 38.0.',
    );
    expect(onPaper(both(10, 12.5))).toMatch(
      'On paper the defenders’ list (columns) removes 2.5 more points per round than the attackers’ list (rows): 12.5 against 10.0.',
    );
  });
  it('a difference that rounds to nothing is even', () => {
    expect(onPaper(both(20.01, 20.03))).toBe(
      'On paper the two lists are even: each removes 20.0 points per round.',
    );
  });
  it('the share text gives both totals, then the summary', () => {
    expect(listsText(both(45.12, 38))).toEqual([
      'The attackers’ list (rows): 45.1 points removed per round; 50.0% chance at least one unit is defeated',
      'The defenders’ list (columns): 38.0 points removed per round; 12.5% chance at least one unit is defeated',
      expect.stringMatching(/^On paper/),
    ]);
  });
});
