import type { LegionScenario } from './scenario.ts';
import type { AttackColour, DefenseColour } from './dice.ts';
import type { WeaponGroup } from './attack-pool.ts';
import type { BestPlay } from './policies/best-play.ts';

/** How an attack's surges convert once Critical X has had its pick (the surge chart). */
export type SurgeTo = 'none' | 'hit' | 'crit';

/**
 * Everything the attack steps need to know about a scenario, derived once before any dice are
 * rolled. Core steps read it; keywords adjust it in their `configure` (docs/rules/legion.md steps).
 */
export interface AttackContext {
  readonly scenario: LegionScenario;
  readonly amg: boolean;
  readonly ranged: boolean;
  readonly melee: boolean;
  readonly defenderIsVehicle: boolean;
  /** The pool's weapons, for the rules that read one weapon (Spray, Cumbersome, Anti-X). */
  readonly weapons: readonly WeaponGroup[];
  /** Attack dice per colour after forming the pool (Spray multiplies them). */
  pool: Record<AttackColour, number>;
  /** Dice one Aim token rerolls (2 + Precise X). */
  aimRerolls: number;
  /** Aim tokens may be used for rerolls at all (Marksman "convert" keeps them all). */
  aimRerollsAllowed: boolean;
  /** Marksman "auto": an Aim token rerolls only when that beats converting a Blank. */
  aimRerollMustBeat: number;
  /** Aim tokens kept back from rerolls for Lethal (policy lethal "pierce-first"). */
  aimReserve: number;
  /** Surge chart after keywords (Jedi Hunter, Hold the Line). */
  surgeTo: SurgeTo;
  /** Critical X: surges turned into crits before the chart. */
  critical: number;
  /** Aim tokens left after rerolls still matter (Lethal, Marksman). */
  aimsNeededLater: boolean;
  /** Blanks worth remembering after step 4 (Ram X, Djem So add theirs); the rest merge away. */
  blanksNeeded: number;
  /** Cover value before modifiers: 0 none, 1 light, 2 heavy. */
  terrainCover: number;
  /** Improvements to cover (Cover X, smoke, suppression) and reductions (Sharpshooter X). */
  coverImprove: number;
  coverReduce: number;
  /** Blast / Death From Above: cover cancels nothing. */
  coverIgnored: boolean;
  coverDie: DefenseColour;
  lowProfile: boolean;
  /** High Velocity: no Dodge may be spent. */
  dodgeForbidden: boolean;
  /** Outmaneuver: Dodge tokens may cancel crits. */
  dodgeCancelsCrits: boolean;
  /** Block, Duelist, Nimble, ffg Deflect: a Dodge is worth spending even with no hit to cancel. */
  spendDodgeAnyway: boolean;
  /** Resolved "auto" choices (see Keyword.choice), by policy name. */
  choices: Partial<Record<'makashi', boolean>>;
  /** Makashi Mastery is used: Pierce −1, and the defender loses its immunities and Impervious. */
  makashi: boolean;
  /** Deflect may be used by the defender (ffg-1.0 Immune: Deflect forbids it outright). */
  deflectAllowed: boolean;
  /** Impact X (+ Weak Point X), used only against Armor. */
  impact: number;
  /** The defender has Armor (amg: cancels up to `armor` hits; ffg: all hits). */
  armor: number;
  defenseDie: DefenseColour;
  /** Defense surge chart (surge→block). */
  defenseSurgeBlock: boolean;
  /** Pierce X of the pool. */
  pierce: number;
  /** Lethal or Duelist may add Pierce during the attack. */
  pierceMayBeGained: boolean;
  /** Immune: Pierce (or Immune: Melee Pierce in melee) applies regardless of tokens. */
  pierceImmune: boolean;
  /** Extra defense dice: Danger Sense (per suppression token, up to X). */
  dangerSenseDice: number;
  /** Impervious adds dice equal to the pool's Pierce. */
  impervious: boolean;
  /** The defender can be suppressed (not a vehicle, courage not "–"). */
  suppressible: boolean;
  /** Suppression tokens this attack adds when it causes suppression (1, Suppressive 2). */
  suppressionGain: number;
  /**
   * An attack of a sequence: the defender's Dodge, Surge and Shield tokens left at the end are
   * read by the next attack, so the steps keep them (a single attack forgets them once spent,
   * which lets more of its states merge).
   */
  keepsTokens: boolean;
  /** Reroll policy "optimal": the solver its decision steps share (set when compiling). */
  bestPlay?: BestPlay;
}

const COVER_VALUE = { none: 0, light: 1, heavy: 2 } as const;

/**
 * Whether the defender is suppressed with this courage: vehicles never suffer suppression (AMG
 * Core Rulebook, Suppression); amg-2025: suppression tokens at least its courage ("–" never);
 * ffg-1.0: any suppression token on a trooper unit (FFG Rules Reference 1.0, Suppression).
 */
export function isSuppressed(
  d: LegionScenario['defender'],
  amg: boolean,
  courage: number | null,
): boolean {
  if (d.unitType.endsWith('vehicle')) return false;
  return amg ? courage !== null && d.tokens.suppression >= courage : d.tokens.suppression > 0;
}

/**
 * The context before keywords: what the dice, tokens and terrain alone say. `s` is the formed
 * pool's scenario (formAttackPool), `weapons` its weapons.
 */
export function baseContext(s: LegionScenario, weapons: readonly WeaponGroup[]): AttackContext {
  const amg = s.edition === 'amg-2025';
  const d = s.defender;
  const defenderIsVehicle = d.unitType.endsWith('vehicle');
  const suppressed = isSuppressed(d, amg, d.courage);
  return {
    scenario: s,
    amg,
    ranged: s.attackType === 'ranged',
    melee: s.attackType === 'melee',
    defenderIsVehicle,
    weapons,
    pool: { ...s.attacker.dice },
    aimRerolls: 2,
    aimRerollsAllowed: true,
    aimRerollMustBeat: 0,
    aimReserve: 0,
    surgeTo: s.attacker.surge,
    critical: 0,
    aimsNeededLater: false,
    blanksNeeded: 0,
    // amg-2025: a vehicle is never obscured, so its cover only comes from Cover X and smoke.
    terrainCover: amg && defenderIsVehicle ? 0 : COVER_VALUE[d.cover],
    coverImprove: (suppressed ? 1 : 0) + (amg ? d.tokens.smoke : 0),
    coverReduce: 0,
    coverIgnored: false,
    coverDie: 'white',
    lowProfile: false,
    dodgeForbidden: false,
    dodgeCancelsCrits: false,
    spendDodgeAnyway: false,
    choices: {},
    makashi: false,
    deflectAllowed: true,
    impact: 0,
    armor: 0,
    defenseDie: d.die,
    defenseSurgeBlock: d.surge === 'block',
    pierce: 0,
    pierceMayBeGained: false,
    pierceImmune: false,
    dangerSenseDice: 0,
    impervious: false,
    suppressible: !defenderIsVehicle && d.courage !== null,
    suppressionGain: 1,
    keepsTokens: false,
  };
}

/** Effective cover after improvements (capped at heavy) and reductions (floored at none). */
export function effectiveCover(ctx: AttackContext): number {
  const improved = Math.min(2, ctx.terrainCover + ctx.coverImprove);
  return Math.max(0, improved - ctx.coverReduce);
}
