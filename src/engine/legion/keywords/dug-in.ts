import type { Keyword } from '../keyword-definition.ts';

/** Dug In: the cover pool uses red defense dice (docs/rules/legion.md "Known conflicts": card text not in the project's sources). */
export const dugIn: Keyword = {
  key: 'dugIn',
  side: 'defender',
  rule: 'docs/rules/legion.md, step 5c and "Known conflicts" (Dug In)',
  editions: ['amg-2025'],
  configure(ctx) {
    ctx.coverDie = 'red';
  },
};
