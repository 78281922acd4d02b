import { exactQuantities } from '../src/engine/core/run.ts';
import { compileLegion } from '../src/engine/legion/compile.ts';
import { legionExactFeasible } from '../src/engine/legion/exact-feasible.ts';
import { parseLegionScenario, type LegionScenario } from '../src/engine/legion/scenario.ts';
import type { CatalogueEntry } from '../test/legion/catalogue.ts';

type Policy = LegionScenario['policy'];

/** A decision the scenario names a policy for, with the side whose mean wounds it serves. */
export interface PolicyDimension {
  readonly key: keyof Policy;
  readonly options: readonly string[];
  readonly side: 'attacker' | 'defender';
}

export const POLICY_DIMENSIONS: readonly PolicyDimension[] = [
  { key: 'reroll', options: ['conservative', 'crit-fishing'], side: 'attacker' },
  { key: 'lethal', options: ['auto', 'pierce-first'], side: 'attacker' },
  { key: 'marksman', options: ['auto', 'reroll', 'convert'], side: 'attacker' },
  { key: 'makashi', options: ['auto', 'always', 'never'], side: 'attacker' },
  {
    key: 'pierceSplit',
    options: ['defender-first', 'guardian-first', 'max-total'],
    side: 'attacker',
  },
  { key: 'soresu', options: ['auto', 'always', 'never'], side: 'defender' },
];

export interface PolicyTable {
  readonly dimension: PolicyDimension;
  readonly defaultOption: string;
  /** Catalogue scenarios where the options give different mean wounds. */
  readonly rows: readonly { name: string; means: readonly number[] }[];
  /** Mean over those rows, per option. */
  readonly averages: readonly number[];
}

/** Exact mean wounds of every option of `dimension` on every catalogue scenario it matters in. */
export function policyTable(
  dimension: PolicyDimension,
  catalogue: readonly CatalogueEntry[],
): PolicyTable {
  const rows: { name: string; means: number[] }[] = [];
  for (const entry of catalogue) {
    const parsed = parseLegionScenario(entry.scenario);
    if (!parsed.ok || !legionExactFeasible(parsed.value)) continue;
    const means = dimension.options.map((o) => {
      const s = {
        ...parsed.value,
        policy: { ...parsed.value.policy, [dimension.key]: o } as Policy,
      };
      return exactQuantities(compileLegion(s))['wounds']?.mean ?? NaN;
    });
    if (Math.max(...means) - Math.min(...means) > 1e-12) rows.push({ name: entry.name, means });
  }
  const defaults = parseLegionScenario({ v: 1, game: 'legion', attacker: { dice: { red: 1 } } });
  const defaultOption = defaults.ok ? String(defaults.value.policy[dimension.key]) : '';
  const averages = dimension.options.map(
    (_, i) => rows.reduce((a, r) => a + (r.means[i] ?? 0), 0) / Math.max(1, rows.length),
  );
  return { dimension, defaultOption, rows, averages };
}
