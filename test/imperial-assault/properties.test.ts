import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../src/engine/imperial-assault/scenario.ts';
import {
  parseIaScenario,
  serializeIaScenario,
} from '../../src/engine/imperial-assault/scenario.ts';
import { exact, meanDamage, summary } from './helpers.ts';

// Properties of every valid scenario (small random pools, so the exact executor answers in
// milliseconds). Means are compared with a 1e-9 slack for floating-point sums.
const EPS = 1e-9;

type Json = Record<string, unknown>;

const ability = fc.record({
  cost: fc.integer({ min: 1, max: 2 }),
  damage: fc.integer({ min: 0, max: 2 }),
  pierce: fc.integer({ min: 0, max: 2 }),
  accuracy: fc.integer({ min: 0, max: 2 }),
  blast: fc.integer({ min: 0, max: 1 }),
  cleave: fc.integer({ min: 0, max: 1 }),
  conditions: fc.subarray([...CONDITIONS], { maxLength: 2 }),
});

const attackType = fc.oneof(
  fc.constant({ attackType: 'melee' }),
  fc.record({ attackType: fc.constant('reach'), distance: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ attackType: fc.constant('ranged'), distance: fc.integer({ min: 1, max: 7 }) }),
);

/** A small random scenario (at most 3 attack dice with Focused's, 2 defense dice, 1 reroll each). */
const scenario: fc.Arbitrary<Json> = fc
  .record({
    type: attackType,
    red: fc.integer({ min: 0, max: 1 }),
    blue: fc.integer({ min: 0, max: 1 }),
    green: fc.integer({ min: 0, max: 1 }),
    yellow: fc.integer({ min: 0, max: 1 }),
    abilities: fc.array(ability, { maxLength: 3 }),
    modifiers: fc.record({
      damage: fc.integer({ min: -1, max: 1 }),
      surge: fc.integer({ min: -1, max: 1 }),
      accuracy: fc.integer({ min: -1, max: 2 }),
      pierce: fc.integer({ min: 0, max: 1 }),
    }),
    attackerRerolls: fc.integer({ min: 0, max: 1 }),
    focused: fc.boolean(),
    hidden: fc.boolean(),
    weakened: fc.boolean(),
    black: fc.integer({ min: 0, max: 1 }),
    white: fc.integer({ min: 0, max: 1 }),
    block: fc.integer({ min: -1, max: 1 }),
    evade: fc.integer({ min: -1, max: 1 }),
    defenderRerolls: fc.integer({ min: 0, max: 1 }),
    defHidden: fc.boolean(),
    defWeakened: fc.boolean(),
  })
  .filter((r) => {
    const dice = r.red + r.blue + r.green + r.yellow;
    return dice > 0 && dice + (r.focused ? 1 : 0) <= 3;
  })
  .map((r) => ({
    ...r.type,
    attacker: {
      dice: { red: r.red, blue: r.blue, green: r.green, yellow: r.yellow },
      modifiers: r.modifiers,
      surgeAbilities: r.abilities,
      rerolls: r.attackerRerolls,
      focused: r.focused,
      hidden: r.hidden,
      weakened: r.weakened,
    },
    defender: {
      dice: { black: r.black, white: r.white },
      modifiers: { block: r.block, evade: r.evade },
      rerolls: r.defenderRerolls,
      hidden: r.defHidden,
      weakened: r.defWeakened,
    },
  }));

const colour = fc.constantFrom('red', 'blue', 'green', 'yellow');

/** `s` with one field of attacker or defender changed. */
function edit(s: Json, side: 'attacker' | 'defender', f: (x: Json) => Json): Json {
  return { ...s, [side]: f(s[side] as Json) };
}

const RUNS = { numRuns: 40 };

describe('Imperial Assault properties', () => {
  it('outputs are distributions: PMFs sum to 1, probabilities lie in [0, 1]', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = exact(s);
        for (const f of ['damage', 'blast', 'cleave'])
          expect(Math.abs(summary(r, f).pmf.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(EPS);
        const probs = [r['miss'] as number, ...Object.values(r['conditions'] as Json)] as number[];
        for (const p of probs) expect(p >= -EPS && p <= 1 + EPS).toBe(true);
      }),
      RUNS,
    );
  });

  it('a miss deals no damage: P(damage = 0) ≥ P(miss)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = exact(s);
        expect(summary(r, 'damage').pmf[0] ?? 0).toBeGreaterThanOrEqual(
          (r['miss'] as number) - EPS,
        );
      }),
      RUNS,
    );
  });

  it('more attack dice never lower the mean', () => {
    fc.assert(
      fc.property(scenario, colour, (s, c) => {
        const more = edit(s, 'attacker', (a) => {
          const dice = a['dice'] as Record<string, number>;
          return { ...a, dice: { ...dice, [c]: (dice[c] ?? 0) + 1 } };
        });
        expect(meanDamage(more)).toBeGreaterThanOrEqual(meanDamage(s) - EPS);
      }),
      RUNS,
    );
  });

  it('an attacker reroll never lowers the expected damage', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const more = edit(s, 'attacker', (a) => ({ ...a, rerolls: (a['rerolls'] as number) + 1 }));
        expect(meanDamage(more)).toBeGreaterThanOrEqual(meanDamage(s) - EPS);
      }),
      RUNS,
    );
  });

  it('a defender reroll never raises the expected damage', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const more = edit(s, 'defender', (d) => ({ ...d, rerolls: (d['rerolls'] as number) + 1 }));
        expect(meanDamage(more)).toBeLessThanOrEqual(meanDamage(s) + EPS);
      }),
      RUNS,
    );
  });

  it('an evade never raises the expected damage', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const more = edit(s, 'defender', (d) => {
          const m = d['modifiers'] as Record<string, number>;
          return { ...d, modifiers: { ...m, evade: (m['evade'] ?? 0) + 1 } };
        });
        expect(meanDamage(more)).toBeLessThanOrEqual(meanDamage(s) + EPS);
      }),
      RUNS,
    );
  });

  it('a surge ability never lowers the expected damage (the attacker may leave it unused)', () => {
    fc.assert(
      fc.property(scenario, ability, (s, extra) => {
        const more = edit(s, 'attacker', (a) => ({
          ...a,
          surgeAbilities: [...(a['surgeAbilities'] as Json[]), extra],
        }));
        expect(meanDamage(more)).toBeGreaterThanOrEqual(meanDamage(s) - EPS);
      }),
      RUNS,
    );
  });

  it('parse(serialize(s)) = s', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const r = parseIaScenario({ v: 1, game: 'imperial-assault', ...input });
        if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
        const again = parseIaScenario(JSON.parse(serializeIaScenario(r.value)));
        expect(again).toEqual(r);
      }),
      RUNS,
    );
  });
});
