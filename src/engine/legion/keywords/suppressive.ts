import type { Keyword } from '../keyword-definition.ts';

/**
 * Suppressive. amg-2025: when the attack suppresses the defender, it gains 1 additional token
 * (AMG Keyword Glossary, Suppressive; docs/rules/legion.md, step 10). ffg-1.0: the defender gains 1 token after
 * any attack with the weapon, on top of the usual one (FFG Rules Reference 1.0, Suppressive; read by step 10).
 */
export const suppressive: Keyword = {
  key: 'suppressive',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Suppressive; FFG Rules Reference 1.0, Suppressive',
  configure(ctx) {
    ctx.suppressionGain = 2;
  },
};
