import type { Keyword } from '../keyword.ts';

/** High Velocity: the defender cannot spend Dodge tokens (seed 004 § HIGH VELOCITY). */
export const highVelocity: Keyword = {
  key: 'highVelocity',
  side: 'attacker',
  rule: 'seed 004 § HIGH VELOCITY; seed 000 § HIGH VELOCITY',
  configure(ctx) {
    ctx.dodgeForbidden = true;
  },
};
