import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../../../src/engine/core/summary.ts';
import type { LegionScenario } from '../../../src/engine/legion/scenario.ts';
import { minisInLos } from '../../../src/engine/legion/unit-profile.ts';
import { exact, parse } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';
import { changed } from './scenario-variants.ts';

// The unit profile: suppression, miniatures and units defeated (docs/rules/legion.md steps 9 and 10).
// docs/testing.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('suppression and the unit profile', () => {
  // Step 10: suppression needs a hit or crit in the pool after step 4 and, in amg-2025 at Range,
  // a defender that survives. Giving the defender a unit profile therefore removes exactly the
  // attacks that defeat the unit (they all had a hit or crit): amg-2025 Ranged,
  //   P(suppressed | profile) = P(suppressed | no profile) − P(unit defeated);
  // otherwise the profile changes nothing.
  const lineOfSightCap = {
    v: 1,
    game: 'legion',
    attacker: { dice: { red: 6 } },
    defender: { minis: 2, woundThreshold: 1, minisInLos: 1 },
  };
  it('removes exactly the suppression of attacks that defeat the unit', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        fc.pre(s.defender.minis !== null);
        // Ram X (after moving) can turn a Blank into a crit after step 4: such an attack can
        // defeat the unit without ever having suppressed it, so the identity needs no Ram.
        fc.pre(!(s.attacker.keywords.ram > 0 && s.attacker.moved));
        const bare = changed(s, (c) => {
          c.defender.minis = null;
          c.defender.woundThreshold = null;
          c.defender.woundsTaken = 0;
          // Spray still needs its count of miniatures in LOS (which alone caps nothing).
          c.defender.minisInLos = s.attacker.keywords.spray ? minisInLos(s.defender) : null;
        });
        const withProfile = exact(s);
        const without = exact(bare);
        const suppressed = (q: Record<string, Summary>) => q['suppression']?.atLeast[1] ?? 0;
        // Enrage X reads the profile's wounds taken: at X or more the unit is never suppressed
        // (AMG Keyword Glossary, Enrage X), which the bare defender (no wounds) cannot show.
        const enrage = s.defender.keywords.enrage;
        if (s.edition === 'amg-2025' && enrage > 0 && s.defender.woundsTaken >= enrage) {
          expect(suppressed(withProfile)).toBe(0);
          return;
        }
        const defeated = withProfile['unitDefeated']?.atLeast[1] ?? 0;
        // (A defender that is never suppressed — a vehicle, courage "–" — loses nothing.)
        const suppressible = suppressed(without) > 0;
        const lost =
          s.edition === 'amg-2025' && s.attackType === 'ranged' && suppressible ? defeated : 0;
        expect(suppressed(withProfile)).toBeCloseTo(suppressed(without) - lost, 9);
      }),
      { numRuns: 40, examples: [[lineOfSightCap]] },
    );
  });
});

describe('the unit profile', () => {
  /**
   * Step 9 by hand (docs/rules/legion.md): the unit's `woundsTaken` sit on as few miniatures as
   * possible (full ones defeated, one wounded); new wounds go to the most-wounded miniature
   * until it is defeated, then the next; a Ranged attack reaches only the `minisInLos`
   * surviving miniatures (the wounded one among them) and wounds beyond them are lost.
   * Returns [miniatures defeated by this attack, unit defeated (0/1)].
   */
  function assign(s: LegionScenario, wounds: number): [number, number] {
    const d = s.defender;
    const threshold = d.woundThreshold ?? 1;
    const onMini = Array.from({ length: d.minis ?? 0 }, () => 0);
    let taken = d.woundsTaken;
    for (let i = 0; i < onMini.length && taken > 0; i++) {
      onMini[i] = Math.min(threshold, taken);
      taken -= onMini[i] ?? 0;
    }
    const alive = onMini.filter((w) => w < threshold).sort((a, b) => b - a);
    const reachable =
      s.attackType === 'ranged' && d.minisInLos !== null ? alive.slice(0, d.minisInLos) : alive;
    let left = wounds;
    let defeated = 0;
    for (let w of reachable) {
      while (left > 0 && w < threshold) {
        w++;
        left--;
      }
      if (w === threshold) defeated++;
    }
    return [defeated, defeated === alive.length ? 1 : 0];
  }

  it('minisDefeated and unitDefeated are the wounds PMF pushed through step 9, to 1e-12', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const s = parse(input);
        fc.pre(s.defender.minis !== null);
        const q = exact(s);
        const wounds = q['wounds']?.pmf ?? [];
        const minis = new Array<number>((s.defender.minis ?? 0) + 1).fill(0);
        const unit = [0, 0];
        wounds.forEach((p, w) => {
          const [m, u] = assign(s, w);
          minis[m] = (minis[m] ?? 0) + p;
          unit[u] = (unit[u] ?? 0) + p;
        });
        const check = (name: string, want: readonly number[]) => {
          const got = q[name]?.pmf ?? [];
          for (let k = 0; k < Math.max(got.length, want.length); k++)
            expect(Math.abs((got[k] ?? 0) - (want[k] ?? 0)), `${name}[${k}]`).toBeLessThan(1e-12);
        };
        check('minisDefeated', minis);
        check('unitDefeated', unit);
      }),
      {
        numRuns: 120,
        examples: [
          [
            {
              v: 1,
              game: 'legion',
              attacker: { dice: { red: 6 } },
              defender: { minis: 3, woundThreshold: 2, woundsTaken: 3, minisInLos: 1 },
            },
          ],
        ],
      },
    );
  });
});
