import fc from 'fast-check';
import { CONDITIONS } from '../../src/engine/imperial-assault/scenario.ts';
import { type JsonRecord } from '../../src/engine/index.ts';

/** One surge ability (cost 1–2, small effects, up to two conditions). */
export const surgeAbilityArb = fc.record({
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

/**
 * A small random scenario, without `v` and `game` (at most 3 attack dice with Focused's, 2
 * defense dice, 1 reroll each), so that the exact executor answers in milliseconds.
 */
export const scenarioArb: fc.Arbitrary<JsonRecord> = fc
  .record({
    type: attackType,
    red: fc.integer({ min: 0, max: 1 }),
    blue: fc.integer({ min: 0, max: 1 }),
    green: fc.integer({ min: 0, max: 1 }),
    yellow: fc.integer({ min: 0, max: 1 }),
    abilities: fc.array(surgeAbilityArb, { maxLength: 3 }),
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
