import type { JsonRecord, LegionCardData, LegionScenario } from '../../engine/index.ts';
import { fitAttacker } from './fit-attacker.ts';
import { expansionInput, owned, type PresetChoice } from './preset-sides.ts';
import type { WeaponFit } from './weapon-fit.ts';

/**
 * The expansion input that chooses a preset attacker's weapons again for `s` (a new range,
 * attack type or defender). An unmodified preset becomes its plain preset for `s`, and the
 * upgrade the app added for its weapon (`added`) is chosen again; a modified one keeps its
 * edits but for its weapons and dice. Changes `s`'s attack type and range in place.
 */
export function reweaponInput(
  data: LegionCardData | null,
  s: LegionScenario,
  choice: PresetChoice,
  modified: boolean | null,
  added: string | null | undefined,
): { input: JsonRecord; choice: PresetChoice; fit: WeaponFit | null } {
  let use = choice;
  let fit: WeaponFit | null = null;
  if (!modified && data && added && choice.upgrades.includes(added)) {
    const rest = choice.upgrades.filter((u) => u !== added);
    ({ choice: use, fit } = fitAttacker(data, s, choice.unit, rest));
  }
  const input = expansionInput(s, 'attacker', use, false);
  if (modified) {
    const edits = owned('attacker', s.attacker);
    delete edits['weapons'];
    delete edits['dice'];
    input['attacker'] = { ...(input['attacker'] as JsonRecord), ...edits };
  }
  return { input, choice: use, fit };
}
