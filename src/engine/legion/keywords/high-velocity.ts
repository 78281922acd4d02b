import type { Keyword } from '../keyword-definition.ts';

/** High Velocity: the defender cannot spend Dodge tokens (AMG Keyword Glossary, High Velocity). */
export const highVelocity: Keyword = {
  key: 'highVelocity',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, High Velocity; FFG Rules Reference 1.0, High Velocity',
  configure(ctx) {
    ctx.dodgeForbidden = true;
  },
};
