import { describe, expect, it } from 'vitest';
import type { FieldReport, FieldRow } from '../../../src/engine/index.ts';
import {
  quantile,
  scatterData,
  scatterLayout,
} from '../../../src/lib/workbench/scatter-geometry.ts';

const m = (share: number) => ({ wounds: share * 4, defeated: 0, pointsPer100: 0, share });
const row = (label: string, points: number, dealt: number, taken: number): FieldRow => ({
  label,
  id: label,
  rank: 'corps',
  faction: 'rebels',
  points,
  offense: [m(dealt)],
  durability: [m(taken)],
});
const report = (rows: readonly FieldRow[], fair: number | null): FieldReport => ({
  unit: { label: 'Tested', rank: 'corps', points: 50 },
  ranges: [2],
  cover: 'none',
  rows,
  offense: { wounds: 0, defeated: 0, pointsPer100: 0 },
  durability: { wounds: 0, defeated: 0, pointsPer100: 0 },
  fair: { points: fair, peers: 'rank', peerCount: rows.length },
});

describe('the field scatter', () => {
  const r = report([row('A', 40, 0.2, 0.1), row('B', 80, 0.1, 0.3)], 60);

  it('plots each field unit by its exchange with the tested unit, per 100 of its points', () => {
    const d = scatterData(r, [50, 70]);
    // A removes 10% of the tested unit per attack: 10 / 40 points × 100 = 25.
    expect(d.field[0]?.offense).toBeCloseTo(25, 10);
    // The tested unit removes 20% of A: A lasts 1 / (0.2 + 0.01) attacks, per 100 of its 40 points.
    expect(d.field[0]?.durability).toBeCloseTo(100 / 0.21 / 40, 10);
    // The tested unit: its average share removed (15%) per 100 of its 50 points.
    expect(d.unit.offense).toBeCloseTo(30, 10);
    expect(d.unit.durability).toBeCloseTo(100 / 0.21 / 50, 10);
  });

  it('puts the unit at its fair price with its efficiency scaled to those points', () => {
    const d = scatterData(r, [50, 70]);
    expect(d.fair?.points).toBe(60);
    expect(d.fair?.offense).toBeCloseTo((30 * 50) / 60, 10);
    expect(d.band).toEqual([55, 65]);
    expect(scatterData(report(r.rows, null), []).fair).toBeNull();
    expect(scatterData(report(r.rows, null), []).band).toBeNull();
  });

  it("leaves out of the plot a field unit without points, not out of the tested unit's average", () => {
    const d = scatterData(report([...r.rows, row('Free', 0, 0.6, 0.1)], 60), []);
    expect(d.field.map((u) => u.label)).toEqual(['A', 'B']);
    // (20% + 10% + 60%) / 3 per 100 of its 50 points.
    expect(d.unit.offense).toBeCloseTo(60, 10);
  });

  it('leaves out a field unit that cannot be compared', () => {
    const broken: FieldRow = {
      ...row('C', 30, 0, 0),
      offense: [{ error: 'defender.unit: no card' }],
    };
    expect(scatterData(report([...r.rows, broken], 60), []).field.map((u) => u.label)).toEqual([
      'A',
      'B',
    ]);
  });

  it('lays the dots out inside the plot, more points further right, higher efficiency higher up', () => {
    const d = scatterData(r, [50, 70]);
    for (const panel of ['offense', 'durability'] as const) {
      const l = scatterLayout(d, panel, 600, 300);
      for (const dot of [...l.dots, l.unit]) {
        expect(dot.cx).toBeGreaterThanOrEqual(l.plot.x);
        expect(dot.cx).toBeLessThanOrEqual(l.plot.x + l.plot.w);
        expect(dot.cy).toBeGreaterThanOrEqual(l.plot.y - 0.001);
        expect(dot.cy).toBeLessThanOrEqual(l.plot.y + l.plot.h + 0.001);
      }
      const [a, b] = l.dots;
      expect(b!.cx).toBeGreaterThan(a!.cx);
      expect(l.band!.x2).toBeGreaterThan(l.band!.x1);
    }
    const off = scatterLayout(d, 'offense', 600, 300);
    // B (30% per attack / 80 points = 37.5) above A (25).
    expect(off.dots[1]!.cy).toBeLessThan(off.dots[0]!.cy);
  });

  it('takes quartiles between neighbours', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([7], 0.75)).toBe(7);
  });
});
