import type { LegionScenario } from '../../src/engine/legion/scenario.ts';
import { optimalReferenceValue } from './legion-optimal-reference.ts';

/**
 * Best play over a sequence of attacks on one unit, by brute force: the last attack's value
 * for each wound total the unit can carry into it is the single-attack reference
 * (legion-optimal-reference.ts: every die, every reroll subset), aiming at the sequence's goal
 * of the total; each earlier attack's, the same with the next attack's values as its goal. No
 * carried state but the wounds, so the defender must carry nothing else: no tokens, and a unit
 * that cannot be suppressed (a vehicle with courage "–"), no guardians, no LOS limit.
 *
 * `attacks`: each attack as a single-attack scenario against the defender as the sequence
 * starts. `goal`: of the wounds the unit has suffered over the whole sequence.
 */
export function sequenceReferenceValue(
  attacks: readonly LegionScenario[],
  goal: (suffered: number) => number,
): number {
  const d = (attacks[0] as LegionScenario).defender;
  if (d.minis === null || d.woundThreshold === null) throw new Error('needs the unit profile');
  const health = d.minis * d.woundThreshold;
  const start = d.woundsTaken;
  const memo = new Map<string, number>();
  // value(k, w): the goal's value with w wounds on the unit before attack k, played best.
  const value = (k: number, w: number): number => {
    const s = attacks[k];
    if (s === undefined || w >= health) return goal(w - start);
    const key = `${k}|${w}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = optimalReferenceValue(s, (dealt) => value(k + 1, w + Math.min(dealt, health - w)));
      memo.set(key, v);
    }
    return v;
  };
  return value(0, start);
}
