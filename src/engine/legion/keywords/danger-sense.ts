import type { Keyword } from '../keyword-definition.ts';

/** Danger Sense X: roll 1 extra defense die per suppression token, up to X (AMG Keyword Glossary, Danger Sense X). */
export const dangerSense: Keyword = {
  key: 'dangerSense',
  side: 'defender',
  rule: 'AMG Keyword Glossary, Danger Sense X; FFG Rules Reference 1.0, Danger Sense X',
  configure(ctx, x) {
    ctx.dangerSenseDice = Math.min(x, ctx.scenario.defender.tokens.suppression);
  },
};
