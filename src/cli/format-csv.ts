import { headline, type AttackResult } from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';
import { sequenceRows } from '../report/sequence-rows.ts';

/**
 * `k,pmf,atLeast` rows of the headline distribution (Legion: wounds, Imperial Assault: damage);
 * for an attack sequence, one row per attack (cumulative up to it) instead.
 */
export function formatCsv(r: AttackResult): string {
  const seq = sequenceRows(r);
  if (seq) return [seq.columns.map((c) => c.csv), ...seq.rows].map(csvRow).join('\n');
  const w = headline(r);
  if (!w) return 'k,pmf,atLeast';
  return ['k,pmf,atLeast', ...w.pmf.map((p, k) => csvRow([k, p, w.atLeast[k] ?? 0]))].join('\n');
}
