import type { OrderedStep } from '../attack-steps.ts';
import type { AttackContext } from '../context.ts';
import { BLOCK, DBLANK, DSURGE } from '../results.ts';
import { clearDefenseDice, det, defIndex, rollDefenseDice } from '../ops.ts';
import { PIERCE_SPLIT_POLICIES } from '../policies/pierce-split.ts';
import { soresuGuardianRerolls } from '../policies/soresu.ts';
import type { LegionGuardian } from '../scenario.ts';
import {
  ATTACKER_WOUNDS,
  GUARDIAN_WOUNDS,
  GUARDIAN_WOUNDS_TOTAL,
  HITS,
  PENDING_DEF,
  PIERCE,
  def,
} from '../state.ts';

function guardianSteps(
  g: LegionGuardian,
  index: number,
  laterCancels: number,
  ctx: AttackContext,
): OrderedStep[] {
  const i = defIndex(g.die);
  const a = ctx.scenario.attacker.keywords;
  // amg: AMG Keyword Glossary, Deflect covers a unit using Guardian X. ffg: FFG Rules Reference 1.0, Guardian X says the
  // guardian "is not a defender", and ffg Deflect needs the defender's Dodge — no Deflect here
  // (the digest's "as above" for ffg contradicts the FFG Rules Reference 1.0; the book wins).
  const deflects = g.keywords.deflect && ctx.amg && !a.highVelocity;
  const surgeBlocks = g.surge === 'block' || deflects;
  const reflects = deflects && !a.immuneDeflect;
  const pierceOn = !g.keywords.immunePierce;
  const split = PIERCE_SPLIT_POLICIES[ctx.scenario.policy.pierceSplit](ctx);
  const soresu =
    g.keywords.soresuMastery && ctx.amg && g.tokens.dodge > 0
      ? soresuGuardianRerolls(ctx.scenario.policy.soresu, g.die, surgeBlocks, g.tokens.surge)
      : null;
  const dice = (s: Int32Array): number =>
    (s[def(i, BLOCK)] as number) + (s[def(i, DSURGE)] as number) + (s[def(i, DBLANK)] as number);
  const optimal = soresu && ctx.scenario.policy.soresu === 'optimal' ? ctx.bestPlay : undefined;
  const rerolls: OrderedStep[] = optimal
    ? [
        {
          order: 0,
          // The defender's choice for the objective, which counts the defender's wounds only.
          step: optimal.choiceStep(`guardian ${index + 1}: Soresu Mastery`, {
            side: 'defender',
            count: (s) => (dice(s) > 0 ? 2 : 1),
            play: (s) => {
              const n = dice(s);
              clearDefenseDice(s);
              s[PENDING_DEF + i] = n;
            },
          }),
        },
        { order: 0, step: rollDefenseDice(`guardian ${index + 1}: Soresu reroll`, g.die) },
      ]
    : soresu
      ? [
          {
            order: 0,
            step: det(`guardian ${index + 1}: Soresu Mastery`, (s) => {
              const b = s[def(i, BLOCK)] as number;
              const sg = s[def(i, DSURGE)] as number;
              const bl = s[def(i, DBLANK)] as number;
              if (!soresu(b, sg, bl)) return;
              clearDefenseDice(s);
              s[PENDING_DEF + i] = b + sg + bl;
            }),
          },
          { order: 0, step: rollDefenseDice(`guardian ${index + 1}: Soresu reroll`, g.die) },
        ]
      : [];
  return [
    {
      order: 0,
      step: det(`guardian ${index + 1} cancels hits`, (s) => {
        const cancelled = Math.min(g.x, s[HITS] as number);
        s[HITS] = (s[HITS] as number) - cancelled;
        s[PENDING_DEF + i] = cancelled;
      }),
    },
    { order: 0, step: rollDefenseDice(`guardian ${index + 1} rolls`, g.die) },
    ...rerolls,
    {
      order: 0,
      step: det(`guardian ${index + 1} converts, suffers wounds`, (s) => {
        const dice = (s[def(i, 0)] as number) + (s[def(i, 1)] as number) + (s[def(i, 2)] as number);
        let blocks = s[def(i, BLOCK)] as number;
        const surges = s[def(i, DSURGE)] as number;
        if (reflects && surges > 0) s[ATTACKER_WOUNDS] = (s[ATTACKER_WOUNDS] as number) + 1;
        blocks += surgeBlocks ? surges : Math.min(g.tokens.surge, surges);
        if (pierceOn) {
          const p = split(s, blocks, laterCancels);
          blocks -= p;
          s[PIERCE] = (s[PIERCE] as number) - p;
        }
        s[GUARDIAN_WOUNDS + index] = (s[GUARDIAN_WOUNDS + index] as number) + (dice - blocks);
        s[GUARDIAN_WOUNDS_TOTAL] = (s[GUARDIAN_WOUNDS_TOTAL] as number) + (dice - blocks);
        clearDefenseDice(s);
      }),
    },
  ];
}

/**
 * Guardian X (docs/rules/legion.md "Guardian X"): after the defender's free cancels, each guardian
 * in order cancels up to X hits, rolls a die of its own per hit cancelled, converts surges
 * with its own chart, Surge tokens or Deflect, and suffers a wound per Blank. The attacker may
 * spend Pierce on its blocks under the `pierceSplit` policy.
 */
export function guardians(ctx: AttackContext): OrderedStep[] {
  const gs = ctx.scenario.guardians;
  return gs.flatMap((g, k) => {
    const later = gs.slice(k + 1).reduce((a, h) => a + h.x, 0);
    return guardianSteps(g, k, later, ctx);
  });
}
