import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Calculator, Computed } from '../../src/app/calculator.svelte.ts';
import { unmatchedLines } from '../../src/app/matchups/unmatched-lines.ts';
import { AppStore, LINK_DEFAULTS } from '../../src/app/store.svelte.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { parseArmyList } from '../../src/engine/index.ts';
import { awkwardString } from './hostile.ts';

// The app's lists when a person or a link names entries alike (each_key_duplicate left the page
// blank): a pasted list naming units and upgrades twice, pins sharing a label. Nothing named
// is dropped or merged away unsaid, and every count adds up.

const name = fc.oneof(
  fc.constantFrom('Stormtroopers', 'Snowtroopers', 'Frobnicators', 'Rebel Troopers', ''),
  awkwardString,
);
const upgrade = fc.oneof(fc.constantFrom('DLT-19 Stormtrooper', 'Nope'), awkwardString);
const ttsList = fc
  .array(fc.record({ name, upgrades: fc.array(upgrade, { maxLength: 2 }) }), { maxLength: 12 })
  .map((units) => JSON.stringify({ title: 'Fuzz', units }));

function newStore(): AppStore {
  const calc = {
    cached: () => undefined,
    compute: (): Promise<Computed> => new Promise(() => {}),
  } as unknown as Calculator;
  return new AppStore(calc);
}

describe('lists with entries named alike', () => {
  it('a pasted list: each left-out name is shown once with how often, and the counts add up', () => {
    fc.assert(
      fc.property(ttsList, (text) => {
        const list = parseArmyList(text, LEGION_CARDS);
        const lines = unmatchedLines(list.unmatched);
        expect(new Set(lines).size).toBe(lines.length);
        const times = lines.map((l) => Number(/ ×(\d+): /.exec(l)?.[1] ?? 1));
        // A name holding " ×2: " itself may read as a count; what is counted still adds up.
        if (!list.unmatched.some((u) => / ×\d+: /.test(`${u.name}: `)))
          expect(times.reduce((a, b) => a + b, 0)).toBe(list.unmatched.length);
        for (const u of list.unmatched)
          expect(lines.some((l) => l.startsWith(u.name) && l.endsWith(`: ${u.problem}`))).toBe(
            true,
          );
      }),
      { numRuns: 150 },
    );
  });

  it('pins sharing a label are all offered to the Matchups view', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', ''), { maxLength: 6 }), (labels) => {
        const store = newStore();
        const pins = labels.map((label, i) => ({
          label,
          scenario: { v: 1, game: 'legion', attacker: { dice: { red: i + 1 } } },
          mode: 'auto' as const,
          ...LINK_DEFAULTS,
        }));
        const scenario = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
        expect(store.restore({ scenario, mode: 'auto', ...LINK_DEFAULTS, pins })).toBe(true);
        const offered = store.loadoutsOf('legion');
        expect(offered.length).toBe(1 + labels.length);
        expect(new Set(store.pins.map((p) => p.id)).size).toBe(labels.length);
      }),
      { numRuns: 50 },
    );
  });
});
