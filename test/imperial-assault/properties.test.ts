import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, meanDamage, summary } from './helpers.ts';
import { scenarioArb, surgeAbilityArb } from './scenario-arb.ts';
import { type JsonRecord } from '../../src/engine/index.ts';

// Properties of every valid scenario (small random pools, so the exact executor answers in
// milliseconds). Means are compared with a 1e-9 slack for floating-point sums. Those every game
// has (PMFs, seeded Monte Carlo, parse ∘ serialize) are in test/core/game-properties.test.ts.
const EPS = 1e-9;

const colour = fc.constantFrom('red', 'blue', 'green', 'yellow');

/** `s` with one field of attacker or defender changed. */
function edit(
  s: JsonRecord,
  side: 'attacker' | 'defender',
  f: (x: JsonRecord) => JsonRecord,
): JsonRecord {
  return { ...s, [side]: f(s[side] as JsonRecord) };
}

const RUNS = { numRuns: 40 };

describe('Imperial Assault properties', () => {
  it('a miss deals no damage: P(damage = 0) ≥ P(miss)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
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
      fc.property(scenarioArb, colour, (s, c) => {
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
      fc.property(scenarioArb, (s) => {
        const more = edit(s, 'attacker', (a) => ({ ...a, rerolls: (a['rerolls'] as number) + 1 }));
        expect(meanDamage(more)).toBeGreaterThanOrEqual(meanDamage(s) - EPS);
      }),
      RUNS,
    );
  });

  it('a defender reroll never raises the expected damage', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const more = edit(s, 'defender', (d) => ({ ...d, rerolls: (d['rerolls'] as number) + 1 }));
        expect(meanDamage(more)).toBeLessThanOrEqual(meanDamage(s) + EPS);
      }),
      RUNS,
    );
  });

  it('an evade never raises the expected damage', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
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
      fc.property(scenarioArb, surgeAbilityArb, (s, extra) => {
        const more = edit(s, 'attacker', (a) => ({
          ...a,
          surgeAbilities: [...(a['surgeAbilities'] as JsonRecord[]), extra],
        }));
        expect(meanDamage(more)).toBeGreaterThanOrEqual(meanDamage(s) - EPS);
      }),
      RUNS,
    );
  });
});
