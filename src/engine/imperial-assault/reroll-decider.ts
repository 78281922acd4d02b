import type { Step } from '../core/program.ts';
import type { IaContext } from './context.ts';
import type { MemoBudget } from './memo-budget.ts';

/** A reroll decision: stop, or reroll one die of candidate j (RerollSide order). */
export const STOP = -1;

/** Values closer than this are a tie; a tie keeps the dice, then the earlier candidate. */
export const TIE = 1e-12;

/** What a reroll step asks (IA Rules Reference Guide, Attacks, step 3): the choice of one side in a state. */
export interface RerollDecider {
  /** The decision of `side` in state s (its rerolls left ≥ 1): STOP or a candidate index. */
  decide(attacker: boolean, s: Int32Array): number;
}

/** Builds the decider of a program from its context, its finished steps and a memo budget. */
export type DeciderFactory = (
  ctx: IaContext,
  steps: readonly Step[],
  budget: MemoBudget,
) => RerollDecider;
