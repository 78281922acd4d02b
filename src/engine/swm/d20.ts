import { makeDie, type Die } from '../core/die.ts';

/** Result kinds of an attack roll. */
export const MISS = 0;
export const HIT = 1;
export const CRIT = 2;
/** Result kinds of a save. */
export const PASS = 0;
export const FAIL = 1;

const dice = new Map<string, Die>();

function cached(id: string, weights: readonly number[]): Die {
  let die = dice.get(id);
  if (!die) {
    die = makeDie(id, weights);
    dice.set(id, die);
  }
  return die;
}

/**
 * The d20 of one attack as miss / hit / critical faces (SWM Battle of Hoth rulebook, Attacking; Natural 20 is a Critical Hit): a natural 1
 * always misses, a natural 20 always hits and is a critical, 2..19 hit when roll + attack ≥
 * defense. So P(hit) lies between 1/20 and 19/20.
 */
export function attackDie(attack: number, defense: number): Die {
  let hits = 0;
  for (let r = 2; r <= 19; r++) if (r + attack >= defense) hits++;
  // The id names the weights: the exact executor caches roll outcomes by die id.
  return cached(`swm-attack:${19 - hits}/${hits}/1`, [19 - hits, hits, 1]);
}

/** A save of n as pass / fail faces: d20 ≥ n, natural 20 passes, natural 1 fails (Save). */
export function saveDie(n: number): Die {
  let pass = 1;
  for (let r = 2; r <= 19; r++) if (r >= n) pass++;
  return cached(`swm-save:${pass}/${20 - pass}`, [pass, 20 - pass]);
}
