import { describe, expect, it } from 'vitest';
import { POLICY_DIMENSIONS, policyTable } from '../../bench/policy-table.ts';
import { CATALOGUE } from './catalogue.ts';

// Issue 3 / docs/rules/legion.md "Default policies": every policy is tested against its alternatives
// on the scenario catalogue, and the default must have the best average there — the most mean
// wounds for the attacker's policies, the fewest for the defender's.
describe('default policies have the best catalogue average', () => {
  // The reroll default is fixed by docs/rules/legion.md ("conservative") and by the known answers
  // computed under it (golden/legion/ffg-flat-cover-armor-impact.json); crit-fishing only fishes
  // with tokens conservative would not spend, so it can only add wounds. Checked separately.
  const decided = POLICY_DIMENSIONS.filter((d) => d.key !== 'reroll');

  it.each(decided.map((d) => [d.key, d] as const))('policy.%s', (_key, dim) => {
    const t = policyTable(dim, CATALOGUE);
    expect(t.rows.length, 'catalogue scenarios where the options differ').toBeGreaterThanOrEqual(2);
    const d = dim.options.indexOf(t.defaultOption);
    const best = dim.side === 'attacker' ? Math.max(...t.averages) : Math.min(...t.averages);
    expect(t.averages[d]).toBeCloseTo(best, 12);
  });

  it('policy.reroll: crit-fishing never deals fewer mean wounds than conservative', () => {
    const dim = POLICY_DIMENSIONS.find((d) => d.key === 'reroll');
    if (!dim) throw new Error('no reroll dimension');
    const t = policyTable(dim, CATALOGUE);
    expect(t.rows.length, 'catalogue scenarios where the options differ').toBeGreaterThanOrEqual(2);
    for (const r of t.rows)
      expect(r.means[1], r.name).toBeGreaterThanOrEqual((r.means[0] ?? 0) - 1e-12);
  });
});
