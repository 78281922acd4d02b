import { rollOutcomes } from '../core/multinomial.ts';
import type { Observable, Step } from '../core/program.ts';
import { ATTACK_COLOUR_INDICES, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { STOP, type RerollDecider } from './reroll-decider.ts';
import { NumberTable } from './number-table.ts';
import { settledBounds } from './settled-bounds.ts';
import { RerollSide } from './reroll-side.ts';
import {
  ALL_DICE,
  ATTACKER_REROLLS,
  BLOCK_TOTAL,
  DAMAGE_TOTAL,
  DEFENDER_REROLLS,
  STATE_SIZE,
} from './state.ts';

/** One side's dice as the forward pass moves them: faces still rerollable, and counted totals. */
class Side {
  readonly dice: RerollSide;
  /** Icon totals radix (3 icons) over the whole pool of this side. */
  private readonly radix: number[];
  private readonly totalsSize: number;
  /** Per candidate: the single-die landings of its colour (candidates and probabilities). */
  readonly lands: { readonly j: number; readonly p: number }[][];
  private readonly scratch: Int32Array;
  /** The frontiers of alternate rounds, reused. */
  private readonly buffers: Frontier[];

  constructor(
    colours: readonly number[],
    pool: readonly number[],
    readonly totalSlot: number,
    readonly counter: number,
    readonly rounds: number,
  ) {
    this.dice = new RerollSide(colours, pool, [1, 1, 1]);
    this.radix = this.dice.maxIcon.map((m) => m + 1);
    this.totalsSize = this.radix.reduce((a, b) => a * b, 1);
    this.lands = this.dice.colourOf.map((ci) => this.dice.landings[ci] ?? []);
    this.scratch = new Int32Array(this.width);
    this.buffers = [new Frontier(this.width), new Frontier(this.width)];
  }

  /** Width of a side vector: one count per candidate, then the three counted totals. */
  get width(): number {
    return this.dice.slots.length + 3;
  }

  /** Dense key of the counted totals of vector v. */
  totalsKey(v: Int32Array): number {
    const k = this.dice.slots.length;
    return (
      ((v[k] as number) * (this.radix[1] as number) + (v[k + 1] as number)) *
        (this.radix[2] as number) +
      (v[k + 2] as number)
    );
  }

  /** Merge key of vector v whose counts are at most `cap`. */
  key(v: Int32Array, cap: number): number {
    return this.dice.index(v, cap) * this.totalsSize + this.totalsKey(v);
  }

  /** Counts every die beyond `cap` of each face into the totals (capRerollable, on a vector). */
  cap(v: Int32Array, cap: number): void {
    const icons = this.dice.icons;
    const k = this.dice.slots.length;
    for (let j = 0; j < k; j++) {
      const extra = (v[j] as number) - cap;
      if (extra <= 0) continue;
      v[j] = cap;
      for (let i = 0; i < 3; i++)
        v[k + i] = (v[k + i] as number) + extra * (icons[3 * j + i] as number);
    }
  }

  /** Writes vector v into state s (faces, totals) and the rerolls left. */
  write(v: Int32Array, s: Int32Array, left: number): void {
    const slots = this.dice.slots;
    const k = slots.length;
    for (let j = 0; j < k; j++) s[slots[j] as number] = v[j] as number;
    for (let i = 0; i < 3; i++) s[this.totalSlot + i] = v[k + i] as number;
    s[this.counter] = left;
  }

  /**
   * The side's every first roll, capped at its rerolls (counted when it has none): colour by
   * colour, merging after each (the cap is per face, so merging early changes nothing).
   */
  firstRolls(pool: readonly number[], colours: readonly number[]): Frontier {
    let rolls = new Frontier(this.width);
    const w = this.scratch;
    w.fill(0);
    rolls.add(0, w, 1);
    colours.forEach((c, ci) => {
      const n = pool[c] ?? 0;
      const die = ALL_DICE[c];
      if (n === 0 || !die) return;
      const first = this.dice.colourOf.indexOf(ci);
      const next = new Frontier(this.width);
      for (let i = 0; i < rolls.size; i++)
        for (const o of rollOutcomes(die.die, n)) {
          rolls.read(i, w);
          o.counts.forEach((m, k) => {
            w[first + k] = m;
          });
          this.cap(w, this.rounds);
          next.add(this.key(w, this.rounds), w, rolls.p(i) * o.p);
        }
      rolls = next;
    });
    return rolls;
  }

  /**
   * IA Rules Reference Guide, Attacks, step 3 for this side from the states in `start` (the other side's dice
   * already in s): each round asks `decider` for its choice and rolls the chosen die. Fills
   * `done` with the side's final counted totals (every die counted), keyed by totalsKey.
   */
  play(
    start: Frontier,
    s: Int32Array,
    attacker: boolean,
    decider: RerollDecider,
    done: Frontier,
  ): void {
    const k = this.dice.slots.length;
    const icons = this.dice.icons;
    const w = this.scratch;
    const finish = (from: Frontier, i: number): void => {
      from.read(i, w);
      this.cap(w, 0);
      done.add(this.totalsKey(w), w, from.p(i));
    };
    let from = start;
    for (let left = this.rounds; left > 0; left--) {
      const next = this.buffers[left & 1] as Frontier;
      next.clear();
      for (let i = 0; i < from.size; i++) {
        from.read(i, w);
        this.write(w, s, left);
        const j = decider.decide(attacker, s);
        if (j === STOP) {
          finish(from, i);
          continue;
        }
        const p = from.p(i);
        for (const { j: g, p: q } of this.lands[j] ?? []) {
          from.read(i, w);
          w[j] = (w[j] as number) - 1;
          for (let t = 0; t < 3; t++)
            w[k + t] = (w[k + t] as number) + (icons[3 * g + t] as number);
          this.cap(w, left - 1);
          next.add(this.key(w, left - 1), w, p * q);
        }
      }
      from = next;
    }
    for (let i = 0; i < from.size; i++) finish(from, i);
  }
}

/** Side vectors with probabilities under packed keys, in typed arrays (no object per state). */
export class Frontier {
  private vecs: Int32Array;
  private ps: Float64Array;
  private index = new NumberTable();
  size = 0;

  constructor(readonly width: number) {
    this.vecs = new Int32Array(64 * width);
    this.ps = new Float64Array(64);
  }

  /** Adds probability p to the state v under `key` (copying v when the key is new). */
  add(key: number, v: Int32Array, p: number): void {
    const index = this.index;
    if (index.find(key)) {
      const at = index.value(index.at);
      this.ps[at] = (this.ps[at] as number) + p;
      return;
    }
    if (this.size === this.ps.length) {
      const vecs = new Int32Array(this.vecs.length * 2);
      vecs.set(this.vecs);
      this.vecs = vecs;
      const ps = new Float64Array(this.ps.length * 2);
      ps.set(this.ps);
      this.ps = ps;
    }
    this.vecs.set(v, this.size * this.width);
    this.ps[this.size] = p;
    index.set(key, this.size++, 0);
  }

  /** Copies state i into `out`. */
  read(i: number, out: Int32Array): void {
    out.set(this.vecs.subarray(i * this.width, (i + 1) * this.width));
  }

  p(i: number): number {
    return this.ps[i] as number;
  }

  clear(): void {
    this.size = 0;
    this.index = new NumberTable();
  }
}

/** Settles a final attack's totals (damage, surge, accuracy; in place) and returns their key. */
function finalAttackClass(ctx: IaContext): (t: Int32Array) => number {
  const { surge: surgeMax, accuracy: accuracyMax } = settledBounds(ctx);
  return (t) => {
    t[1] = Math.min(t[1] as number, surgeMax);
    t[2] = Math.min(t[2] as number, accuracyMax);
    return (
      ((t[0] as number) * (surgeMax + 1) + (t[1] as number)) * (accuracyMax + 1) + (t[2] as number)
    );
  };
}

/**
 * The exact executor for an attack with rerolls, one defense roll at a time (the same PMFs as
 * enumerating the program's steps, which keeps both sides' faces in every state): for each
 * distinct first defense roll, the attacker's rerolls are played forward from every first attack
 * roll, then the defender's from each final attack, each choice read from `decider` (the
 * program's reroll table), and each final roll scored by the program's own steps after the last
 * roll. States hold one side's faces and totals under a packed key, so equal states merge cheaply.
 */
export function exactByDefenseRoll(
  ctx: IaContext,
  steps: readonly Step[],
  observables: readonly Observable[],
  decider: RerollDecider,
): Float64Array[] {
  let last = -1;
  steps.forEach((st, i) => {
    if (st.kind === 'roll') last = i;
  });
  const tail = steps.slice(last + 1);
  const attack = new Side(
    ATTACK_COLOUR_INDICES,
    ctx.pool,
    DAMAGE_TOTAL,
    ATTACKER_REROLLS,
    ctx.attackerRerolls,
  );
  const defense = new Side(
    DEFENSE_COLOUR_INDICES,
    ctx.pool,
    BLOCK_TOTAL,
    DEFENDER_REROLLS,
    ctx.defenderRerolls,
  );
  const attackRolls = attack.firstRolls(ctx.pool, ATTACK_COLOUR_INDICES);
  const defenseRolls = defense.firstRolls(ctx.pool, DEFENSE_COLOUR_INDICES);
  const settle = finalAttackClass(ctx);
  const pmfs = observables.map((o) => new Float64Array(o.max + 1));
  const outcomes = new Map<number, Int32Array>();
  const s = new Int32Array(STATE_SIZE);
  const ak = attack.width - 3;
  const dk = defense.width - 3;
  const played = new Frontier(attack.width);
  const finals = new Frontier(attack.width);
  const start = new Frontier(defense.width);
  const blocks = new Frontier(defense.width);
  const a = new Int32Array(attack.width);
  const d = new Int32Array(defense.width);
  const y = new Int32Array(defense.width);
  for (let di = 0; di < defenseRolls.size; di++) {
    defenseRolls.read(di, d);
    const pd = defenseRolls.p(di);
    s.fill(0);
    defense.write(d, s, ctx.defenderRerolls);
    played.clear();
    attack.play(attackRolls, s, true, decider, played);
    finals.clear();
    for (let i = 0; i < played.size; i++) {
      played.read(i, a);
      finals.add(settle(a.subarray(ak)), a, played.p(i));
    }
    start.clear();
    start.add(0, d, 1);
    for (let ai = 0; ai < finals.size; ai++) {
      finals.read(ai, a);
      s.fill(0);
      attack.write(a, s, 0);
      blocks.clear();
      defense.play(start, s, false, decider, blocks);
      const aKey = attack.totalsKey(a);
      const pa = pd * finals.p(ai);
      for (let yi = 0; yi < blocks.size; yi++) {
        blocks.read(yi, y);
        const key = aKey * 1e6 + defense.totalsKey(y);
        let out = outcomes.get(key);
        if (!out) {
          s.fill(0);
          for (let i = 0; i < 3; i++) {
            s[DAMAGE_TOTAL + i] = a[ak + i] as number;
            s[BLOCK_TOTAL + i] = y[dk + i] as number;
          }
          for (const st of tail) if (st.kind === 'det') st.run(s);
          out = Int32Array.from(observables, (o) => s[o.slot] as number);
          outcomes.set(key, out);
        }
        const p = pa * blocks.p(yi);
        for (let o = 0; o < out.length; o++) {
          const pmf = pmfs[o] as Float64Array;
          const value = out[o] as number;
          pmf[value] = (pmf[value] as number) + p;
        }
      }
    }
  }
  return pmfs;
}
