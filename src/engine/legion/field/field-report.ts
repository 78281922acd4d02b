import type { AttackResult } from '../../evaluate.ts';
import type { Summary } from '../../core/summary.ts';
import type { MatchupBatch } from '../matchup/matchup-batch.ts';
import type { MatchupConditions } from '../matchup/matchup-scenario.ts';
import type { MatchupCell } from '../matchup/matchup-solver.ts';
import type { PointsEfficiency } from '../points.ts';
import { fairPoints, type PeerExchange } from './fair-points.ts';
import type { FieldPlan, FieldRange } from './field-spec.ts';

/** One grid of a field test: the unit against the field (offense) or the field against it, at one range. */
export interface FieldJob {
  readonly direction: 'offense' | 'durability';
  readonly range: FieldRange;
  readonly batch: Omit<MatchupBatch, 'cells'>;
}

/** The conditions of one range: a ranged attack at that range, or a melee attack. */
export function fieldConditions(plan: FieldPlan, range: FieldRange): MatchupConditions {
  return {
    ...(range === 'melee' ? { attackType: 'melee' as const } : { range }),
    cover: plan.cover,
    edition: plan.edition,
  };
}

/** Every grid of a field test: per range, the unit attacking every field unit, then every field unit attacking it. */
export function fieldJobs(plan: FieldPlan): FieldJob[] {
  const field = plan.field.map((u) => u.side);
  const subject = [plan.subject.side];
  return plan.ranges.flatMap((range): FieldJob[] => {
    const conditions = fieldConditions(plan, range);
    return [
      { direction: 'offense', range, batch: { attackers: subject, defenders: field, conditions } },
      {
        direction: 'durability',
        range,
        batch: { attackers: field, defenders: subject, conditions },
      },
    ];
  });
}

/** One attack's measures, or why it cannot be made (the line odds refuses it with). */
export type FieldMeasure =
  | {
      /** Mean wounds the defender suffers (overkill left out). */
      readonly wounds: number;
      /** P(the defending unit is defeated by this one attack). */
      readonly defeated: number;
      /** Mean points of miniatures defeated per 100 points of the attacker. */
      readonly pointsPer100: number;
      /** Mean share of the defender's health removed (wounds / health). */
      readonly share: number;
    }
  | { readonly error: string };

/** A cell's answer as measures, against a defender of `health` wounds. */
export function fieldMeasure(cell: MatchupCell, health: number): FieldMeasure {
  if (!cell.ok) return { error: cell.error };
  const r: AttackResult = cell.result;
  const wounds = ((r['woundsSuffered'] ?? r.wounds) as Summary | undefined)?.mean ?? 0;
  const defeated = (r['unitDefeated'] as Summary | undefined)?.atLeast[1] ?? 0;
  const points = r['points'] as PointsEfficiency | undefined;
  return {
    wounds,
    defeated,
    pointsPer100: points?.defenderPointsRemovedPer100Points ?? 0,
    share: health > 0 ? Math.min(1, wounds / health) : 0,
  };
}

/** Averages over the field and the ranges (an attack that cannot be made counts 0). */
export interface FieldAverages {
  readonly wounds: number;
  readonly defeated: number;
  readonly pointsPer100: number;
}

/** A field unit's row: its card facts and, per range, both directions. */
export interface FieldRow {
  readonly label: string;
  readonly id: string;
  readonly rank: string;
  readonly faction: string;
  readonly points: number;
  /** The tested unit attacking this one, per range (in the report's range order). */
  readonly offense: readonly FieldMeasure[];
  /** This unit attacking the tested unit, per range. */
  readonly durability: readonly FieldMeasure[];
}

export interface FieldReport {
  readonly unit: { readonly label: string; readonly rank: string; readonly points: number };
  readonly ranges: readonly FieldRange[];
  readonly cover: FieldPlan['cover'];
  readonly rows: readonly FieldRow[];
  readonly offense: FieldAverages;
  readonly durability: FieldAverages;
  readonly fair: {
    /** Fair points (README, "Fair points"); null when no peer could be compared. */
    readonly points: number | null;
    /** Whose prices the median is over: field units of the unit's rank, or the whole field when none is. */
    readonly peers: 'rank' | 'field';
    readonly peerCount: number;
  };
}

/** Cells of every job, job by job, in the order of its defenders (offense) or attackers (durability). */
export type FieldCells = readonly (readonly MatchupCell[])[];

const average = (ms: readonly FieldMeasure[]): FieldAverages => {
  const ok = (m: FieldMeasure) => ('error' in m ? null : m);
  const sum = (f: (m: Exclude<FieldMeasure, { error: string }>) => number) =>
    ms.reduce((s, m) => s + (ok(m) ? f(ok(m)!) : 0), 0) / Math.max(1, ms.length);
  return {
    wounds: sum((m) => m.wounds),
    defeated: sum((m) => m.defeated),
    pointsPer100: sum((m) => m.pointsPer100),
  };
};

/**
 * Whether a refused attack says the attack cannot be made (counts as nothing removed), rather
 * than that the defender cannot be a defender at all (a card without published numbers), which
 * leaves the unit out of the comparison.
 */
const attackerCannot = (m: FieldMeasure) => 'error' in m && m.error.startsWith('attacker.');
const share = (m: FieldMeasure) => ('error' in m ? 0 : m.share);

/** A peer's exchange with the tested unit, averaged over the ranges; null when it cannot be compared. */
export function peerExchange(row: FieldRow): PeerExchange | null {
  const comparable = (ms: readonly FieldMeasure[]) =>
    ms.every((m) => !('error' in m) || attackerCannot(m));
  if (!comparable(row.offense) || !comparable(row.durability)) return null;
  const mean = (ms: readonly FieldMeasure[]) => ms.reduce((s, m) => s + share(m), 0) / ms.length;
  return { points: row.points, dealt: mean(row.offense), taken: mean(row.durability) };
}

/** The report of a field test from its cells (fieldJobs' order). */
export function fieldReport(plan: FieldPlan, cells: FieldCells): FieldReport {
  const jobs = fieldJobs(plan);
  const at = (direction: FieldJob['direction'], k: number, i: number, health: number) => {
    const j = jobs.findIndex((x) => x.direction === direction && x.range === plan.ranges[k]);
    const cell = cells[j]?.[i];
    return cell ? fieldMeasure(cell, health) : { error: 'not computed' };
  };
  const rows: FieldRow[] = plan.field.map((u, i) => ({
    label: u.side.label,
    id: u.id,
    rank: u.rank,
    faction: u.faction,
    points: u.points,
    offense: plan.ranges.map((_, k) => at('offense', k, i, u.health)),
    durability: plan.ranges.map((_, k) => at('durability', k, i, plan.subject.health)),
  }));
  const subjectId = plan.subject.id;
  // Peers: the field's units of the unit's rank, not the card it is (a copy keeps its id).
  const rankRows = rows.filter((r) => r.rank === plan.subject.rank && r.id !== subjectId);
  const peerRows = rankRows.length > 0 ? rankRows : rows.filter((r) => r.id !== subjectId);
  const peers = peerRows.flatMap((r) => peerExchange(r) ?? []);
  return {
    unit: { label: plan.subject.side.label, rank: plan.subject.rank, points: plan.subject.points },
    ranges: plan.ranges,
    cover: plan.cover,
    rows,
    offense: average(rows.flatMap((r) => r.offense)),
    durability: average(rows.flatMap((r) => r.durability)),
    fair: {
      points: fairPoints(peers),
      peers: rankRows.length > 0 ? 'rank' : 'field',
      peerCount: peers.length,
    },
  };
}
