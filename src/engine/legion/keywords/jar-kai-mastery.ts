import type { Keyword } from '../keyword-definition.ts';
import { convertWithTokens } from '../policies/convert-results.ts';
import { ATK_DODGE } from '../state.ts';

/**
 * Jar'Kai Mastery: in a Melee attack, after converting surges, spend Dodge tokens: Blank→hit or
 * hit→crit each, two for Blank→crit (AMG Keyword Glossary, Jar'Kai Mastery). The attacker's Dodge tokens
 * have no other use in the attack, so all are spent.
 */
export const jarKaiMastery: Keyword = {
  key: 'jarKaiMastery',
  side: 'attacker',
  rule: "AMG Keyword Glossary, Jar'Kai Mastery",
  hooks: [
    {
      step: 'convert-attack-surges',
      order: 20,
      make: (ctx) => (ctx.melee ? [convertWithTokens("Jar'Kai Mastery", ATK_DODGE, 0, ctx)] : []),
    },
  ],
};
