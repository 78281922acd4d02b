import type { Keyword } from '../keyword-definition.ts';

/** Immune: Blast: Blast does not take this unit's cover away (read by `blast`). */
export const immuneBlast: Keyword = {
  key: 'immuneBlast',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Immune: Blast',
};
