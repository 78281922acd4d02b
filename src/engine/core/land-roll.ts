import type { DetStep, RollSpec } from './program.ts';

/**
 * One branch of a roll in the exact executor: `out` becomes `from` with the outcome's result
 * counts added to the roll's slots, then the deterministic steps after the roll run on it.
 * (`from` already has its pending dice cleared.)
 */
export function landRoll(
  out: Int32Array,
  from: Int32Array,
  spec: RollSpec,
  counts: Int32Array,
  after: readonly DetStep[],
): void {
  out.set(from);
  for (let k = 0; k < counts.length; k++)
    out[spec.into + k] = (out[spec.into + k] as number) + (counts[k] as number);
  runSteps(after, out);
}

/** Runs deterministic steps in order on a state. */
export function runSteps(dets: readonly DetStep[], s: Int32Array): void {
  for (let i = 0; i < dets.length; i++) (dets[i] as DetStep).run(s);
}
