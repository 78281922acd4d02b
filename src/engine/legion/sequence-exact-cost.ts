import { D_GUARDIAN, D_SUPPRESSION, D_WOUNDS, type SequencePlan } from './carry.ts';
import { legionExactFeasible, legionExactSeconds } from './exact-feasible.ts';
import { entryBytes } from './sequence-exact.ts';
import { sequenceQuantities } from './sequence-report.ts';

/** What exact enumeration of a whole sequence costs (`sequenceExactCost`). */
export interface SequenceExactCost {
  /** Rough seconds on a 2-core machine. */
  readonly seconds: number;
  /** Rough bytes its carried states hold at their largest (two attacks' worth at once). */
  readonly bytes: number;
  /** Carried states before its last attack, as estimated. */
  readonly states: number;
  /** Carried states before each attack, as estimated. */
  readonly statesBefore: readonly number[];
  /** Whether every attack alone is quick (legionExactFeasible). */
  readonly attacksFeasible: boolean;
}

/**
 * Microseconds of `sequenceExact` per (state, outcome) pair, and per bucket of the running
 * totals it shifts (fitted to the bundled CLI on this machine: 20-attack and 5-attack
 * sequences of 17 dice against a unit with two guardians, within a factor of about 3; the
 * state count below overestimates, the fit absorbs it).
 */
const PAIR_US = 0.15;
const BUCKET_US = 0.002;

/**
 * Lattice points (w, g₁…gₘ) with 0 ≤ gᵢ ≤ caps[i], 0 ≤ w ≤ wCap and w + Σg ≤ total: the
 * (wounds, guardians' wounds) an attack or a run of attacks can leave, when every hit lands
 * on one of them.
 */
function lattice(total: number, caps: readonly number[], wCap: number): number {
  // Ways to give the guardians s wounds in all, s = 0 … Σcaps.
  let ways = [1];
  for (const cap of caps) {
    const next = new Array<number>(ways.length + cap).fill(0);
    ways.forEach((n, s) => {
      for (let g = 0; g <= cap; g++) next[s + g] = (next[s + g] as number) + n;
    });
    ways = next;
  }
  let count = 0;
  ways.forEach((n, s) => {
    if (s <= total) count += n * (Math.min(wCap, total - s) + 1);
  });
  return count;
}

/**
 * The cost of enumerating a whole sequence exactly (sequence-exact.ts), from each attack's
 * largest results (`SequencePlan.deltaBounds`), without running any attack:
 * - the carried states before attack k: the (wounds, guardians' wounds) lattice the attacks
 *   before it reach (capped at the unit's and each guardian's health), doubled for the
 *   suppression and tokens that ride along (measured: 1.3–1.9×), or, for a defender whose
 *   wounds and guardians carry little, suppression × token counts;
 * - each attack's outcomes: the same lattice for the attack alone;
 * - the attack's programs, one per distinct tokens, cover and standing guardians, each an
 *   exact single attack (legionExactSeconds).
 * It grows with the repeats and the carried state, as the enumeration does.
 */
export function sequenceExactCost(plan: SequencePlan): SequenceExactCost {
  const seq = plan.seq;
  const d = seq.defender;
  // Nimble gives back a Dodge token, so its count can stay one above where it started.
  const dodges = d.tokens.dodge + (d.keywords.nimble ? 2 : 1);
  const tokenCombos = dodges * (d.tokens.surge + 1) * (d.tokens.shield + 1);
  const bounds = plan.deltaBounds();
  const totals = sequenceQuantities(plan).filter((q) => q.delta !== undefined);
  const wCap = plan.unitHealth ?? 0;
  const zero = new Int32Array(plan.deltaWidth);
  const guardianCaps = (b: Int32Array, capped: boolean) =>
    seq.guardians.map((_, i) =>
      Math.min(b[D_GUARDIAN + i] as number, capped ? (plan.guardianHealth[i] as number) : Infinity),
    );
  const count = (b: Int32Array, capped: boolean): number =>
    Math.max(
      2 * lattice(b[D_WOUNDS] as number, guardianCaps(b, capped), capped ? wCap : Infinity),
      ((b[D_SUPPRESSION] as number) + 1) * tokenCombos,
    );
  // Guardians that can fall within the sequence double the programs (a standing-guardian mask).
  const last = bounds[bounds.length - 1] ?? zero;
  const falling = seq.guardians.filter(
    (_, i) => (last[D_GUARDIAN + i] as number) >= (plan.guardianHealth[i] as number),
  ).length;
  const programs = tokenCombos * 2 ** falling * Math.min(3, (last[D_SUPPRESSION] as number) + 1);
  // Programs are run as carried states reach them: never more than the states met.
  const statesMet = new Map<number, number>();
  let seconds = 0;
  let bytes = 0;
  let states = 1;
  const statesBefore: number[] = [];
  let attacksFeasible = true;
  plan.steps.forEach((step, k) => {
    const before = k === 0 ? zero : (bounds[k - 1] as Int32Array);
    const after = bounds[k] as Int32Array;
    const own = after.map((v, i) => v - (before[i] as number));
    states = k === 0 ? 1 : count(before, true);
    statesBefore.push(states);
    const outcomes = count(own, false);
    const buckets = totals.reduce((n, q) => n + (q.max[k] as number) + 1, 0);
    seconds += (states * outcomes * (PAIR_US + BUCKET_US * buckets)) / 1e6;
    statesMet.set(step.entry, (statesMet.get(step.entry) ?? 0) + states);
    const held = states + count(after, true);
    bytes = Math.max(bytes, held * entryBytes(totals.length, buckets));
  });
  // Each entry's repeats share its programs (an entry is one scenario).
  plan.steps.forEach((step, k) => {
    if (k > 0 && (plan.steps[k - 1] as (typeof plan.steps)[number]).entry === step.entry) return;
    attacksFeasible &&= legionExactFeasible(step.scenario);
    seconds +=
      Math.min(programs, statesMet.get(step.entry) ?? 1) * legionExactSeconds(step.scenario);
  });
  return { seconds, bytes, states, statesBefore, attacksFeasible };
}
