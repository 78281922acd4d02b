import { describe, expect, it } from 'vitest';
import type { FieldReport, FieldRow } from '../../../src/engine/index.ts';
import { fairWords } from '../../../src/lib/workbench/fair-words.ts';
import { matchupExtremes } from '../../../src/lib/workbench/matchup-extremes.ts';
import { changeWords, mainWeapon, usualChanges } from '../../../src/lib/workbench/vary-choices.ts';
import { deltaText, varyLayout } from '../../../src/lib/workbench/vary-bars.ts';
import { newUnitCard } from '../../../src/lib/editors/legion/card/new-unit-card.ts';

const m = (share: number) => ({ wounds: 0, defeated: 0, pointsPer100: 0, share });
const row = (label: string, points: number, dealt: number, taken: number): FieldRow => ({
  label,
  id: label,
  rank: 'corps',
  faction: 'rebels',
  points,
  offense: [m(dealt)],
  durability: [m(taken)],
});
const report = (fair: number | null, rows: FieldRow[] = []): FieldReport => ({
  unit: { label: 'Tested', rank: 'corps', points: 44 },
  ranges: [1, 2, 3],
  cover: 'none',
  rows,
  offense: { wounds: 0, defeated: 0, pointsPer100: 0 },
  durability: { wounds: 0, defeated: 0, pointsPer100: 0 },
  fair: { points: fair, peers: 'rank', peerCount: 21 },
});

describe('the workbench in words', () => {
  it('says the fair price plainly, and whether it is final', () => {
    expect(fairWords(report(52), true).headline).toBe('Fair price: 52 points (printed 44)');
    expect(fairWords(report(52), true).why).toMatch(
      /^It is worth 8 points more than it costs, traded against the 21 corps units of the field/,
    );
    expect(fairWords(report(40), false).headline).toBe('Fair price so far: 40 points (printed 44)');
    expect(fairWords(report(43), true).why).toMatch(/^It costs 1 point more than it is worth/);
    expect(fairWords(report(null), true).headline).toBe('Fair price: not known yet (printed 44)');
  });

  it('ranks matchups by what the unit is worth against each, for its points', () => {
    const r = report(50, [
      row('Even', 50, 0.2, 0.2),
      row('Prey', 50, 0.5, 0.05),
      row('Bane', 50, 0.05, 0.5),
      row('Dear prey', 100, 0.5, 0.05),
    ]);
    const { best, worst } = matchupExtremes(r, 1);
    expect(best.map((x) => x.label)).toEqual(['Dear prey']);
    expect(worst.map((x) => x.label)).toEqual(['Bane']);
    // Never the same unit in both lists.
    const both = matchupExtremes(report(50, [row('Only', 50, 0.2, 0.2)]), 5);
    expect([...both.best, ...both.worst].length).toBe(1);
  });

  it('offers the usual changes on the main weapon, in words', () => {
    const card = newUnitCard();
    expect(mainWeapon(card)?.name).toBe('Blaster');
    expect(usualChanges(card)).toEqual([
      'hp+1',
      'Blaster: +1 red',
      'Blaster: +1 white',
      'Blaster: Impact 1',
      'Blaster: Pierce 1',
    ]);
    // A melee weapon is the main one only when there is no ranged weapon.
    const melee = { name: 'Fists', dice: { r: 3, b: 0, w: 0 }, range: [0], keywords: [] };
    expect(mainWeapon({ ...card, weapons: [melee, ...card.weapons] })?.name).toBe('Blaster');
    expect(mainWeapon({ ...card, weapons: [melee] })?.name).toBe('Fists');
    expect(changeWords('hp+1')).toBe('+1 wound threshold');
    expect(changeWords('minicount+1')).toBe('+1 miniature');
    expect(changeWords('Blaster: +1 red')).toBe('Blaster: +1 red');
  });

  it('draws each change as a bar from zero, rising or falling', () => {
    const l = varyLayout(
      [
        { label: 'a', delta: 10 },
        { label: 'b', delta: -5 },
        { label: 'c', delta: 0 },
      ],
      480,
    );
    const [a, b] = l.bars;
    expect(a!.x).toBeCloseTo(l.zero, 6);
    expect(b!.x + b!.w).toBeCloseTo(l.zero, 6);
    expect(a!.w).toBeCloseTo(2 * b!.w, 6);
    expect(l.bars.map((x) => x.text)).toEqual(['+10 points', '−5 points', 'no change']);
    expect(deltaText(1)).toBe('+1 point');
    // On a phone each label is on its own line above its bar, whole.
    const narrow = varyLayout([{ label: 'E-11 Blaster Rifle: +1 red', delta: 3 }], 320);
    expect(narrow.stacked).toBe(true);
    expect(narrow.labelY[0]).toBeLessThan(narrow.bars[0]!.y);
    expect(l.stacked).toBe(false);
  });
});
