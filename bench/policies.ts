/**
 * `npm run bench:policies`: for every catalogue scenario where a policy makes a difference, the
 * exact mean wounds under each of its options, and the average per option over those scenarios.
 * Attacker policies want the most wounds, defender policies the fewest; the default is marked *.
 */
import { exactQuantities } from '../src/engine/core/run.ts';
import { parseLegionScenario, type LegionScenario } from '../src/engine/legion/scenario.ts';
import { compileLegion } from '../src/engine/legion/compile.ts';
import { legionExactFeasible } from '../src/engine/legion/exact-feasible.ts';
import { CATALOGUE } from '../test/legion/catalogue.ts';

type Policy = LegionScenario['policy'];

interface Dimension {
  readonly key: keyof Policy;
  readonly options: readonly string[];
  readonly side: 'attacker' | 'defender';
  /** The quantity the side cares about (defender wounds, unless stated). */
  readonly measure?: 'wounds' | 'total';
}

const DIMENSIONS: readonly Dimension[] = [
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

function mean(s: LegionScenario): number {
  return exactQuantities(compileLegion(s))['wounds']?.mean ?? NaN;
}

const fmt = (x: number): string => x.toFixed(4).padStart(8);

for (const dim of DIMENSIONS) {
  const rows: { name: string; means: number[] }[] = [];
  for (const entry of CATALOGUE) {
    const parsed = parseLegionScenario(entry.scenario);
    if (!parsed.ok || !legionExactFeasible(parsed.value)) continue;
    const means = dim.options.map((o) =>
      mean({ ...parsed.value, policy: { ...parsed.value.policy, [dim.key]: o } as Policy }),
    );
    if (Math.max(...means) - Math.min(...means) > 1e-12) rows.push({ name: entry.name, means });
  }
  const defaultOption = parseLegionScenario({
    v: 1,
    game: 'legion',
    attacker: { dice: { red: 1 } },
  });
  const def = defaultOption.ok ? defaultOption.value.policy[dim.key] : '';
  const head = dim.options.map((o) => (o === def ? `${o}*` : o).padStart(16)).join('');
  console.log(
    `\n## policy.${dim.key} (${dim.side}: ${dim.side === 'attacker' ? 'more' : 'fewer'} wounds is better)`,
  );
  if (rows.length === 0) {
    console.log('no catalogue scenario where the options differ');
    continue;
  }
  console.log(`${'scenario'.padEnd(64)}${head}`);
  for (const r of rows)
    console.log(
      `${r.name.slice(0, 63).padEnd(64)}${r.means.map((m) => fmt(m).padStart(16)).join('')}`,
    );
  const avg = dim.options.map(
    (_, i) => rows.reduce((a, r) => a + (r.means[i] ?? 0), 0) / rows.length,
  );
  console.log(
    `${`average over ${rows.length} scenarios`.padEnd(64)}${avg.map((m) => fmt(m).padStart(16)).join('')}`,
  );
}
