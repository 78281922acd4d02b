import { frontierFrom } from '../core/exact.ts';
import {
  histogramLayout,
  type DetStep,
  type HistogramLayout,
  type Observable,
  type Program,
  type TrialFinisher,
  addSquare,
} from '../core/program.ts';
import { StateSet } from '../core/state-set.ts';
import { TailControls } from '../core/tail-controls.ts';
import type { AveragedTail } from './averaged-monte-carlo.ts';

/**
 * Keys remembered before the memo starts over (each about 1 KB; an 8-die attack with rerolls
 * meets about 4,500 in 65,536 trials).
 */
const MAX_KEYS = 1 << 13;

/** What the averaged steps do from states of one key: each outcome's slot changes and weight. */
interface Outcomes {
  /** Outcome i sets slots[j] = values[j] for j in [first[i], first[i + 1]). */
  readonly first: Int32Array;
  readonly slots: Int32Array;
  readonly values: Int32Array;
  /** Outcome i's chance in whole units. */
  readonly weights: Float64Array;
}

/** What a state of one key adds: histogram buckets and the first observable's values, in units. */
interface Result {
  readonly buckets: Int32Array;
  readonly units: Float64Array;
  readonly values: Int32Array;
  readonly valueUnits: Float64Array;
}

/**
 * The averaged rest of a trial (AveragedTail): the steps [from, until) are enumerated
 * exactly — once per key, remembered as each outcome's slot changes with its chance in whole
 * units — and for each outcome the trial's state takes those changes and runs the
 * deterministic steps from `until` on; every observable's bucket gains the outcome's weight.
 * With a spread, the game first enumerates its own steps and each state it reaches is
 * averaged so, weighted by its chance. The squares gain each P(first observable ≥ k)² of the
 * trial (in units², HistogramLayout.squares), and — with covariates — the control sums gain
 * the trial's (core/tail-controls.ts). The memo
 * starts over when full, which changes no sum.
 */
export class TailAverager implements TrialFinisher {
  private memo = new Map<number, Outcomes>();
  /** With a spread: what a state of each key adds, whole (see `emit`). */
  private results = new Map<number, Result>();
  /** A histogram and P(first observable = k) that `result` gathers one key's outcomes in. */
  private resultScratch: Float64Array | null = null;
  private firstScratch: Float64Array | null = null;
  private readonly known: ((s: Int32Array) => boolean) | null;
  private readonly layout: HistogramLayout;
  private readonly observables: readonly Observable[];
  /** The deterministic steps after the enumerated ones (canonical steps left out). */
  private readonly last: DetStep[];
  /** The two frontiers `learn` enumerates with, in turn (never a new one per key). */
  private readonly frontiers: [StateSet, StateSet];
  private readonly scratch: Int32Array;
  /** The trial's P(first observable = k), in units. */
  private readonly first: Float64Array;
  /** The trials' control sums (null: the program names no covariates). */
  private readonly controls: TailControls | null;
  /** How many buckets the observables' histograms take (the layout's first). */
  private readonly bucketCount: number;
  /** The enumerated steps' own unit (the spread steps' units taken out of Program's). */
  private readonly enumerated: number;
  /** The histogram of the trial being finished (for `emit`). */
  private into: Float64Array = new Float64Array(0);

  constructor(
    private readonly program: Program,
    private readonly tail: AveragedTail,
  ) {
    this.enumerated = tail.spread ? tail.unit / tail.spread.units : tail.unit;
    this.known = tail.known ? tail.known.test : null;
    this.layout = histogramLayout(program);
    this.bucketCount = program.observables.reduce((t, o) => t + o.max + 1, 0);
    this.observables = program.observables;
    this.last = program.steps.slice(tail.until).flatMap((st) => {
      if (st.kind === 'roll') throw new Error(`averaged steps: ${st.name} rolls after 'until'`);
      return st.canonical === true ? [] : [st];
    });
    const width = program.init.length;
    this.frontiers = [new StateSet(width), new StateSet(width)];
    this.scratch = new Int32Array(program.init.length);
    this.first = new Float64Array((program.observables[0]?.max ?? 0) + 1);
    const controls = this.layout.controls;
    this.controls = controls ? new TailControls(controls, tail.covariates?.slots ?? []) : null;
  }

  /** Reads the trial's covariates (AveragedTail.covariates) from s, just after their step. */
  capture(s: Int32Array): void {
    this.controls?.capture(s);
  }

  /** Adds the averaged rest of the trial in state s (at step `from`) to the histogram `into`. */
  finish(s: Int32Array, into: Float64Array): void {
    // The known part is the report's (AveragedTail.known): such a trial adds nothing.
    if (this.known?.(s) === true) return;
    if (this.tail.spread) {
      this.into = into;
      this.tail.spread.run(s, this.emit);
    } else this.average(s, this.tail.key(s), 1, into, this.first);
    const { squares, unit } = this.layout;
    const first = this.first;
    const controls = this.controls;
    if (controls) {
      let mean = 0;
      for (let k = 1; k < first.length; k++) mean += k * (first[k] as number);
      controls.begin(into, mean, unit);
    }
    let tail = 0;
    for (let k = first.length - 1; k >= 0; k--) {
      tail += first[k] as number;
      first[k] = 0;
      if (squares !== null) addSquare(into, squares + 2 * k, tail);
      if (controls) controls.add(into, k, tail);
    }
  }

  /**
   * Averages the rest from a state the spread steps lead to (AveragedTail.spread). Such a
   * state is built from what its key fixes, so what it adds is remembered whole per key.
   */
  private readonly emit = (s: Int32Array, weight: number): void => {
    const key = this.tail.key(s);
    const r = this.results.get(key) ?? this.result(s, key);
    const into = this.into;
    const first = this.first;
    for (let i = 0; i < r.buckets.length; i++) {
      const b = r.buckets[i] as number;
      into[b] = (into[b] as number) + (r.units[i] as number) * weight;
    }
    for (let i = 0; i < r.values.length; i++) {
      const v = r.values[i] as number;
      first[v] = (first[v] as number) + (r.valueUnits[i] as number) * weight;
    }
  };

  /** What state s adds (average with weight 1), remembered under its key. */
  private result(s: Int32Array, key: number): Result {
    const scratch = (this.resultScratch ??= new Float64Array(this.bucketCount));
    const first = (this.firstScratch ??= new Float64Array(this.first.length));
    this.average(s, key, 1, scratch, first);
    const buckets: number[] = [];
    // `average` adds to the observables' buckets only, which come first.
    for (let b = 0; b < this.bucketCount; b++) if (scratch[b] !== 0) buckets.push(b);
    const values: number[] = [];
    for (let v = 0; v < first.length; v++) if (first[v] !== 0) values.push(v);
    const r: Result = {
      buckets: Int32Array.from(buckets),
      units: Float64Array.from(buckets, (b) => scratch[b] as number),
      values: Int32Array.from(values),
      valueUnits: Float64Array.from(values, (v) => first[v] as number),
    };
    for (const b of buckets) scratch[b] = 0;
    for (const v of values) first[v] = 0;
    if (this.results.size >= MAX_KEYS) this.results = new Map();
    this.results.set(key, r);
    return r;
  }

  /**
   * Adds the enumerated steps' outcomes from state s (of `key`), each `weight` times its chance
   * in units, to the histogram `into` and to P(first observable = k) in `first`.
   */
  private average(
    s: Int32Array,
    key: number,
    weight: number,
    into: Float64Array,
    first: Float64Array,
  ): void {
    const o = this.memo.get(key) ?? this.learn(s, key);
    const offsets = this.layout.offsets;
    const observables = this.observables;
    const last = this.last;
    const st = this.scratch;
    const firstSlot = (observables[0] as Observable).slot;
    for (let i = 0; i < o.weights.length; i++) {
      st.set(s);
      for (let j = o.first[i] as number; j < (o.first[i + 1] as number); j++)
        st[o.slots[j] as number] = o.values[j] as number;
      for (let j = 0; j < last.length; j++) (last[j] as DetStep).run(st);
      const w = (o.weights[i] as number) * weight;
      for (let k = 0; k < observables.length; k++) {
        const b = (offsets[k] as number) + (st[(observables[k] as Observable).slot] as number);
        into[b] = (into[b] as number) + w;
      }
      const v = st[firstSlot] as number;
      first[v] = (first[v] as number) + w;
    }
  }

  /**
   * Enumerates the steps [from, until) from state s — by the program's own enumeration where
   * it has one, else the exact executor's — and remembers them under `key`.
   */
  private learn(s: Int32Array, key: number): Outcomes {
    const first: number[] = [0];
    const slots: number[] = [];
    const values: number[] = [];
    const weights: number[] = [];
    const add = (end: Int32Array, whole: number): void => {
      weights.push(whole);
      for (let j = 0; j < end.length; j++)
        if (end[j] !== s[j]) {
          slots.push(j);
          values.push(end[j] as number);
        }
      first.push(slots.length);
    };
    if (this.tail.enumerate) this.tail.enumerate(s, add);
    else {
      const [a, b] = this.frontiers;
      const from = this.tail.spread ? this.tail.spread.until : this.tail.from;
      const ends = frontierFrom(this.program.steps, from, this.tail.until, s, (f) => {
        const next = f === a ? b : a;
        next.clear();
        return next;
      });
      const end = this.scratch;
      for (let i = 0; i < ends.size; i++) {
        const p = ends.read(i, end) * this.enumerated;
        const whole = Math.round(p);
        // The program promises whole units (AveragedTail): a broken promise is a defect.
        if (Math.abs(p - whole) > 1e-6)
          throw new Error(`averaged steps: a chance of ${p}/${this.enumerated} is not whole units`);
        add(end, whole);
      }
    }
    const o = {
      first: Int32Array.from(first),
      slots: Int32Array.from(slots),
      values: Int32Array.from(values),
      weights: Float64Array.from(weights),
    };
    // With a spread, what a key adds is remembered whole (`result`): its outcomes are not.
    if (this.tail.spread) return o;
    if (this.memo.size >= MAX_KEYS) this.memo = new Map();
    this.memo.set(key, o);
    return o;
  }
}
