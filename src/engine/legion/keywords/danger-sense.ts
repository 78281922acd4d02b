import type { Keyword } from '../keyword.ts';

/** Danger Sense X: roll 1 extra defense die per suppression token, up to X (seed 004 § DANGER SENSE X). */
export const dangerSense: Keyword = {
  key: 'dangerSense',
  side: 'defender',
  rule: 'seed 004 § DANGER SENSE X; seed 000 § DANGER SENSE X',
  configure(ctx, x) {
    ctx.dangerSenseDice = Math.min(x, ctx.scenario.defender.tokens.suppression);
  },
};
