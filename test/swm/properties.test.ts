import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../fast-check-setup.ts';
import { evades } from '../../src/engine/swm/attack-steps.ts';
import { extraDamage, hitDamage, targetSplashDamage } from '../../src/engine/swm/damage.ts';
import { exact, meanDamage, swm } from './helpers.ts';
import { turnArb } from './turn-arb.ts';

/**
 * Where a missed attack can be worth more than a hit: a miss is rerolled with Force (another
 * chance at a critical, +4 with Mettle) and a hit is not, and Damage Reduction makes criticals
 * count for much more than normal hits (2 × 2 − 2 = 2 against 2 − 2 = 0), so a better attack
 * can lower the mean (rule test '"on-miss" rerolls only misses'). Without Damage Reduction a
 * reroll is never worth more than a hit, and the property holds.
 */
function missCanBeatHit(s: ReturnType<typeof swm>): boolean {
  const rerolls = s.attacker.force > 0 && s.policy.forceReroll !== 'never';
  return rerolls && (hitDamage(s, false) < s.attacker.damage + extraDamage(s) || splashRivals(s));
}

/**
 * The second way: against Evade a hit's damage and a miss's Splash on the target both go
 * through on a failed save of 11 (SWM Battle of Hoth rulebook, Splash), so a miss is worth Splash / damage of a hit,
 * and its reroll is one more chance at a critical. For one attack with m missing faces, one
 * face more that hits changes the mean by (c − 1 − (2m − 1)(1 − r)) / 20 of a hit, where r =
 * Splash / hit and c = critical / hit: so a higher attack lowers the mean once r ≥ 2/3 (c = 2),
 * less with Mettle's better reroll; how much exactly depends on the turn (Force, hp, more
 * attacks), so every Evade turn with target Splash and a reroll is left out. Pinned in the rule
 * test '"on-miss" against Evade and Splash'. Without Evade r ≤ 1/2 and the property holds.
 */
function splashRivals(s: ReturnType<typeof swm>): boolean {
  return evades(s) && targetSplashDamage(s) > 0;
}

// Properties over random turns: monotonicity a player relies on, and well-formed results.
// Those every game has (PMFs, seeded Monte Carlo, parse ∘ serialize) are in
// test/core/game-properties.test.ts.

const EPS = 1e-9;

describe('swm properties', () => {
  it('a higher attack never lowers the mean damage', () => {
    fc.assert(
      fc.property(turnArb, fc.integer({ min: 1, max: 8 }), ({ attacker, defender, policy }, up) => {
        // "on-miss-or-non-crit" may reroll a hit into a miss, so it is not monotone in attack.
        const p = {
          ...policy,
          forceReroll:
            policy.forceReroll === 'on-miss-or-non-crit' ? 'on-miss' : policy.forceReroll,
        };
        const lowTurn = swm(attacker, defender, { policy: p });
        fc.pre(!missCanBeatHit(lowTurn));
        const low = meanDamage(lowTurn);
        const high = meanDamage(
          swm({ ...attacker, attack: attacker.attack + up }, defender, { policy: p }),
        );
        expect(high).toBeGreaterThanOrEqual(low - EPS);
      }),
      { numRuns: 60 },
    );
  });

  it('cover never raises the mean damage', () => {
    fc.assert(
      fc.property(turnArb, ({ attacker, defender, policy }) => {
        const openTurn = swm(attacker, { ...defender, cover: false }, { policy });
        fc.pre(!missCanBeatHit(openTurn));
        const open = meanDamage(openTurn);
        const cover = meanDamage(swm(attacker, { ...defender, cover: true }, { policy }));
        expect(cover).toBeLessThanOrEqual(open + EPS);
      }),
      { numRuns: 60 },
    );
  });

  it('Twin Attack never lowers the mean damage', () => {
    fc.assert(
      fc.property(turnArb, ({ attacker, defender, policy }) => {
        const one = meanDamage(swm({ ...attacker, twinAttack: false }, defender, { policy }));
        const twin = meanDamage(swm({ ...attacker, twinAttack: true }, defender, { policy }));
        expect(twin).toBeGreaterThanOrEqual(one - EPS);
      }),
      { numRuns: 60 },
    );
  });

  // That every PMF sums to 1 is checked for every game in test/core/game-properties.test.ts.
  it('damage within hp, P(defeated) = P(damage = hp), criticals never above hits', () => {
    fc.assert(
      fc.property(turnArb, ({ attacker, defender, policy }) => {
        const q = exact(swm(attacker, defender, { policy }));
        const damage = q['damage']?.pmf ?? [];
        expect(damage.length).toBeLessThanOrEqual(defender.hp + 1);
        expect(q['defeated']?.mean ?? 0).toBeCloseTo(damage[defender.hp] ?? 0, 12);
        expect(q['criticals']?.mean ?? 0).toBeLessThanOrEqual((q['hits']?.mean ?? 0) + EPS);
      }),
      { numRuns: 60 },
    );
  });
});
