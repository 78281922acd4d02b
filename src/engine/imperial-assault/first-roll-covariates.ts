import type { KnownPart } from '../core/program.ts';
import type { Covariates } from './averaged-monte-carlo.ts';
import type { IaContext } from './context.ts';
import { dodgeKind } from './dodge-part.ts';
import { ALL_DICE, FRESH } from './state.ts';

/**
 * The first roll's face counts as control variates (IA Rules Reference Guide, Attacks, step 2: the attack and
 * defense dice rolled together, each die landing on one of its six faces): just after that
 * roll (step `after`), how many dice of each colour show each kind, whose means are the dice
 * rolled times each kind's share of the faces. The trials outside the known part (`known`: a
 * dodge shown, dodge-part.ts) are those whose defense dice all landed elsewhere, so there a
 * dodging die's other kinds have shares of its non-dodging faces, and its dodge kind is always
 * 0. One kind per colour is left out (the counts add up to the dice rolled), and with it any
 * kind that never varies.
 */
export function firstRollCovariates(
  ctx: IaContext,
  after: number,
  known: KnownPart | null,
): Covariates {
  const slots: number[] = [];
  const means: number[] = [];
  ALL_DICE.forEach((d, c) => {
    const n = ctx.pool[c] ?? 0;
    if (n === 0) return;
    const weights = d.die.weights;
    // Outside the known part a dodge never shows on the first roll.
    const shown = d.kinds.map((_, i) => known === null || !dodgeKind(c, i));
    const total = weights.reduce((t, w, i) => t + (shown[i] ? w : 0), 0);
    const kinds = d.kinds.map((_, i) => i).filter((i) => shown[i]);
    for (const i of kinds.slice(0, -1)) {
      slots.push((FRESH[c] as number) + i);
      means.push((n * (weights[i] as number)) / total);
    }
  });
  return { after, slots, means };
}
