import type { Keyword } from '../keyword-definition.ts';
import { det } from '../ops.ts';
import { ATTACKER_WOUNDS, BLANKS } from '../state.ts';

/**
 * Djem So Mastery: defending in melee, the attacker suffers 1 wound in Compare Results if the
 * attack roll holds at least 1 Blank (AMG Keyword Glossary, Djem So Mastery).
 */
export const djemSoMastery: Keyword = {
  key: 'djemSoMastery',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Djem So Mastery',
  editions: ['amg-2025'],
  configure(ctx) {
    // Needs one Blank beyond those Ram may turn into crits first.
    if (ctx.melee) ctx.blanksNeeded += 1;
  },
  hooks: [
    {
      step: 'compare-results',
      order: 10,
      make: (ctx) =>
        ctx.melee
          ? [
              det('Djem So Mastery', (s) => {
                if ((s[BLANKS] as number) > 0)
                  s[ATTACKER_WOUNDS] = (s[ATTACKER_WOUNDS] as number) + 1;
              }),
            ]
          : [],
    },
  ],
};
