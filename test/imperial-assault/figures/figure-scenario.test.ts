import { describe, expect, it } from 'vitest';
import { IA_FIGURES } from '../../../src/engine/ia-figures.ts';
import { expandFigures, findFigure, type IaFigureData } from '../../../src/engine/index.ts';
import { odds } from '../../cli/odds-process.ts';
import { exact } from '../helpers.ts';

const IA = { v: 1, game: 'imperial-assault' };
const ability = (a: Record<string, unknown>) => ({
  cost: 1,
  damage: 0,
  pierce: 0,
  accuracy: 0,
  blast: 0,
  cleave: 0,
  conditions: [],
  ...a,
});

/** The scenario with its figures expanded (throws on a refusal). */
function expanded(s: Record<string, unknown>): Record<string, unknown> {
  const r = expandFigures({ ...IA, ...s }, IA_FIGURES);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  const rest = { ...(r.value as Record<string, unknown>) };
  delete rest['v'];
  delete rest['game'];
  return rest;
}

const refusal = (s: Record<string, unknown>, data: IaFigureData = IA_FIGURES) => {
  const r = expandFigures({ ...IA, ...s }, data);
  return r.ok ? 'expanded' : `${r.error.path}: ${r.error.message}`;
};

// Each figure matchup answers exactly as the same cards typed out by hand: dice, surge
// abilities, modifiers and health.
describe('figures answer exactly as their cards typed out', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'Darth Vader against Luke Skywalker (Hero), melee',
      { attacker: { figure: 'Darth Vader' }, defender: { figure: 'luke skywalker (hero)' } },
      {
        attackType: 'melee',
        attacker: {
          dice: { red: 2, yellow: 1 },
          surgeAbilities: [ability({ pierce: 3 }), ability({ damage: 2 })],
        },
        defender: { dice: { white: 1 }, modifiers: { block: 1 }, health: 10 },
      },
    ],
    [
      'a Stormtrooper against a Rebel Trooper at distance 4',
      { distance: 4, attacker: { figure: 'Stormtrooper' }, defender: { figure: 'A002' } },
      {
        distance: 4,
        attacker: {
          dice: { blue: 1, green: 1 },
          surgeAbilities: [ability({ accuracy: 2 }), ability({ damage: 1 })],
        },
        defender: { dice: { white: 1 }, health: 3 },
      },
    ],
    [
      'the elite Rebel Saboteur against an elite Stormtrooper at 5, with a reroll beside',
      {
        distance: 5,
        attacker: { figure: 'Rebel Saboteur (Elite)', rerolls: 1 },
        defender: { figure: 'Stormtrooper (Elite)' },
      },
      {
        distance: 5,
        attacker: {
          dice: { red: 1, yellow: 1 },
          modifiers: { accuracy: 3 },
          surgeAbilities: [
            ability({ pierce: 2 }),
            ability({ conditions: ['stun'] }),
            ability({ blast: 2 }),
          ],
          rerolls: 1,
        },
        defender: { dice: { black: 1 }, health: 5 },
      },
    ],
    [
      'R2-D2 (+1 surge always) against a Gamorrean Guard, extra accuracy beside',
      {
        distance: 6,
        attacker: { figure: 'R2-D2', modifiers: { accuracy: 1 } },
        defender: { figure: 'Gamorrean Guard' },
      },
      {
        distance: 6,
        attacker: {
          dice: { yellow: 1 },
          modifiers: { surge: 1, accuracy: 3 },
          surgeAbilities: [
            ability({ pierce: 2 }),
            ability({ conditions: ['stun'] }),
            ability({ conditions: ['weaken'] }),
          ],
        },
        defender: { dice: { black: 1 }, health: 5 },
      },
    ],
    [
      'a Gamorrean Guard (−1 damage always) against Chewbacca with 4 health left',
      { attacker: { figure: 'DG039' }, defender: { figure: 'Chewbacca', health: 4 } },
      {
        attackType: 'melee',
        attacker: {
          dice: { red: 2 },
          modifiers: { damage: -1 },
          surgeAbilities: [ability({ cleave: 1 })],
        },
        defender: { dice: { black: 1, white: 1 }, health: 4 },
      },
    ],
  ];
  for (const [name, figures, typed] of cases)
    it(name, () => {
      const byFigure = { ...exact(expanded(figures)), elapsedMs: 0 };
      const byHand = { ...exact(typed), elapsedMs: 0 };
      expect(byFigure).toEqual(byHand);
    });
});

describe('a figure in a scenario', () => {
  it('is recorded by id and name in the expanded scenario', () => {
    const s = expanded({ attacker: { figure: 'darth vader' } });
    expect((s['attacker'] as Record<string, unknown>)['preset']).toEqual({
      figure: 'DG072',
      name: 'Darth Vader',
    });
  });

  it('refuses a pool the player chooses (IG-88), naming attacker.figure and why', () => {
    expect(refusal({ distance: 3, attacker: { figure: 'IG-88' } })).toBe(
      'attacker.figure: IG-88 (DG071) has no fixed attack pool (Arsenal: the player chooses the attack dice); give attacker.dice instead',
    );
  });

  it('refuses an unknown figure with a suggestion', () => {
    expect(
      refusal({ attacker: { dice: { red: 1 } }, defender: { figure: 'Luke Skywalker (Heroo)' } }),
    ).toBe(
      'defender.figure: no figure named "Luke Skywalker (Heroo)" (did you mean "Luke Skywalker (Hero)", "Luke Skywalker (Jedi)"?); `odds units --game imperial-assault` lists them',
    );
  });

  it('refuses an attack type the figure cannot make, and a figure with no attack', () => {
    expect(
      refusal({ attackType: 'ranged', distance: 2, attacker: { figure: 'Darth Vader' } }),
    ).toBe('attackType: Darth Vader makes a melee attack, not a ranged one');
    expect(refusal({ attacker: { figure: 'C-3PO' } })).toBe(
      'attacker.figure: C-3PO (A006) has no attack',
    );
  });

  it('takes a name shared by identical records, and refuses one whose records differ', () => {
    expect(findFigure(IA_FIGURES, 'Stormtrooper')).toMatchObject({
      ok: true,
      figure: { id: 'DG001' },
    });
    const [a, b] = IA_FIGURES.figures;
    const clash = { ...IA_FIGURES, figures: [a!, { ...b!, health: 9 }] };
    expect(refusal({ distance: 3, attacker: { figure: 'stormtrooper' } }, clash)).toBe(
      'attacker.figure: "Stormtrooper" names records with different stats: give one id (DG001, DG002)',
    );
  });

  it('is expanded when odds loads a file, and IG-88 exits 2 naming attacker.figure', () => {
    const r = odds(['-'], JSON.stringify({ ...IA, distance: 3, attacker: { figure: 'IG-88' } }));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('attacker.figure: IG-88 (DG071) has no fixed attack pool');
  });
});
