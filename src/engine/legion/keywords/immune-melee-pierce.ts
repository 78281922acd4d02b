import type { Keyword } from '../keyword.ts';

/** Immune: Melee Pierce: in melee, Pierce cannot cancel this unit's blocks (seed 004 § IMMUNE: MELEE PIERCE). */
export const immuneMeleePierce: Keyword = {
  key: 'immuneMeleePierce',
  side: 'defender',
  rule: 'seed 004 § IMMUNE: MELEE PIERCE',
  configure(ctx) {
    if (ctx.melee) ctx.pierceImmune = true;
  },
};
