/**
 * Slots of the Star Wars Miniatures count-state vector (an Int32Array): what one attack of the
 * turn rolled, which Force each side may still spend, and what the turn has dealt so far.
 */
let next = 0;
const slot = (n = 1): number => {
  const at = next;
  next += n;
  return at;
};

/** Attack die waiting to be rolled, and the Force reroll of it. */
export const PENDING_ATTACK = slot();
export const PENDING_REROLL = slot();
/** The attack roll's result: miss, hit, critical (d20.ts kinds). */
export const ROLL = slot(3);
/** The current attack is being made (the target was not yet defeated). */
export const MADE = slot();

/** Each side may still spend its one Force point of the turn (SWM Battle of Hoth rulebook, Force Points; Spending Force Points). */
export const ATTACKER_FORCE = slot();
export const DEFENDER_FORCE = slot();

/** Damage of the current hit, before the defender's saves. */
export const HIT_DAMAGE = slot();
/** Saves waiting: Evade, Deflect / Block, the target's Splash save on a miss. */
export const PENDING_EVADE = slot();
export const PENDING_DEFLECT = slot();
export const PENDING_TARGET_SPLASH = slot();
/** Save results (pass, fail) of each (DEFLECT: also a Force reroll of a failed Evade save). */
export const EVADE = slot(2);
export const DEFLECT = slot(2);
export const TARGET_SPLASH = slot(2);
/** Attacks made this turn, and the Splash saves of an adjacent character, one per attack. */
export const ATTACKS_MADE = slot();
export const PENDING_SPLASH = slot();
export const SPLASH_SAVES = slot(2);

/** What the turn did: damage to the target (capped at its hp), hits, criticals, Splash X
 * dealt to each adjacent character. */
export const DAMAGE = slot();
export const HITS = slot();
export const CRITICALS = slot();
export const SPLASH_EACH = slot();

export const STATE_SIZE = next;
