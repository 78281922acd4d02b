import { describe, expect, it } from 'vitest';
import { IA_FIGURES } from '../../src/engine/ia-figures.ts';
import { iaWords } from '../../src/engine/imperial-assault/loadout-words.ts';
import { expandFigures, parseIaScenario, type IaScenario } from '../../src/engine/index.ts';
import {
  applyAttackerFigure,
  applyDefenderFigure,
} from '../../src/lib/editors/imperial-assault/figure-apply.ts';
import {
  attackerPoolWords,
  defenderPoolWords,
} from '../../src/lib/editors/imperial-assault/figure-pool-words.ts';
import {
  figureEntries,
  searchFigures,
} from '../../src/lib/editors/imperial-assault/figure-search.ts';

const entries = figureEntries(IA_FIGURES);
const any = { faction: null, expansion: null };
const byName = (n: string) => IA_FIGURES.figures.find((f) => f.name === n)!;
const starter = (): IaScenario => {
  const p = parseIaScenario({
    v: 1,
    game: 'imperial-assault',
    distance: 4,
    attacker: { dice: { blue: 1 }, rerolls: 1 },
  });
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('the Imperial Assault figure picker', () => {
  it('finds by name, lists a shared name once, and filters by faction and expansion', () => {
    expect(searchFigures(entries, 'vader', any)[0]?.figure.name).toBe('Darth Vader');
    expect(
      searchFigures(entries, 'stormtrooper', any)
        .map((e) => e.figure.name)
        .slice(0, 2),
    ).toEqual(['Stormtrooper', 'Stormtrooper (Elite)']);
    const rebels = searchFigures(entries, '', { faction: 'Alliance', expansion: 'Core' }, 99);
    expect(
      rebels.every((e) => e.figure.faction === 'Alliance' && e.figure.expansion === 'Core'),
    ).toBe(true);
    expect(rebels.map((e) => e.figure.name)).toContain('Luke Skywalker (Hero)');
  });

  it('sets a side exactly as the scenario field `figure` expands it, keeping the extras', () => {
    const s = starter();
    applyAttackerFigure(s, byName('Darth Vader'));
    applyDefenderFigure(s, byName('Luke Skywalker (Hero)'));
    const expanded = expandFigures(
      {
        v: 1,
        game: 'imperial-assault',
        attacker: { figure: 'Darth Vader', rerolls: 1 },
        defender: { figure: 'Luke Skywalker (Hero)' },
      },
      IA_FIGURES,
    );
    const parsed = expanded.ok ? parseIaScenario(expanded.value) : expanded;
    expect(parsed.ok && parsed.value).toEqual(s);
  });

  it('says the pool in words', () => {
    const s = starter();
    applyAttackerFigure(s, byName('Darth Vader'));
    applyDefenderFigure(s, byName('Luke Skywalker (Hero)'));
    expect(attackerPoolWords(s)).toEqual([
      'Attack dice: 2 red, 1 yellow',
      '1 surge: Pierce 3',
      '1 surge: +2 damage',
    ]);
    // A pin's label names the figures.
    expect(iaWords(s)).toEqual({
      attacker: 'Darth Vader, 2 red + 1 yellow dice, 2 surge abilities, 1 reroll',
      target: 'Luke Skywalker (Hero), 1 white die, 10 health, melee',
    });
    expect(defenderPoolWords(s)).toEqual([
      'Defense dice: 1 white',
      'Always: +1 block',
      'Health: 10',
    ]);
  });
});
