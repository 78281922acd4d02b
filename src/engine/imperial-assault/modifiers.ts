import type { StateFn } from '../core/program.ts';
import type { IaScenario } from './scenario.ts';
import { ACCURACY_TOTAL, BLOCK_TOTAL, DAMAGE_TOTAL, EVADE_TOTAL, SURGE_TOTAL } from './state.ts';

/** The net static change to each icon total (step 4), from modifiers and conditions. */
export interface NetModifiers {
  readonly damage: number;
  readonly surge: number;
  readonly accuracy: number;
  readonly block: number;
  readonly evade: number;
}

/**
 * docs/rules/imperial-assault.md, step 4: the scenario's +/- modifiers, plus Hidden attacker +1 surge,
 * Hidden defender −2 accuracy, Weakened attacker −1 surge, Weakened defender −1 evade (the later
 * official rules; the IA Rules Reference Guide has neither condition). They are summed per icon before the floor
 * at 0 is applied, so a +1 and a −1 on the same icon cancel whatever was rolled.
 */
export function netModifiers(s: IaScenario): NetModifiers {
  const a = s.attacker;
  const d = s.defender;
  return {
    damage: a.modifiers.damage,
    surge: a.modifiers.surge + (a.hidden ? 1 : 0) - (a.weakened ? 1 : 0),
    accuracy: a.modifiers.accuracy - (d.hidden ? 2 : 0),
    block: d.modifiers.block,
    evade: d.modifiers.evade - (d.weakened ? 1 : 0),
  };
}

const floor0 = (v: number): number => (v < 0 ? 0 : v);

/** Step 4, Apply Modifiers: adds the net modifiers; a total never goes below 0. */
export function applyModifiers(m: NetModifiers): StateFn {
  const { damage, surge, accuracy, block, evade } = m;
  return (s) => {
    s[DAMAGE_TOTAL] = floor0((s[DAMAGE_TOTAL] as number) + damage);
    s[SURGE_TOTAL] = floor0((s[SURGE_TOTAL] as number) + surge);
    s[ACCURACY_TOTAL] = floor0((s[ACCURACY_TOTAL] as number) + accuracy);
    s[BLOCK_TOTAL] = floor0((s[BLOCK_TOTAL] as number) + block);
    s[EVADE_TOTAL] = floor0((s[EVADE_TOTAL] as number) + evade);
  };
}

/** Step 4 (IA Rules Reference Guide, Surges): each evade removes one surge; the evades are then spent. */
export const cancelSurges: StateFn = (s) => {
  s[SURGE_TOTAL] = floor0((s[SURGE_TOTAL] as number) - (s[EVADE_TOTAL] as number));
  s[EVADE_TOTAL] = 0;
};
