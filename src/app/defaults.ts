/** Trials of the Monte Carlo fallback when exact enumeration is too big (docs/scenario.md "The odds command"). */
export const AUTO_TRIALS = 1_000_000;
export const DEFAULT_SEED = 1;
export const MAX_TRIALS = 100_000_000;
