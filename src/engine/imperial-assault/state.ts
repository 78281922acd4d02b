import { ATTACK_DICE, DEFENSE_DICE, type IaDie } from './dice.ts';

/**
 * Slots of the Imperial Assault count-state vector (an Int32Array): how many dice of each colour
 * show each face and may still be rerolled, the running totals of every icon, the rerolls left,
 * and what the attack did. Counts only, never one object per die.
 */
let next = 0;
const slot = (n = 1): number => {
  const at = next;
  next += n;
  return at;
};

/** Every die colour, attack first then defense, as the slots lay them out. */
export const ALL_DICE: readonly IaDie[] = [...ATTACK_DICE, ...DEFENSE_DICE];
export const ATTACK_DIE_COUNT = ATTACK_DICE.length;

/** Dice still rerollable, by colour and face kind: FRESH[c] + kind. */
export const FRESH: readonly number[] = ALL_DICE.map((d) => slot(d.kinds.length));

/** Icon totals of the dice already counted (rerolled dice, or every die once rerolls are over). */
export const DAMAGE_TOTAL = slot();
export const SURGE_TOTAL = slot();
export const ACCURACY_TOTAL = slot();
export const BLOCK_TOTAL = slot();
export const EVADE_TOTAL = slot();
export const DODGE_TOTAL = slot();

/** Rerolls each side has left. */
export const ATTACKER_REROLLS = slot();
export const DEFENDER_REROLLS = slot();

/**
 * The slots a reroll decision reads (faces, totals, rerolls left) come first: decisions are
 * memoised on state[0, KEY_WIDTH). Everything after is zero whenever a decision is made.
 */
export const KEY_WIDTH = next;

/** Dice waiting to be rolled, one slot per colour. */
export const PENDING: readonly number[] = ALL_DICE.map(() => slot());
/**
 * Slots [0, ROLL_KEY_WIDTH) are all a state holds while rerolls are made: the decision slots and
 * the dice waiting to be rerolled (rerolled dice are counted as soon as they land).
 */
export const ROLL_KEY_WIDTH = next;
/** Where a rerolled die lands (by colour and face kind) before it is counted into the totals. */
export const REROLLED: readonly number[] = ALL_DICE.map((d) => slot(d.kinds.length));

/** What the attack did: damage to the target, a miss (0/1), Blast and Cleave damage. */
export const DAMAGE = slot();
export const MISS = slot();
export const BLAST = slot();
export const CLEAVE = slot();
/** One 0/1 slot per condition, in the order of scenario.ts CONDITIONS. */
export const CONDITION = slot(5);

export const STATE_SIZE = next;

/**
 * The slots that hold dice of `colours` not yet counted into the totals: faces showing,
 * waiting to be rolled, and rerolled. A state with these all 0 has every such die counted.
 */
export function diceSlots(colours: readonly number[]): number[] {
  return colours.flatMap((c) => {
    const kinds = (ALL_DICE[c] as IaDie).kinds.length;
    const faces = Array.from({ length: kinds }, (_, k) => [
      (FRESH[c] as number) + k,
      (REROLLED[c] as number) + k,
    ]).flat();
    return [...faces, PENDING[c] as number];
  });
}
