import type { Keyword } from '../keyword.ts';

/**
 * Spray: the weapon adds its dice once per defending miniature in LOS (seed 004 § SPRAY);
 * `defender.minisInLos`, else `defender.minis`.
 */
export const spray: Keyword = {
  key: 'spray',
  side: 'attacker',
  rule: 'seed 004 § SPRAY; rules/legion.md step 2',
  configure(ctx) {
    const d = ctx.scenario.defender;
    const n = d.minisInLos ?? d.minis ?? 1;
    ctx.pool = { red: ctx.pool.red * n, black: ctx.pool.black * n, white: ctx.pool.white * n };
  },
};
