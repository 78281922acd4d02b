import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { ATTACK_COLOURS, ATTACK_DICE } from '../dice.ts';
import { BLANK, CRIT, HIT, SURGE } from '../results.ts';
import { canonical, det, rollAttackDice } from '../ops.ts';
import { ATTACK_REROLL_POLICIES } from '../policies/reroll-attack.ts';
import {
  AIM,
  AIMS_SPENT,
  ATK,
  BLANKS,
  CRITS,
  HAD_HIT,
  HITS,
  OBSERVATION,
  PENDING_ATK,
  SURGES,
  atk,
} from '../state.ts';

/** Chance that a rerolled die of each colour ends as a hit or crit (surges if the chart converts). */
function successChance(ctx: AttackContext): number[] {
  return ATTACK_COLOURS.map((c) => {
    const w = ATTACK_DICE[c].weights;
    const surge = ctx.surgeTo === 'none' ? 0 : (w[SURGE] ?? 0);
    return ((w[HIT] ?? 0) + (w[CRIT] ?? 0) + surge) / ATTACK_DICE[c].sides;
  });
}

function token(
  slot: number,
  name: string,
  dice: number,
  ctx: AttackContext,
  isAim: boolean,
): OrderedStep[] {
  const { choose, fold } = ATTACK_REROLL_POLICIES[ctx.scenario.policy.reroll](ctx);
  const reserve = isAim ? ctx.aimReserve : 0;
  if (ctx.bestPlay)
    return [
      {
        order: 0,
        step: ctx.bestPlay.decisionStep(`choose dice for ${name}`, { slot, dice, isAim, reserve }),
      },
      { order: 0, step: ctx.bestPlay.forgetStep() },
      { order: 0, step: rollAttackDice(`reroll with ${name}`) },
      { order: 0, step: ctx.bestPlay.forgetStep() },
      ...(ctx.amg ? [] : [{ order: 0, step: noteHits }]),
    ];
  const mustBeat = isAim ? ctx.aimRerollMustBeat : 0;
  const chance = successChance(ctx);
  return [
    {
      order: 0,
      step: det(`choose dice for ${name}`, (s) => {
        if ((s[slot] as number) <= reserve || choose(s, dice) === 0) return;
        if (mustBeat > 0) {
          // Marksman "auto": keep the token if converting a Blank is worth more than this reroll.
          let gain = 0;
          for (let c = 0; c < 3; c++)
            gain += (s[PENDING_ATK + c] as number) * (chance[c] as number);
          if (gain <= mustBeat) {
            for (let c = 0; c < 3; c++) {
              s[atk(c, BLANK)] = (s[atk(c, BLANK)] as number) + (s[PENDING_ATK + c] as number);
              s[PENDING_ATK + c] = 0;
            }
            return;
          }
        }
        s[slot] = (s[slot] as number) - 1;
        if (isAim) s[AIMS_SPENT] = (s[AIMS_SPENT] as number) + 1;
      }),
    },
    { order: 0, step: rollAttackDice(`reroll with ${name}`) },
    { order: 0, step: canonical('keep results', fold) },
    ...(ctx.amg ? [] : [{ order: 0, step: noteHits }]),
  ];
}

/** ffg-1.0 suppression counts a hit or crit the dice showed at any point (FFG Rules Reference 1.0, Attack). */
export const noteHits = det('note hits and crits', (s) => {
  let n = (s[HITS] as number) + (s[CRITS] as number);
  for (let c = 0; c < 3; c++) n += (s[atk(c, HIT)] as number) + (s[atk(c, CRIT)] as number);
  if (n > 0) s[HAD_HIT] = 1;
});

/** The step after which no step reads the colours of the attack dice (best-play.ts relies on it). */
export const COLLAPSE_COLOURS = 'collapse colours';

/**
 * Step 4c: each Aim token rerolls up to 2 dice (+ Precise X), each Observation token 1, one
 * token at a time after seeing the last result; the reroll policy picks the dice. Afterwards
 * the colours no longer matter and the pool collapses to counts of results.
 */
export function rerollAttack(ctx: AttackContext): OrderedStep[] {
  const t = ctx.scenario.attacker.tokens;
  const out: OrderedStep[] = [];
  if (ctx.aimRerollsAllowed)
    for (let i = 0; i < t.aim; i++)
      out.push(...token(AIM, 'an Aim token', ctx.aimRerolls, ctx, true));
  for (let i = 0; i < t.observation; i++)
    out.push(...token(OBSERVATION, 'an Observation token', 1, ctx, false));
  out.push({
    order: 100,
    step: det(COLLAPSE_COLOURS, (s) => {
      for (let at = ATK; at < ATK + 12; at += 4) {
        s[HITS] = (s[HITS] as number) + (s[at + HIT] as number);
        s[CRITS] = (s[CRITS] as number) + (s[at + CRIT] as number);
        s[SURGES] = (s[SURGES] as number) + (s[at + SURGE] as number);
        s[BLANKS] = (s[BLANKS] as number) + (s[at + BLANK] as number);
        s[at + HIT] = 0;
        s[at + CRIT] = 0;
        s[at + SURGE] = 0;
        s[at + BLANK] = 0;
      }
      s[OBSERVATION] = 0;
      s[AIMS_SPENT] = 0;
      if (!ctx.aimsNeededLater) s[AIM] = 0;
    }),
  });
  return out;
}
