import { describe, expect, it } from 'vitest';
import { gridCsv, gridSvg } from '../../src/lib/matchup/grid-export.ts';
import { columnAverages, rowAverages, sortedOrder } from '../../src/lib/matchup/grid-order.ts';
import { gridConditionsLine } from '../../src/report/grid-title.ts';
import { labelParts } from '../../src/lib/matchup/label-parts.ts';
import { contrastRatio, heatScale } from '../../src/lib/matchup/heat-scale.ts';
import {
  cellNumbers,
  cellSummary,
  cellValue,
  measureOf,
  type Cell,
  type CellNumbers,
} from '../../src/lib/matchup/measure.ts';
import { chartColors } from '../../src/lib/chart/palette.ts';
import type { AttackResult } from '../../src/engine/index.ts';

const n = (mean: number, rest: Partial<CellNumbers> = {}): Cell => ({
  kind: 'done',
  n: {
    mean,
    suffered: false,
    meanWounds: mean,
    defeated: null,
    woundsPer100: null,
    woundsPer100Points: null,
    pointsPer100: null,
    attackerPoints: null,
    defenderPoints: null,
    method: 'exact',
    ...rest,
  },
});
const MEAN = measureOf('mean');

/** 3 attackers × 2 defenders: a waiting cell, a refused one, and the rest computed. */
const CELLS: Cell[][] = [
  [n(1), n(3)],
  [n(4), null],
  [{ kind: 'error', message: 'attacker: no weapon reaches range 3' }, n(2)],
];

describe('sorting rows and columns by their average', () => {
  it('averages only the computed cells of each row and column', () => {
    expect(rowAverages(CELLS, MEAN)).toEqual([2, 4, 2]);
    expect(columnAverages(CELLS, 2, MEAN)).toEqual([2.5, 2.5]);
  });

  it('orders highest or lowest first, ties and empty rows in listed order', () => {
    const avg = [2, null, 4, 2, 1];
    expect(sortedOrder(avg, 'listed')).toEqual([0, 1, 2, 3, 4]);
    expect(sortedOrder(avg, 'high')).toEqual([2, 0, 3, 4, 1]);
    expect(sortedOrder(avg, 'low')).toEqual([4, 0, 3, 2, 1]);
  });

  it('uses the chosen measure (a measure a cell lacks does not count)', () => {
    const cells: Cell[][] = [[n(1, { defeated: 0.5 }), n(9)]];
    expect(rowAverages(cells, measureOf('defeated'))).toEqual([0.5]);
    expect(rowAverages(cells, MEAN)).toEqual([5]);
  });
});

describe('a cell under each measure', () => {
  const result = {
    v: 1,
    game: 'legion',
    method: 'monte-carlo',
    trials: 1_000_000,
    seed: 1,
    elapsedMs: 1,
    wounds: { pmf: [0.25, 0.5, 0.25], mean: 1, sd: 0.7, median: 1, atLeast: [1, 0.75, 0.25] },
    unitDefeated: { pmf: [0.9, 0.1], mean: 0.1, sd: 0.3, median: 0, atLeast: [1, 0.1] },
    points: {
      woundsPer100Points: 1.6129,
      defenderPointsRemovedPer100Points: 12.9,
      attackerPoints: 62,
      defenderPoints: 40,
    },
  } as unknown as AttackResult;

  it('keeps the numbers of the result odds gives', () => {
    expect(cellNumbers(result)).toEqual({
      mean: 1,
      suffered: false,
      meanWounds: 1,
      defeated: 0.1,
      woundsPer100: 1.6129,
      woundsPer100Points: 1.6129,
      pointsPer100: 12.9,
      attackerPoints: 62,
      defenderPoints: 40,
      method: 'monte-carlo',
    });
  });

  it('shows wounds suffered against a unit of known health, as the calculator does; CSV keeps the CLI’s', () => {
    const capped = {
      ...result,
      game: 'legion',
      woundsSuffered: { pmf: [0.25, 0.75], mean: 0.75, sd: 0.4, median: 1, atLeast: [1, 0.75] },
      points: { woundsPer100Points: 1.6129, attackerPoints: 62, defenderPoints: 40 },
    } as unknown as AttackResult;
    const c = cellNumbers(capped);
    expect(c.mean).toBe(0.75);
    expect(c.suffered).toBe(true);
    expect(c.meanWounds).toBe(1);
    expect(c.woundsPer100).toBeCloseTo(75 / 62, 12);
    expect(cellSummary({ kind: 'done', n: c })).toMatch(/^0\.750 mean wounds suffered,/);
    const csv = gridCsv({
      title: 't',
      subtitle: 's',
      rowLabels: ['A'],
      columnLabels: ['B'],
      cells: [[{ kind: 'done', n: c }]],
    });
    expect(csv.trimEnd().split('\n')[1]).toBe('A,B,monte-carlo,1,0.1,1.6129,,62,40,');
  });

  it('has no points or defeat measure without presets and a tracked unit', () => {
    const plain = { ...result, method: 'exact', unitDefeated: undefined, points: undefined };
    const c = cellNumbers(plain as unknown as AttackResult);
    expect(c.defeated).toBeNull();
    expect(cellValue({ kind: 'done', n: c }, measureOf('woundsPer100'))).toBeNull();
    expect(cellValue(null, MEAN)).toBeNull();
  });

  it('says every number in words, and marks Monte Carlo', () => {
    const s = cellSummary({ kind: 'done', n: cellNumbers(result) });
    expect(s).toBe(
      '1.000 mean wounds, unit defeated 10.0%, 1.61 wounds per 100 points, 12.9 points removed per 100 points, Monte Carlo estimate',
    );
    expect(cellSummary(null)).toBe('not computed yet');
  });
});

describe('the heat scale', () => {
  it('spans 0 to the largest value, or 0..1 for a probability', () => {
    expect(heatScale([1, 3, null, 2], MEAN).domain).toEqual([0, 3]);
    expect(heatScale([0.2, 0.3], measureOf('defeated')).domain).toEqual([0, 1]);
    expect(heatScale([null], MEAN).domain).toEqual([0, 1]);
  });

  it('puts AA-contrast text on every colour of the scale', () => {
    const s = heatScale([10], MEAN);
    for (let v = 0; v <= 10; v += 0.05)
      expect(contrastRatio(s.ink(v), s.fill(v))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the legend its ticks in the measure’s format', () => {
    const s = heatScale([0.5], measureOf('defeated'));
    expect(s.ticks.map((t) => t.label)).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(s.ticks[0]?.at).toBe(0);
    expect(s.ticks.at(-1)?.at).toBe(1);
  });
});

describe('export', () => {
  const view = {
    title: 'Holotable matchups: mean wounds',
    subtitle: 'ranged, range 3, light cover',
    rowLabels: ['A', '=B', 'C'],
    columnLabels: ['X <1>', 'Y'],
    cells: CELLS,
  };

  it('writes tidy CSV with the CLI matrix columns: one line per cell, the reason of a refused one', () => {
    const lines = gridCsv(view).trimEnd().split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      'attacker,defender,method,meanWounds,pUnitDefeated,woundsPer100Points,defenderPointsRemovedPer100Points,attackerPoints,defenderPoints,error',
    );
    expect(lines[1]).toBe('A,X <1>,exact,1,,,,,,');
    expect(lines[4]).toBe("'=B,Y,,,,,,,,not computed yet");
    expect(lines[5]).toBe('C,X <1>,,,,,,,,attacker: no weapon reaches range 3');
  });

  it('draws a standalone SVG with every cell and escaped labels', () => {
    const svg = gridSvg(view, MEAN, heatScale([1, 2, 3, 4], MEAN), chartColors('light'));
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain('X &lt;1&gt;');
    expect(svg).toContain('>Holotable matchups: mean wounds</text>');
    expect(svg).toContain('>ranged, range 3, light cover</text>');
    expect(svg).not.toContain('var(--');
    expect(svg.match(/<rect x="\d+(\.\d+)?" y="\d+(\.\d+)?" width="44"/g)).toHaveLength(6);
    expect(svg).toContain('>4.00<');
    expect(new DOMParserLike().ok(svg)).toBe(true);
  });
});

describe('the exported grid’s title', () => {
  const base = {
    range: 3,
    attackType: 'ranged',
    cover: 'light',
    attackerTokens: {},
    defenderTokens: {},
    edition: 'amg-2025',
  } as const;
  it('names the range, the cover and the tokens every cell shares', () => {
    expect(gridConditionsLine(base)).toBe('ranged, range 3, light cover');
    expect(
      gridConditionsLine({
        ...base,
        range: 2,
        cover: 'none',
        attackerTokens: { aim: 1, dodge: 0 },
        defenderTokens: { dodge: 1, suppression: 2 },
        edition: 'ffg-1.0',
      }),
    ).toBe(
      'ranged, range 2, no cover · attackers with Aim 1 · defenders with Dodge 1, Suppression 2 · FFG Rules Reference 1.0',
    );
    expect(gridConditionsLine({ ...base, attackType: 'melee' })).toBe('melee');
  });
});

describe('grid headings', () => {
  it('break a long name where it means something: the title or the upgrades on a line of their own', () => {
    expect(labelParts('Luke Skywalker: Hero of the Rebellion')).toEqual({
      name: 'Luke Skywalker:',
      rest: 'Hero of the Rebellion',
    });
    expect(labelParts('Stormtroopers + DLT-19 Stormtrooper ×2')).toEqual({
      name: 'Stormtroopers',
      rest: '+ DLT-19 Stormtrooper ×2',
    });
    expect(labelParts('Rebel Troopers')).toEqual({ name: 'Rebel Troopers', rest: null });
  });
});

/** Well-formedness without a DOM: every tag opened is closed. */
class DOMParserLike {
  ok(xml: string): boolean {
    const stack: string[] = [];
    for (const m of xml.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
      const [, close, name, self] = m;
      if (self) continue;
      if (close) {
        if (stack.pop() !== name) return false;
      } else stack.push(name ?? '');
    }
    return stack.length === 0;
  }
}
