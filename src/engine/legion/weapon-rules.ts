import type { LegionScenario } from './scenario.ts';

/** Weapon keywords: they come with a weapon and join the attack pool with it (FFG Rules Reference 1.0, Weapons). */
export const WEAPON_KEYWORD_KEYS = [
  'critical',
  'pierce',
  'impact',
  'lethal',
  'ram',
  'antiPersonnel',
  'antiMateriel',
  'ion',
  'blast',
  'highVelocity',
  'immuneDeflect',
  'cumbersome',
  'primitive',
  'suppressive',
  'spray',
] as const;
export type WeaponKeywordKey = (typeof WEAPON_KEYWORD_KEYS)[number];

/**
 * Weapon keywords whose rule reads the weapon itself, not the pool: Spray (its own dice, FFG Rules Reference 1.0,
 * Spray), Cumbersome and Anti-Personnel / Anti-Materiel X ("that weapon's dice", AMG Keyword Glossary),
 * High Velocity (only when every weapon has it, AMG Keyword Glossary, High Velocity). With `weapons` they
 * are given per weapon, never in `attacker.keywords`.
 */
export const PER_WEAPON_KEYWORDS = [
  'spray',
  'cumbersome',
  'antiPersonnel',
  'antiMateriel',
  'highVelocity',
] as const satisfies readonly WeaponKeywordKey[];

/**
 * Per-weapon X keywords a card may grant the unit instead of a weapon: one instance of its own in
 * the attack pool (AMG Core Rulebook, X Keywords: instances add up), given in `attacker.keywords`
 * beside `weapons`. It upgrades X of the pool's dice once, after each weapon's own
 * (upgrade-dice.ts), as the same card's Impact X counts once.
 */
export const POOL_INSTANCE_KEYWORDS: ReadonlySet<string> = new Set([
  'antiPersonnel',
  'antiMateriel',
] satisfies (typeof PER_WEAPON_KEYWORDS)[number][]);

interface WeaponLike {
  readonly dice: { readonly red: number; readonly black: number; readonly white: number };
  readonly minis: number;
  readonly range?: readonly [number, number | null] | undefined;
}

/** The pool's dice before Spray: each weapon's dice once per miniature using it (FFG Rules Reference 1.0, Attack, step 2c). */
export function weaponsTotal(weapons: readonly WeaponLike[]): {
  red: number;
  black: number;
  white: number;
} {
  const t = { red: 0, black: 0, white: 0 };
  for (const w of weapons) {
    t.red += w.dice.red * w.minis;
    t.black += w.dice.black * w.minis;
    t.white += w.dice.white * w.minis;
  }
  return t;
}

const band = (min: number, max: number | null) =>
  max === null ? `${min}–∞` : min === max ? `${min}` : `${min}–${max}`;

/** Whether a weapon's range band allows this attack (FFG Rules Reference 1.0, Attack Pool; Melee Weapon). */
export function weaponReaches(
  range: readonly [number, number | null],
  attackType: LegionScenario['attackType'],
  at: number | undefined,
): boolean {
  const [min, max] = range;
  if (attackType === 'overrun') return true; // AMG Keyword Glossary, Overrun X: ignores range
  if (attackType === 'melee') return min === 0;
  if (max !== null && max < 1) return false; // a melee-only weapon
  return at === undefined || (Math.max(min, 1) <= at && (max === null || at <= max));
}

/**
 * Why a weapon cannot join this attack, or null: a melee weapon in a ranged pool or the reverse
 * ("a melee weapon cannot be in the same attack pool as a non-melee weapon", FFG Rules Reference 1.0, Melee
 * Weapon), or a range outside its band (FFG Rules Reference 1.0, Attack Pool).
 */
export function weaponProblem(
  w: WeaponLike,
  attackType: LegionScenario['attackType'],
  at: number | undefined,
): { field: string; message: string } | null {
  if (!w.range) return null;
  const [min, max] = w.range;
  if (max !== null && max < min)
    return { field: 'range', message: `maximum ${max} is below minimum ${min}` };
  if (weaponReaches(w.range, attackType, at)) return null;
  if (attackType === 'melee')
    return {
      field: 'range',
      message: `a melee attack needs melee weapons; this one has range ${band(min, max)}`,
    };
  if (max !== null && max < 1)
    return { field: 'range', message: 'a melee weapon cannot join a ranged attack pool' };
  return {
    field: 'range',
    message: `the attack is at range ${at}, outside this weapon's range ${band(min, max)}`,
  };
}
