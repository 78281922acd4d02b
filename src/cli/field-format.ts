import type { FieldAverages, FieldMeasure, FieldReport } from '../engine/index.ts';
import { csvRow } from '../report/csv-row.ts';
import type { FieldFormat } from './field-args.ts';

/** A variant's report beside the base unit's: what the change did to each measure. */
export interface VariantReport {
  readonly change: string;
  readonly report: FieldReport;
}

const delta = (a: FieldAverages, b: FieldAverages): FieldAverages => ({
  wounds: b.wounds - a.wounds,
  defeated: b.defeated - a.defeated,
  pointsPer100: b.pointsPer100 - a.pointsPer100,
});

/** The JSON of `odds field`: the report and, per change, its measures and the difference. */
export function fieldJson(base: FieldReport, variants: readonly VariantReport[]): unknown {
  return {
    ...base,
    ...(variants.length > 0
      ? {
          vary: variants.map(({ change, report: r }) => ({
            change,
            offense: r.offense,
            durability: r.durability,
            fair: r.fair,
            points: r.unit.points,
            delta: {
              offense: delta(base.offense, r.offense),
              durability: delta(base.durability, r.durability),
              fairPoints:
                r.fair.points !== null && base.fair.points !== null
                  ? r.fair.points - base.fair.points
                  : null,
            },
          })),
        }
      : {}),
  };
}

const AVG = ['wounds', 'defeated', 'pointsPer100'] as const;

/**
 * CSV: a row per field unit, range and direction (offense: the unit attacks it; durability: it
 * attacks the unit); with --vary, instead a row for the unit and one per change.
 */
export function fieldCsv(base: FieldReport, variants: readonly VariantReport[]): string {
  if (variants.length > 0) {
    const head = [
      'change',
      ...AVG.map((k) => `offense_${k}`),
      ...AVG.map((k) => `durability_${k}`),
      'points',
      'fairPoints',
    ];
    const row = (change: string, r: FieldReport) => [
      change,
      ...AVG.map((k) => r.offense[k]),
      ...AVG.map((k) => r.durability[k]),
      r.unit.points,
      r.fair.points,
    ];
    return [
      head.join(','),
      csvRow(row('', base)),
      ...variants.map((v) => csvRow(row(v.change, v.report))),
    ].join('\n');
  }
  const head = 'direction,range,unit,id,rank,faction,points,wounds,defeated,pointsPer100,error';
  const lines = [head];
  for (const r of base.rows)
    for (const direction of ['offense', 'durability'] as const)
      r[direction].forEach((m: FieldMeasure, k) => {
        const ok = 'error' in m ? null : m;
        lines.push(
          csvRow([
            direction,
            String(base.ranges[k]),
            r.label,
            r.id,
            r.rank,
            r.faction,
            r.points,
            ok?.wounds,
            ok?.defeated,
            ok?.pointsPer100,
            'error' in m ? m.error : null,
          ]),
        );
      });
  return lines.join('\n');
}

const num = (x: number, d = 2) => x.toFixed(d);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A field unit's measures averaged over the ranges (a refused attack counts 0). */
function rowAverage(ms: readonly FieldMeasure[]): {
  wounds: number;
  defeated: number;
  per100: number;
} {
  const ok = ms.flatMap((m) => ('error' in m ? [] : [m]));
  const sum = (f: (m: (typeof ok)[number]) => number) =>
    ok.reduce((s, m) => s + f(m), 0) / ms.length;
  return {
    wounds: sum((m) => m.wounds),
    defeated: sum((m) => m.defeated),
    per100: sum((m) => m.pointsPer100),
  };
}

/** The readable table: the summary, fair points, the changes, and every field unit. */
export function fieldTable(base: FieldReport, variants: readonly VariantReport[]): string {
  const u = base.unit;
  const ranges = base.ranges.join(', ');
  const avg = (a: FieldAverages) =>
    `${num(a.wounds)} wounds, P(defeated) ${pct(a.defeated)}, ${num(a.pointsPer100, 1)} points removed per 100 points`;
  const out = [
    `${u.label} (${u.rank}, ${u.points} points) against ${base.rows.length} units, ranges ${ranges}, cover ${base.cover}`,
    `offense (it attacks each):    ${avg(base.offense)}`,
    `durability (each attacks it): ${avg(base.durability)}`,
    base.fair.points === null
      ? 'fair points: no unit to compare with'
      : `fair points: ${base.fair.points} (printed ${u.points}; median over ${base.fair.peerCount} ${base.fair.peers === 'rank' ? `${u.rank} units` : 'units of the field'})`,
  ];
  if (variants.length > 0) {
    out.push(
      '',
      `${'change'.padEnd(36)}  offense: wounds  /100 pts   durability: P(def)  /100 pts   fair points`,
    );
    const d = (x: number, digits = 2) => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
    for (const { change, report: r } of variants) {
      const fair =
        r.fair.points === null || base.fair.points === null
          ? '–'
          : `${r.fair.points} (${d(r.fair.points - base.fair.points, 0)})`;
      const o = r.offense;
      const b = r.durability;
      out.push(
        `${change.slice(0, 36).padEnd(36)}  ${d(o.wounds - base.offense.wounds).padStart(15)}  ${d(o.pointsPer100 - base.offense.pointsPer100, 1).padStart(8)}   ${`${d((b.defeated - base.durability.defeated) * 100, 1)}%`.padStart(18)}  ${d(b.pointsPer100 - base.durability.pointsPer100, 1).padStart(8)}   ${fair}`,
      );
    }
  }
  out.push(
    '',
    `${'field unit'.padEnd(44)} points  offense: wounds  P(def)  /100 pts   durability: wounds  P(def)  /100 pts`,
  );
  for (const r of base.rows) {
    const o = rowAverage(r.offense);
    const d = rowAverage(r.durability);
    out.push(
      `${r.label.slice(0, 44).padEnd(44)} ${String(r.points).padStart(6)}  ${num(o.wounds).padStart(15)}  ${pct(o.defeated).padStart(6)}  ${num(o.per100, 1).padStart(8)}   ${num(d.wounds).padStart(18)}  ${pct(d.defeated).padStart(6)}  ${num(d.per100, 1).padStart(8)}`,
    );
  }
  return out.join('\n');
}

/** The output `--format` asks for. */
export function formatField(
  format: FieldFormat,
  base: FieldReport,
  variants: readonly VariantReport[],
): string {
  if (format === 'json') return JSON.stringify(fieldJson(base, variants));
  return format === 'csv' ? fieldCsv(base, variants) : fieldTable(base, variants);
}
