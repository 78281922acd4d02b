import type { Keyword } from '../keyword-definition.ts';

/** Low Profile: the cover pool rolls one die fewer and adds an automatic block (AMG Keyword Glossary, Low Profile). */
export const lowProfile: Keyword = {
  key: 'lowProfile',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Low Profile; docs/rules/legion.md, step 5c',
  editions: ['amg-2025'],
  configure(ctx) {
    ctx.lowProfile = true;
  },
};
