import type { Keyword } from '../keyword-definition.ts';

/**
 * Death From Above: when its height condition holds (the flag says so), the defender cannot use
 * cover to cancel hits (AMG Keyword Glossary, Death From Above).
 */
export const deathFromAbove: Keyword = {
  key: 'deathFromAbove',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Death From Above',
  configure(ctx) {
    ctx.coverIgnored = true;
  },
};
