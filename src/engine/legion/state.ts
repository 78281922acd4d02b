/**
 * Slots of the Legion count-state vector (an Int32Array). Counts only: how many dice of each
 * colour show each result, how many hits and crits remain, which tokens are left, what the
 * attack has dealt so far.
 */
export const MAX_GUARDIANS = 4;

let next = 0;
const slot = (n = 1): number => {
  const at = next;
  next += n;
  return at;
};

/** Attack dice by colour (red, black, white) × result (hit, crit, surge, blank). */
export const ATK = slot(12);
/** Defense dice in hand by colour (red, white) × result (block, surge, blank). */
export const DEF = slot(6);
/** Dice waiting to be rolled: red/black/white attack, red/white defense. */
export const PENDING_ATK = slot(3);
export const PENDING_DEF = slot(2);

/** Hits, crits and Blanks of the attack roll once surges are converted. */
export const HITS = slot();
export const CRITS = slot();
export const SURGES = slot();
export const BLANKS = slot();

/** Attacker's tokens: Aim, Observation (on the defender), Surge, Dodge (Jar'Kai). */
export const AIM = slot();
export const OBSERVATION = slot();
export const ATK_SURGE_TOKENS = slot();
export const ATK_DODGE = slot();

/** Defender's tokens. */
export const DODGE = slot();
export const DEF_SURGE_TOKENS = slot();
export const SHIELDS = slot();

/** Pierce left to spend this attack, and the pool's total Pierce (Lethal adds to both). */
export const PIERCE = slot();
export const PIERCE_POOL = slot();
/** Flags: the pool held a hit or crit after step 4; Dodge tokens spent; Pierce blocked. */
export const HAD_HIT = slot();
/** Aim tokens spent on rerolls (Duelist). */
export const AIMS_SPENT = slot();
export const DODGES_SPENT = slot();
export const PIERCE_IMMUNE = slot();
/** Defense surges convert to blocks this attack (Deflect, Block, Hold the Line). */
export const SURGE_TO_BLOCK = slot();
/** Blocks (automatic from Low Profile, or rolled) and defense surges not yet converted. */
export const BLOCKS = slot();
export const DEF_SURGES = slot();

/** What the attack did. */
export const WOUNDS = slot();
export const ATTACKER_WOUNDS = slot();
export const SUPPRESSION = slot();
export const GUARDIAN_WOUNDS_TOTAL = slot();
export const GUARDIAN_WOUNDS = slot(MAX_GUARDIANS);
/** Nimble: the defender regains a Dodge token. */
export const DODGE_REGAINED = slot();

export const STATE_SIZE = next;

/** Slot of attack colour c (0 red, 1 black, 2 white) showing result r. */
export const atk = (c: number, r: number): number => ATK + c * 4 + r;
/** Slot of defense colour c (0 red, 1 white) showing result r. */
export const def = (c: number, r: number): number => DEF + c * 3 + r;
