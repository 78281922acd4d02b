import type { Keyword } from '../keyword.ts';

/** Low Profile: the cover pool rolls one die fewer and adds an automatic block (seed 004 § LOW PROFILE). */
export const lowProfile: Keyword = {
  key: 'lowProfile',
  side: 'defender',
  rule: 'seed 004 § LOW PROFILE; rules/legion.md step 5c',
  editions: ['amg-2025'],
  configure(ctx) {
    ctx.lowProfile = true;
  },
};
