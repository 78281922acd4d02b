import type { AttackResult, Summary } from '../engine/index.ts';

/** One column of the per-attack rows: its CSV name, table heading and value per entry. */
interface Column {
  readonly csv: string;
  readonly table: string;
  readonly value: (entry: Record<string, unknown>, k: number) => number;
  readonly percent?: boolean;
}

const mean = (field: string) => (e: Record<string, unknown>) =>
  (e[field] as Summary | undefined)?.mean ?? NaN;

/**
 * The per-attack rows of an attack sequence's result, each
 * cumulative up to and including its attack; null for a single attack. The CLI's table and
 * CSV and the app's CSV all write these.
 */
export function sequenceRows(
  r: AttackResult,
): { columns: readonly Column[]; rows: number[][] } | null {
  const seq = r['sequence'];
  if (!Array.isArray(seq) || seq.length === 0) return null;
  const entries = seq as Record<string, unknown>[];
  const first = entries[0] as Record<string, unknown>;
  const has = (field: string) => first[field] !== undefined;
  const byAttack = (r['attacksToDefeat'] as { byAttack?: number[] } | undefined)?.byAttack;
  const last = entries[entries.length - 1]?.['wounds'] as Summary | undefined;
  const columns: Column[] = [
    { csv: 'attack', table: 'attack', value: (_, k) => k + 1 },
    { csv: 'woundsMean', table: 'wounds (mean)', value: mean('wounds') },
    ...(has('minisDefeated')
      ? [{ csv: 'minisDefeatedMean', table: 'minis defeated', value: mean('minisDefeated') }]
      : []),
    ...(has('unitDefeated')
      ? [
          {
            csv: 'unitDefeated',
            table: 'P(defeated)',
            value: mean('unitDefeated'),
            percent: true,
          },
        ]
      : []),
    ...(byAttack
      ? [
          {
            csv: 'defeatedByThisAttack',
            table: 'P(falls here)',
            value: (_: unknown, k: number) => byAttack[k] ?? 0,
            percent: true,
          },
        ]
      : []),
    { csv: 'suppressionMean', table: 'suppression', value: mean('suppression') },
    { csv: 'attackerWoundsMean', table: 'attacker wounds', value: mean('attackerWounds') },
    ...(has('guardianWounds')
      ? [{ csv: 'guardianWoundsMean', table: 'guardian wounds', value: mean('guardianWounds') }]
      : []),
    ...Array.from({ length: Math.max(0, (last?.pmf.length ?? 1) - 1) }, (_, i) => ({
      csv: `woundsAtLeast${i + 1}`,
      table: `P(>=${i + 1} wounds)`,
      value: (e: Record<string, unknown>) =>
        (e['wounds'] as Summary | undefined)?.atLeast[i + 1] ?? 0,
      percent: true,
    })),
  ];
  return { columns, rows: entries.map((e, k) => columns.map((c) => c.value(e, k))) };
}
