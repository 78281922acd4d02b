import fc from 'fast-check';
import { FORCE_DEFENSE_POLICIES, FORCE_REROLL_POLICIES } from '../../src/engine/swm/scenario.ts';

// A random Star Wars Miniatures turn, without `v` and `game`: an attacker, a defender and the
// Force policies.

const attackerArb = fc.record({
  attack: fc.integer({ min: -5, max: 25 }),
  damage: fc.integer({ min: 0, max: 60 }),
  bonusDamage: fc.integer({ min: 0, max: 20 }),
  attacks: fc.integer({ min: 1, max: 2 }),
  doubleAttack: fc.boolean(),
  twinAttack: fc.boolean(),
  force: fc.integer({ min: 0, max: 3 }),
  mettle: fc.boolean(),
  lightsaber: fc.boolean(),
  adjacent: fc.boolean(),
  meleeAttack: fc.boolean(),
  combinedFire: fc.integer({ min: 0, max: 2 }),
  lightsaberAssault: fc.boolean(),
  useTheForce: fc.boolean(),
  cunningAttack: fc.boolean(),
  advantageousAttack: fc.boolean(),
  splash: fc.integer({ min: 0, max: 20 }),
});
const defenderArb = fc.record({
  defense: fc.integer({ min: 5, max: 30 }),
  hp: fc.integer({ min: 10, max: 200 }),
  droid: fc.boolean(),
  damageReduction: fc.integer({ min: 0, max: 20 }),
  force: fc.integer({ min: 0, max: 2 }),
  lightsaberDeflect: fc.boolean(),
  lightsaberBlock: fc.boolean(),
  evade: fc.boolean(),
  activated: fc.boolean(),
  adjacentCharacters: fc.integer({ min: 0, max: 2 }),
  adjacentForce: fc.boolean(),
});
const policyArb = fc.record({
  forceReroll: fc.constantFrom(...FORCE_REROLL_POLICIES),
  forceDefense: fc.constantFrom(...FORCE_DEFENSE_POLICIES),
});
// Splash X at most the attack's damage, as on every card: otherwise a miss (the target takes X)
// can deal more than a hit, and "hitting more never hurts" is false by the rules themselves.
// Flags that need others are switched off where the parser would reject the turn.
export const turnArb = fc
  .record({ attacker: attackerArb, defender: defenderArb, policy: policyArb })
  .map((t) => {
    const a = t.attacker;
    const melee = a.meleeAttack && a.adjacent;
    const assault = a.lightsaberAssault && a.force >= 1;
    return {
      ...t,
      attacker: {
        ...a,
        splash: Math.min(a.splash, a.damage),
        meleeAttack: melee,
        combinedFire: melee ? 0 : a.combinedFire,
        lightsaberAssault: assault,
        attacks: assault ? 1 : a.attacks,
        useTheForce: a.useTheForce && !assault && a.force >= 3,
      },
      defender: {
        ...t.defender,
        adjacentForce: t.defender.adjacentForce && t.defender.adjacentCharacters > 0,
      },
    };
  });
