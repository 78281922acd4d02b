import { describe, expect, it } from 'vitest';
import { gridShareText, shareText, type ShareLoadout } from '../../src/report/share-text.ts';

const base: ShareLoadout = {
  label: 'Stormtroopers',
  mean: 2.4567,
  word: 'wounds',
  kill: 0.1234,
  points: 44,
  attacks: null,
};

describe('share text for Discord and Reddit', () => {
  it('gives one loadout unnamed: mean, P(kill), per 100 points, the conditions and the link', () => {
    expect(
      shareText({
        title: 'Star Wars: Legion: wounds dealt',
        loadouts: [base],
        conditions: ['Stormtroopers against Rebel Troopers, range 3, light cover.'],
        link: 'https://example.org/#s1=abc',
      }),
    ).toBe(
      [
        '**Star Wars: Legion: wounds dealt**',
        '- mean **2.46** wounds · P(kill) 12.3% · 5.58 wounds per 100 points',
        '> Stormtroopers against Rebel Troopers, range 3, light cover.',
        'https://example.org/#s1=abc',
      ].join('\n'),
    );
  });

  it('names each compared loadout, leaves out what it lacks, and escapes typed names', () => {
    const text = shareText({
      title: 'T',
      loadouts: [
        base,
        { ...base, label: '*my* pin', kill: null, points: null, mean: 1, attacks: 3 },
      ],
      conditions: ['A.', 'All against B.'],
      link: 'https://x/#',
    });
    expect(text.split('\n')).toEqual([
      '**T**',
      '- **Stormtroopers**: mean **2.46** wounds · P(kill) 12.3% · 5.58 wounds per 100 points',
      '- **\\*my\\* pin**: mean **1.00** wounds after 3 attacks',
      '> A.',
      '> All against B.',
      'https://x/#',
    ]);
  });

  it('sums a matchup grid up by its highest cells, best first', () => {
    const cells = Array.from({ length: 12 }, (_, i) => ({
      attacker: `A${i}`,
      defender: 'D',
      value: i / 10,
      text: (i / 10).toFixed(2),
    }));
    const text = gridShareText({
      title: 'Holotable matchups: mean wounds suffered',
      conditions: 'ranged, range 3',
      rows: 12,
      columns: 1,
      cells,
      link: 'https://x/#m1=q',
    }).split('\n');
    expect(text.slice(0, 4)).toEqual([
      '**Holotable matchups: mean wounds suffered**',
      '12 attackers against 1 defender; ranged, range 3',
      'Highest 8 of 12 matchups:',
      '- A11 vs D: **1.10**',
    ]);
    expect(text).toHaveLength(12);
    expect(text.at(-1)).toBe('https://x/#m1=q');
  });

  it('lines after the cells (two lists’ totals) go before the link', () => {
    const text = gridShareText({
      title: 'Holotable matchups: mean wounds suffered',
      conditions: 'ranged, range 3',
      rows: 1,
      columns: 1,
      cells: [],
      after: ['On paper the two lists are even: each removes 20.0 points per round.'],
      link: 'https://x/#m1=q',
    }).split('\n');
    expect(text.slice(-2)).toEqual([
      'On paper the two lists are even: each removes 20.0 points per round.',
      'https://x/#m1=q',
    ]);
  });
});
