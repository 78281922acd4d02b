import type { Die } from '../core/die.ts';
import { attackDie } from './d20.ts';
import { conditionalAttackBonus } from './damage.ts';
import type { SwmScenario } from './scenario.ts';

/** Cover's Defense bonus, once only (SWM Battle of Hoth rulebook, Cover; Cover and Line of Sight). */
export const COVER_BONUS = 4;
/** Each ally combining fire gives +4 Attack to one attack (SWM Battle of Hoth rulebook, Combined Fire). */
export const COMBINED_FIRE_BONUS = 4;
/** Mettle (outside the seed): a Force reroll adds +4. */
export const METTLE_BONUS = 4;

/** One attack of the turn, as compiled. */
export interface PlannedAttack {
  readonly index: number;
  /** The extra attack of Twin Attack (it never grants another). */
  readonly twin: boolean;
  /** Use the Force: hits automatically as a critical hit, no roll (SWM Battle of Hoth rulebook, Use the Force). */
  readonly autoCritical: boolean;
  readonly die: Die;
  /** The d20 of a Force reroll of this attack (Mettle adds to it). */
  readonly rerollDie: Die;
}

/** The target's Defense against this attacker: cover never counts for an adjacent one (Cover and Line of Sight). */
export function effectiveDefense(s: SwmScenario): number {
  const coverApplies = s.defender.cover && !s.attacker.adjacent;
  return s.defender.defense + (coverApplies ? COVER_BONUS : 0);
}

/**
 * Attacks the turn makes before Twin Attack: Lightsaber Assault replaces them with 2 (Force Powers (Luke Skywalker));
 * otherwise the card's attacks plus 1 for Double Attack (Double Attack; Special Abilities).
 */
export function baseAttacks(s: SwmScenario): number {
  const a = s.attacker;
  if (a.lightsaberAssault) return 2;
  return a.attacks + (a.doubleAttack ? 1 : 0);
}

/**
 * The turn's attacks in order: each base attack followed by its Twin Attack extra attack on the
 * same target (Twin Attack). Combined fire helps only the first attack (Combined Fire).
 */
export function planTurn(s: SwmScenario): PlannedAttack[] {
  const defense = effectiveDefense(s);
  const base = s.attacker.attack + conditionalAttackBonus(s);
  const mettle = s.attacker.mettle ? METTLE_BONUS : 0;
  const out: PlannedAttack[] = [];
  for (let b = 0; b < baseAttacks(s); b++) {
    for (const twin of s.attacker.twinAttack ? [false, true] : [false]) {
      const index = out.length;
      const attack = base + (index === 0 ? COMBINED_FIRE_BONUS * s.attacker.combinedFire : 0);
      out.push({
        index,
        twin,
        autoCritical: index === 0 && s.attacker.useTheForce,
        die: attackDie(attack, defense),
        rerollDie: attackDie(attack + mettle, defense),
      });
    }
  }
  return out;
}
