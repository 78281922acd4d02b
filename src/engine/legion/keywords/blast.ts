import type { Keyword } from '../keyword-definition.ts';

/** Blast: the defender's cover cancels nothing, unless it has Immune: Blast (AMG Keyword Glossary, Blast). */
export const blast: Keyword = {
  key: 'blast',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Blast; AMG Keyword Glossary, Immune: Blast; FFG Rules Reference 1.0, Blast',
  configure(ctx) {
    if (!ctx.scenario.defender.keywords.immuneBlast) ctx.coverIgnored = true;
  },
};
