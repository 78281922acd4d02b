import {
  type HistogramLayout,
  type KnownPart,
  type MonteCarloStrategy,
  type Program,
  type TrialFinisher,
} from '../core/program.ts';
import { controlLayout } from '../core/tail-controls.ts';
import { TailAverager } from './tail-averager.ts';

/**
 * Where a program's Monte Carlo trials stop sampling and average the rest exactly (conditional
 * Monte Carlo: the same mean, a smaller spread). The steps [from, until) are enumerated once
 * per `key` of the state at `from`: they must read only what the key fixes and write only
 * slots whose end values it fixes. The steps from `until` on are deterministic and run for
 * each outcome. Every chance of [from, until) is a whole number of 1/`unit`, so each trial
 * adds `unit` in whole numbers to each observable's histogram and the sums stay exact in any
 * order.
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
 * (core/tail-controls.ts).
 */
export interface Covariates {
  readonly after: number;
  readonly slots: readonly number[];
  readonly means: readonly number[];
}

/**
 * The Monte Carlo strategy of an averaged rest: trials sample the steps before `tail.from`
 * and a TailAverager adds the rest's exact distribution. Beside the observables' buckets the
 * histogram keeps the squares of each trial's P(first observable ≥ k) (its trials are not
 * 0/1) and, with covariates, the control sums.
 */
export class AveragedMonteCarlo implements MonteCarloStrategy {
  readonly sampled: number;
  readonly captureAfter: number;

  constructor(readonly tail: AveragedTail) {
    this.sampled = tail.from;
    this.captureAfter = tail.covariates?.after ?? -1;
  }

  layout(program: Program, offsets: number[], length: number): HistogramLayout {
    const buckets = (program.observables[0]?.max ?? 0) + 1;
    const squares = length;
    let total = length + 2 * buckets;
    const { unit, known, covariates } = this.tail;
    const controls = covariates ? controlLayout(total, buckets, covariates.means) : null;
    if (controls) total += controls.length;
    return { offsets, length: total, unit, squares, known, controls };
  }

  finisher(program: Program): TrialFinisher {
    return new TailAverager(program, this.tail);
  }
}

/** The averaged rest of a program's Monte Carlo trials, if it has one. */
export function averagedTail(program: Program): AveragedTail | undefined {
  return program.monteCarlo instanceof AveragedMonteCarlo ? program.monteCarlo.tail : undefined;
}
