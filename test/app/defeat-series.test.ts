import { describe, expect, it } from 'vitest';
import { simulateCounts } from '../../src/engine/core/run.ts';
import {
  evaluateExact,
  monteCarloResult,
  parseAnyScenario,
  type AttackResult,
} from '../../src/engine/engines.ts';
import { defeatSeries, entries } from '../../src/app/entries.ts';
import { appGame } from '../../src/app/games/registry.ts';

// The app's P(defeated by attack k) lines (issue 13 item 5): read from a sequence's result.

const legion = appGame('legion');
if (!legion) throw new Error('the app has Legion');
const RED = { attacker: { dice: { red: 1 } } };
/** Two 1-red attacks at a 2-miniature unit with courage "–": P(wound) 5/8 each, 2 to defeat it. */
const TWO_SHOTS = {
  v: 1,
  game: 'legion',
  defender: { minis: 2, woundThreshold: 1, courage: null },
  attacks: [{ ...RED, repeat: 2 }],
};
const Q = 5 / 8;

function exact(s: unknown): AttackResult {
  const p = parseAnyScenario(s);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return evaluateExact(p.value);
}

describe('P(defeated by attack k) in the app', () => {
  it('reads each attack of a sequence, repeats counted one by one, with the attacks needed', () => {
    const k = legion.killByStage?.(exact(TWO_SHOTS));
    expect(k?.byStage).toEqual([0, expect.closeTo(Q * Q, 12)]);
    expect(k?.fallsAt).toEqual([0, expect.closeTo(Q * Q, 12)]);
    expect(k?.ci95).toBeUndefined();
  });

  it('a single attack is one step; an untracked unit has none', () => {
    const one = { v: 1, game: 'legion', defender: { minis: 1, woundThreshold: 1 }, ...RED };
    expect(legion.killByStage?.(exact(one))?.byStage).toEqual([expect.closeTo(Q, 12)]);
    expect(legion.killByStage?.(exact({ v: 1, game: 'legion', ...RED }))).toBeNull();
    const untracked = { v: 1, game: 'legion', attacks: [{ ...RED, repeat: 3 }] };
    expect(legion.killByStage?.(exact(untracked))).toBeNull();
  });

  it('Monte Carlo: each attack with its 95% interval', () => {
    const p = parseAnyScenario(TWO_SHOTS);
    if (!p.ok) throw new Error('parses');
    const program = p.value.engine.compile(p.value.scenario);
    const r = monteCarloResult(
      p.value.engine,
      program,
      simulateCounts(program, 20000, 3),
      20000,
      3,
      0,
    );
    const k = legion.killByStage?.(r);
    expect(k?.ci95).toHaveLength(2);
    // The exact answer lies in its interval; no trial defeats the unit on the first attack,
    // and the interval still says how unlikely that is.
    const [lo, hi] = k?.ci95?.[1] ?? [NaN, NaN];
    expect(lo).toBeLessThan(Q * Q);
    expect(hi).toBeGreaterThan(Q * Q);
    const [lo0, hi0] = k?.ci95?.[0] ?? [NaN, NaN];
    expect(lo0).toBeCloseTo(0, 12);
    expect(hi0).toBeGreaterThan(0);
    expect(hi0).toBeLessThan(0.001);
  });

  it('draws a line per loadout once one of them is a sequence', () => {
    const seq = exact(TWO_SHOTS);
    const one = exact({ v: 1, game: 'legion', defender: { minis: 2, woundThreshold: 1 }, ...RED });
    const pins = [
      { id: 1, label: 'A', color: 1, result: one },
      { id: 2, label: 'B', color: 2, result: seq },
    ].map((p) => ({
      ...p,
      game: 'legion',
      scenario: null,
      mode: 'auto' as const,
      trials: 0,
      seed: 0,
      job: { scenario: p.id, method: 'exact' as const, trials: 0, seed: 0 },
      error: null,
    }));
    const list = entries(legion, one, 'none', pins, 'light');
    const lines = defeatSeries(legion, list);
    expect(lines.map((l) => [l.label, l.byAttack.length])).toEqual([
      ['Current', 1],
      ['A', 1],
      ['B', 2],
    ]);
    expect(lines[2]?.slot).toBe(2);
    // Only single attacks: the key numbers say it all, no chart.
    expect(defeatSeries(legion, entries(legion, one, 'none', [], 'light'))).toEqual([]);
  });
});
