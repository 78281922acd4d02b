import type { OrderedStep } from '../attack-steps.ts';

/** Step 7d: defense rerolls are all keywords' (Uncanny Luck, Soresu Mastery), hooked in here. */
export function rerollDefense(): OrderedStep[] {
  return [];
}
