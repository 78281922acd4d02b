import type { Keyword } from '../keyword.ts';

/**
 * Pierce X: the pool's Pierce (seed 004 § PIERCE X). Spending it on blocks is the core step 8
 * operation (steps/modify-defense-dice.ts), since Lethal and Duelist add Pierce too.
 */
export const pierce: Keyword = {
  key: 'pierce',
  side: 'attacker',
  rule: 'seed 004 § PIERCE X; seed 000 § PIERCE X; rules/legion.md step 8',
  configure(ctx, x) {
    ctx.pierce = x;
  },
};
