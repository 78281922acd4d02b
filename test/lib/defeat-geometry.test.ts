import { describe, expect, it } from 'vitest';
import {
  attackAxis,
  layoutDefeatChart,
  type DefeatSeries,
} from '../../src/lib/chart/defeat-geometry.ts';

// The P(defeated by attack k) chart of an attack sequence (issue 13 item 5): its geometry.

/** The bench's four volleys (bench/RESULTS.md): P(wiped out) after each, and by each exactly. */
const VOLLEYS: DefeatSeries = {
  id: 'current',
  label: 'Wounds',
  color: '#0072B2',
  slot: 0,
  byAttack: [0.1433, 0.6667, 0.9231, 0.9865],
  fallsAt: [0.1433, 0.5234, 0.2564, 0.0634],
};

const series = (id: string, slot: number, byAttack: number[]): DefeatSeries => ({
  id,
  label: id,
  color: '#000',
  slot,
  byAttack,
});

describe('the P(defeated by attack k) chart', () => {
  it('puts one point per attack, left to right, at its probability', () => {
    const l = layoutDefeatChart([VOLLEYS], 600, 240);
    const pts = l.lines[0]?.points ?? [];
    expect(pts.map((p) => p.attack)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < pts.length; i++)
      expect(pts[i]?.x).toBeGreaterThan(pts[i - 1]?.x ?? Infinity);
    pts.forEach((p, i) => {
      expect(p.p).toBe(VOLLEYS.byAttack[i]);
      // y runs down from 100% at the top to 0% at the x axis.
      expect(p.y).toBeCloseTo(l.innerHeight * (1 - p.p), 9);
    });
    // Straight segments from attack to attack: nothing happens between two attacks.
    const d = l.lines[0]?.d ?? '';
    expect(d.startsWith('M')).toBe(true);
    expect(d.split('L')).toHaveLength(4);
    expect(d).not.toMatch(/C/);
    expect(pts[pts.length - 1]?.x).toBeLessThan(l.innerWidth);
  });

  it('draws the attacks-needed bars under a lone series, each centred on its point', () => {
    const l = layoutDefeatChart([VOLLEYS], 600, 240);
    expect(l.bars.map((b) => b.attack)).toEqual([1, 2, 3, 4]);
    l.bars.forEach((b, i) => {
      expect(b.h).toBeCloseTo(l.innerHeight * (VOLLEYS.fallsAt?.[i] ?? NaN), 9);
      expect(b.y + b.h).toBeCloseTo(l.innerHeight, 9);
      expect(b.x + b.w / 2).toBeCloseTo(l.lines[0]?.points[i]?.x ?? NaN, 9);
    });
    // Overlaid loadouts: lines only, or the bars would hide them.
    const two = layoutDefeatChart([VOLLEYS, { ...VOLLEYS, id: 'pin-1', slot: 1 }], 600, 240);
    expect(two.bars).toEqual([]);
    expect(two.lines).toHaveLength(2);
  });

  it('overlays sequences of different lengths on one attack axis', () => {
    const a = series('A', 1, [0.2, 0.5]);
    const b = series('B', 2, [0.1, 0.3, 0.6, 0.8, 0.9]);
    expect(attackAxis([a, b])).toEqual([1, 2, 3, 4, 5]);
    const l = layoutDefeatChart([a, b], 600, 240);
    const [la, lb] = l.lines;
    expect(la?.points).toHaveLength(2);
    expect(lb?.points).toHaveLength(5);
    expect(la?.points[1]?.x).toBe(lb?.points[1]?.x);
    // Each loadout keeps its own marker shape, so colour is never the only cue.
    expect(la?.marker).not.toBe(lb?.marker);
    // A single attack still gets an axis of two, its point not stretched across the chart.
    expect(attackAxis([series('one', 0, [0.4])])).toEqual([1, 2]);
  });

  it('writes percentages over the points only where they fit, and thins the attack ticks', () => {
    const wide = layoutDefeatChart([VOLLEYS], 1000, 240);
    expect(wide.lines[0]?.points.map((p) => p.label)).toEqual(['14%', '67%', '92%', '99%']);
    expect(wide.xTicks.map((t) => t.label)).toEqual(['1', '2', '3', '4']);
    const twenty = series(
      'x',
      0,
      Array.from({ length: 20 }, (_, i) => (i + 1) / 20),
    );
    const phone = layoutDefeatChart([twenty], 300, 200);
    expect(phone.lines[0]?.points.every((p) => p.label === null)).toBe(true);
    expect(phone.xTicks.length).toBeLessThan(20);
    expect(phone.xTicks.length).toBeGreaterThan(1);
    expect(phone.xTicks[0]?.label).toBe('1');
    const overlaid = layoutDefeatChart([VOLLEYS, { ...VOLLEYS, id: 'b' }], 1000, 240);
    expect(overlaid.lines.flatMap((l) => l.points).every((p) => p.label === null)).toBe(true);
  });

  it('marks the attack shown above, one step wide around its point', () => {
    const l = layoutDefeatChart([VOLLEYS], 600, 240, 8, 2);
    const x = l.lines[0]?.points[1]?.x ?? NaN;
    expect(l.highlight).not.toBeNull();
    expect((l.highlight?.x ?? 0) + (l.highlight?.w ?? 0) / 2).toBeCloseTo(x, 9);
    const step = (l.lines[0]?.points[2]?.x ?? 0) - x;
    expect(l.highlight?.w).toBeCloseTo(step, 9);
    expect(layoutDefeatChart([VOLLEYS], 600, 240, 8, null).highlight).toBeNull();
    expect(layoutDefeatChart([VOLLEYS], 600, 240, 8, 9).highlight).toBeNull();
  });

  it('draws a Monte Carlo interval as a whisker around its point', () => {
    const mc: DefeatSeries = {
      ...VOLLEYS,
      ci95: VOLLEYS.byAttack.map((p) => [p - 0.05, p + 0.05]),
    };
    const l = layoutDefeatChart([mc], 600, 240);
    for (const p of l.lines[0]?.points ?? []) {
      expect(p.whisker).not.toBeNull();
      expect(p.whisker?.y1).toBeGreaterThan(p.y);
      expect(p.whisker?.y2).toBeLessThan(p.y);
    }
    expect(layoutDefeatChart([VOLLEYS], 600, 240).lines[0]?.points[0]?.whisker).toBeNull();
  });

  it('leaves room for the legend above the plot', () => {
    const l = layoutDefeatChart([VOLLEYS], 600, 240, 40);
    expect(l.margin.top).toBeGreaterThan(40);
    expect(l.innerHeight).toBe(240 - l.margin.top - l.margin.bottom);
    expect(l.yTicks.map((t) => t.label)).toEqual(['0%', '25%', '50%', '75%', '100%']);
  });
});
