/**
 * `npm run bench:policies`: for every catalogue scenario where a policy makes a difference, the
 * exact mean wounds under each of its options, and the average per option over those scenarios.
 * Attacker policies want the most wounds, defender policies the fewest; the default is marked *.
 */
import { CATALOGUE } from '../test/legion/catalogue.ts';
import { POLICY_DIMENSIONS, policyTable } from './policy-table.ts';

const cell = (x: string | number): string =>
  (typeof x === 'number' ? x.toFixed(4) : x).padStart(16);

for (const dim of POLICY_DIMENSIONS) {
  const t = policyTable(dim, CATALOGUE);
  const better = dim.side === 'attacker' ? 'more' : 'fewer';
  console.log(`\n## policy.${dim.key} (${dim.side}: ${better} wounds is better)`);
  if (t.rows.length === 0) {
    console.log('no catalogue scenario where the options differ');
    continue;
  }
  const head = dim.options.map((o) => cell(o === t.defaultOption ? `${o}*` : o)).join('');
  console.log(`${'scenario'.padEnd(64)}${head}`);
  for (const r of t.rows)
    console.log(`${r.name.slice(0, 63).padEnd(64)}${r.means.map(cell).join('')}`);
  console.log(
    `${`average over ${t.rows.length} scenarios`.padEnd(64)}${t.averages.map(cell).join('')}`,
  );
}
