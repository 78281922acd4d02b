import type { AttackResult } from '../engine/evaluate.ts';

/** `k,pmf,atLeast` rows of the defender's wounds, for spreadsheets. */
export function formatCsv(r: AttackResult): string {
  const w = r.wounds;
  if (!w) return 'k,pmf,atLeast';
  return ['k,pmf,atLeast', ...w.pmf.map((p, k) => `${k},${p},${w.atLeast[k] ?? 0}`)].join('\n');
}
