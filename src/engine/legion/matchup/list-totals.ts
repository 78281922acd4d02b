import type { PointsEfficiency } from '../points.ts';
import type { MatchupSide } from './matchup-scenario.ts';
import type { MatchupCell } from './matchup-solver.ts';
import type { Summary } from '../../core/summary.ts';

/** One unit of a list attacking its best target of the other list. */
export interface UnitBest {
  readonly label: string;
  /** How many times the list fields it ("×2" counts twice). */
  readonly count: number;
  /** The target's label; null when it can attack none. */
  readonly target: string | null;
  /** Which attack: the grid's own, or melee for a unit with no weapon for the grid's attack. */
  readonly attack: 'grid' | 'melee' | null;
  /** Mean points of the target's miniatures defeated by one attack. */
  readonly pointsRemoved: number;
  /** P(the target is defeated by this one attack). */
  readonly defeated: number;
}

/** A list attacking another for one round, on paper. */
export interface ListTotals {
  readonly units: readonly UnitBest[];
  /** Σ count × points removed: each unit (each time it is fielded) attacks its best target. */
  readonly pointsRemoved: number;
  /** 1 − Π (1 − P(defeated))^count: at least one target defeated, the attacks taken as independent. */
  readonly anyDefeated: number;
}

/** "Stormtroopers ×2" → 2 (mergeRepeats' label); otherwise 1. */
export const sideCount = (s: MatchupSide): number => Number(/ ×(\d+)$/.exec(s.label)?.[1] ?? 1);

function measure(
  cell: MatchupCell | undefined,
): { pointsRemoved: number; defeated: number } | null {
  if (!cell?.ok) return null;
  const p = cell.result['points'] as PointsEfficiency | undefined;
  const per100 = p?.defenderPointsRemovedPer100Points;
  if (per100 === null || per100 === undefined || !p?.attackerPoints) return null;
  const defeated = (cell.result['unitDefeated'] as Summary | undefined)?.atLeast[1] ?? 0;
  return { pointsRemoved: (per100 * p.attackerPoints) / 100, defeated };
}

/**
 * Each unit of `attackers` attacking its best target among `defenders` (the most points
 * removed, then the likeliest defeat): `cell(i, j)` is the grid's cell, `melee(i, j)` the melee
 * cell used when the unit has no weapon for the grid's attack against any target (a melee-only
 * unit engages instead). Several units may pick one target: this is the list "on paper".
 */
export function listTotals(
  attackers: readonly MatchupSide[],
  defenders: readonly MatchupSide[],
  cell: (i: number, j: number) => MatchupCell | undefined,
  melee: (i: number, j: number) => MatchupCell | undefined = () => undefined,
): ListTotals {
  const units = attackers.map((a, i): UnitBest => {
    const pick = (get: (i: number, j: number) => MatchupCell | undefined) => {
      let best: { j: number; pointsRemoved: number; defeated: number } | null = null;
      defenders.forEach((_, j) => {
        const m = measure(get(i, j));
        if (!m) return;
        if (
          !best ||
          m.pointsRemoved > best.pointsRemoved ||
          (m.pointsRemoved === best.pointsRemoved && m.defeated > best.defeated)
        )
          best = { j, ...m };
      });
      return best as { j: number; pointsRemoved: number; defeated: number } | null;
    };
    const grid = pick(cell);
    const close = grid ? null : pick(melee);
    const best = grid ?? close;
    return {
      label: a.label,
      count: sideCount(a),
      target: best ? (defenders[best.j]?.label ?? null) : null,
      attack: grid ? 'grid' : close ? 'melee' : null,
      pointsRemoved: best?.pointsRemoved ?? 0,
      defeated: best?.defeated ?? 0,
    };
  });
  return {
    units,
    pointsRemoved: units.reduce((s, u) => s + u.count * u.pointsRemoved, 0),
    anyDefeated: 1 - units.reduce((s, u) => s * (1 - u.defeated) ** u.count, 1),
  };
}
