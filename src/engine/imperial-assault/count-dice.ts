import type { StateFn } from '../core/program.ts';
import { ALL_DICE, ATTACK_DIE_COUNT, BLOCK_TOTAL, DAMAGE_TOTAL } from './state.ts';

/**
 * A step that counts dice into the icon totals and forgets their faces (IA Rules Reference Guide, Attacks step
 * 4 reads totals only): attack faces add damage/surge/accuracy, defense faces block/evade/dodge.
 * `from[c]` is the first slot of colour c's face counts; only colours in `colours` are counted.
 * Counting twice is harmless (the faces are zero the second time), so the exact executor may
 * also run it early as a canonical step.
 */
export function countDice(from: readonly number[], colours: readonly number[]): StateFn {
  const slots: number[] = [];
  const values: number[] = [];
  const bases: number[] = [];
  for (const c of colours) {
    const die = ALL_DICE[c];
    const first = from[c];
    if (!die || first === undefined) continue;
    die.kinds.forEach((k, i) => {
      slots.push(first + i);
      values.push(k[0], k[1], k[2]);
      bases.push(c < ATTACK_DIE_COUNT ? DAMAGE_TOTAL : BLOCK_TOTAL);
    });
  }
  const n = slots.length;
  return (s) => {
    for (let i = 0; i < n; i++) {
      const at = slots[i] as number;
      const dice = s[at] as number;
      if (dice === 0) continue;
      s[at] = 0;
      const base = bases[i] as number;
      s[base] = (s[base] as number) + dice * (values[3 * i] as number);
      s[base + 1] = (s[base + 1] as number) + dice * (values[3 * i + 1] as number);
      s[base + 2] = (s[base + 2] as number) + dice * (values[3 * i + 2] as number);
    }
  };
}

/** Colour indices of the attack dice and of the defense dice in ALL_DICE. */
export const ATTACK_COLOUR_INDICES: readonly number[] = ALL_DICE.map((_, c) => c).filter(
  (c) => c < ATTACK_DIE_COUNT,
);
export const DEFENSE_COLOUR_INDICES: readonly number[] = ALL_DICE.map((_, c) => c).filter(
  (c) => c >= ATTACK_DIE_COUNT,
);
