import type { Keyword } from '../keyword-definition.ts';
import { impactStep } from './impact.ts';

/**
 * Weak Point X: an attacker in the named arc gains Impact X (AMG Keyword Glossary, Weak Point X;
 * `weakPoint` is X when the arc condition holds). Without Impact of its own the attacker
 * still needs the operation, so it is added here when Impact itself adds none.
 */
export const weakPoint: Keyword = {
  key: 'weakPoint',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Weak Point X',
  configure(ctx, x) {
    ctx.impact += x;
  },
  hooks: [
    {
      step: 'modify-attack-dice',
      order: 20,
      make: (ctx) =>
        ctx.scenario.attacker.keywords.impact > 0 ? [] : impactStep(ctx.impact, ctx.armor),
    },
  ],
};
