import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorLine } from '../../src/cli/error-line.ts';
import type { MatrixCell } from '../../src/cli/format-matrix.ts';
import type { MatrixFormat } from '../../src/cli/matrix-args.ts';
import { GRID_CELL_LIMIT, gridPlan, JSON_CELL_LIMIT } from '../../src/cli/matrix-grid.ts';
import { NOTE_LIMIT, unmatchedNotes } from '../../src/cli/matrix-notes.ts';
import { MatrixWriter } from '../../src/cli/matrix-writer.ts';
import { INPUT_LIMIT } from '../../src/cli/read-input.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { LINE_LIMIT, QUOTE_LIMIT } from '../../src/engine/core/quote.ts';
import { ArmyListError, parseArmyList, type ArmyList } from '../../src/engine/index.ts';
import { awkwardString, builtInName, longStringUpTo, RAW_CONTROL } from './hostile.ts';

// Issue 33 items 5–7 under fuzz: every size class of `odds matrix` — grid size, list length,
// name length — gives output of the promised shape or one bounded refusal, never a crash, a
// raw control character on the terminal or an unbounded line.

const FORMATS: readonly MatrixFormat[] = ['json', 'jsonl', 'csv', 'table'];
const MAX_LINE = 'odds: note: '.length + LINE_LIMIT + 2;

const RESULT = {
  v: 1,
  game: 'legion',
  method: 'exact',
  wounds: { pmf: [0.5, 0.5], mean: 0.5, atLeast: [1, 0.5] },
  unitDefeated: { atLeast: [1, 0.25] },
} as unknown as MatrixCell;

/** A short name as a list may give it: plain, awkward (controls, escapes) or built in. */
const shortName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('Stormtroopers', 'AT-ST', 'Rebel Troopers') },
  { weight: 3, arbitrary: awkwardString },
  { weight: 1, arbitrary: builtInName },
);

/** Any name, long ones too (up to 200,000 characters). */
const listName = fc.oneof(
  { weight: 7, arbitrary: shortName },
  { weight: 1, arbitrary: longStringUpTo(200_000) },
);

function expectBoundedLines(text: string, what: string): void {
  for (const line of text.split('\n').slice(0, -1)) {
    expect(line, what).not.toMatch(RAW_CONTROL);
    expect(line.length, what).toBeLessThanOrEqual(MAX_LINE);
  }
}

describe('odds matrix under fuzz', () => {
  it('grid size: refused up front past the limits, else every cell written once, in order', () => {
    const side = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 1_500 }));
    fc.assert(
      fc.property(
        side,
        side,
        fc.constantFrom(...FORMATS),
        fc.array(listName, { maxLength: 3 }),
        fc.integer(),
        (rows, columns, format, names, seed) => {
          const label = (k: number) => names[k % Math.max(1, names.length)] ?? 'Stormtroopers';
          const attackers = Array.from({ length: rows }, (_, k) => label(k));
          const defenders = Array.from({ length: columns }, (_, k) => label(k + 1));
          const cells = rows * columns;
          const plan = gridPlan(format, attackers, defenders);
          const fits = cells <= GRID_CELL_LIMIT && (format !== 'json' || cells <= JSON_CELL_LIMIT);
          expect(plan.ok).toBe(fits);
          if (!plan.ok) {
            expect(errorLine(plan.message)).toMatch(/^odds: [^\n]*\n$/);
            return;
          }
          if (plan.note) expectBoundedLines(`${plan.note}\n`, 'note');
          if (cells > 1_000) return; // the writer's work is per cell; the shape is checked below
          // Cells arrive in a shuffled order, as workers' batches may.
          const order = Array.from({ length: cells }, (_, k) => k);
          let s = seed >>> 0;
          for (let k = order.length - 1; k > 0; k--) {
            s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
            const r = s % (k + 1);
            [order[k], order[r]] = [order[r] as number, order[k] as number];
          }
          let out = '';
          const w = new MatrixWriter(
            format,
            { attackers, defenders, unmatched: { attackers: [], defenders: [] } },
            (t) => (out += t),
          );
          w.begin();
          for (const k of order) w.cell(Math.floor(k / columns), k % columns, RESULT);
          w.end();
          const lines = out.trimEnd().split('\n');
          if (format === 'json')
            expect(JSON.parse(out)).toEqual({
              attackers,
              defenders,
              cells: attackers.map(() => defenders.map(() => RESULT)),
            });
          else if (format === 'jsonl') {
            expect(out.split('\n')).toHaveLength(cells + 1);
            expect(JSON.parse(lines[cells - 1] ?? '')).toMatchObject({
              attacker: attackers.at(-1),
              defender: defenders.at(-1),
            });
          } else if (format === 'table') {
            expect(lines).toHaveLength(cells + 1);
            for (const l of lines) expect(l).not.toMatch(RAW_CONTROL);
            for (const l of lines) expect(l.length).toBeLessThanOrEqual(2 * QUOTE_LIMIT + 80);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('list length and name length: a list, or one ArmyListError; notes bounded', () => {
    const unitOf = (name: fc.Arbitrary<string>) =>
      fc.oneof(
        name.map((n) => ({ name: n })),
        fc.record({
          name,
          upgrades: fc.oneof(
            fc.array(fc.oneof(name, fc.constant({ name: 'DLT-19 Stormtrooper' })), {
              maxLength: 4,
            }),
            name,
          ),
        }),
      );
    const list = fc
      .oneof(
        fc.array(unitOf(listName), { maxLength: 12 }).map((units) => JSON.stringify({ units })),
        // A long list: one unit repeated, as a list of N copies, or N different names.
        fc
          .tuple(unitOf(shortName), fc.integer({ min: 1, max: 2_000 }))
          .map(([u, n]) => JSON.stringify({ units: Array.from({ length: n }, () => u) })),
        fc
          .tuple(shortName, fc.integer({ min: 1, max: 2_000 }))
          .map(([u, n]) =>
            JSON.stringify(Array.from({ length: n }, (_, k) => ({ unit: `${u}${k % 7}` }))),
          ),
        fc
          .tuple(awkwardString, fc.constantFrom('', '\n', ' ', '?x#y'))
          .map(([tail, sep]) => `https://legionhq2.com/list/empire/800:2ayejex00${sep}${tail}`),
      )
      // The command line reads at most INPUT_LIMIT bytes of a list.
      .filter((t) => Buffer.byteLength(t) <= INPUT_LIMIT);
    fc.assert(
      fc.property(list, (text) => {
        const t0 = performance.now();
        let l: ArmyList;
        try {
          l = parseArmyList(text, LEGION_CARDS);
        } catch (e) {
          expect(e).toBeInstanceOf(ArmyListError);
          expect(errorLine(`--attackers: ${(e as Error).message}`)).toMatch(/^odds: [^\n]*\n$/);
          return;
        }
        const notes = unmatchedNotes('attackers', l.unmatched);
        expect(notes.split('\n').length - 1).toBeLessThanOrEqual(NOTE_LIMIT + 1);
        expectBoundedLines(notes, text.slice(0, 80));
        expect(performance.now() - t0).toBeLessThan(2000);
      }),
      { numRuns: 40 },
    );
  });
});
