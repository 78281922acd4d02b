import type { Keyword } from '../keyword-definition.ts';

/**
 * Immune: Deflect. amg-2025: the attacker suffers no wounds from Deflect, the defender keeps its
 * surge→block (AMG Keyword Glossary, Immune: Deflect; read by `deflect`). ffg-1.0: the defender cannot use
 * Deflect at all (FFG Rules Reference 1.0, Immune: Deflect) — the digest only removes the wounds, which
 * contradicts the FFG Rules Reference 1.0; the book wins.
 */
export const immuneDeflect: Keyword = {
  key: 'immuneDeflect',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Immune: Deflect; FFG Rules Reference 1.0, Immune: Deflect',
  configure(ctx) {
    if (!ctx.amg) ctx.deflectAllowed = false;
  },
};
