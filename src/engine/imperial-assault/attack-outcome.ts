/** What one attack roll does once surges are spent (steps 6–8 of docs/rules/imperial-assault.md). */
export interface Outcome {
  /** Damage the target suffers. */
  damage: number;
  /** 1 when the attack misses. */
  miss: number;
  /** Damage each adjacent figure suffers (Blast) and the chosen figure suffers (Cleave). */
  blast: number;
  cleave: number;
  /** Bit i set when condition i (scenario.ts CONDITIONS) is applied. */
  conditions: number;
}

/** The attack's icons after surges are spent, with what the spent abilities add. */
export interface Spent {
  damage: number;
  accuracy: number;
  block: number;
  dodge: number;
  pierce: number;
  blast: number;
  cleave: number;
  conditions: number;
}

/**
 * Step 6, Check Accuracy (IA Rules Reference Guide, Accuracy and Miss): a dodge makes any attack miss; a ranged
 * attack misses when its accuracy is below the distance. Melee and Reach need no accuracy
 * (IA Rules Reference Guide, Melee Attack and Reach).
 */
export function misses(x: Spent, ranged: boolean, distance: number): boolean {
  return x.dodge > 0 || (ranged && x.accuracy < distance);
}

/**
 * Step 7, Calculate Damage (IA Rules Reference Guide, Attacks, step 7 and Pierce): blocks minus pierce (never
 * below 0) are subtracted from the damage; pierce from several sources adds up.
 */
export function damageSuffered(x: Spent): number {
  const blocks = x.block > x.pierce ? x.block - x.pierce : 0;
  return x.damage > blocks ? x.damage - blocks : 0;
}

/**
 * Step 8, after the attack (IA Rules Reference Guide, Blast, Cleave, Conditions; Attacks "special situations"):
 * Blast, Cleave and condition keywords need the target to suffer at least 1 damage.
 */
export function afterAttack(x: Spent, ranged: boolean, distance: number, out: Outcome): void {
  const miss = misses(x, ranged, distance);
  const damage = miss ? 0 : damageSuffered(x);
  const hurt = damage >= 1;
  out.damage = damage;
  out.miss = miss ? 1 : 0;
  out.blast = hurt ? x.blast : 0;
  out.cleave = hurt ? x.cleave : 0;
  out.conditions = hurt ? x.conditions : 0;
}
