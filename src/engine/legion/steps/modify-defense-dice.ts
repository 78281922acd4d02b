import type { OrderedStep } from '../attack-steps.ts';

/** Step 8: defender first, then attacker; today only Pierce acts here, as its keyword's hook. */
export function modifyDefenseDice(): OrderedStep[] {
  return [];
}
