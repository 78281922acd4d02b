import type { Keyword } from '../keyword.ts';

/**
 * Death From Above: when its height condition holds (the flag says so), the defender cannot use
 * cover to cancel hits (seed 004 § DEATH FROM ABOVE).
 */
export const deathFromAbove: Keyword = {
  key: 'deathFromAbove',
  side: 'attacker',
  rule: 'seed 004 § DEATH FROM ABOVE',
  configure(ctx) {
    ctx.coverIgnored = true;
  },
};
