import type { Die } from './die.ts';
import { rollOutcomes } from './multinomial.ts';

/**
 * The outcomes of a roll that differ only in how the results fed into an inert pair split
 * between its two slots: one branch of the exact executor, however many outcomes it holds.
 */
export interface InertGroup {
  /** Result counts of the kinds that stay with the die; fed kinds are 0. */
  readonly counts: Int32Array;
  /** Results fed into the pair (its two slots together). */
  readonly sum: number;
  /** Probability of the group's outcomes by how many of those results are fed into slot b. */
  readonly pb: Float64Array;
}

/** Per feeds array, then die: the groups of rolling n dice at [n] (looked up per branch, so no string keys). */
const cache = new WeakMap<readonly number[], Map<Die, (readonly InertGroup[] | undefined)[]>>();

/**
 * The outcomes of rolling n copies of `die`, grouped by the counts of the kinds not fed into
 * the pair. `feeds[kind]` is 0 or 1 when the kind goes into slot a or b, anything else when it
 * stays with the die; no feeds: one group per outcome.
 */
export function inertGroups(die: Die, n: number, feeds: readonly number[]): readonly InertGroup[] {
  let byDie = cache.get(feeds);
  if (!byDie) cache.set(feeds, (byDie = new Map()));
  let byN = byDie.get(die);
  if (!byN) byDie.set(die, (byN = []));
  const hit = byN[n];
  if (hit) return hit;
  const groups = new Map<string, { counts: Int32Array; sum: number; pb: Float64Array }>();
  for (const o of rollOutcomes(die, n)) {
    const counts = o.counts.slice();
    let sum = 0;
    let b = 0;
    for (let k = 0; k < counts.length; k++) {
      const fed = feeds[k];
      if (fed !== 0 && fed !== 1) continue;
      sum += counts[k] as number;
      if (fed === 1) b += counts[k] as number;
      counts[k] = 0;
    }
    const id = counts.join(',');
    let g = groups.get(id);
    if (!g) {
      g = { counts, sum, pb: new Float64Array(sum + 1) };
      groups.set(id, g);
    }
    g.pb[b] = (g.pb[b] as number) + o.p;
  }
  const out = [...groups.values()];
  byN[n] = out;
  return out;
}
