import { poolDice, sprayCopies } from '../attack-pool.ts';
import type { Keyword } from '../keyword-definition.ts';

/**
 * Spray: the weapon adds its dice once per defending miniature in LOS (FFG Rules Reference 1.0, Spray, AMG Keyword Glossary,
 * Spray; docs/rules/legion.md, step 2); `defender.minisInLos`, else `defender.minis`. Only the
 * weapons that have Spray multiply: the pool's other weapons add their dice once.
 */
export const spray: Keyword = {
  key: 'spray',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Spray; FFG Rules Reference 1.0, Spray; docs/rules/legion.md, step 2',
  configure(ctx) {
    ctx.pool = { ...poolDice(ctx.weapons, sprayCopies(ctx.scenario)) };
  },
};
