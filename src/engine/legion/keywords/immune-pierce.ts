import type { Keyword } from '../keyword-definition.ts';

/** Immune: Pierce: Pierce cannot cancel this unit's blocks (AMG Keyword Glossary, Immune: Pierce). */
export const immunePierce: Keyword = {
  key: 'immunePierce',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Immune: Pierce; FFG Rules Reference 1.0, Immune: Pierce',
  configure(ctx) {
    ctx.pierceImmune = true;
  },
};
