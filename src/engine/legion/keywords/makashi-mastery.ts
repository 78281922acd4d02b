import type { Keyword } from '../keyword-definition.ts';

/**
 * Makashi Mastery: in a Melee attack the unit may lower the pool's Pierce by 1; if it does, the
 * defender cannot use Immune: Pierce, Immune: Melee Pierce or Impervious (AMG Keyword Glossary, Makashi
 * Mastery). Policy `makashi`: "auto" (default) uses it only when it raises the attacker's mean
 * wounds (decided exactly by `compile`), "always", "never", "optimal" (uses it when that
 * serves the objective best, every later "optimal" choice played best; also by `compile`).
 */
export const makashiMastery: Keyword = {
  key: 'makashiMastery',
  side: 'attacker',
  rule: 'AMG Keyword Glossary, Makashi Mastery',
  editions: ['amg-2025'],
  configure(ctx) {
    const policy = ctx.scenario.policy.makashi;
    const use =
      policy === 'always' ||
      ((policy === 'auto' || policy === 'optimal') && ctx.choices.makashi === true);
    if (!ctx.melee || ctx.pierce === 0 || !use) return;
    ctx.makashi = true;
    ctx.pierce -= 1;
    ctx.pierceImmune = false;
    ctx.impervious = false;
  },
  choice: {
    policy: 'makashi',
    side: 'attacker',
    applies: (ctx) => ctx.melee && ctx.pierce > 0,
    heuristic(ctx) {
      const d = ctx.scenario.defender.keywords;
      return d.immunePierce || d.immuneMeleePierce || d.impervious || d.duelist;
    },
  },
};
