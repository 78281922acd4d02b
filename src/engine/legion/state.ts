/**
 * Slots of the Legion count-state vector (an Int32Array). Counts only: how many dice of each
 * colour show each result, how many hits and crits remain, which tokens are left, what the
 * attack has dealt so far.
 *
 * The slots are number literals, not computed, so that the worker bundle inlines them into the
 * steps and the Monte Carlo loop indexes the state with constants (an index loaded from an
 * imported binding measured up to 1.4× slower on heavy-hitter). test/legion/state-layout.test.ts
 * checks that they tile 0..STATE_SIZE-1 without gaps or overlaps.
 */
export const MAX_GUARDIANS = 4;

/** Attack dice by colour (red, black, white) × result (hit, crit, surge, blank). */
export const ATK = 0; // 12 slots
/** Defense dice in hand by colour (red, white) × result (block, surge, blank). */
export const DEF = 12; // 6 slots
/** Dice waiting to be rolled: red/black/white attack, red/white defense. */
export const PENDING_ATK = 18; // 3 slots
export const PENDING_DEF = 21; // 2 slots

/** Hits, crits and Blanks of the attack roll once surges are converted. */
export const HITS = 23;
export const CRITS = 24;
export const SURGES = 25;
export const BLANKS = 26;

/** Attacker's tokens: Aim, Observation (on the defender), Surge, Dodge (Jar'Kai). */
export const AIM = 27;
export const OBSERVATION = 28;
export const ATK_SURGE_TOKENS = 29;
export const ATK_DODGE = 30;

/** Defender's tokens. */
export const DODGE = 31;
export const DEF_SURGE_TOKENS = 32;
export const SHIELDS = 33;

/** Pierce left to spend this attack, and the pool's total Pierce (Lethal adds to both). */
export const PIERCE = 34;
export const PIERCE_POOL = 35;
/** Flags: the pool held a hit or crit after step 4; Dodge tokens spent; Pierce blocked. */
export const HAD_HIT = 36;
/** Aim tokens spent on rerolls (Duelist). */
export const AIMS_SPENT = 37;
export const DODGES_SPENT = 38;
export const PIERCE_IMMUNE = 39;
/** Defense surges convert to blocks this attack (Deflect, Block, Hold the Line). */
export const SURGE_TO_BLOCK = 40;
/** Blocks (automatic from Low Profile, or rolled) and defense surges not yet converted. */
export const BLOCKS = 41;
export const DEF_SURGES = 42;

/** What the attack did. */
export const WOUNDS = 43;
export const ATTACKER_WOUNDS = 44;
export const SUPPRESSION = 45;
export const GUARDIAN_WOUNDS_TOTAL = 46;
export const GUARDIAN_WOUNDS = 47; // 4 slots
/** Nimble: the defender regains a Dodge token. */
export const DODGE_REGAINED = 51;

export const STATE_SIZE = 52;

/** Slot of attack colour c (0 red, 1 black, 2 white) showing result r. */
export const atk = (c: number, r: number): number => ATK + c * 4 + r;
/** Slot of defense colour c (0 red, 1 white) showing result r. */
export const def = (c: number, r: number): number => DEF + c * 3 + r;
