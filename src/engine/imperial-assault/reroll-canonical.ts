import type { StateFn } from '../core/program.ts';
import { ALL_DICE, ATTACK_DIE_COUNT, BLOCK_TOTAL, DAMAGE_TOTAL, FRESH } from './state.ts';

/**
 * A canonical step for the exact executor (IA Rules Reference Guide, Attacks, step 3: each die is rerolled at
 * most once, so with r rerolls left at most r dice of one face can still be rerolled): the
 * side's dice beyond r of each face are counted into its totals now. Dice of one colour and
 * face are interchangeable and the reroll search keys states the same way (counts capped at r,
 * totals of all dice), so every decision and outcome is unchanged while equal states merge —
 * with no reroll left, every die of the side is counted.
 */
export function capRerollable(colours: readonly number[], counter: number): StateFn {
  const slots: number[] = [];
  const icons: number[] = [];
  const bases: number[] = [];
  for (const c of colours) {
    const die = ALL_DICE[c];
    if (!die) continue;
    die.kinds.forEach((k, i) => {
      slots.push((FRESH[c] as number) + i);
      icons.push(k[0], k[1], k[2]);
      bases.push(c < ATTACK_DIE_COUNT ? DAMAGE_TOTAL : BLOCK_TOTAL);
    });
  }
  const n = slots.length;
  return (s) => {
    const cap = s[counter] as number;
    for (let i = 0; i < n; i++) {
      const at = slots[i] as number;
      const extra = (s[at] as number) - cap;
      if (extra <= 0) continue;
      s[at] = cap;
      const base = bases[i] as number;
      s[base] = (s[base] as number) + extra * (icons[3 * i] as number);
      s[base + 1] = (s[base + 1] as number) + extra * (icons[3 * i + 1] as number);
      s[base + 2] = (s[base + 2] as number) + extra * (icons[3 * i + 2] as number);
    }
  };
}
