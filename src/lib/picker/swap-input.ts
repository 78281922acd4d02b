import type { JsonRecord, LegionCardData, LegionScenario } from '../../engine/index.ts';
import { fitAttacker } from './fit-attacker.ts';
import { expansionInput, situational, type PresetChoice } from './preset-sides.ts';
import type { WeaponFit } from './weapon-fit.ts';

/**
 * The expansion input that swaps the units of `s`: the defender's unit (with its upgrades)
 * attacks the attacker's, each side keeping the moment's tokens and conditions; the new
 * attacker is fitted to attack (an upgrade's weapon or another range, when it must, once the
 * card data is there). Changes `s`'s attack type and range in place.
 */
export function swapInput(
  data: LegionCardData | null,
  s: LegionScenario,
  attacker: PresetChoice,
  defender: PresetChoice,
): { input: JsonRecord; choice: PresetChoice; fit: WeaponFit | null } {
  const fitted = data ? fitAttacker(data, s, defender.unit, defender.upgrades) : null;
  const choice = fitted?.choice ?? { unit: defender.unit, upgrades: defender.upgrades };
  const input = expansionInput(s, 'attacker', choice, false);
  input['defender'] = {
    unit: attacker.unit,
    upgrades: [...attacker.upgrades],
    ...situational('defender', s.defender),
  };
  return { input, choice, fit: fitted?.fit ?? null };
}
