import type { Keyword } from '../keyword.ts';
import { det } from '../ops.ts';
import { PENDING_ATK } from '../state.ts';

/**
 * Cumbersome (amg-2025): a unit that moved this activation downgrades each of the weapon's
 * dice (seed 004 § CUMBERSOME). Downgrades come before upgrades (rules/legion.md step 4a).
 * In ffg-1.0 a unit that moved cannot attack with the weapon at all (seed 000 § CUMBERSOME);
 * the scenario parser rejects that combination, so here the ffg keyword has no effect.
 */
export const cumbersome: Keyword = {
  key: 'cumbersome',
  side: 'attacker',
  rule: 'seed 004 § CUMBERSOME; seed 000 § CUMBERSOME',
  hooks: [
    {
      step: 'upgrade-attack',
      order: -10,
      make: (ctx) =>
        ctx.amg && ctx.scenario.attacker.moved
          ? [
              det('Cumbersome', (s) => {
                const red = s[PENDING_ATK] as number;
                const black = s[PENDING_ATK + 1] as number;
                s[PENDING_ATK] = 0;
                s[PENDING_ATK + 1] = red;
                s[PENDING_ATK + 2] = (s[PENDING_ATK + 2] as number) + black;
              }),
            ]
          : [],
    },
  ],
};
