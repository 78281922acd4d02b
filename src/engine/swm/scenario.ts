import { z } from 'zod';
import { exactly, flag, int, oneOf, validate, type Parsed } from '../core/validation.ts';

const off = () => flag().default(false);
const points = () => int(0, 500).default(0);

/** Most attacks a turn can hold: 4 base attacks + Double Attack, each with its Twin Attack. */
export const MAX_BASE_ATTACKS = 4;
/** Characters that fit around a Medium target (for Splash). */
export const MAX_ADJACENT = 8;

/** When the attacker spends its one Force point of the turn on a reroll (SWM Battle of Hoth rulebook, Force Points and Force Powers). */
export const FORCE_REROLL_POLICIES = ['on-miss', 'never', 'on-miss-or-non-crit'] as const;
/**
 * When the target (and, with `adjacentForce`, each adjacent character) spends its one Force
 * point of the turn: "first-hit" on the first attack whose damage it can stop (Deflect / Block,
 * a failed Evade save, a miss's failed Splash save), "never" keeps it.
 */
export const FORCE_DEFENSE_POLICIES = ['first-hit', 'never'] as const;

/** Force points Use the Force costs (SWM Battle of Hoth rulebook, Use the Force). */
export const USE_THE_FORCE_COST = 3;
/** Force points Lightsaber Assault costs (SWM Battle of Hoth rulebook, Force Powers (Luke Skywalker)). */
export const LIGHTSABER_ASSAULT_COST = 1;

const attacker = z.strictObject({
  /** Attack bonus added to the d20 (Attack); combined fire and Cunning Attack add to it. */
  attack: int(-20, 60),
  /** Damage of a hit, before the extras below (Attacking). */
  damage: int(0, 500),
  /** Any other flat damage added to every hit (Spotter, commander effects). */
  bonusDamage: points(),
  /** Attacks the card makes this turn before Double Attack / Twin Attack. */
  attacks: int(1, MAX_BASE_ATTACKS).default(1),
  /** Double Attack: did not move, so 1 extra attack (Double Attack; Special Abilities). */
  doubleAttack: off(),
  /** Twin Attack: 1 extra attack on the same target after each attack (Twin Attack). */
  twinAttack: off(),
  /** Force points left; at most one is spent per turn (Force Points; Spending Force Points). */
  force: int(0, 20).default(0),
  /** Mettle (outside the seed): a Force reroll of an attack adds +4. */
  mettle: off(),
  /** Lightsaber special ability: +10 damage against an adjacent enemy (Lightsaber). */
  lightsaber: off(),
  /** The target is next to the attacker: no cover (Cover and Line of Sight), Lightsaber applies, no Evade. */
  adjacent: off(),
  /** Melee Attack: attacks only adjacent enemies, no combined fire (Special Abilities, Force Powers, and Attacks; melee attack). */
  meleeAttack: off(),
  /** Allies combining fire: +4 Attack each, on the first attack only (Combined Fire). */
  combinedFire: int(0, 10).default(0),
  /** Cunning Attack: +4 Attack and +10 damage against an enemy that has not activated (Special Abilities). */
  cunningAttack: off(),
  /** Advantageous Attack: +10 damage against an enemy that has not activated (Special Abilities). */
  advantageousAttack: off(),
  /** Lightsaber Assault: spend 1 Force, replaces attacks: make 2 attacks (Force Powers (Luke Skywalker)). */
  lightsaberAssault: off(),
  /** Use the Force: spend 3 Force before the first attack; it hits as a critical hit (Use the Force). */
  useTheForce: off(),
  /** Splash X: each adjacent character takes X; on a miss the target too; save 11 (Splash). */
  splash: points(),
});

const defender = z.strictObject({
  /** Defense the attack total must reach (Attack). */
  defense: int(0, 80),
  /** Cover: +4 Defense once (Cover; Cover and Line of Sight), never against an adjacent attacker (Cover and Line of Sight). */
  cover: off(),
  /** Hit Points left; damage beyond them is not counted and no further attack is made (Reduced to 0 Hit Points). */
  hp: int(1, 2000),
  /** Droid: immune to critical hits, a natural 20 still hits (Natural 20 is a Critical Hit). */
  droid: off(),
  /** Damage Reduction X, ignored by adjacent enemies with lightsabers (Damage Reduction). */
  damageReduction: points(),
  /** Force points left; at most one is spent in the attacker's turn (Spending Force Points). */
  force: int(0, 20).default(0),
  /** Lightsaber Deflect: 1 Force, hit by a nonmelee attack, save 11 → no damage (Force Powers (Luke Skywalker)). */
  lightsaberDeflect: off(),
  /** Lightsaber Block: as Deflect, against melee attacks (the rulebook's Vader text, Lightsaber Deflect (Darth Vader)). */
  lightsaberBlock: off(),
  /** Evade (outside the seed): hit by a nonadjacent enemy, save 11 → no damage, no Force. */
  evade: off(),
  /** Has already activated this round: Cunning / Advantageous Attack no longer apply. */
  activated: off(),
  /** Characters adjacent to the target, for Splash (each gets its own save). */
  adjacentCharacters: int(0, MAX_ADJACENT).default(0),
  /**
   * The adjacent characters have Force points: each rerolls its first failed Splash save of the
   * turn (Force Points and Force Powers; Spending Force Points). Default false: they are assumed to have none.
   */
  adjacentForce: off(),
});

const options = z.strictObject({
  /** A critical hit doubles the extras too (the rulebook is silent; default: extras added after). */
  critDoublesExtras: off(),
});

const policy = z.strictObject({
  forceReroll: oneOf(FORCE_REROLL_POLICIES).default('on-miss'),
  forceDefense: oneOf(FORCE_DEFENSE_POLICIES).default('first-hit'),
});

const scenarioShape = z.strictObject({
  v: exactly(1).describe('the format version, 1'),
  game: exactly('swm'),
  attacker,
  defender,
  options: options.prefault({}),
  policy: policy.prefault({}),
});

/** A validated Star Wars Miniatures attack turn with every default filled in. */
export type SwmScenario = z.output<typeof scenarioShape>;
export type SwmAttacker = SwmScenario['attacker'];
export type SwmDefender = SwmScenario['defender'];

/** Rules that tie several fields together, checked after the shape. */
const scenarioSchema = scenarioShape.superRefine((s, ctx) => {
  const fail = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const a = s.attacker;
  if (a.meleeAttack && !a.adjacent)
    fail(
      ['attacker', 'adjacent'],
      'a Melee Attack can target only an adjacent enemy (SWM Battle of Hoth rulebook, Special Abilities, Force Powers, and Attacks)',
    );
  if (a.meleeAttack && a.combinedFire > 0)
    fail(['attacker', 'combinedFire'], 'characters with Melee Attack cannot use combined fire');
  if (a.lightsaberAssault && a.useTheForce)
    fail(
      ['attacker', 'useTheForce'],
      'Force is spent only once per turn (SWM Battle of Hoth rulebook, Force Points)',
    );
  if (a.lightsaberAssault && a.force < LIGHTSABER_ASSAULT_COST)
    fail(['attacker', 'lightsaberAssault'], 'needs 1 Force point (attacker.force)');
  if (a.useTheForce && a.force < USE_THE_FORCE_COST)
    fail(['attacker', 'useTheForce'], `needs ${USE_THE_FORCE_COST} Force points (attacker.force)`);
  if (s.defender.adjacentForce && s.defender.adjacentCharacters === 0)
    fail(['defender', 'adjacentForce'], 'no characters are adjacent (defender.adjacentCharacters)');
  if (a.lightsaberAssault && a.attacks !== 1)
    fail(['attacker', 'attacks'], 'Lightsaber Assault replaces the attacks with 2; leave it at 1');
});

/** Validates a Star Wars Miniatures scenario (docs/scenario.md) and fills defaults. */
export function parseSwmScenario(input: unknown): Parsed<SwmScenario> {
  return validate(scenarioSchema, input);
}

/** Canonical JSON of a scenario: every field, in schema order; parse(serialize(s)) = s. */
export function serializeSwmScenario(s: SwmScenario): string {
  return JSON.stringify(s);
}
