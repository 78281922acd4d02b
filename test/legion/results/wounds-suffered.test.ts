import { describe, expect, it } from 'vitest';
import type { Summary } from '../../../src/engine/core/summary.ts';
import { monteCarloQuantities } from '../../../src/engine/core/run.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { after, exactResult, sequenceOf } from '../sequence/helpers.ts';
import type { Json } from '../rules/helpers.ts';

// Wounds past the unit's remaining health are overkill: `wounds` keeps them (as rolled), and
// `woundsSuffered` caps them at what the unit can still suffer (FFG Rules Reference 1.0, Wounds: a defeated
// miniature is removed; wounds left over once every miniature is defeated are lost).

const SIX_RED: Json = {
  v: 1,
  game: 'legion',
  attacker: { dice: { red: 6 }, surge: 'crit' },
  defender: { die: 'white', minis: 4, woundThreshold: 1 },
};

const suffered = (r: Record<string, unknown>) => r['woundsSuffered'] as Summary;
const wounds = (r: Record<string, unknown>) => r['wounds'] as Summary;

describe('wounds suffered', () => {
  it('caps a single attack at the unit’s health; raw wounds unchanged', () => {
    const r = exactResult(SIX_RED);
    const w = wounds(r);
    const s = suffered(r);
    expect(w.pmf.length).toBe(7);
    expect(s.pmf.length).toBe(5);
    for (let k = 0; k < 4; k++) expect(s.pmf[k]).toBeCloseTo(w.pmf[k] as number, 12);
    expect(s.pmf[4]).toBeCloseTo(w.atLeast[4] as number, 12);
    expect(s.mean).toBeLessThan(w.mean);
  });

  it('counts the wounds the unit has already taken', () => {
    const r = exactResult({
      ...(SIX_RED as object),
      defender: { die: 'white', minis: 4, woundThreshold: 1, woundsTaken: 1 },
    });
    expect(suffered(r).pmf.length).toBe(4);
  });

  it('is absent when the unit’s health is unknown', () => {
    const r = exactResult({ ...(SIX_RED as object), defender: { die: 'white' } });
    expect(r['woundsSuffered']).toBeUndefined();
  });

  it('Monte Carlo gives it too', () => {
    const parsed = parseAnyScenario(SIX_RED);
    if (!parsed.ok) throw new Error('scenario');
    const q = monteCarloQuantities(parsed.value.engine.compile(parsed.value.scenario), 20_000, 1);
    const s = q['woundsSuffered'] as Summary;
    expect(s.pmf.length).toBe(5);
    expect(s.ci95).toBeDefined();
    expect(s.pmf[4]).toBeCloseTo((q['wounds'] as Summary).atLeast[4] as number, 12);
  });

  it('a sequence carries what each attack suffered, never more than the unit has', () => {
    const seq = sequenceOf(SIX_RED, [
      { attacker: { dice: { red: 6 }, surge: 'crit' }, repeat: 3 } as Json,
    ]);
    const r = exactResult(seq);
    expect(wounds(r).pmf.length).toBeGreaterThan(5);
    expect(suffered(r).pmf.length).toBe(5);
    // After each attack: suffered = min(total wounds, 4) exactly, as nothing heals.
    for (let k = 0; k < 3; k++) {
      const w = after(r, k, 'wounds');
      const s = after(r, k, 'woundsSuffered');
      expect(s.pmf[4]).toBeCloseTo(w.atLeast[4] as number, 12);
      expect(s.pmf[2]).toBeCloseTo(w.pmf[2] as number, 12);
    }
    // P(suffered = 4) is P(unit defeated).
    expect(suffered(r).atLeast[4]).toBeCloseTo(
      (r['unitDefeated'] as Summary).atLeast[1] as number,
      12,
    );
  });
});
