import { frontierFrom } from '../../src/engine/core/exact.ts';
import type { Step } from '../../src/engine/core/program.ts';
import { PENDING_DEF, WOUNDS, def } from '../../src/engine/legion/state.ts';

/**
 * Best play at the defender's choices by brute force: the engine's own steps run plainly
 * (every outcome of every roll, no memo) between decisions, and at each decision every option
 * is tried, the defender taking the lowest value of the goal. The steps are the engine's, so
 * this checks the choosing, not the rules of the steps between.
 *
 * Decisions are found by their step's name; each has its options written out here:
 * - Soresu Mastery (the defender's, or a guardian's): keep the dice, or reroll all of them
 *   (AMG Keyword Glossary, Soresu Mastery).
 */

type Option = (s: Int32Array) => void;

/** The options at a decision step, by the step's name (null: the step is no decision). */
function optionsAt(step: Step): readonly Option[] | null {
  if (step.kind !== 'det' || !/Soresu Mastery(: choose)?$/.test(step.name)) return null;
  return [() => {}, rerollEveryDefenseDie];
}

function rerollEveryDefenseDie(s: Int32Array): void {
  for (let c = 0; c < 2; c++)
    for (let r = 0; r < 3; r++) {
      s[PENDING_DEF + c] = (s[PENDING_DEF + c] as number) + (s[def(c, r)] as number);
      s[def(c, r)] = 0;
    }
}

/**
 * The goal's expectation from `state` before step `from` when every decision on is played
 * best for its side (the defender minimises).
 */
export function choiceReferenceValue(
  steps: readonly Step[],
  from: number,
  state: Int32Array,
  goal: (wounds: number) => number,
): number {
  let next = from;
  while (next < steps.length && optionsAt(steps[next] as Step) === null) next++;
  let v = 0;
  for (const [s, p] of frontierFrom(steps, from, next, state).entries()) {
    if (next === steps.length) {
      v += p * goal(s[WOUNDS] as number);
      continue;
    }
    let best = Infinity;
    for (const option of optionsAt(steps[next] as Step) as readonly Option[]) {
      const t = s.slice();
      option(t);
      best = Math.min(best, choiceReferenceValue(steps, next + 1, t, goal));
    }
    v += p * best;
  }
  return v;
}
