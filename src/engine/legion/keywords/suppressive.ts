import type { Keyword } from '../keyword.ts';

/**
 * Suppressive. amg-2025: when the attack suppresses the defender, it gains 1 additional token
 * (seed 004 § SUPPRESSIVE; rules/legion.md step 10). ffg-1.0: the defender gains 1 token after
 * any attack with the weapon, on top of the usual one (seed 000 § SUPPRESSIVE; read by step 10).
 */
export const suppressive: Keyword = {
  key: 'suppressive',
  side: 'attacker',
  rule: 'seed 004 § SUPPRESSIVE; seed 000 § SUPPRESSIVE',
  configure(ctx) {
    ctx.suppressionGain = 2;
  },
};
