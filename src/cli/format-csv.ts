import { headline, type AttackResult } from '../engine/index.ts';
import { csvRow } from '../lib/csv/csv-row.ts';

/** `k,pmf,atLeast` rows of the headline distribution (Legion: wounds, Imperial Assault: damage). */
export function formatCsv(r: AttackResult): string {
  const w = headline(r);
  if (!w) return 'k,pmf,atLeast';
  return ['k,pmf,atLeast', ...w.pmf.map((p, k) => csvRow([k, p, w.atLeast[k] ?? 0]))].join('\n');
}
