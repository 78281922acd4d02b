import type { Keyword } from '../keyword-definition.ts';

/**
 * Jedi Hunter: against a unit with a Force upgrade slot, the attacker gains surge→crit
 * (AMG Keyword Glossary, Jedi Hunter; the flag says the defender has the slot).
 */
export const jediHunter: Keyword = {
  key: 'jediHunter',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Jedi Hunter',
  configure(ctx) {
    ctx.surgeTo = 'crit';
  },
};
