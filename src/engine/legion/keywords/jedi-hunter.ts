import type { Keyword } from '../keyword.ts';

/**
 * Jedi Hunter: against a unit with a Force upgrade slot, the attacker gains surge→crit
 * (seed 004 § JEDI HUNTER; the flag says the defender has the slot).
 */
export const jediHunter: Keyword = {
  key: 'jediHunter',
  side: 'attacker',
  rule: 'seed 004 § JEDI HUNTER',
  configure(ctx) {
    ctx.surgeTo = 'crit';
  },
};
