import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { AIM, PIERCE, PIERCE_POOL } from '../state.ts';

/**
 * Lethal X: in Modify Attack Dice, spend up to X Aim tokens not used for rerolls; the pool gains
 * Pierce 1 for each (AMG Keyword Glossary, Lethal X). Policy `lethal`: "auto" (default, docs/rules/legion.md)
 * keeps Aim tokens for Lethal only when no die is worth rerolling; "pierce-first" keeps X of
 * them back from rerolls.
 */
export const lethal: Keyword = {
  key: 'lethal',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Lethal X',
  configure(ctx, x) {
    ctx.aimsNeededLater = true;
    ctx.pierceMayBeGained = true;
    if (ctx.scenario.policy.lethal === 'pierce-first') ctx.aimReserve = x;
  },
  hooks: [
    {
      step: 'modify-attack-dice',
      order: 40,
      make: (_ctx, x) => [
        det('Lethal X', (s) => {
          const t = Math.min(x, s[AIM] as number);
          s[AIM] = 0;
          s[PIERCE] = (s[PIERCE] as number) + t;
          s[PIERCE_POOL] = (s[PIERCE_POOL] as number) + t;
        }),
      ],
    },
  ],
};
