import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { SURGE_TO_BLOCK } from '../state.ts';

/**
 * Hold the Line: while engaged, the unit gains surge→hit and surge→block (AMG Keyword Glossary, Hold the
 * Line). An attacker is engaged when it says so (`attacker.engaged`) or attacks in melee; a
 * defender is engaged in a melee attack.
 */
export const attackerHoldTheLine: Keyword = {
  key: 'holdTheLine',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Hold the Line',
  configure(ctx) {
    if ((ctx.melee || ctx.scenario.attacker.engaged) && ctx.surgeTo === 'none') ctx.surgeTo = 'hit';
  },
};

export const defenderHoldTheLine: Keyword = {
  key: 'holdTheLine',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Hold the Line',
  hooks: [
    {
      step: 'convert-defense-surges',
      order: -5,
      make: (ctx) =>
        ctx.melee
          ? [
              det('Hold the Line', (s) => {
                s[SURGE_TO_BLOCK] = 1;
              }),
            ]
          : [],
    },
  ],
};
