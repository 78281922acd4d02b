/**
 * Result kinds of the Legion dice, in the order of a die's `weights` (dice.ts). A module of
 * literals only, so the worker bundle inlines them into the steps (as state.ts's slots).
 */

/** Attack result kinds. */
export const HIT = 0;
export const CRIT = 1;
export const SURGE = 2;
export const BLANK = 3;

/** Defense result kinds. */
export const BLOCK = 0;
export const DSURGE = 1;
export const DBLANK = 2;
