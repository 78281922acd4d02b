import type { DetStep } from '../core/program.ts';
import { STOP, type RerollDecider } from './reroll-decider.ts';
import { ALL_DICE, FRESH, PENDING } from './state.ts';

/** Whose reroll: the attacker maximises the expected damage, the defender minimises it. */
export type RerollSide = 'attacker' | 'defender';

/**
 * One reroll (IA Rules Reference Guide, Attacks, step 3: each die at most once per attack) as a policy step:
 * the side picks one of its dice not yet rerolled — or stops — by the exact expected damage of
 * each choice, given optimal surge spending and the rest of the rerolls (the attacker's choice
 * already sees how the defender will answer). Policies "max-damage" (attacker) and
 * "min-damage" (defender). Ties keep the dice (stopping), then the earlier colour and face.
 * The chosen die is marked pending; the roll that follows lands it among the rerolled dice.
 * The solver (reroll-solver.ts) memoises every decision, so a Monte Carlo trial mostly looks
 * one up.
 */
export function rerollStep(
  side: RerollSide,
  colours: readonly number[],
  counter: number,
  solver: () => RerollDecider,
): DetStep {
  const slots: number[] = [];
  const pendings: number[] = [];
  for (const c of colours)
    (ALL_DICE[c]?.kinds ?? []).forEach((_, k) => {
      slots.push((FRESH[c] as number) + k);
      pendings.push(PENDING[c] as number);
    });
  const attacker = side === 'attacker';
  return {
    kind: 'det',
    name: `${side}-reroll`,
    run: (s) => {
      const left = s[counter] as number;
      if (left === 0) return;
      const d = solver().decide(attacker, s);
      if (d === STOP) {
        s[counter] = 0;
        return;
      }
      const slot = slots[d] as number;
      s[slot] = (s[slot] as number) - 1;
      s[pendings[d] as number] = 1;
      s[counter] = left - 1;
    },
  };
}
