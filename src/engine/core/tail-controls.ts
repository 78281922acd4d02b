import type { ValuePath } from './program.ts';

/**
 * Where a histogram keeps its control sums (HistogramLayout.controls), from `at`: first, over
 * every sampled trial, Σ F_i and Σ F_i·F_j (i ≤ j) of the covariates F (whole numbers); then
 * one row of `stride` slots per estimate — P(≥ k) for k < `buckets`, then the mean (row
 * `buckets`) — each with the trial's value P (P(≥ k) or the mean, in units): Σ P·F_i (whole
 * numbers) and — with a value path — Σ C, Σ C², Σ p·C and Σ C·F_i (p = P / unit), each of these
 * as a whole part and a part in steps of 2^-20; last, Σ p² of the mean (the tails' squares are
 * HistogramLayout.squares). Every term is a whole number of its slot's steps, so the sums are
 * exact in any order — a run's answer never depends on how its chunks were split or merged —
 * up to 10^9 trials.
 */
export interface ControlLayout {
  readonly at: number;
  /** The covariates' means over the sampled trials (Program.averaged.covariates). */
  readonly means: readonly number[];
  readonly path: boolean;
  readonly stride: number;
  /** The row of the mean (after those of P(≥ k), k < buckets). */
  readonly meanRow: number;
  /** Slots in all. */
  readonly length: number;
}

/** The control sums' layout from slot `at`, for P(≥ k), k < buckets, and the mean. */
export function controlLayout(
  at: number,
  buckets: number,
  means: readonly number[],
  path: boolean,
): ControlLayout {
  const m = means.length;
  const stride = m + (path ? 6 + 2 * m : 0);
  const length = m + (m * (m + 1)) / 2 + (buckets + 1) * stride + 2;
  return { at, means, path, stride, meanRow: buckets, length };
}

/** Where the mean's squares (two slots) are kept: the layout's last two. */
const meanSquaresAt = (c: ControlLayout): number => c.at + c.length - 2;

/** Where row `row` of a control layout starts. */
const rowAt = (c: ControlLayout, row: number): number => {
  const m = c.means.length;
  return c.at + m + (m * (m + 1)) / 2 + row * c.stride;
};

const STEPS = 2 ** 20;

/** Trials a regression needs per coefficient before it is used. */
const MIN_TRIALS_PER_CONTROL = 10;

/**
 * How near the threshold a decision's value must be for its increment to count: 1.5 damage
 * (Imperial Assault, issue 17's pools: the widest P(≥ k)'s spread fell 1.84 times at 1.5, 1.79
 * at 1 and 2, 1.57 with the plain increments). Past 4σ the weight is 0 (a weight of 3·10^-4
 * controls nothing, and a zero increment is not summed).
 */
const SIGMA = 1.5;
const REACH = 4 * SIGMA;

/**
 * Control variates for an averaged trial's P(first observable ≥ k) (regression estimation):
 *
 * - Covariates F: slots with known means just after a sampled step (a roll's face counts).
 * - Along a trial, the values of its decisions (ValuePath) and then the mean of its averaged
 *   rest are a martingale: each increment has mean 0 given what came before, so any weight
 *   fixed before it keeps that. C_k weights each increment by how near the value it starts
 *   from is to k − ½ (a Gaussian bump): the rolls that carry the value across the threshold
 *   are what moves P(≥ k).
 *
 * Regressing the trials' P(≥ k) on F and C_k (controlled) removes the part of their spread
 * those explain — the first roll's faces and the decisions' rolls; the estimate stays
 * unbiased whatever the weights.
 */
export class TailControls {
  private readonly slots: readonly number[];
  private readonly f: Float64Array;
  /** The trial's values, then the increments from each. */
  private readonly from: Float64Array;
  private readonly step: Float64Array;
  private count = 0;

  constructor(
    private readonly layout: ControlLayout,
    slots: readonly number[],
    capacity: number,
  ) {
    this.slots = slots;
    this.f = new Float64Array(slots.length);
    this.from = new Float64Array(capacity + 1);
    this.step = new Float64Array(capacity + 1);
  }

  /** Reads the covariates of the trial's state s (just after their step). */
  capture(s: Int32Array): void {
    for (let i = 0; i < this.slots.length; i++) this.f[i] = s[this.slots[i] as number] as number;
  }

  /**
   * Starts a trial's sums: adds its covariates' sums and its mean's (`units` of `unit`) to
   * `into`, and takes its decisions' values (`path`, emptied).
   */
  begin(into: Float64Array, path: ValuePath | null, units: number, unit: number): void {
    const f = this.f;
    const m = f.length;
    const mean = units / unit;
    addSteps(into, meanSquaresAt(this.layout), Math.round(mean * mean * STEPS));
    let at = this.layout.at;
    for (let i = 0; i < m; i++) into[at + i] = (into[at + i] as number) + (f[i] as number);
    at += m;
    for (let i = 0; i < m; i++)
      for (let j = i; j < m; j++, at++)
        into[at] = (into[at] as number) + (f[i] as number) * (f[j] as number);
    const n = path ? path.length : 0;
    for (let i = 0; i < n; i++) {
      const values = (path as ValuePath).values;
      const v = values[i] as number;
      this.from[i] = v;
      this.step[i] = (i + 1 < n ? (values[i + 1] as number) : mean) - v;
    }
    this.count = n;
    if (path) path.length = 0;
    this.add(into, this.layout.meanRow, units, unit);
  }

  /**
   * Adds the sums of row `row` for the trial begun, its value being `units` of `unit`: for
   * P(≥ k) (row k) the increments weighted by their bump at k − ½, for the mean each weighs 1.
   */
  add(into: Float64Array, row: number, units: number, unit: number): void {
    const f = this.f;
    const m = f.length;
    const at = rowAt(this.layout, row);
    if (units !== 0)
      for (let i = 0; i < m; i++)
        into[at + i] = (into[at + i] as number) + units * (f[i] as number);
    if (!this.layout.path) return;
    let c = 0;
    if (row === this.layout.meanRow)
      for (let i = 0; i < this.count; i++) c += this.step[i] as number;
    else {
      const mid = row - 0.5;
      for (let i = 0; i < this.count; i++) {
        const d = (this.from[i] as number) - mid;
        if (d < REACH && d > -REACH)
          c += (this.step[i] as number) * Math.exp((-d * d) / (2 * SIGMA * SIGMA));
      }
    }
    if (c === 0) return;
    const q = Math.round(c * STEPS);
    addSteps(into, at + m, q);
    addSteps(into, at + m + 2, Math.round(c * c * STEPS));
    addSteps(into, at + m + 4, Math.round((units / unit) * c * STEPS));
    for (let i = 0; i < m; i++) addSteps(into, at + m + 6 + 2 * i, q * (f[i] as number));
  }
}

/** Adds q steps of 2^-20 as a whole part and a remainder. */
function addSteps(into: Float64Array, at: number, q: number): void {
  const whole = Math.floor(q / STEPS);
  into[at] = (into[at] as number) + whole;
  into[at + 1] = (into[at + 1] as number) + (q - whole * STEPS);
}

function readSteps(counts: ArrayLike<number>, at: number): number {
  return (counts[at] ?? 0) + (counts[at + 1] ?? 0) / STEPS;
}

/** The mean of the trials' squared means (row `meanRow`'s value), from n trials' sums. */
export function meanSquare(counts: ArrayLike<number>, layout: ControlLayout, n: number): number {
  return readSteps(counts, meanSquaresAt(layout)) / n;
}

/**
 * The regression estimate of row `row`'s value (P(≥ k) for row k, or the mean) from n sampled
 * trials, with its variance: `p` and `square` the mean of the trials' values and of their
 * squares, `unit` what a trial adds. With X the controls (covariates, then C), S their
 * covariances and s_X their covariances with the value:
 * β = S⁻¹ s_X, the estimate p − β·(mean X − known means), its variance
 * (var P − β·s_X) / (n − controls used − 1).
 */
export function controlled(
  counts: ArrayLike<number>,
  layout: ControlLayout,
  row: number,
  n: number,
  unit: number,
  p: number,
  square: number,
): { readonly p: number; readonly variance: number } {
  const plain = Math.max(0, square - p * p);
  const { at: base, means, path } = layout;
  const m = means.length;
  const size = m + (path ? 1 : 0);
  // Too few trials to fit β well (fewer than ten a coefficient: a partial result's first
  // moments): the plain mean.
  if (n < MIN_TRIALS_PER_CONTROL * (size + 1)) return { p, variance: plain / n };
  const at = rowAt(layout, row);
  const mean = new Float64Array(size);
  for (let i = 0; i < m; i++) mean[i] = (counts[base + i] ?? 0) / n;
  if (path) mean[m] = readSteps(counts, at + m) / n;
  const a = new Float64Array(size * size);
  const b = new Float64Array(size);
  let t = base + m;
  for (let i = 0; i < m; i++)
    for (let j = i; j < m; j++, t++) {
      const v = (counts[t] ?? 0) / n - (mean[i] as number) * (mean[j] as number);
      a[i * size + j] = v;
      a[j * size + i] = v;
    }
  for (let i = 0; i < m; i++) b[i] = (counts[at + i] ?? 0) / (unit * n) - p * (mean[i] as number);
  if (path) {
    const c = mean[m] as number;
    a[m * size + m] = readSteps(counts, at + m + 2) / n - c * c;
    b[m] = readSteps(counts, at + m + 4) / n - p * c;
    for (let i = 0; i < m; i++) {
      const v = readSteps(counts, at + m + 6 + 2 * i) / n - c * (mean[i] as number);
      a[i * size + m] = v;
      a[m * size + i] = v;
    }
  }
  const { x: beta, used } = solveCovariance(a, Float64Array.from(b), size);
  if (used === 0) return { p, variance: plain / n };
  let estimate = p;
  let explained = 0;
  for (let i = 0; i < size; i++) {
    const known = i < m ? (means[i] as number) : 0;
    estimate -= (beta[i] as number) * ((mean[i] as number) - known);
    explained += (beta[i] as number) * (b[i] as number);
  }
  return { p: estimate, variance: Math.max(0, plain - explained) / (n - used - 1) };
}

/**
 * Solves a·x = b for a covariance matrix a (size × size, symmetric, positive semi-definite) by
 * elimination; a control the earlier ones explain (a pivot of about 0) gets x = 0 and is not
 * counted in `used`.
 */
function solveCovariance(
  a: Float64Array,
  b: Float64Array,
  size: number,
): { readonly x: Float64Array; readonly used: number } {
  let scale = 0;
  for (let i = 0; i < size; i++) scale = Math.max(scale, a[i * size + i] as number);
  const used = new Uint8Array(size);
  let count = 0;
  for (let i = 0; i < size; i++) {
    const pivot = a[i * size + i] as number;
    if (!(pivot > 1e-10 * scale)) continue;
    used[i] = 1;
    count++;
    for (let r = i + 1; r < size; r++) {
      const f = (a[r * size + i] as number) / pivot;
      if (f === 0) continue;
      for (let c = i; c < size; c++)
        a[r * size + c] = (a[r * size + c] as number) - f * (a[i * size + c] as number);
      b[r] = (b[r] as number) - f * (b[i] as number);
    }
  }
  const x = new Float64Array(size);
  for (let i = size - 1; i >= 0; i--) {
    if (!used[i]) continue;
    let v = b[i] as number;
    for (let c = i + 1; c < size; c++) v -= (a[i * size + c] as number) * (x[c] as number);
    x[i] = v / (a[i * size + i] as number);
  }
  return { x, used: count };
}
