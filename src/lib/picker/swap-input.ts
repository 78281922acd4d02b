import type { JsonRecord, LegionCardData, LegionScenario } from '../../engine/index.ts';
import { fitAttacker } from './fit-attacker.ts';
import { expansionInput, situational, unitField, type PresetChoice } from './preset-sides.ts';
import type { WeaponFit } from './weapon-fit.ts';

/**
 * The expansion input that swaps the units of `s`: the defender's unit or card (with upgrades)
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
  // A homebrew card attacks with its own weapons: no upgrade is fitted for it.
  const fitted =
    data && !defender.card ? fitAttacker(data, s, defender.unit, defender.upgrades) : null;
  const choice = fitted?.choice ?? { ...defender };
  const input = expansionInput(s, 'attacker', choice, false);
  input['defender'] = { ...unitField(attacker), ...situational('defender', s.defender) };
  return { input, choice, fit: fitted?.fit ?? null };
}
