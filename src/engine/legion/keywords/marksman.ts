import type { Keyword } from '../keyword-definition.ts';
import { convertWithTokens } from '../policies/convert-results.ts';
import { AIM } from '../state.ts';

/**
 * Marksman: after converting surges, spend Aim tokens not used for rerolls: Blank→hit or
 * hit→crit each, two for Blank→crit (AMG Keyword Glossary, Marksman). Policy `marksman`: "auto" (default)
 * rerolls with a token only when the dice it would reroll are expected to gain more than the
 * one sure hit a conversion gives; "reroll" always rerolls first; "convert" never rerolls.
 */
export const marksman: Keyword = {
  key: 'marksman',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Marksman',
  configure(ctx) {
    ctx.aimsNeededLater = true;
    const policy = ctx.scenario.policy.marksman;
    if (policy === 'convert') ctx.aimRerollsAllowed = false;
    if (policy === 'auto') ctx.aimRerollMustBeat = 1;
  },
  hooks: [
    {
      step: 'convert-attack-surges',
      order: 10,
      make: (ctx) => [convertWithTokens('Marksman', AIM, ctx.aimReserve, ctx)],
    },
  ],
};
