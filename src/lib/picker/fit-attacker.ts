import type { LegionCardData, LegionScenario } from '../../engine/index.ts';
import type { PresetChoice } from './preset-sides.ts';
import { fitWeapons, type WeaponFit } from './weapon-fit.ts';

/**
 * `unit` with `upgrades` made able to attack in `s` (fitWeapons), the attack type and range it
 * needs written into `s`; the choice to expand and the fit (its note says what was done, why).
 */
export function fitAttacker(
  data: LegionCardData,
  s: LegionScenario,
  unit: string,
  upgrades: readonly string[],
): { choice: PresetChoice; fit: WeaponFit } {
  const fit = fitWeapons(data, unit, upgrades, s.attackType, s.range);
  s.attackType = fit.attackType;
  if (fit.range !== undefined) s.range = fit.range;
  return { choice: { unit, upgrades: [...fit.upgrades] }, fit };
}
