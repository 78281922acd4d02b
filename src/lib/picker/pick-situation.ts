import type { JsonRecord, LegionScenario } from '../../engine/index.ts';
import { freshSituation, setSituation, starterLeftovers, type PresetSide } from './preset-sides.ts';

/** What picking a unit did to the loadout's situation, for after the unit is set up. */
export interface PickSituation {
  readonly other: PresetSide;
  /** The starter loadout's tokens and cover were still on: the other side ends them too. */
  readonly starter: boolean;
  /** The other side's situation from its card alone. */
  readonly clean: JsonRecord;
}

/**
 * A unit picked for `side` of `s` starts from its card alone (no token or condition it does not
 * give; the defender's cover is the table's and stays); the first unit picked in the starter
 * loadout ends the starter's tokens and cover on the other side too. Changes `s` in place.
 */
export function pickSituation(s: LegionScenario, side: PresetSide): PickSituation {
  const other: PresetSide = side === 'attacker' ? 'defender' : 'attacker';
  const starter = starterLeftovers(s);
  setSituation(side, s[side], freshSituation(side, starter ? null : s[side]));
  const clean = freshSituation(other, null);
  if (starter) setSituation(other, s[other], clean);
  return { other, starter, clean };
}
