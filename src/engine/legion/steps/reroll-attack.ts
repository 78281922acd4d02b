import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { BLANK, CRIT, HIT, SURGE } from '../dice.ts';
import { det, rollAttackDice } from '../ops.ts';
import { ATTACK_REROLL_POLICIES } from '../policies/reroll-attack.ts';
import { AIM, ATK, BLANKS, CRITS, HITS, OBSERVATION, SURGES, atk } from '../state.ts';

function token(slot: number, name: string, dice: number, ctx: AttackContext): OrderedStep[] {
  const { choose, fold } = ATTACK_REROLL_POLICIES[ctx.scenario.policy.reroll](ctx);
  return [
    {
      order: 0,
      step: det(`choose dice for ${name}`, (s) => {
        if (s[slot] === 0) return;
        if (choose(s, dice) > 0) s[slot] = (s[slot] as number) - 1;
      }),
    },
    { order: 0, step: rollAttackDice(`reroll with ${name}`) },
    { order: 0, step: det('keep results', fold) },
  ];
}

/**
 * Step 4c: each Aim token rerolls up to 2 dice (+ Precise X), each Observation token 1, one
 * token at a time after seeing the last result; the reroll policy picks the dice. Afterwards
 * the colours no longer matter and the pool collapses to counts of results.
 */
export function rerollAttack(ctx: AttackContext): OrderedStep[] {
  const t = ctx.scenario.attacker.tokens;
  const out: OrderedStep[] = [];
  for (let i = 0; i < t.aim; i++) out.push(...token(AIM, 'an Aim token', ctx.aimRerolls, ctx));
  for (let i = 0; i < t.observation; i++)
    out.push(...token(OBSERVATION, 'an Observation token', 1, ctx));
  out.push({
    order: 100,
    step: det('collapse colours', (s) => {
      for (let c = 0; c < 3; c++) {
        s[HITS] = (s[HITS] as number) + (s[atk(c, HIT)] as number);
        s[CRITS] = (s[CRITS] as number) + (s[atk(c, CRIT)] as number);
        s[SURGES] = (s[SURGES] as number) + (s[atk(c, SURGE)] as number);
        s[BLANKS] = (s[BLANKS] as number) + (s[atk(c, BLANK)] as number);
      }
      s.fill(0, ATK, ATK + 12);
      s[OBSERVATION] = 0;
      if (!ctx.aimsNeededLater) s[AIM] = 0;
    }),
  });
  return out;
}
