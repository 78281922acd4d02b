import type { ControlLayout } from './tail-controls.ts';
import type { Die } from './die.ts';
import type { InertWindow } from './inert-frontier.ts';
import type { Rng } from './rng.ts';

/** A deterministic operation on the count-state vector; shared by both executors. */
export type StateFn = (s: Int32Array) => void;

/** A rule step with no randomness. */
export interface DetStep {
  readonly kind: 'det';
  readonly name: string;
  readonly run: StateFn;
  /**
   * The step only rewrites the state into a canonical form (e.g. forgets which colour a kept
   * die was) so that the exact executor merges equal attacks; it never changes any outcome,
   * so the Monte Carlo executor skips it. It may rely on the steps before it (e.g. forget a
   * difference no later step reads); the exact executor runs it early only when it directly
   * follows a roll.
   */
  readonly canonical?: boolean;
}

/**
 * Roll the dice waiting in slot `pending` (a count) and add the results to the slots
 * `into + resultKind`; the pending count is cleared. Policies decide what is pending;
 * the executors only differ in how they resolve this step (branch or sample).
 */
export interface RollSpec {
  readonly die: Die;
  readonly pending: number;
  readonly into: number;
}

/** A rule step that rolls dice. */
export interface RollStep {
  readonly kind: 'roll';
  readonly name: string;
  readonly dice: readonly RollSpec[];
}

export type Step = DetStep | RollStep;

/** A quantity reported to the user: the value of one slot at the end of the attack. */
export interface Observable {
  readonly name: string;
  readonly slot: number;
  /** Largest value the slot can take; histograms have max + 1 buckets. */
  readonly max: number;
}

/** A quantity that is a function of an observable's final value (e.g. miniatures defeated). */
export interface Derived {
  readonly name: string;
  readonly from: string;
  readonly max: number;
  readonly map: (value: number) => number;
}

/** Steps at the start of a program that other programs share (Program.shared). */
export interface SharedPrefix {
  readonly key: string;
  readonly until: number;
}

/** A compiled attack: what both executors run. */
export interface Program {
  readonly init: Int32Array;
  readonly steps: readonly Step[];
  readonly observables: readonly Observable[];
  readonly derived: readonly Derived[];
  /** Slots only added to until some step: the exact executor merges over them (inert-frontier.ts). */
  readonly inert?: InertWindow;
  /**
   * The steps before `until` depend only on `key` (and `init`): programs with an equal key and
   * init reach the same exact frontier there, so runExact computes it once for them all and runs
   * only the steps from `until` on for each (e.g. an attacker's dice and rerolls, shared by every
   * defender). `until` is a frontier boundary (exact.ts frontierBoundary).
   */
  readonly shared?: SharedPrefix;
  /**
   * A game's own exact enumeration of these steps (the same PMFs as the generic executor, by a
   * cheaper route for this program's shape); runExact uses it when present.
   */
  readonly exact?: () => Float64Array[];
  /**
   * A program that is not one fixed list of steps (an attack sequence: each attack's program
   * depends on the state the earlier ones left) brings its own Monte Carlo executor beside its
   * own `exact`: it adds `trials` seeded trials to the flat histogram `into` (layout from
   * `histogramLayout`); `steps` is then empty. The executor checks it once per chunk.
   */
  readonly simulate?: (rng: Rng, trials: number, into: Float64Array) => void;
  /** How Monte Carlo trials end and what the histogram keeps (absent: plain counting). */
  readonly monteCarlo?: MonteCarloStrategy;
}

/**
 * A game's own way of ending a Monte Carlo trial and laying out its histogram. Without one,
 * a trial samples every step and adds 1 to each observable's bucket of its final value.
 */
export interface MonteCarloStrategy {
  /** Trials sample the steps [0, sampled); the finisher does the rest. */
  readonly sampled: number;
  /** A sampled step after which the finisher reads the trial's state (-1: none). */
  readonly captureAfter: number;
  /** The flat histogram's layout, given the observables' buckets (`offsets`, `length`). */
  layout(program: Program, offsets: number[], length: number): HistogramLayout;
  /** A fresh finisher for one trial loop (it may keep memos of its own). */
  finisher(program: Program): TrialFinisher;
}

/** Ends each trial of a MonteCarloStrategy: what its state adds to the histogram. */
export interface TrialFinisher {
  /** Reads the trial's state just after step `captureAfter`. */
  capture(s: Int32Array): void;
  /** Adds the trial, in its state after the sampled steps, to the histogram `into`. */
  finish(s: Int32Array, into: Float64Array): void;
}

/**
 * A part of the attack whose outcome is certain and whose chance is exact (post-stratification
 * with one stratum worked out): a trial whose sampled state passes `test` adds nothing, and
 * the report gives `chance` of these observable values beside the other trials' distribution
 * (for those, 1 − chance). Imperial Assault: a dodge on the first roll always misses.
 */
export interface KnownPart {
  readonly chance: number;
  readonly test: (s: Int32Array) => boolean;
  /** Each observable's value in it, in `observables` order. */
  readonly values: readonly number[];
}

/** A flat histogram's layout: where each observable's buckets start, and what trials add. */
export interface HistogramLayout {
  readonly offsets: number[];
  readonly length: number;
  /** What one trial adds to each observable's buckets (1 unless a strategy says otherwise). */
  readonly unit: number;
  /**
   * Trials that are not 0/1 only: where the sums of squares of each trial's P(first observable ≥ k),
   * k = 0..max, start (in units², each k two slots: the square's multiples of SQUARE_SPLIT and
   * its remainder, so the sums stay whole and exact in any order however large the unit); what
   * its margins need, as its trials are not 0/1. Else null (see `squareSum`).
   */
  readonly squares: number | null;
  /** The part left out of the trials and known exactly, or null. */
  readonly known: KnownPart | null;
  /**
   * Trials with covariates only: where the control sums of the
   * P(first observable ≥ k) are kept (tail-controls.ts). Else null.
   */
  readonly controls: ControlLayout | null;
}

/** Where a trial's square (in units²) is split in HistogramLayout.squares. */
export const SQUARE_SPLIT = 2 ** 21;

/** Adds a trial's P(≥ k)², `tail` units of P(≥ k), to the squares at `at` (HistogramLayout). */
export function addSquare(into: Float64Array, at: number, tail: number): void {
  const square = tail * tail;
  const high = Math.floor(square / SQUARE_SPLIT);
  into[at] = (into[at] as number) + high;
  into[at + 1] = (into[at + 1] as number) + (square - high * SQUARE_SPLIT);
}

/** The sum of the trials' P(≥ k)² in units² from the squares at `at` (HistogramLayout). */
export function squareSum(counts: ArrayLike<number>, at: number): number {
  return (counts[at] ?? 0) * SQUARE_SPLIT + (counts[at + 1] ?? 0);
}

/** Offsets of each observable's buckets in a flat histogram, and its total length. */
export function histogramLayout(program: Program): HistogramLayout {
  const offsets: number[] = [];
  let length = 0;
  for (const o of program.observables) {
    offsets.push(length);
    length += o.max + 1;
  }
  if (program.monteCarlo) return program.monteCarlo.layout(program, offsets, length);
  return { offsets, length, unit: 1, squares: null, known: null, controls: null };
}
