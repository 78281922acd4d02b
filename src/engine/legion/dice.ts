import { makeDie, type Die } from '../core/die.ts';

/** Attack die colours, best first (the order rerolls and upgrades prefer). */
export const ATTACK_COLOURS = ['red', 'black', 'white'] as const;
export type AttackColour = (typeof ATTACK_COLOURS)[number];

/** Defense die colours. */
export const DEFENSE_COLOURS = ['red', 'white'] as const;
export type DefenseColour = (typeof DEFENSE_COLOURS)[number];

/** docs/rules/legion.md "Dice": faces per result (hit, crit, surge, blank) of each attack die. */
export const ATTACK_DICE: Readonly<Record<AttackColour, Die>> = {
  red: makeDie('legion-red-attack', [5, 1, 1, 1]),
  black: makeDie('legion-black-attack', [3, 1, 1, 3]),
  white: makeDie('legion-white-attack', [1, 1, 1, 5]),
};

/** docs/rules/legion.md "Dice": faces per result (block, surge, blank) of each defense die. */
export const DEFENSE_DICE: Readonly<Record<DefenseColour, Die>> = {
  red: makeDie('legion-red-defense', [3, 1, 2]),
  white: makeDie('legion-white-defense', [1, 1, 4]),
};
