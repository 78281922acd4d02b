import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { AIMS_SPENT, DODGES_SPENT, PIERCE, PIERCE_IMMUNE, PIERCE_POOL } from '../state.ts';

/**
 * Duelist, attacking: in a Melee attack, spending at least 1 Aim token on rerolls gives the
 * pool Pierce 1 (AMG Keyword Glossary, Duelist).
 */
export const attackerDuelist: Keyword = {
  key: 'duelist',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Duelist',
  editions: ['amg-2025'],
  configure(ctx) {
    if (ctx.melee) ctx.pierceMayBeGained = true;
  },
  hooks: [
    {
      step: 'reroll-attack',
      order: 50,
      readsDefender: false,
      make: (ctx) =>
        ctx.melee
          ? [
              det('Duelist (attacker)', (s) => {
                if ((s[AIMS_SPENT] as number) === 0) return;
                s[PIERCE] = (s[PIERCE] as number) + 1;
                s[PIERCE_POOL] = (s[PIERCE_POOL] as number) + 1;
              }),
            ]
          : [],
    },
  ],
};

/**
 * Duelist, defending: in a Melee attack, spending at least 1 Dodge token gives Immune: Pierce
 * for the attack (AMG Keyword Glossary, Duelist) — unless Makashi Mastery took immunities away.
 */
export const defenderDuelist: Keyword = {
  key: 'duelist',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Duelist',
  editions: ['amg-2025'],
  configure(ctx) {
    if (ctx.melee) ctx.spendDodgeAnyway = true;
  },
  hooks: [
    {
      step: 'apply-dodge',
      order: 10,
      make: (ctx) =>
        ctx.melee && !ctx.makashi
          ? [
              det('Duelist (defender)', (s) => {
                if ((s[DODGES_SPENT] as number) > 0) s[PIERCE_IMMUNE] = 1;
              }),
            ]
          : [],
    },
  ],
};
