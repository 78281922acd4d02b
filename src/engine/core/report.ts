import { histogramLayout, type Program } from './program.ts';
import { averagedInterval95, summarize, summarizeCounts, type Summary } from './summary.ts';

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

/** Monte Carlo summaries (with 95% intervals) from a merged flat histogram. */
export function reportCounts(
  program: Program,
  counts: ArrayLike<number>,
  trials: number,
): Record<string, Summary> {
  const { offsets, unit, squares } = histogramLayout(program);
  const byName = new Map<string, Float64Array>();
  program.observables.forEach((o, i) => {
    const at = offsets[i] ?? 0;
    byName.set(
      o.name,
      Float64Array.from({ length: o.max + 1 }, (_, k) => (counts[at + k] ?? 0) / unit),
    );
  });
  const out: Record<string, Summary> = {};
  for (const [name, c] of byName) out[name] = summarizeCounts(c, trials);
  // An averaged program's trials are not 0/1: its first observable's tails have intervals
  // from their own spread (Wilson's, above, would be far wider than the run's margin).
  const first = program.observables[0];
  if (squares !== null && first) {
    const s = out[first.name];
    if (s?.atLeastCi95)
      s.atLeastCi95 = s.atLeast.map((p, k) =>
        averagedInterval95(p, (counts[squares + k] ?? 0) / (unit * unit * trials), trials),
      );
  }
  for (const d of program.derived) {
    const src = byName.get(d.from);
    if (src) out[d.name] = summarizeCounts(pushForward(src, d.map, d.max), trials);
  }
  return out;
}
