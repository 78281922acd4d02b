import { simulateInto, type Program, type rngFromState } from '../src/engine/index.ts';

type Rng = ReturnType<typeof rngFromState>;

/** A worker's measured speed on one program (trials per ms; 0 until a slice was long enough). */
export interface Pace {
  trialsPerMs: number;
}

/** A slice shorter than this says little about the speed (timer resolution, JIT warm-up). */
const MEASURABLE_MS = 1;

/**
 * Runs up to `trials` trials of a chunk from `rng` into `into`, in slices, and stops once about
 * `budgetMs` have passed: the caller gets its progress back at least that often however slow
 * the scenario, and sends the rest of the chunk (from `rng`'s state, which the slices advanced)
 * as another task. The generator is used exactly as one `simulateInto` over all the trials
 * would use it, so the counts do not depend on where the slices fall. Slices grow from one
 * trial until they can be timed, then fill the time left; a fast chunk is one slice. Returns
 * the trials run (at least one).
 */
export function runForBudget(
  program: Program,
  rng: Rng,
  trials: number,
  budgetMs: number,
  into: Float64Array,
  pace: Pace,
  now: () => number = () => performance.now(),
): number {
  const start = now();
  let done = 0;
  let slice = pace.trialsPerMs > 0 ? Math.max(1, Math.floor(pace.trialsPerMs * budgetMs)) : 1;
  while (done < trials) {
    const n = Math.min(slice, trials - done);
    const t0 = now();
    simulateInto(program, rng, n, into);
    const t1 = now();
    done += n;
    if (t1 - t0 >= MEASURABLE_MS) pace.trialsPerMs = n / (t1 - t0);
    const left = budgetMs - (t1 - start);
    if (left <= 0) break;
    slice = pace.trialsPerMs > 0 ? Math.max(1, Math.floor(pace.trialsPerMs * left)) : n * 2;
  }
  return done;
}
