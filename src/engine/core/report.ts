import { histogramLayout, type Program } from './program.ts';
import {
  interval95,
  normalInterval95,
  summarize,
  summarizeCounts,
  type Summary,
} from './summary.ts';
import { tailEstimates } from './tail-estimates.ts';

function pushForward(
  dist: ArrayLike<number>,
  map: (v: number) => number,
  max: number,
): Float64Array {
  const out = new Float64Array(max + 1);
  for (let v = 0; v < dist.length; v++) out[map(v)] = (out[map(v)] as number) + (dist[v] ?? 0);
  return out;
}

/** Exact summaries of every observable and derived quantity, by name. */
export function reportExact(
  program: Program,
  pmfs: readonly Float64Array[],
): Record<string, Summary> {
  const byName = new Map(
    program.observables.map((o, i) => [o.name, pmfs[i] ?? new Float64Array(1)]),
  );
  const out: Record<string, Summary> = {};
  for (const [name, pmf] of byName) out[name] = summarize(pmf);
  for (const d of program.derived) {
    const src = byName.get(d.from);
    if (src) out[d.name] = summarize(pushForward(src, d.map, d.max));
  }
  return out;
}

/**
 * The first observable's counts of `trials` trials from estimates of each P(≥ k): taken as a
 * distribution — P(≥ 0) = 1, each at most the one before and at least 0 — as regression
 * estimates (tail-controls.ts) may step out of it by their own noise.
 */
function countsOfTails(p: Float64Array, trials: number): Float64Array {
  const tails = Float64Array.from(p);
  tails[0] = 1;
  for (let k = 1; k < tails.length; k++)
    tails[k] = Math.min(tails[k - 1] as number, Math.max(0, tails[k] as number));
  return tails.map((t, k) => (t - (tails[k + 1] ?? 0)) * trials);
}

/**
 * Monte Carlo summaries (with 95% intervals) from a merged flat histogram. An averaged
 * program's buckets hold whole units (divided out here), its known part is mixed in at its
 * exact chance, and its first observable's tails get intervals from their own spread
 * (Wilson's would be far wider than the run's margin) — and, with control sums, their
 * regression estimates (tail-estimates.ts).
 */
export function reportCounts(
  program: Program,
  counts: ArrayLike<number>,
  trials: number,
): Record<string, Summary> {
  const layout = histogramLayout(program);
  const { offsets, unit, known } = layout;
  const first = program.observables[0];
  const tails = first ? tailEstimates(counts, trials, layout, first.max + 1) : null;
  // As counts of `trials` trials (fractional once averaged or mixed): the sampled trials
  // stand for 1 − chance of the attack when a part is known.
  const sampled = tails?.sampled ?? 0;
  const scale = !known
    ? 1 / unit
    : sampled > 0
      ? ((1 - known.chance) * trials) / (unit * sampled)
      : 0;
  const byName = new Map<string, Float64Array>();
  program.observables.forEach((o, i) => {
    const at = offsets[i] ?? 0;
    const c = Float64Array.from({ length: o.max + 1 }, (_, k) => (counts[at + k] ?? 0) * scale);
    if (known) {
      // No trial outside the known part: the known part is all the run saw.
      const certain = sampled > 0 ? known.chance : 1;
      const v = known.values[i] ?? 0;
      c[v] = (c[v] as number) + certain * trials;
    }
    const regressed = i === 0 && layout.controls !== null && tails !== null && sampled > 0;
    byName.set(o.name, regressed ? countsOfTails(tails.p, trials) : c);
  });
  const out: Record<string, Summary> = {};
  for (const [name, c] of byName) out[name] = summarizeCounts(c, trials);
  const s = first ? out[first.name] : undefined;
  if (tails && s?.atLeastCi95 && (layout.squares !== null || known))
    s.atLeastCi95 = s.atLeast.map((p, k) => interval95(p, tails.variance[k] ?? Infinity, trials));
  // The mean's interval from its own regression (its spread is far below the distribution's).
  if (tails?.meanVariance != null && s)
    s.meanCi95 = normalInterval95(s.mean, tails.meanVariance, tails.sampled);
  for (const d of program.derived) {
    const src = byName.get(d.from);
    if (src) out[d.name] = summarizeCounts(pushForward(src, d.map, d.max), trials);
  }
  return out;
}
