import type { SwmScenario } from './scenario.ts';

/** The Lightsaber special ability's extra damage against an adjacent enemy (SWM Battle of Hoth rulebook, Lightsaber). */
export const LIGHTSABER_BONUS = 10;
/** Cunning Attack / Advantageous Attack extra damage (SWM Battle of Hoth rulebook, Special Abilities). */
export const CONDITIONAL_BONUS = 10;

/** Whether the attack ignores Damage Reduction: an adjacent enemy with a lightsaber (Damage Reduction; with lightsabers). */
export function ignoresDamageReduction(s: SwmScenario): boolean {
  const a = s.attacker;
  return a.adjacent && (a.lightsaber || a.lightsaberAssault);
}

/** Damage Reduction X: damage taken is reduced by X, never below 0 (SWM Battle of Hoth rulebook, Damage Reduction). */
export function afterDamageReduction(s: SwmScenario, damage: number): number {
  if (ignoresDamageReduction(s)) return damage;
  return Math.max(0, damage - s.defender.damageReduction);
}

/** Conditional extra damage of every hit: Lightsaber, Cunning / Advantageous Attack, bonuses. */
export function extraDamage(s: SwmScenario): number {
  const a = s.attacker;
  const fresh = !s.defender.activated;
  return (
    a.bonusDamage +
    (a.lightsaber && a.adjacent ? LIGHTSABER_BONUS : 0) +
    (a.cunningAttack && fresh ? CONDITIONAL_BONUS : 0) +
    (a.advantageousAttack && fresh ? CONDITIONAL_BONUS : 0)
  );
}

/**
 * Damage a hit deals to the target before saves: a critical hit doubles the damage (SWM Battle of Hoth rulebook
 * Natural 20 is a Critical Hit) — the extras too only with `critDoublesExtras`, as the rulebook is silent on them — droids
 * are immune to the doubling, and Damage Reduction applies after it.
 */
export function hitDamage(s: SwmScenario, critical: boolean): number {
  const base = s.attacker.damage;
  const extra = extraDamage(s);
  const crit = critical && !s.defender.droid;
  const raw = !crit
    ? base + extra
    : s.options.critDoublesExtras
      ? 2 * (base + extra)
      : 2 * base + extra;
  return afterDamageReduction(s, raw);
}

/** Splash X the target takes when the attack misses and it fails its save (Splash): not doubled. */
export function targetSplashDamage(s: SwmScenario): number {
  return afterDamageReduction(s, s.attacker.splash);
}

/** Cunning Attack's +4 Attack against an enemy that has not activated (SWM Battle of Hoth rulebook, Special Abilities; Using Special Abilities). */
export function conditionalAttackBonus(s: SwmScenario): number {
  return s.attacker.cunningAttack && !s.defender.activated ? 4 : 0;
}
