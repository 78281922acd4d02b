import { makeDie, type Die } from '../core/die.ts';

/** Attack die colours, in the order of the scenario and of reroll candidates. */
export const ATTACK_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type AttackColour = (typeof ATTACK_COLOURS)[number];

/** Defense die colours. */
export const DEFENSE_COLOURS = ['black', 'white'] as const;
export type DefenseColour = (typeof DEFENSE_COLOURS)[number];

/** One attack face: damage, surge, accuracy. */
export type AttackFace = readonly [damage: number, surge: number, accuracy: number];
/** One defense face: block, evade, dodge. */
export type DefenseFace = readonly [block: number, evade: number, dodge: number];

/** docs/rules/imperial-assault.md "Dice": the six faces of each attack die (damage/surge/accuracy). */
export const ATTACK_FACES: Readonly<Record<AttackColour, readonly AttackFace[]>> = {
  red: [
    [1, 0, 0],
    [2, 0, 0],
    [2, 0, 0],
    [2, 1, 0],
    [3, 0, 0],
    [3, 0, 0],
  ],
  blue: [
    [0, 1, 2],
    [1, 0, 2],
    [2, 0, 3],
    [1, 1, 3],
    [2, 0, 4],
    [1, 0, 5],
  ],
  green: [
    [0, 1, 1],
    [1, 1, 1],
    [2, 0, 1],
    [1, 1, 2],
    [2, 0, 2],
    [2, 0, 3],
  ],
  yellow: [
    [0, 1, 0],
    [1, 2, 0],
    [2, 0, 1],
    [1, 1, 1],
    [0, 1, 2],
    [1, 0, 2],
  ],
};

/** docs/rules/imperial-assault.md "Dice": the six faces of each defense die (block/evade/dodge). */
export const DEFENSE_FACES: Readonly<Record<DefenseColour, readonly DefenseFace[]>> = {
  black: [
    [1, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
    [2, 0, 0],
    [3, 0, 0],
    [0, 1, 0],
  ],
  white: [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [1, 1, 0],
    [1, 1, 0],
    [0, 0, 1],
  ],
};

/**
 * A die as the engine counts it: its distinct faces ("result kinds", in first-seen order) with
 * how many of the six faces show each. Equal faces are one kind, so states merge.
 */
export interface IaDie {
  readonly colour: string;
  readonly die: Die;
  /** Values of each result kind (three numbers, as the face tables above). */
  readonly kinds: readonly (readonly [number, number, number])[];
}

function grouped(colour: string, faces: readonly (readonly [number, number, number])[]): IaDie {
  const kinds: (readonly [number, number, number])[] = [];
  const weights: number[] = [];
  for (const f of faces) {
    const i = kinds.findIndex((k) => k[0] === f[0] && k[1] === f[1] && k[2] === f[2]);
    if (i >= 0) weights[i] = (weights[i] ?? 0) + 1;
    else {
      kinds.push(f);
      weights.push(1);
    }
  }
  return { colour, die: makeDie(`ia-${colour}`, weights), kinds };
}

/** The four attack dice as result kinds. */
export const ATTACK_DICE: readonly IaDie[] = ATTACK_COLOURS.map((c) => grouped(c, ATTACK_FACES[c]));

/** The two defense dice as result kinds. */
export const DEFENSE_DICE: readonly IaDie[] = DEFENSE_COLOURS.map((c) =>
  grouped(c, DEFENSE_FACES[c]),
);
