import type { Keyword } from '../keyword-definition.ts';
import { det, rollDefenseDice } from '../ops.ts';
import { soresuChoice, soresuDefender } from '../policies/soresu.ts';

/**
 * Soresu Mastery, defending against a Ranged attack: may reroll all its defense dice in Reroll
 * Defense Dice (AMG Keyword Glossary, Soresu Mastery), before Uncanny Luck. The guardian half of the
 * keyword lives with the guardian's own keywords (steps/guardians.ts). Policy `soresu`
 * "optimal": the defender's best choice for the attacker's objective, solved exactly.
 */
export const soresuMastery: Keyword = {
  key: 'soresuMastery',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Soresu Mastery',
  editions: ['amg-2025'],
  hooks: [
    {
      step: 'reroll-defense',
      order: -20,
      make: (ctx) => {
        if (!ctx.ranged) return [];
        if (ctx.scenario.policy.soresu === 'optimal' && ctx.bestPlay)
          return [
            ctx.bestPlay.choiceStep('Soresu Mastery: choose', soresuChoice(ctx.defenseDie)),
            rollDefenseDice('Soresu Mastery: reroll', ctx.defenseDie),
          ];
        const choose = soresuDefender(ctx);
        return [
          det('Soresu Mastery: choose', (s) => {
            choose(s);
          }),
          rollDefenseDice('Soresu Mastery: reroll', ctx.defenseDie),
        ];
      },
    },
  ],
};
