import { sprayCopies, weaponDice } from '../attack-pool.ts';
import type { Keyword } from '../keyword-definition.ts';
import { cumbersomeApplies, shiftPending } from './upgrade-dice.ts';

/**
 * Cumbersome (amg-2025): a unit that moved this activation downgrades each of that weapon's
 * dice (AMG Keyword Glossary, Cumbersome); the pool's other weapons keep theirs. Downgrades come before
 * upgrades (docs/rules/legion.md, step 4a). In ffg-1.0 a unit that moved cannot attack with the
 * weapon at all (FFG Rules Reference 1.0, Cumbersome); the scenario parser rejects that combination, so here
 * the ffg keyword has no effect.
 */
export const cumbersome: Keyword = {
  key: 'cumbersome',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Cumbersome; FFG Rules Reference 1.0, Cumbersome',
  hooks: [
    {
      step: 'upgrade-attack',
      order: -10,
      make: (ctx) =>
        shiftPending(
          'Cumbersome',
          ctx.weapons
            .filter((g) => cumbersomeApplies(ctx, g))
            .map((g) => {
              const d = weaponDice(g, sprayCopies(ctx.scenario));
              return { red: -d.red, black: d.red - d.black, white: d.black };
            }),
        ),
    },
  ],
};
