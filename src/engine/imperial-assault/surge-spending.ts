import { afterAttack, type Outcome, type Spent } from './attack-outcome.ts';
import { CONDITIONS, type IaSurgeAbility } from './scenario.ts';

/** The fixed facts of an attack that steps 5–8 read. */
export interface AttackRules {
  readonly ranged: boolean;
  readonly distance: number;
  /** Pierce from static modifiers (surge abilities add theirs). */
  readonly pierce: number;
  readonly abilities: readonly IaSurgeAbility[];
}

/** The icon totals of one roll after step 4 (evades already spent on surges). */
export interface Rolled {
  damage: number;
  surge: number;
  accuracy: number;
  block: number;
  dodge: number;
}

/** Sums of every subset of abilities, indexed by bit mask (at most 2^10 entries). */
export interface SubsetTable {
  readonly cost: Int32Array;
  readonly damage: Int32Array;
  readonly pierce: Int32Array;
  readonly accuracy: Int32Array;
  readonly blast: Int32Array;
  readonly cleave: Int32Array;
  readonly conditions: Int32Array;
}

/** Bit mask of a list of conditions (bit i = CONDITIONS[i]). */
export function conditionMask(list: readonly string[]): number {
  return CONDITIONS.reduce((m, c, i) => (list.includes(c) ? m | (1 << i) : m), 0);
}

/** The sums of each subset of abilities, built once per scenario. */
export function subsetTable(abilities: readonly IaSurgeAbility[]): SubsetTable {
  const n = 1 << abilities.length;
  const t = {
    cost: new Int32Array(n),
    damage: new Int32Array(n),
    pierce: new Int32Array(n),
    accuracy: new Int32Array(n),
    blast: new Int32Array(n),
    cleave: new Int32Array(n),
    conditions: new Int32Array(n),
  };
  for (let mask = 1; mask < n; mask++) {
    const i = 31 - Math.clz32(mask);
    const a = abilities[i] as IaSurgeAbility;
    const rest = mask ^ (1 << i);
    t.cost[mask] = (t.cost[rest] as number) + a.cost;
    t.damage[mask] = (t.damage[rest] as number) + a.damage;
    t.pierce[mask] = (t.pierce[rest] as number) + a.pierce;
    t.accuracy[mask] = (t.accuracy[rest] as number) + a.accuracy;
    t.blast[mask] = (t.blast[rest] as number) + a.blast;
    t.cleave[mask] = (t.cleave[rest] as number) + a.cleave;
    t.conditions[mask] = (t.conditions[rest] as number) | conditionMask(a.conditions);
  }
  return t;
}

const popcount = (m: number): number => {
  let c = 0;
  for (let v = m; v !== 0; v &= v - 1) c++;
  return c;
};

/**
 * Step 5, Spend Surges (IA Rules Reference Guide, Surges; docs/rules/imperial-assault.md "Surge spending is an
 * optimisation"): the attacker sees the dice, so every subset of abilities whose costs fit the
 * surges is tried (each ability at most once) and the best kept: most damage to the target,
 * then most Blast + Cleave damage, then most conditions, then most accuracy; a remaining tie
 * keeps the subset with the lowest bit mask (bit i = ability i), so the answer is deterministic.
 * Writes the outcome into `out` and returns the chosen mask.
 */
export function spendSurges(
  rules: AttackRules,
  table: SubsetTable,
  rolled: Rolled,
  out: Outcome,
): number {
  const x: Spent = {
    damage: 0,
    accuracy: 0,
    block: rolled.block,
    dodge: rolled.dodge,
    pierce: 0,
    blast: 0,
    cleave: 0,
    conditions: 0,
  };
  const trial: Outcome = { damage: 0, miss: 0, blast: 0, cleave: 0, conditions: 0 };
  let best = -1;
  let bestDamage = -1;
  let bestSplash = -1;
  let bestConditions = -1;
  let bestAccuracy = -1;
  const n = table.cost.length;
  for (let mask = 0; mask < n; mask++) {
    if ((table.cost[mask] as number) > rolled.surge) continue;
    x.damage = rolled.damage + (table.damage[mask] as number);
    x.accuracy = rolled.accuracy + (table.accuracy[mask] as number);
    x.pierce = rules.pierce + (table.pierce[mask] as number);
    x.blast = table.blast[mask] as number;
    x.cleave = table.cleave[mask] as number;
    x.conditions = table.conditions[mask] as number;
    afterAttack(x, rules.ranged, rules.distance, trial);
    const splash = trial.blast + trial.cleave;
    const conditions = popcount(trial.conditions);
    const better =
      trial.damage !== bestDamage
        ? trial.damage > bestDamage
        : splash !== bestSplash
          ? splash > bestSplash
          : conditions !== bestConditions
            ? conditions > bestConditions
            : x.accuracy > bestAccuracy;
    if (!better) continue;
    best = mask;
    bestDamage = trial.damage;
    bestSplash = splash;
    bestConditions = conditions;
    bestAccuracy = x.accuracy;
    out.damage = trial.damage;
    out.miss = trial.miss;
    out.blast = trial.blast;
    out.cleave = trial.cleave;
    out.conditions = trial.conditions;
  }
  return best;
}
