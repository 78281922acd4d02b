import { FrontierMemo } from './frontier-memo.ts';
import { rollOutcomes } from './multinomial.ts';
import type { DetStep, Program, RollSpec, SharedPrefix, Step } from './program.ts';
import { InertFrontier } from './inert-frontier.ts';
import { landRoll, runSteps } from './land-roll.ts';
import { StateSet } from './state-set.ts';

interface Segment {
  readonly roll: readonly RollSpec[];
  readonly after: readonly DetStep[];
}

/**
 * Splits steps into segments: an optional roll, then the deterministic steps after it. A new
 * segment also starts at step index `cut` (where an inert window ends).
 */
function segments(steps: readonly Step[], from: number, to: number): Segment[] {
  const out: { roll: RollSpec[]; after: DetStep[] }[] = [{ roll: [], after: [] }];
  for (let i = from; i < to; i++) {
    const step = steps[i] as Step;
    if (step.kind === 'roll') out.push({ roll: [...step.dice], after: [] });
    else out[out.length - 1]?.after.push(step);
  }
  return out;
}

/** Runs segments on a frontier: `roll` resolves each segment's roll, then its steps. */
function runSegments<F>(
  frontier: F,
  segs: readonly Segment[],
  roll: (f: F, specs: readonly RollSpec[], after: readonly DetStep[]) => F,
): F {
  let f = frontier;
  for (const seg of segs) f = roll(f, seg.roll, seg.after);
  return f;
}

/** The frontier a branching writes into, given the one it reads: empty. */
type NextFrontier = (from: StateSet) => StateSet;

const freshFrontier: NextFrontier = (from) => new StateSet(from.width, Math.max(64, from.size));

/**
 * One roll on the full frontier, colour by colour: the canonical steps right after the roll
 * never change an outcome, so they also run between the colours, merging states before the next
 * colour multiplies them. (Only those right after it: a canonical step further on may rely on
 * the steps before it, e.g. forget a difference no later step reads.)
 */
function rollByColour(
  states: StateSet,
  specs: readonly RollSpec[],
  after: readonly DetStep[],
  nextFrontier: NextFrontier = freshFrontier,
): StateSet {
  const branch = (f: StateSet, spec: RollSpec | null, dets: readonly DetStep[]): StateSet =>
    branchInto(f, spec, dets, nextFrontier(f));
  if (specs.length === 0) return branch(states, null, after);
  const plain = after.findIndex((d) => d.canonical !== true);
  const canon = plain === -1 ? after : after.slice(0, plain);
  let f = states;
  specs.forEach((spec, i) => {
    const last = i === specs.length - 1;
    if (!f.any((s) => s[spec.pending] !== 0)) {
      if (last) f = branch(f, null, after);
      return;
    }
    f = branch(f, spec, last ? after : canon);
  });
  return f;
}

/**
 * Branches every state over the outcomes of one roll, runs `after` on each, and merges them
 * into `next` (empty).
 */
function branchInto(
  states: StateSet,
  spec: RollSpec | null,
  after: readonly DetStep[],
  next: StateSet,
): StateSet {
  const width = states.width;
  const from = new Int32Array(width);
  const scratch = new Int32Array(width);
  for (let i = 0; i < states.size; i++) {
    const p = states.read(i, from);
    const n = spec === null ? 0 : (from[spec.pending] as number);
    if (spec === null || n === 0) {
      runSteps(after, from);
      next.add(from, p);
      continue;
    }
    from[spec.pending] = 0;
    const outcomes = rollOutcomes(spec.die, n);
    for (let j = 0; j < outcomes.length; j++) {
      const o = outcomes[j] as (typeof outcomes)[number];
      landRoll(scratch, from, spec, o.counts, after);
      next.add(scratch, p * o.p);
    }
  }
  return next;
}

/**
 * Exact executor's frontier at the end of the attack: every final state with its probability.
 * Rolls branch into their multinomial outcomes; the deterministic steps that follow run on each
 * branch before equal states merge (ARCHITECTURE.md "The two executors").
 */
export function exactFinalStates(program: Program): StateSet {
  const steps = program.steps;
  const cut = program.inert?.until ?? 0;
  let states: StateSet;
  if (program.inert && cut > 0) {
    // Up to `cut`, states that differ only in the inert slots merge (inert-frontier.ts).
    const inert = runSegments(
      InertFrontier.from(program.inert, program.init),
      segments(steps, 0, cut),
      (f, specs, after) => f.branch(specs, after),
    );
    states = inert.expand();
  } else {
    states = new StateSet(program.init.length);
    states.add(program.init, 1);
  }
  return runSegments(states, segments(steps, cut, steps.length), rollByColour);
}

/**
 * The largest step index at most `limit` where exactFinalStates holds the whole frontier as one
 * StateSet (0 if none but the start): where the inert window ends, or a roll after it. Stopping
 * there and going on later runs exactly the same sums in the same order, so a frontier kept
 * there gives the same answer to the last bit.
 */
export function frontierBoundary(program: Pick<Program, 'steps' | 'inert'>, limit: number): number {
  const cut = program.inert?.until ?? 0;
  if (limit < cut) return 0;
  for (let i = Math.min(limit, program.steps.length - 1); i > cut; i--)
    if (program.steps[i]?.kind === 'roll') return i;
  return cut;
}

/** The exact frontier before step `at`, a frontierBoundary (what exactFinalStates holds there). */
export function exactFrontierAt(program: Program, at: number): StateSet {
  const cut = program.inert?.until ?? 0;
  if (at !== frontierBoundary(program, at)) throw new Error(`step ${at} is no frontier boundary`);
  if (program.inert && cut > 0 && at >= cut) {
    const inert = runSegments(
      InertFrontier.from(program.inert, program.init),
      segments(program.steps, 0, cut),
      (f, specs, after) => f.branch(specs, after),
    );
    return runSegments(inert.expand(), segments(program.steps, cut, at), rollByColour);
  }
  const states = new StateSet(program.init.length);
  states.add(program.init, 1);
  return runSegments(states, segments(program.steps, 0, at), rollByColour);
}

/** The final frontier from `states`, the frontier before step `at` (left unchanged). */
export function exactFinalStatesFrom(program: Program, states: StateSet, at: number): StateSet {
  return runSegments(states, segments(program.steps, at, program.steps.length), rollByColour);
}

/**
 * Shared prefixes' frontiers (Program.shared) by key and start state: 2 M state slots at most
 * (8 MB of states; with their probabilities and hash tables, which a set sizes up to twice its
 * states, some 30 MB at worst in a long-lived worker), the least recently used going first. A
 * grid's row needs a few of them, of thousands of slots each.
 */
const SHARED_FRONTIERS = new FrontierMemo(2 ** 21);

/** Forgets every shared frontier (tests compare runs with and without them). */
export function clearSharedFrontiers(): void {
  SHARED_FRONTIERS.clear();
}

/** exactFinalStates, the shared prefix's frontier computed once per key and start state. */
function sharedFinalStates(program: Program, shared: SharedPrefix): StateSet {
  const key = `${shared.until}|${program.init.join(',')}|${shared.key}`;
  let frontier = SHARED_FRONTIERS.get(key);
  if (!frontier) {
    frontier = exactFrontierAt(program, shared.until);
    SHARED_FRONTIERS.set(key, frontier);
  }
  return exactFinalStatesFrom(program, frontier, shared.until);
}

/**
 * The exact executor's frontier over steps [from, to) from one state (what an averaged Monte
 * Carlo trial adds: Imperial Assault's AveragedTail). `nextFrontier` gives the start (from
 * null) and each branching an empty frontier: a caller doing this often passes two sets in turn instead of new ones.
 */
export function frontierFrom(
  steps: readonly Step[],
  from: number,
  to: number,
  state: Int32Array,
  nextFrontier: (from: StateSet | null) => StateSet = (f) =>
    f ? freshFrontier(f) : new StateSet(state.length),
): StateSet {
  const start = nextFrontier(null);
  start.add(state, 1);
  return runSegments(start, segments(steps, from, to), (f, specs, after) =>
    rollByColour(f, specs, after, nextFrontier),
  );
}

/** Exact executor: one exact PMF per observable (a program with its own `exact` runs that). */
export function runExact(program: Program): Float64Array[] {
  if (program.exact) return program.exact();
  const pmfs = program.observables.map((o) => new Float64Array(o.max + 1));
  const final = program.shared
    ? sharedFinalStates(program, program.shared)
    : exactFinalStates(program);
  for (const [s, p] of final.entries()) {
    program.observables.forEach((o, k) => {
      const pmf = pmfs[k];
      if (pmf) pmf[s[o.slot] as number] = (pmf[s[o.slot] as number] as number) + p;
    });
  }
  return pmfs;
}

/**
 * The joint distribution of some slots at the end of the attack (not only their marginals):
 * each distinct tuple of their final values, flattened `slots.length` at a time, and its
 * probability.
 */
export function runExactJoint(
  program: Program,
  slots: readonly number[],
): { values: Int32Array; probs: Float64Array } {
  const joint = new StateSet(slots.length);
  const tuple = new Int32Array(slots.length);
  for (const [s, p] of exactFinalStates(program).entries()) {
    slots.forEach((slot, i) => (tuple[i] = s[slot] as number));
    joint.add(tuple, p);
  }
  const values = new Int32Array(joint.size * slots.length);
  const probs = new Float64Array(joint.size);
  for (let i = 0; i < joint.size; i++) {
    probs[i] = joint.read(i, tuple);
    values.set(tuple, i * slots.length);
  }
  return { values, probs };
}
