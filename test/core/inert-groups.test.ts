import { describe, expect, it } from 'vitest';
import { inertGroups } from '../../src/engine/core/inert-groups.ts';
import { rollOutcomes } from '../../src/engine/core/multinomial.ts';
import { ATTACK_DICE } from '../../src/engine/legion/dice.ts';

// The exact executor lands a roll's outcomes that differ only in how the results fed into an
// inert pair split as one group (core/inert-frontier.ts): the groups must hold exactly the
// multinomial's outcomes, each at its probability.
describe('inert groups of a roll', () => {
  const red = ATTACK_DICE.red;
  const feedsCases = [
    ['hits → a, crits → b', [0, 1, -1, -1]],
    ['hits → a, crits and surges → b', [0, 1, 1, -1]],
    ['hits and surges → a, crits → b', [0, 1, 0, -1]],
  ] as const;

  it.each(feedsCases)('%s: every outcome is in its group at its probability', (_n, feeds) => {
    for (let n = 1; n <= 8; n++) {
      const groups = inertGroups(red, n, feeds);
      const expected = new Map<string, number>();
      for (const o of rollOutcomes(red, n)) {
        const rest = [...o.counts].map((c, k) => (feeds[k] === 0 || feeds[k] === 1 ? 0 : c));
        const b = [...o.counts].reduce((t, c, k) => t + (feeds[k] === 1 ? c : 0), 0);
        const id = `${rest.join(',')}|${b}`;
        expected.set(id, (expected.get(id) ?? 0) + o.p);
      }
      let cells = 0;
      for (const g of groups) {
        const fed = n - [...g.counts].reduce((a, c) => a + c, 0);
        expect(g.sum).toBe(fed);
        g.pb.forEach((p, b) => {
          if (p === 0) return;
          cells++;
          expect(p).toBeCloseTo(expected.get(`${[...g.counts].join(',')}|${b}`) ?? -1, 14);
        });
      }
      expect(cells).toBe(expected.size);
      // Fewer branches than outcomes: that is the point.
      expect(groups.length).toBeLessThan(rollOutcomes(red, n).length);
    }
  });

  it('without feeds is one group per outcome', () => {
    const outs = rollOutcomes(red, 5);
    const groups = inertGroups(red, 5, []);
    expect(groups.length).toBe(outs.length);
    groups.forEach((g, i) => {
      expect([...g.counts]).toEqual([...(outs[i]?.counts ?? [])]);
      expect(g.sum).toBe(0);
      expect(g.pb[0]).toBe(outs[i]?.p);
    });
  });
});
