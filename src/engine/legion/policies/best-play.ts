import { rollOutcomes } from '../../core/multinomial.ts';
import type { DetStep, RollSpec, RollStep, Step } from '../../core/program.ts';
import { StateMemo } from '../../core/state-memo.ts';
import { landsInAttackSlots, mergeOutcomes, type MergedOutcome } from './merged-outcomes.ts';
import { forEachReroll } from './reroll-candidates.ts';
import { ATK, AIMS_SPENT, PENDING_ATK, STATE_SIZE } from '../state.ts';

/** One token's reroll decision: which token pays, how many dice it rerolls at most. */
export interface RerollDecision {
  readonly slot: number;
  readonly dice: number;
  readonly isAim: boolean;
  /** Tokens of this kind kept back for later (Lethal "pierce-first"). */
  readonly reserve: number;
}

/** A choice at a decision: dice to reroll per attack slot (colour × result); null keeps them. */
export type Reroll = Int32Array | null;

/**
 * A decision other than the attacker's rerolls (best-play-choices.ts): options numbered from
 * 0, option 0 doing nothing. The attacker's options maximise the objective, the defender's
 * minimise it; ties go to the lowest number.
 */
export interface Choice {
  readonly side: 'attacker' | 'defender';
  /** How many options state `s` offers (1: nothing to decide). */
  readonly count: (s: Int32Array) => number;
  /** Plays option k (> 0) on `s`. */
  readonly play: (s: Int32Array, k: number) => void;
}

/** Values closer than this are equal: ties go to rerolling fewer dice (keeping first). */
const TIE = 1e-12;

/**
 * Best play for the attacker's rerolls, exactly: expectimax over the count state (the faces
 * per colour and the tokens left), memoised by step and state. A state's value is the
 * expectation of `value` (the goal's value of the attack's final state: of its wounds alone, or
 * in a sequence of what the attack leaves carried) when every later decision is played best,
 * worked out backwards through the program's own steps (remembered at each roll, where states
 * merge). Both executors call the same memoised decisions, so the exact
 * distribution and every Monte Carlo trial follow one decision table.
 *
 * The recursion allocates nothing per call: states are remembered in StateMemo tables (one
 * per step, found by hash, no string keys) and worked on in scratch buffers taken from a stack.
 */
export class BestPlay {
  private steps: readonly Step[] = [];
  /** Rolls in [blindFrom, blindTo) may forget the colour of the dice kept (bind). */
  private blindFrom = 0;
  private blindTo = 0;
  private readonly at = new Map<DetStep, number>();
  private readonly kinds = new Map<DetStep, RerollDecision>();
  private readonly forgetSteps: DetStep[] = [];
  /** The forget steps in the blind window: only they forget. */
  private readonly forgetAt = new Set<DetStep>();
  /** Per step index: the value of the state before that roll step. */
  private memos: StateMemo[] = [];
  /** Per decision step index: the states met there and the choice made in each. */
  private choiceMemos: StateMemo[] = [];
  private choiceLists: Reroll[][] = [];
  /** Per roll step in the blind window: its outcomes with colours merged, by dice pending. */
  private merged: Map<number, MergedOutcome[]>[] = [];
  /**
   * Before the roll at `blindFrom` the state is its rest (every slot but the first colour's
   * results and the dice pending) and a few counts: one table per rest, keyed by those counts
   * (`blindKey`), so the rerolls of one decision share a rest found once.
   */
  private rests = new StateMemo(STATE_SIZE);
  private restTables: Map<number, number>[] = [];
  private blindRollOk = false;
  /** Where each other decision sits, and the option taken per state met there. */
  private readonly choiceAt = new Map<DetStep, number>();
  private optionMemos: StateMemo[] = [];
  /** Scratch states, one per recursion level in use (`top`). */
  private readonly stack: Int32Array[] = [];
  private top = 0;

  /** `value` reads the final state and must not keep or change it. */
  constructor(private readonly value: (final: Int32Array) => number) {}

  /** A decision step: it spends the token and moves the chosen dice to be rerolled. */
  decisionStep(name: string, d: RerollDecision): DetStep {
    const step: DetStep = {
      kind: 'det',
      name,
      run: (s) => {
        const i = this.at.get(step);
        if (i === undefined || (s[d.slot] as number) <= d.reserve) return;
        apply(s, this.choose(i, s, d), d);
      },
    };
    this.at.set(step, -1);
    this.kinds.set(step, d);
    return step;
  }

  /** A step where `c.side` picks one of `c`'s options, best for its side. */
  choiceStep(name: string, c: Choice): DetStep {
    const step: DetStep = {
      kind: 'det',
      name,
      run: (s) => {
        const i = this.choiceAt.get(step);
        if (i === undefined) return;
        const k = this.option(i, s, c);
        if (k > 0) c.play(s, k);
      },
    };
    this.choiceAt.set(step, -1);
    return step;
  }

  /**
   * A canonical step for right after a decision or its reroll: from the last decision on, it
   * forgets which colour each die showing a result is (no later step reads it; the roll reads
   * only the dice pending per colour), so the exact executor's frontier merges alike attacks.
   * Before that it does nothing.
   */
  forgetStep(): DetStep {
    const step: DetStep = {
      kind: 'det',
      name: 'forget colours after the last reroll',
      canonical: true,
      run: (s) => {
        if (this.forgetAt.has(step)) forgetColours(s);
      },
    };
    this.forgetSteps.push(step);
    return step;
  }

  /**
   * Called once the program's steps are final: where each decision sits. `colourBlindAt`: the
   * step from which no step reads which colour a die showing a result is (the colours
   * collapse); between the last decision and it, the kept dice's colours are forgotten before
   * a roll is remembered, and the rolled dice's as they land, so rerolls that keep alike
   * results merge.
   */
  bind(steps: readonly Step[], colourBlindAt: number): void {
    this.steps = steps;
    let last = -1;
    for (const step of this.at.keys()) {
      const i = steps.indexOf(step);
      this.at.set(step, i);
      last = Math.max(last, i);
    }
    for (const step of this.choiceAt.keys()) this.choiceAt.set(step, steps.indexOf(step));
    // No reroll decision: no window in which colours are forgotten.
    this.blindFrom = last + 1;
    this.blindTo = last < 0 ? 0 : colourBlindAt;
    this.forgetAt.clear();
    for (const step of this.forgetSteps) {
      const i = steps.indexOf(step);
      if (i >= last && i < colourBlindAt) this.forgetAt.add(step);
    }
    this.memos = [];
    this.optionMemos = [];
    this.choiceMemos = [];
    this.choiceLists = [];
    this.merged = [];
    this.rests = new StateMemo(STATE_SIZE);
    this.restTables = [];
    const roll = steps[this.blindFrom];
    this.blindRollOk =
      this.blindFrom < this.blindTo && roll?.kind === 'roll' && landsInAttackSlots(roll.dice);
  }

  /**
   * The value of state `s` before step `i`, playing best from there: the deterministic steps
   * run in turn, a roll averages over its outcomes, and values are remembered at each roll by
   * its state (states merge there as the exact executor's frontier does).
   */
  valueFrom(i: number, s: Int32Array): number {
    const t = this.take();
    t.set(s);
    let at = i;
    while (at < this.steps.length && this.steps[at]?.kind === 'det') {
      (this.steps[at] as DetStep).run(t);
      at++;
    }
    let v: number;
    if (at === this.steps.length) v = this.value(t);
    else if (at === this.blindFrom && this.blindRollOk) {
      forgetColours(t);
      v = this.blindValue(this.restTable(t), t);
    } else {
      v = this.valueAt(at, t);
    }
    this.top--;
    return v;
  }

  /** The value of `t` before the roll at step `at`, remembered by state (`t` may change). */
  private valueAt(at: number, t: Int32Array): number {
    const blind = at >= this.blindFrom && at < this.blindTo;
    if (blind) forgetColours(t);
    const memo = (this.memos[at] ??= new StateMemo(STATE_SIZE));
    const k = memo.indexOf(t);
    let v = memo.get(k);
    if (v !== v) {
      const specs = (this.steps[at] as RollStep).dice;
      v =
        blind && landsInAttackSlots(specs)
          ? this.blindRoll(at, specs, t)
          : this.rollValue(at, specs, 0, t);
      memo.set(k, v);
    }
    return v;
  }

  /** The decisions in the order the program meets them: their step index and token. */
  decisions(): { readonly index: number; readonly decision: RerollDecision }[] {
    return [...this.kinds]
      .map(([step, decision]) => ({ index: this.at.get(step) ?? -1, decision }))
      .sort((a, b) => a.index - b.index);
  }

  /** The value after the choice `r` at decision `i` (null: not spending the token now). */
  valueOf(i: number, s: Int32Array, r: Reroll, d: RerollDecision): number {
    return r === null ? this.valueFrom(i + 1, s) : this.after(i, s, r, d);
  }

  /** The option `c.side` takes in state `s` at step i, remembered per state. */
  private option(i: number, s: Int32Array, c: Choice): number {
    const n = c.count(s);
    if (n <= 1) return 0;
    const memo = (this.optionMemos[i] ??= new StateMemo(STATE_SIZE));
    const at = memo.indexOf(s);
    const known = memo.get(at);
    if (known === known) return known;
    const sign = c.side === 'attacker' ? 1 : -1;
    let best = 0;
    let bestValue = sign * this.valueFrom(i + 1, s);
    const t = this.take();
    for (let k = 1; k < n; k++) {
      t.set(s);
      c.play(t, k);
      const v = sign * this.valueFrom(i + 1, t);
      if (v > bestValue + TIE) {
        best = k;
        bestValue = v;
      }
    }
    this.top--;
    memo.set(at, best);
    return best;
  }

  private take(): Int32Array {
    let b = this.stack[this.top];
    if (b === undefined) {
      b = new Int32Array(STATE_SIZE);
      this.stack.push(b);
    }
    this.top++;
    return b;
  }

  private choose(i: number, s: Int32Array, d: RerollDecision): Reroll {
    const memo = (this.choiceMemos[i] ??= new StateMemo(STATE_SIZE));
    const k = memo.indexOf(s);
    const list = (this.choiceLists[i] ??= []);
    const known = list[k];
    if (known !== undefined) return known;
    let best: Reroll = null;
    let bestValue = this.valueFrom(i + 1, s);
    const blind = i + 1 === this.blindFrom && this.blindRollOk;
    const t = this.take();
    let table: Map<number, number> | null = null;
    forEachReroll(s, d.dice, true, (r) => {
      let v: number;
      if (blind) {
        // Every reroll spends the same token: the rest is the same, found once.
        t.set(s);
        apply(t, r, d);
        forgetColours(t);
        table ??= this.restTable(t);
        v = this.blindValue(table, t);
      } else v = this.after(i, s, r, d);
      if (v > bestValue + TIE) {
        best = r.slice();
        bestValue = v;
      }
    });
    this.top--;
    list[k] = best;
    return best;
  }

  /** The table of values before the blind roll for the rest of state `s`. */
  private restTable(s: Int32Array): Map<number, number> {
    const r = this.take();
    r.set(s);
    for (let k = ATK; k < ATK + 4; k++) r[k] = 0;
    for (let c = 0; c < 3; c++) r[PENDING_ATK + c] = 0;
    const i = this.rests.indexOf(r);
    this.top--;
    let table = this.restTables[i];
    if (table === undefined) {
      table = new Map();
      this.restTables[i] = table;
    }
    return table;
  }

  /**
   * The value of `s` (colours forgotten) before the roll at `blindFrom`, remembered in the
   * table of its rest. With nothing pending it is the value after the roll: the roll's
   * outcomes are looked up in the same table.
   */
  private blindValue(table: Map<number, number>, s: Int32Array): number {
    const key = blindKey(s);
    if (key < 0) return this.valueAt(this.blindFrom, s);
    const known = table.get(key);
    if (known !== undefined) return known;
    let v: number;
    if (s[PENDING_ATK] === 0 && s[PENDING_ATK + 1] === 0 && s[PENDING_ATK + 2] === 0)
      v = this.valueFrom(this.blindFrom + 1, s);
    else {
      const specs = (this.steps[this.blindFrom] as RollStep).dice;
      const outcomes = this.mergedOutcomes(this.blindFrom, specs, s);
      const t = this.take();
      v = 0;
      for (const o of outcomes) {
        t.set(s);
        for (let c = 0; c < 3; c++) t[PENDING_ATK + c] = 0;
        for (let k = 0; k < 4; k++) t[ATK + k] = (t[ATK + k] as number) + (o.counts[k] as number);
        v += o.p * this.blindValue(table, t);
      }
      this.top--;
    }
    table.set(key, v);
    return v;
  }

  private after(i: number, s: Int32Array, r: Int32Array, d: RerollDecision): number {
    const t = this.take();
    t.set(s);
    apply(t, r, d);
    const v = this.valueFrom(i + 1, t);
    this.top--;
    return v;
  }

  private rollValue(i: number, specs: readonly RollSpec[], j: number, s: Int32Array): number {
    const spec = specs[j];
    if (!spec) return this.valueFrom(i + 1, s);
    const n = s[spec.pending] as number;
    if (n === 0) return this.rollValue(i, specs, j + 1, s);
    const t = this.take();
    let v = 0;
    for (const o of rollOutcomes(spec.die, n)) {
      t.set(s);
      t[spec.pending] = 0;
      for (let k = 0; k < o.counts.length; k++)
        t[spec.into + k] = (t[spec.into + k] as number) + (o.counts[k] as number);
      v += o.p * this.rollValue(i, specs, j + 1, t);
    }
    this.top--;
    return v;
  }

  /** The merged outcomes of the roll at step i for the dice pending in `s` (cached). */
  private mergedOutcomes(i: number, specs: readonly RollSpec[], s: Int32Array): MergedOutcome[] {
    let key = 0;
    for (const spec of specs) key = key * 256 + (s[spec.pending] as number);
    const cache = (this.merged[i] ??= new Map());
    let outcomes = cache.get(key);
    if (outcomes === undefined) {
      outcomes = mergeOutcomes(specs, s);
      cache.set(key, outcomes);
    }
    return outcomes;
  }

  /**
   * A roll in the blind window: the dice land in the first colour's slots (no later step reads
   * their colour), so the outcomes of all colours merge into one list of result counts.
   */
  private blindRoll(i: number, specs: readonly RollSpec[], s: Int32Array): number {
    const outcomes = this.mergedOutcomes(i, specs, s);
    const t = this.take();
    let v = 0;
    for (const o of outcomes) {
      t.set(s);
      for (const spec of specs) t[spec.pending] = 0;
      for (let k = 0; k < 4; k++) t[ATK + k] = (t[ATK + k] as number) + (o.counts[k] as number);
      v += o.p * this.valueFrom(i + 1, t);
    }
    this.top--;
    return v;
  }
}

/**
 * The counts that tell apart states of one rest before the blind roll: the first colour's
 * results and the dice pending per colour, 6 bits each (an exact double); -1 past 63.
 */
function blindKey(s: Int32Array): number {
  let key = 0;
  for (const slot of BLIND_SLOTS) {
    const n = s[slot] as number;
    if (n > 63) return -1;
    key = key * 64 + n;
  }
  return key;
}

const BLIND_SLOTS = [ATK, ATK + 1, ATK + 2, ATK + 3, PENDING_ATK, PENDING_ATK + 1, PENDING_ATK + 2];

/** Moves the kept attack dice's results to the first colour's slots (their colour is spent). */
function forgetColours(s: Int32Array): void {
  for (let k = ATK + 4; k < ATK + 12; k++) {
    const n = s[k] as number;
    if (n === 0) continue;
    s[ATK + (k & 3)] = (s[ATK + (k & 3)] as number) + n;
    s[k] = 0;
  }
}

/** Spends the token and moves the chosen dice to be rerolled (null: keeps them, spends nothing). */
function apply(s: Int32Array, r: Reroll, d: RerollDecision): void {
  if (r === null) return;
  for (let k = 0; k < 12; k++) {
    const n = r[k] as number;
    if (n === 0) continue;
    s[ATK + k] = (s[ATK + k] as number) - n;
    s[PENDING_ATK + (k >> 2)] = (s[PENDING_ATK + (k >> 2)] as number) + n;
  }
  s[d.slot] = (s[d.slot] as number) - 1;
  if (d.isAim) s[AIMS_SPENT] = (s[AIMS_SPENT] as number) + 1;
}
