import { controlLayout, type ControlLayout } from './tail-controls.ts';
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

/** A compiled attack: what both executors run. */
export interface Program {
  readonly init: Int32Array;
  readonly steps: readonly Step[];
  readonly observables: readonly Observable[];
  readonly derived: readonly Derived[];
  /** Slots only added to until some step: the exact executor merges over them (inert-frontier.ts). */
  readonly inert?: InertWindow;
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
  /**
   * Monte Carlo samples the steps before `from` and adds, for each trial, the exact
   * distribution of the rest (conditional Monte Carlo: the same mean, a smaller spread).
   */
  readonly averaged?: AveragedTail;
}

/**
 * Where a program's Monte Carlo trials stop sampling and average the rest exactly. The steps
 * [from, until) are enumerated once per `key` of the state at `from`: they must read only what
 * the key fixes and write only slots whose end values it fixes. The steps from `until` on are
 * deterministic and run for each outcome. Every chance of [from, until) is a whole number of
 * 1/`unit`, so each trial adds `unit` in whole numbers to each observable's histogram and the
 * sums stay exact in any order.
 */
export interface AveragedTail {
  readonly from: number;
  readonly until: number;
  readonly unit: number;
  readonly key: (s: Int32Array) => number;
  /** A part of the attack known exactly, left out of the trials (null: none). */
  readonly known: KnownPart | null;
  /** Slots with known means after a sampled step, for control variates (null: none). */
  readonly covariates: Covariates | null;
  /** Steps before `from` that the game averages itself (absent: none). */
  readonly spread?: Spread;
  /**
   * The game's own enumeration of the averaged steps (absent: the exact executor's): from a
   * state where they start, `emit` gets each state they end in with its chance in whole units
   * (of `unit` less a spread's `units`), the same as the steps would give.
   */
  readonly enumerate?: (s: Int32Array, emit: (end: Int32Array, whole: number) => void) => void;
}

/**
 * Steps the trials do not sample although the key cannot fix them (a side's decisions that
 * read the whole roll): the game enumerates them itself. The trials sample the steps before
 * `from`; `run` takes the trial's state there and calls `emit` with each state it leads to at
 * `until` (the enumerated steps' `from`) and that state's chance in whole units of `units`
 * (AveragedTail.unit counts both: it is `units` times the enumerated steps' own unit). `emit`
 * reads its state at once, so `run` may reuse one buffer.
 */
export interface Spread {
  readonly until: number;
  readonly units: number;
  readonly run: (s: Int32Array, emit: (s: Int32Array, weight: number) => void) => void;
}

/**
 * Slots whose values just after step `after` (one the trials sample) have known means over
 * the trials outside the known part — a roll's face counts: control variates of every trial
 * (tail-controls.ts).
 */
export interface Covariates {
  readonly after: number;
  readonly slots: readonly number[];
  readonly means: readonly number[];
}

/**
 * A part of the attack whose outcome is certain and whose chance is exact (post-stratification
 * with one stratum worked out): a trial whose state at `from` passes `test` adds nothing, and
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
  /** What one trial adds to each observable's buckets (see Program.averaged). */
  readonly unit: number;
  /**
   * Averaged programs only: where the sums of squares of each trial's P(first observable ≥ k),
   * k = 0..max, start (in units², each k two slots: the square's multiples of SQUARE_SPLIT and
   * its remainder, so the sums stay whole and exact in any order however large the unit); what
   * its margins need, as its trials are not 0/1. Else null (see `squareSum`).
   */
  readonly squares: number | null;
  /** The part left out of the trials (Program.averaged.known), or null. */
  readonly known: KnownPart | null;
  /**
   * Averaged programs with covariates only: where the control sums of the
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
  if (!program.averaged) {
    return { offsets, length, unit: 1, squares: null, known: null, controls: null };
  }
  const buckets = (program.observables[0]?.max ?? 0) + 1;
  const squares = length;
  length += 2 * buckets;
  const { unit, known, covariates } = program.averaged;
  const controls = covariates ? controlLayout(length, buckets, covariates.means) : null;
  if (controls) length += controls.length;
  return { offsets, length, unit, squares, known, controls };
}
