import { rollOutcomes } from '../../core/multinomial.ts';
import type { AttackContext } from '../context.ts';
import type { Choice } from './best-play.ts';
import { DEFENSE_DICE } from '../dice.ts';
import { BLOCK, DBLANK, DSURGE } from '../results.ts';
import { defIndex } from '../ops.ts';
import {
  CRITS,
  DEF_SURGE_TOKENS,
  DODGES_SPENT,
  HITS,
  PENDING_DEF,
  PIERCE,
  PIERCE_IMMUNE,
  def,
} from '../state.ts';

/**
 * Soresu Mastery's choice for the defender (docs/rules/legion.md, step 7d): reroll all its defense dice
 * or keep them. Policy `soresu`: "auto" (default) rerolls exactly when the expected wounds after
 * a reroll — with this attack's surge conversion, Surge tokens and Pierce — are lower than the
 * wounds the dice in hand give; "always"; "never". Returns true when the dice were moved to
 * PENDING_DEF.
 */
export function soresuDefender(ctx: AttackContext): (s: Int32Array) => boolean {
  const policy = ctx.scenario.policy.soresu;
  const colour = ctx.defenseDie;
  const i = defIndex(colour);
  const d = ctx.scenario.defender.keywords;
  const deflects =
    d.deflect && ctx.deflectAllowed && ctx.amg && !ctx.scenario.attacker.keywords.highVelocity;
  return (s) => {
    const n =
      (s[def(i, BLOCK)] as number) + (s[def(i, DSURGE)] as number) + (s[def(i, DBLANK)] as number);
    if (n === 0 || policy === 'never') return false;
    if (policy === 'auto' || policy === 'optimal') {
      const converts =
        ctx.defenseSurgeBlock || deflects || (d.block && (s[DODGES_SPENT] as number) > 0);
      const tokens = s[DEF_SURGE_TOKENS] as number;
      const pierce = ctx.pierceImmune || s[PIERCE_IMMUNE] === 1 ? 0 : (s[PIERCE] as number);
      const incoming = (s[HITS] as number) + (s[CRITS] as number);
      const wounds = (block: number, surge: number): number => {
        const blocks = block + (converts ? surge : Math.min(surge, tokens));
        return Math.max(0, incoming - Math.max(0, blocks - pierce));
      };
      const now = wounds(s[def(i, BLOCK)] as number, s[def(i, DSURGE)] as number);
      let after = 0;
      for (const o of rollOutcomes(DEFENSE_DICE[colour], n))
        after += o.p * wounds(o.counts[BLOCK] as number, o.counts[DSURGE] as number);
      if (after >= now - 1e-12) return false;
    }
    s[def(i, BLOCK)] = 0;
    s[def(i, DSURGE)] = 0;
    s[def(i, DBLANK)] = 0;
    s[PENDING_DEF + i] = (s[PENDING_DEF + i] as number) + n;
    return true;
  };
}

/** Moves all the defender's dice of `colour` in hand to PENDING_DEF (Soresu's reroll). */
function rerollAll(s: Int32Array, i: number): void {
  const n =
    (s[def(i, BLOCK)] as number) + (s[def(i, DSURGE)] as number) + (s[def(i, DBLANK)] as number);
  s[def(i, BLOCK)] = 0;
  s[def(i, DSURGE)] = 0;
  s[def(i, DBLANK)] = 0;
  s[PENDING_DEF + i] = (s[PENDING_DEF + i] as number) + n;
}

/**
 * Soresu "optimal" (best-play.ts): the defender keeps its dice (option 0) or rerolls them all
 * (1), whichever leaves the attacker's objective lower when every later choice is played best.
 */
export function soresuChoice(colour: 'red' | 'white'): Choice {
  const i = defIndex(colour);
  return {
    side: 'defender',
    count: (s) =>
      (s[def(i, BLOCK)] as number) + (s[def(i, DSURGE)] as number) + (s[def(i, DBLANK)] as number) >
      0
        ? 2
        : 1,
    play: (s) => rerollAll(s, i),
  };
}

/**
 * Soresu Mastery on a guardian: spend 1 of its Dodge tokens to reroll all its dice before
 * converting surges. "auto" rerolls when that is expected to leave fewer Blanks (the guardian's
 * wounds); the guardian's blocks do not change what reaches the defender.
 */
export function soresuGuardianRerolls(
  policy: AttackContext['scenario']['policy']['soresu'],
  colour: 'red' | 'white',
  surgesBlock: boolean,
  surgeTokens: number,
): (block: number, surge: number, blank: number) => boolean {
  return (block, surge, blank) => {
    const n = block + surge + blank;
    if (n === 0 || policy === 'never') return false;
    if (policy === 'always') return true;
    // "optimal" runs as a choice step (guardians.ts); this is its heuristic twin, unused then.
    const blanks = (b: number, sg: number): number =>
      n - b - (surgesBlock ? sg : Math.min(sg, surgeTokens));
    let after = 0;
    for (const o of rollOutcomes(DEFENSE_DICE[colour], n))
      after += o.p * blanks(o.counts[BLOCK] as number, o.counts[DSURGE] as number);
    return after < blanks(block, surge) - 1e-12;
  };
}
