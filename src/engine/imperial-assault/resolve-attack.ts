import type { StateFn } from '../core/program.ts';
import type { Outcome } from './attack-outcome.ts';
import { CONDITIONS } from './scenario.ts';
import {
  ACCURACY_TOTAL,
  BLAST,
  BLOCK_TOTAL,
  CLEAVE,
  CONDITION,
  DAMAGE,
  DAMAGE_TOTAL,
  DODGE_TOTAL,
  EVADE_TOTAL,
  MISS,
  SURGE_TOTAL,
} from './state.ts';
import { spendSurges, subsetTable, type AttackRules, type Rolled } from './surge-spending.ts';

/** Upper bounds of the icon totals after step 4 (for the memo key). */
export interface TotalBounds {
  readonly damage: number;
  readonly accuracy: number;
  readonly block: number;
}

/**
 * Steps 5–8 as one deterministic step: spends surges optimally, checks accuracy, deals damage
 * and resolves Blast, Cleave and conditions, writing the outcome slots and clearing the totals
 * (so equal outcomes merge). The optimisation runs once per distinct roll total and is
 * memoised, so a Monte Carlo trial only computes a key and reads a packed integer.
 */
export function resolveAttack(rules: AttackRules, bounds: TotalBounds): StateFn {
  const table = subsetTable(rules.abilities);
  // Surges beyond what every ability costs together, and accuracy beyond the distance, change
  // nothing: clamping them keeps the memo small.
  const surgeCap = table.cost[table.cost.length - 1] as number;
  const accuracyCap = rules.ranged ? rules.distance : 0;
  const sRadix = surgeCap + 1;
  const aRadix = accuracyCap + 1;
  const bRadix = bounds.block + 1;
  const memo = new Map<number, number>();
  const rolled: Rolled = { damage: 0, surge: 0, accuracy: 0, block: 0, dodge: 0 };
  const out: Outcome = { damage: 0, miss: 0, blast: 0, cleave: 0, conditions: 0 };
  const conditionCount = CONDITIONS.length;
  return (s) => {
    const damage = s[DAMAGE_TOTAL] as number;
    const surgeRaw = s[SURGE_TOTAL] as number;
    const accRaw = s[ACCURACY_TOTAL] as number;
    const surge = surgeRaw < surgeCap ? surgeRaw : surgeCap;
    const accuracy = accRaw < accuracyCap ? accRaw : accuracyCap;
    const block = s[BLOCK_TOTAL] as number;
    const dodge = (s[DODGE_TOTAL] as number) > 0 ? 1 : 0;
    const key = (((damage * sRadix + surge) * aRadix + accuracy) * bRadix + block) * 2 + dodge;
    let packed = memo.get(key);
    if (packed === undefined) {
      rolled.damage = damage;
      rolled.surge = surge;
      rolled.accuracy = accuracy;
      rolled.block = block;
      rolled.dodge = dodge;
      spendSurges(rules, table, rolled, out);
      packed =
        out.damage |
        (out.miss << 8) |
        (out.blast << 9) |
        (out.cleave << 16) |
        (out.conditions << 23);
      memo.set(key, packed);
    }
    s[DAMAGE] = packed & 255;
    s[MISS] = (packed >>> 8) & 1;
    s[BLAST] = (packed >>> 9) & 127;
    s[CLEAVE] = (packed >>> 16) & 127;
    for (let i = 0; i < conditionCount; i++) s[CONDITION + i] = (packed >>> (23 + i)) & 1;
    s[DAMAGE_TOTAL] = 0;
    s[SURGE_TOTAL] = 0;
    s[ACCURACY_TOTAL] = 0;
    s[BLOCK_TOTAL] = 0;
    s[EVADE_TOTAL] = 0;
    s[DODGE_TOTAL] = 0;
  };
}
