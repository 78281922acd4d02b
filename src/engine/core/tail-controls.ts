/**
 * Where a histogram keeps its control sums (HistogramLayout.controls), from `at`: first, over
 * every sampled trial, Σ F_i and Σ F_i·F_j (i ≤ j) of the covariates F (whole numbers); then
 * one row per estimate — P(≥ k) for k < `buckets`, then the mean (row `buckets`) — of Σ P·F_i
 * for each covariate, P the trial's value (P(≥ k) or the mean, in units: whole numbers); last, Σ p² of the mean (p = P / unit) as a whole part and a part in steps of 2^-20
 * (the tails' squares are HistogramLayout.squares). Every term is a whole number of its slot's
 * steps, so the sums are exact in any order — a run's answer never depends on how its chunks
 * were split or merged — up to 10^9 trials.
 */
export interface ControlLayout {
  readonly at: number;
  /** The covariates' means over the sampled trials (as the program's strategy names them). */
  readonly means: readonly number[];
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
): ControlLayout {
  const m = means.length;
  const length = m + (m * (m + 1)) / 2 + (buckets + 1) * m + 2;
  return { at, means, meanRow: buckets, length };
}

/** Where the mean's squares (two slots) are kept: the layout's last two. */
const meanSquaresAt = (c: ControlLayout): number => c.at + c.length - 2;

/** Where row `row` of a control layout starts. */
const rowAt = (c: ControlLayout, row: number): number => {
  const m = c.means.length;
  return c.at + m + (m * (m + 1)) / 2 + row * m;
};

const STEPS = 2 ** 20;

/** Trials a regression needs per coefficient before it is used. */
const MIN_TRIALS_PER_CONTROL = 10;

/**
 * Control variates for an averaged trial's P(first observable ≥ k) (regression estimation):
 * covariates F, slots with known means just after a sampled step (a roll's face counts).
 * Regressing the trials' P(≥ k) on F (controlled) removes the part of their spread F explains;
 * the estimate stays unbiased.
 */
export class TailControls {
  private readonly f: Float64Array;

  constructor(
    private readonly layout: ControlLayout,
    private readonly slots: readonly number[],
  ) {
    this.f = new Float64Array(slots.length);
  }

  /** Reads the covariates of the trial's state s (just after their step). */
  capture(s: Int32Array): void {
    for (let i = 0; i < this.slots.length; i++) this.f[i] = s[this.slots[i] as number] as number;
  }

  /** Starts a trial's sums: adds its covariates' sums and its mean's (`units` of `unit`). */
  begin(into: Float64Array, units: number, unit: number): void {
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
    this.add(into, this.layout.meanRow, units);
  }

  /** Adds the sums of row `row` (P(≥ k) for row k, or the mean) for the trial begun, its value being `units`. */
  add(into: Float64Array, row: number, units: number): void {
    if (units === 0) return;
    const f = this.f;
    const at = rowAt(this.layout, row);
    for (let i = 0; i < f.length; i++)
      into[at + i] = (into[at + i] as number) + units * (f[i] as number);
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
 * squares, `unit` what a trial adds. With X the covariates, S their
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
  const { at: base, means } = layout;
  const size = means.length;
  // Too few trials to fit β well (fewer than ten a coefficient: a partial result's first
  // moments): the plain mean.
  if (n < MIN_TRIALS_PER_CONTROL * (size + 1)) return { p, variance: plain / n };
  const at = rowAt(layout, row);
  const mean = new Float64Array(size);
  for (let i = 0; i < size; i++) mean[i] = (counts[base + i] ?? 0) / n;
  const a = new Float64Array(size * size);
  const b = new Float64Array(size);
  let t = base + size;
  for (let i = 0; i < size; i++)
    for (let j = i; j < size; j++, t++) {
      const v = (counts[t] ?? 0) / n - (mean[i] as number) * (mean[j] as number);
      a[i * size + j] = v;
      a[j * size + i] = v;
    }
  for (let i = 0; i < size; i++)
    b[i] = (counts[at + i] ?? 0) / (unit * n) - p * (mean[i] as number);
  const { x: beta, used } = solveCovariance(a, Float64Array.from(b), size);
  if (used === 0) return { p, variance: plain / n };
  let estimate = p;
  let explained = 0;
  for (let i = 0; i < size; i++) {
    estimate -= (beta[i] as number) * ((mean[i] as number) - (means[i] as number));
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
