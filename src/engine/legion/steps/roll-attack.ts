import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { ATTACK_COLOURS } from '../dice.ts';
import { canonical, rollAttackDice } from '../ops.ts';
import { ATTACK_REROLL_POLICIES } from '../policies/reroll-attack.ts';
import { noteHits } from './reroll-attack.ts';

/**
 * Step 4b: roll the attack pool (its dice wait in PENDING_ATK from the initial state). When
 * rerolls follow, each colour is rolled on its own and the results the reroll policy keeps
 * are folded into totals, so the exact executor merges attacks that differ only there.
 */
export function rollAttack(ctx: AttackContext): OrderedStep[] {
  const ffg = ctx.amg ? [] : [{ order: 0, step: noteHits }];
  if (!foldsEachColour(ctx))
    return [{ order: 0, step: rollAttackDice('roll attack dice') }, ...ffg];
  const { fold } = ATTACK_REROLL_POLICIES[ctx.scenario.policy.reroll](ctx);
  return [
    ...ATTACK_COLOURS.flatMap((c, i) => [
      { order: 0, step: rollAttackDice(`roll ${c} attack dice`, i) },
      { order: 0, step: canonical(`keep ${c} results`, fold) },
    ]),
    ...ffg,
  ];
}

/** Whether tokens reroll (step 4c), so that rollAttack rolls and folds each colour on its own. */
export function foldsEachColour(ctx: AttackContext): boolean {
  const t = ctx.scenario.attacker.tokens;
  return t.aim + t.observation > 0;
}
