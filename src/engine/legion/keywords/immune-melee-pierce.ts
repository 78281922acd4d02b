import type { Keyword } from '../keyword-definition.ts';

/** Immune: Melee Pierce: in melee, Pierce cannot cancel this unit's blocks (AMG Keyword Glossary, Immune: Melee Pierce). */
export const immuneMeleePierce: Keyword = {
  key: 'immuneMeleePierce',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Immune: Melee Pierce',
  configure(ctx) {
    if (ctx.melee) ctx.pierceImmune = true;
  },
};
