import { headline, sufferedHeadline, type AttackResult, type Summary } from '../../engine/index.ts';
import { num, pct } from '../../report/format.ts';

/** The numbers a matchup cell keeps of its attack's result. */
export interface CellNumbers {
  /**
   * Mean wounds as the calculator headlines them: suffered by the unit (overkill left out) when
   * its health is known (`suffered`), else dealt.
   */
  readonly mean: number;
  readonly suffered: boolean;
  /** Mean wounds dealt, overkill included (the CLI matrix's meanWounds). */
  readonly meanWounds: number;
  /** P(the defending unit is defeated); null when the defender is not a tracked unit. */
  readonly defeated: number | null;
  /** Expected wounds (as `mean`) per 100 attacker points; null without the attacker's points. */
  readonly woundsPer100: number | null;
  /** Expected wounds dealt per 100 attacker points (the CLI matrix's woundsPer100Points). */
  readonly woundsPer100Points: number | null;
  /** Expected defender points removed (minis defeated × cost per mini) per 100 attacker points. */
  readonly pointsPer100: number | null;
  /** Each side's points (unit + upgrades); null for a side that is not a unit preset. */
  readonly attackerPoints: number | null;
  readonly defenderPoints: number | null;
  readonly method: 'exact' | 'monte-carlo';
}

/** A cell of the grid: waiting, computed, or refused (with the reason a person reads). */
export type Cell =
  | { readonly kind: 'done'; readonly n: CellNumbers }
  | { readonly kind: 'error'; readonly message: string }
  | null;

export type MeasureId = 'mean' | 'defeated' | 'woundsPer100' | 'pointsPer100';

export interface Measure {
  readonly id: MeasureId;
  /** The chooser's words. */
  readonly label: string;
  /** Short, for the legend and CSV header. */
  readonly short: string;
  readonly get: (n: CellNumbers) => number | null;
  readonly format: (x: number) => string;
  /** A probability: the colour scale spans 0..1 whatever the grid holds. */
  readonly probability: boolean;
}

export const MEASURES: readonly Measure[] = [
  {
    id: 'mean',
    label: 'Mean wounds suffered',
    short: 'mean wounds suffered',
    get: (n) => n.mean,
    format: (x) => num(x, 2),
    probability: false,
  },
  {
    id: 'defeated',
    label: 'Chance the unit is defeated',
    short: 'P(unit defeated)',
    get: (n) => n.defeated,
    format: (x) => pct(x, 0),
    probability: true,
  },
  {
    id: 'woundsPer100',
    label: 'Wounds suffered per 100 attacker points',
    short: 'wounds suffered per 100 pts',
    get: (n) => n.woundsPer100,
    format: (x) => num(x, 2),
    probability: false,
  },
  {
    id: 'pointsPer100',
    label: 'Defender points removed per 100 attacker points',
    short: 'points removed per 100 pts',
    get: (n) => n.pointsPer100,
    format: (x) => num(x, 1),
    probability: false,
  },
];

export const DEFAULT_MEASURE: MeasureId = 'mean';

export function measureOf(id: MeasureId): Measure {
  return MEASURES.find((m) => m.id === id) ?? (MEASURES[0] as Measure);
}

export const isMeasureId = (v: unknown): v is MeasureId => MEASURES.some((m) => m.id === v);

/** The cell's value under a measure; null while waiting, refused, or not defined for it. */
export function cellValue(cell: Cell, m: Measure): number | null {
  return cell?.kind === 'done' ? m.get(cell.n) : null;
}

/** Every number of a cell in words (tooltips, the focused cell's line, screen readers). */
export function cellSummary(cell: Cell): string {
  if (cell === null) return 'not computed yet';
  if (cell.kind === 'error') return cell.message;
  const n = cell.n;
  const parts = [`${num(n.mean, 3)} mean wounds${n.suffered ? ' suffered' : ''}`];
  if (n.defeated !== null) parts.push(`unit defeated ${pct(n.defeated)}`);
  if (n.woundsPer100 !== null)
    parts.push(`${num(n.woundsPer100, 2)} wounds${n.suffered ? ' suffered' : ''} per 100 points`);
  if (n.pointsPer100 !== null)
    parts.push(`${num(n.pointsPer100, 1)} points removed per 100 points`);
  parts.push(n.method === 'exact' ? 'exact' : 'Monte Carlo estimate');
  return parts.join(', ');
}

const isSummary = (v: unknown): v is Summary =>
  typeof v === 'object' && v !== null && 'atLeast' in v && 'mean' in v;

const finite = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * What a cell keeps of its attack's result (the one `npm run odds` gives): the headline mean,
 * P(unit defeated) and the points efficiency the result carries between unit presets.
 */
export function cellNumbers(r: AttackResult): CellNumbers {
  const defeated = r['unitDefeated'];
  const points = (
    typeof r['points'] === 'object' && r['points'] !== null ? r['points'] : {}
  ) as Record<string, unknown>;
  const suffered = sufferedHeadline(r);
  const meanWounds = headline(r)?.mean ?? 0;
  const mean = suffered?.mean ?? meanWounds;
  const attackerPoints = finite(points['attackerPoints']);
  const woundsPer100Points = finite(points['woundsPer100Points']);
  return {
    mean,
    suffered: suffered !== undefined,
    meanWounds,
    defeated: isSummary(defeated) ? (defeated.atLeast[1] ?? 0) : null,
    woundsPer100:
      suffered && attackerPoints !== null && attackerPoints > 0
        ? (mean * 100) / attackerPoints
        : woundsPer100Points,
    woundsPer100Points,
    pointsPer100: finite(points['defenderPointsRemovedPer100Points']),
    attackerPoints,
    defenderPoints: finite(points['defenderPoints']),
    method: r.method,
  };
}
