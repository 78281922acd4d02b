import type { AttackResult } from '../evaluate.ts';
import type { AnyScenario } from '../games.ts';
import { pointsEfficiency } from './points.ts';
import type { LegionScenario } from './scenario.ts';
import { isSequenceInput } from './sequence-scenario.ts';

/** Where the card data of unit presets comes from, as results name it. */
export const CARD_DATA_SOURCE = 'Legion HQ (github.com/TravisSClark/legion-hq-web)';

/**
 * A result with its points efficiency and the card data's version, for a
 * Legion attack between unit presets; any other result unchanged. Points efficiency is per
 * attack: an attack sequence (`attacks`) reports none.
 */
export function withPointsEfficiency(s: AnyScenario, result: AttackResult): AttackResult {
  if (s.engine.id !== 'legion' || isSequenceInput(s.scenario)) return result;
  const legion = s.scenario as LegionScenario;
  const points = pointsEfficiency(legion, result);
  if (!points) return result;
  const commit = legion.attacker.preset?.data ?? legion.defender.preset?.data;
  return { ...result, points, data: { source: CARD_DATA_SOURCE, commit } };
}
