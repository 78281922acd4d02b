import type { OrderedStep } from '../attack-steps.ts';

/**
 * Step 6, attacker: every change here is a keyword's (Ion, Impact, Ram, Lethal, Primitive),
 * hooked in at its rulebook position; the step itself adds nothing.
 */
export function modifyAttackDice(): OrderedStep[] {
  return [];
}
