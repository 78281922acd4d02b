import type { Keyword } from '../keyword.ts';

/**
 * Immune: Deflect. amg-2025: the attacker suffers no wounds from Deflect, the defender keeps its
 * surge→block (seed 004 § IMMUNE: DEFLECT; read by `deflect`). ffg-1.0: the defender cannot use
 * Deflect at all (seed 000 § IMMUNE: DEFLECT) — the digest only removes the wounds, which
 * contradicts the ffg seed; the seed wins.
 */
export const immuneDeflect: Keyword = {
  key: 'immuneDeflect',
  side: 'attacker',
  rule: 'seed 004 § IMMUNE: DEFLECT; seed 000 § IMMUNE: DEFLECT',
  configure(ctx) {
    if (!ctx.amg) ctx.deflectAllowed = false;
  },
};
