import type { Summary } from '../core/summary.ts';
import type { LegionScenario } from './scenario.ts';

/** Points efficiency of an attack between unit presets. */
export interface PointsEfficiency {
  /** Unit + upgrades, each side (null when the side names no unit). */
  readonly attackerPoints: number | null;
  readonly defenderPoints: number | null;
  /** Expected wounds per 100 attacker points. */
  readonly woundsPer100Points: number | null;
  /** The defender's points divided by its miniatures: what one defeated miniature is worth. */
  readonly defenderCostPerMini: number | null;
  /** Expected minis defeated × cost per mini, per 100 attacker points (a tracked defender). */
  readonly defenderPointsRemovedPer100Points: number | null;
  /** P(unit defeated), beside the unit's cost. */
  readonly unitDefeated: { readonly probability: number; readonly points: number } | null;
}

/** Points efficiency from a result's summaries; null when neither side is a preset. */
export function pointsEfficiency(
  s: LegionScenario,
  q: { wounds?: Summary; minisDefeated?: unknown; unitDefeated?: unknown },
): PointsEfficiency | null {
  const a = s.attacker.preset?.points ?? null;
  const d = s.defender.preset ?? null;
  if (a === null && d === null) return null;
  const minis = q.minisDefeated as Summary | undefined;
  const defeated = q.unitDefeated as Summary | undefined;
  const perMini = d && d.minis > 0 ? d.points / d.minis : null;
  const per100 = (x: number) => (a && a > 0 ? (x * 100) / a : null);
  return {
    attackerPoints: a,
    defenderPoints: d?.points ?? null,
    woundsPer100Points: q.wounds ? per100(q.wounds.mean) : null,
    defenderCostPerMini: perMini,
    defenderPointsRemovedPer100Points:
      minis && perMini !== null ? per100(minis.mean * perMini) : null,
    unitDefeated:
      defeated && d ? { probability: defeated.atLeast[1] ?? 0, points: d.points } : null,
  };
}
