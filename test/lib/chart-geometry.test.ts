import { describe, expect, it } from 'vitest';
import { layoutChart, MAX_BAR_SERIES, type ChartSeries } from '../../src/lib/chart/geometry.ts';

function series(id: string, slot: number, pmf: number[]): ChartSeries {
  const atLeast = pmf.map((_, k) => pmf.slice(k).reduce((a, b) => a + b, 0));
  return { id, label: id, color: '#123456', slot, pmf, atLeast };
}

describe('the wound chart layout', () => {
  it('keeps each percentage label clear of its own at-least marker', () => {
    // P(≥ 3) is just above P(= 3): the marker sits where the bar's label would go.
    const s = series('a', 0, [0.05, 0.15, 0.3, 0.48, 0.02]);
    const layout = layoutChart([s], 640, 280);
    const labelled = layout.bars.filter((b) => b.label !== null);
    expect(labelled.length).toBe(5);
    for (const b of labelled) {
      const m = layout.lines[0]?.points.find((p) => p.k === b.k);
      if (!m) throw new Error(`no marker at ${b.k}`);
      // Text box: 10 px above the baseline; marker: 4.5 px around its centre (with its outline).
      const overlap = m.y + 4.5 > b.labelY - 10 && m.y - 4.5 < b.labelY;
      expect(overlap, `k = ${b.k}: label at ${b.labelY}, marker at ${m.y}`).toBe(false);
    }
  });

  it('joins the at-least points with straight segments, not a curve between whole numbers', () => {
    const layout = layoutChart([series('a', 0, [0.1, 0.2, 0.4, 0.2, 0.1])], 640, 280);
    const d = layout.lines[0]?.d ?? '';
    expect(d).toMatch(/^M[^A-Z]+(L[^A-Z]+){4}$/);
  });

  it('draws P(= k) as bars for a few series and as dashed lines past that', () => {
    const pmf = [0.1, 0.2, 0.4, 0.2, 0.1];
    const few = layoutChart(
      Array.from({ length: MAX_BAR_SERIES }, (_, i) => series(`s${i}`, i, pmf)),
      640,
      280,
    );
    expect(few.mode).toBe('bars');
    expect(Math.min(...few.bars.map((b) => b.w))).toBeGreaterThanOrEqual(6);
    expect(few.lines.every((l) => l.pmfD === null)).toBe(true);

    const many = layoutChart(
      Array.from({ length: 6 }, (_, i) => series(`s${i}`, i, pmf)),
      640,
      280,
    );
    expect(many.mode).toBe('lines');
    expect(many.bars).toEqual([]);
    expect(many.lines.map((l) => l.pmfD?.startsWith('M'))).toEqual(Array(6).fill(true));

    // Two series over 30 values on a phone: the bars would be hairlines.
    const long = Array.from({ length: 31 }, () => 1 / 31);
    const narrow = layoutChart([series('a', 0, long), series('b', 1, long)], 320, 280);
    expect(narrow.mode).toBe('lines');
  });
});

describe('the wound chart x axis', () => {
  it('is proportional when only some values can happen (Star Wars Miniatures damage)', () => {
    // Damage 0/30/50/60/80/100: 30 → 50 is twice 50 → 60.
    const pmf = Array.from({ length: 101 }, () => 0);
    for (const [k, p] of [
      [0, 0.3],
      [30, 0.2],
      [50, 0.2],
      [60, 0.1],
      [80, 0.1],
      [100, 0.1],
    ] as const)
      pmf[k] = p;
    const layout = layoutChart([series('a', 0, pmf)], 640, 280);
    const x = new Map(layout.lines[0]?.points.map((p) => [p.k, p.x]));
    expect([...x.keys()]).toEqual([0, 30, 50, 60, 80, 100]);
    const at = (k: number) => x.get(k) ?? NaN;
    const ten = (at(60) - at(50)) / 10;
    expect(ten).toBeGreaterThan(0);
    for (const [a, b] of [
      [0, 30],
      [30, 50],
      [60, 80],
      [80, 100],
    ] as const)
      expect((at(b) - at(a)) / (b - a)).toBeCloseTo(ten, 6);
    // Bars stay one width, and only values that can happen get a bar and a tick.
    expect(new Set(layout.bars.map((b) => b.w)).size).toBe(1);
    expect(layout.bars.map((b) => b.k)).toEqual([0, 30, 50, 60, 80, 100]);
    expect(layout.xTicks.map((t) => t.k)).toEqual([0, 30, 50, 60, 80, 100]);
  });

  it('keeps consecutive values (Legion) one band each, as before', () => {
    const layout = layoutChart([series('a', 0, [0.1, 0.2, 0.4, 0.2, 0.1])], 640, 280);
    const xs = layout.lines[0]?.points.map((p) => p.x) ?? [];
    const gaps = xs.slice(1).map((x, i) => x - (xs[i] as number));
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0] as number, 9);
  });
});
