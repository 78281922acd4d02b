import type { Keyword } from '../keyword.ts';

/** Immune: Pierce: Pierce cannot cancel this unit's blocks (seed 004 § IMMUNE: PIERCE). */
export const immunePierce: Keyword = {
  key: 'immunePierce',
  side: 'defender',
  rule: 'seed 004 § IMMUNE: PIERCE; seed 000 § IMMUNE: PIERCE',
  configure(ctx) {
    ctx.pierceImmune = true;
  },
};
