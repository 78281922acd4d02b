import type { Keyword } from '../keyword-definition.ts';

/**
 * Shien Mastery: with Deflect the attacker suffers 1 wound per defense surge instead (read by
 * `deflect`); a Ranged attack that wounds it not gives it no suppression (read by step 10)
 * (AMG Keyword Glossary, Shien Mastery).
 */
export const shienMastery: Keyword = {
  key: 'shienMastery',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Shien Mastery',
  editions: ['amg-2025'],
};
