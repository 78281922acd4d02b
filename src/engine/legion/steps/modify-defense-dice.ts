import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { det } from '../ops.ts';
import { BLOCKS, PIERCE, PIERCE_IMMUNE } from '../state.ts';

/**
 * Step 8: defender first, then attacker: Pierce cancels up to its value in blocks (AMG Keyword Glossary,
 * Pierce X), unless the defender is immune — Immune: Pierce, Immune: Melee Pierce in melee
 * (static), or Duelist's Dodge (PIERCE_IMMUNE, during the attack).
 */
export function modifyDefenseDice(ctx: AttackContext): OrderedStep[] {
  if (ctx.pierceImmune || (ctx.pierce === 0 && !ctx.pierceMayBeGained)) return [];
  return [
    {
      order: 10,
      step: det('spend Pierce', (s) => {
        if (s[PIERCE_IMMUNE] === 1) return;
        const c = Math.min(s[PIERCE] as number, s[BLOCKS] as number);
        s[BLOCKS] = (s[BLOCKS] as number) - c;
        s[PIERCE] = (s[PIERCE] as number) - c;
      }),
    },
  ];
}
