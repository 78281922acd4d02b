import type { Keyword } from '../keyword-definition.ts';

/** Impervious: roll extra defense dice equal to the pool's total Pierce (AMG Keyword Glossary, Impervious). */
export const impervious: Keyword = {
  key: 'impervious',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Impervious; FFG Rules Reference 1.0, Impervious',
  configure(ctx) {
    ctx.impervious = true;
  },
};
