import { ExactTooLarge, megabytes } from '../core/exact-too-large.ts';
import type { Observable } from '../core/program.ts';
import { OUTCOME_SLOTS, type SequencePlan } from './carry.ts';
import { DEFEATED_AT, observableIndices, type SequenceQuantity } from './sequence-report.ts';

/**
 * One carried state with its probability and, for each running total, the distribution of
 * that total jointly with the state (each sums to `p`): exact marginals of every total without
 * carrying all totals jointly.
 */
interface Entry {
  readonly c: Int32Array;
  p: number;
  readonly totals: Float64Array[];
}

/**
 * Bytes the carried states of a sequence may hold at once (both attacks' sets): past it the
 * enumeration stops. A 20-attack sequence of 17 dice against a unit with two guardians grew to
 * 7 GB without it; with it, the process stays near 1 GB at worst.
 */
export const SEQUENCE_EXACT_BYTES = 512 * 2 ** 20;

/**
 * Bytes one carried state holds with `totals` running totals of `buckets` buckets in all: its
 * key (a string), the entry, its state array and the totals' array headers (about 250 bytes,
 * plus ~100 a total, measured with process.memoryUsage on 10⁴–10⁵ states), and the buckets.
 */
export const entryBytes = (totals: number, buckets: number): number =>
  250 + 100 * totals + 8 * buckets;

/** Adds `scale` × src, shifted up by `shift`, into dst. */
function addShifted(dst: Float64Array, src: Float64Array, shift: number, scale: number): void {
  for (let v = 0; v < src.length; v++) {
    const q = src[v] as number;
    if (q !== 0) dst[v + shift] = (dst[v + shift] as number) + scale * q;
  }
}

/**
 * Exact executor of an attack sequence: the distribution over the defender's carried state
 * after each attack. Each attack runs, from every distinct carried state, the attack's program
 * (shared by states that share a `programKey`), whose final states' carried fields are read
 * jointly; `advance` takes each state through each outcome and equal states merge. Returns
 * one exact PMF per observable of `sequenceObservables`. Throws ExactTooLarge once the carried
 * states would hold more than `budget` bytes.
 */
export function sequenceExact(
  plan: SequencePlan,
  quantities: readonly SequenceQuantity[],
  observables: readonly Observable[],
  budget = SEQUENCE_EXACT_BYTES,
): Float64Array[] {
  const n = plan.steps.length;
  const pmfs = observables.map((o) => new Float64Array(o.max + 1));
  const totals = quantities.flatMap((q, i) => (q.delta === undefined ? [] : [{ q, i }]));
  const width = OUTCOME_SLOTS.length;
  const next = new Int32Array(plan.width);
  const delta = new Int32Array(plan.deltaWidth);

  const start = plan.initial();
  let states = new Map<string, Entry>([
    [start.join(), { c: start, p: 1, totals: totals.map(() => Float64Array.of(1)) }],
  ]);
  let defeatedBefore = 0;
  let heldBefore = 0;
  for (let k = 0; k < n; k++) {
    const after = new Map<string, Entry>();
    const each = entryBytes(
      totals.length,
      totals.reduce((b, { q }) => b + (q.max[k] as number) + 1, 0),
    );
    let held = heldBefore;
    const land = (c: Int32Array): Entry => {
      const key = c.join();
      let e = after.get(key);
      if (!e) {
        held += each;
        if (held > budget)
          throw new ExactTooLarge(
            `exact enumeration of this sequence passed its memory budget (${megabytes(budget)}) at attack ${k + 1} of ${n}; Monte Carlo estimates it`,
          );
        const sized = totals.map(({ q }) => new Float64Array((q.max[k] as number) + 1));
        e = { c: c.slice(), p: 0, totals: sized };
        after.set(key, e);
      }
      return e;
    };
    for (const e of states.values()) {
      if (plan.defeated(e.c)) {
        const to = land(e.c);
        to.p += e.p;
        e.totals.forEach((t, j) => addShifted(to.totals[j] as Float64Array, t, 0, 1));
        continue;
      }
      const made = plan.programAt(k, e.c);
      const joint = plan.jointOf(made.program);
      for (let i = 0; i < joint.probs.length; i++) {
        const po = joint.probs[i] as number;
        plan.advance(k, e.c, made, joint.values.subarray(i * width, (i + 1) * width), next, delta);
        const to = land(next);
        to.p += e.p * po;
        totals.forEach(({ q }, j) =>
          addShifted(
            to.totals[j] as Float64Array,
            e.totals[j] as Float64Array,
            delta[q.delta as number] as number,
            po,
          ),
        );
      }
    }
    states = after;
    heldBefore = held - heldBefore;
    quantities.forEach((q, i) => {
      const [own, whole] = observableIndices(k, i, n, quantities.length);
      const pmf = pmfs[own as number] as Float64Array;
      const j = totals.findIndex((t) => t.i === i);
      for (const e of states.values()) {
        if (j >= 0) addShifted(pmf, e.totals[j] as Float64Array, 0, 1);
        else {
          const v = (q.fromState as (c: Int32Array) => number)(e.c);
          pmf[v] = (pmf[v] as number) + e.p;
        }
      }
      if (whole !== undefined) (pmfs[whole] as Float64Array).set(pmf);
    });
    const at = observables.findIndex((o) => o.name === DEFEATED_AT);
    if (at >= 0) {
      let defeated = 0;
      for (const e of states.values()) if (plan.defeated(e.c)) defeated += e.p;
      const pmf = pmfs[at] as Float64Array;
      pmf[k + 1] = Math.max(0, defeated - defeatedBefore);
      defeatedBefore = defeated;
      if (k === n - 1) pmf[0] = Math.max(0, 1 - defeated);
    }
  }
  return pmfs;
}
