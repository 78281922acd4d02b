import type { Keyword } from '../keyword-definition.ts';

/**
 * Pierce X: the pool's Pierce (AMG Keyword Glossary, Pierce X). Spending it on blocks is the core step 8
 * operation (steps/modify-defense-dice.ts), since Lethal and Duelist add Pierce too.
 */
export const pierce: Keyword = {
  key: 'pierce',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Pierce X; FFG Rules Reference 1.0, Pierce X; docs/rules/legion.md, step 8',
  configure(ctx, x) {
    ctx.pierce = x;
  },
};
