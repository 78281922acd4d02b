import { rollOutcomes } from '../../core/multinomial.ts';
import type { DetStep, RollSpec, RollStep, Step } from '../../core/program.ts';
import { ATK, AIMS_SPENT, PENDING_ATK } from '../state.ts';

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
 */
export class BestPlay {
  private steps: readonly Step[] = [];
  /** Rolls in [blindFrom, blindTo) may forget the colour of the dice kept (bind). */
  private blindFrom = 0;
  private blindTo = 0;
  private readonly at = new Map<DetStep, number>();
  private readonly kinds = new Map<DetStep, RerollDecision>();
  private readonly memo = new Map<string, number>();
  private readonly choices = new Map<string, Reroll>();

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

  /**
   * Called once the program's steps are final: where each decision sits. `colourBlindAt`: the
   * step from which no step reads which colour a die showing a result is (the colours
   * collapse); between the last decision and it, the kept dice's colours are forgotten before
   * a roll is remembered, so rerolls that keep alike results merge.
   */
  bind(steps: readonly Step[], colourBlindAt: number): void {
    this.steps = steps;
    let last = -1;
    for (const step of this.at.keys()) {
      const i = steps.indexOf(step);
      this.at.set(step, i);
      last = Math.max(last, i);
    }
    this.blindFrom = last + 1;
    this.blindTo = colourBlindAt;
  }

  /**
   * The value of state `s` before step `i`, playing best from there: the deterministic steps
   * run in turn, a roll averages over its outcomes, and values are remembered at each roll by
   * its state (states merge there as the exact executor's frontier does).
   */
  valueFrom(i: number, s: Int32Array): number {
    let t = s;
    let at = i;
    while (at < this.steps.length && this.steps[at]?.kind === 'det') {
      if (t === s) t = s.slice();
      (this.steps[at] as DetStep).run(t);
      at++;
    }
    if (at === this.steps.length) return this.value(t);
    if (at >= this.blindFrom && at < this.blindTo) {
      if (t === s) t = s.slice();
      forgetColours(t);
    }
    const key = stateKey(at, t);
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const v = this.rollValue(at, (this.steps[at] as RollStep).dice, 0, t);
    this.memo.set(key, v);
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

  private choose(i: number, s: Int32Array, d: RerollDecision): Reroll {
    const key = stateKey(i, s);
    const known = this.choices.get(key);
    if (known !== undefined) return known;
    let best: Reroll = null;
    let bestValue = this.valueFrom(i + 1, s);
    for (const r of candidates(s, d.dice, true)) {
      const v = this.after(i, s, r, d);
      if (v > bestValue + TIE) {
        best = r;
        bestValue = v;
      }
    }
    this.choices.set(key, best);
    return best;
  }

  private after(i: number, s: Int32Array, r: Int32Array, d: RerollDecision): number {
    const t = s.slice();
    apply(t, r, d);
    return this.valueFrom(i + 1, t);
  }

  private rollValue(i: number, specs: readonly RollSpec[], j: number, s: Int32Array): number {
    const spec = specs[j];
    if (!spec) return this.valueFrom(i + 1, s);
    const n = s[spec.pending] as number;
    if (n === 0) return this.rollValue(i, specs, j + 1, s);
    let v = 0;
    for (const o of rollOutcomes(spec.die, n)) {
      const t = s.slice();
      t[spec.pending] = 0;
      for (let k = 0; k < o.counts.length; k++)
        t[spec.into + k] = (t[spec.into + k] as number) + (o.counts[k] as number);
      v += o.p * this.rollValue(i, specs, j + 1, t);
    }
    return v;
  }
}

/** Moves the kept attack dice's results to the first colour's slots (their colour is spent). */
function forgetColours(s: Int32Array): void {
  for (let k = ATK + 4; k < ATK + 12; k++) {
    const n = s[k] as number;
    if (n === 0) continue;
    s[ATK + (k & 3)] = (s[ATK + (k & 3)] as number) + n;
    s[k] = 0;
  }
}

/** A state's memo key: its counts as UTF-16 code units (each count is below 2^16). */
function stateKey(i: number, s: Int32Array): string {
  return String.fromCharCode(i) + String.fromCharCode.apply(null, s as unknown as number[]);
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

/** A slot's result is a crit (slots go hit, crit, surge, blank per colour). */
const CRIT = 1;

/**
 * Every distinct reroll of 1..n dice from the attack slots (counts per colour × result: dice
 * alike are interchangeable), fewest dice first. `keepCrits` leaves out rerolls that cannot be
 * best: a rerolled die ends at best a crit, no step treats a crit worse than any other result
 * (nothing cancels a crit and spares a hit; conversions only turn results into hits or crits),
 * and every goal grows with the wounds; so a reroll with a crit in it never beats the same
 * reroll less that crit, which spends the same token, comes first and wins ties. What is left
 * is the rerolls without crits, and one crit alone (spending the token can be worth it in
 * itself, e.g. Duelist's Pierce).
 */
export function candidates(s: Int32Array, n: number, keepCrits = false): Int32Array[] {
  const all = allRerolls(s, n);
  if (!keepCrits) return all;
  return all.filter((r) => {
    let crits = 0;
    let dice = 0;
    for (let k = 0; k < 12; k++) {
      dice += r[k] as number;
      if ((k & 3) === CRIT) crits += r[k] as number;
    }
    return crits === 0 || dice === 1;
  });
}

function allRerolls(s: Int32Array, n: number): Int32Array[] {
  const have = Array.from({ length: 12 }, (_, k) => s[ATK + k] as number);
  const total = have.reduce((a, b) => a + b, 0);
  const out: Int32Array[] = [];
  const cur = new Int32Array(12);
  const place = (k: number, left: number): void => {
    if (k === 12) {
      if (left === 0) out.push(cur.slice());
      return;
    }
    for (let c = Math.min(left, have[k] as number); c >= 0; c--) {
      cur[k] = c;
      place(k + 1, left - c);
    }
    cur[k] = 0;
  };
  for (let size = 1; size <= Math.min(n, total); size++) place(0, size);
  return out;
}
