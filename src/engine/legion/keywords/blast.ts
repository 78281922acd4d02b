import type { Keyword } from '../keyword.ts';

/** Blast: the defender's cover cancels nothing, unless it has Immune: Blast (seed 004 § BLAST). */
export const blast: Keyword = {
  key: 'blast',
  side: 'attacker',
  rule: 'seed 004 § BLAST; seed 004 § IMMUNE: BLAST; seed 000 § BLAST',
  configure(ctx) {
    if (!ctx.scenario.defender.keywords.immuneBlast) ctx.coverIgnored = true;
  },
};
