import { peerExchange, peerPrice, type FieldReport } from '../../engine/index.ts';
import { csvRow } from '../../report/csv-row.ts';

/**
 * The workbench as CSV: the tested unit's line, a line per field unit (averaged over the ranges
 * tested: the share of health each side's attack removes, and the tested unit's worth measured
 * against that unit), then a line per change with its fair price.
 */
export function workbenchCsv(
  report: FieldReport,
  changes: readonly { change: string; fair: number | null }[],
): string {
  const lines = [
    'unit,faction,rank,points,removes_share,loses_share,worth_against,fair_points,change',
    csvRow([
      report.unit.label,
      '',
      report.unit.rank,
      report.unit.points,
      '',
      '',
      '',
      report.fair.points,
      '',
    ]),
  ];
  for (const r of report.rows) {
    const x = peerExchange(r);
    lines.push(
      csvRow([
        r.label,
        r.faction,
        r.rank,
        r.points,
        x ? x.dealt : '',
        x ? x.taken : '',
        x ? peerPrice(x) : '',
        '',
        '',
      ]),
    );
  }
  for (const c of changes)
    lines.push(
      csvRow([
        report.unit.label,
        '',
        report.unit.rank,
        report.unit.points,
        '',
        '',
        '',
        c.fair,
        c.change,
      ]),
    );
  return lines.join('\n');
}
