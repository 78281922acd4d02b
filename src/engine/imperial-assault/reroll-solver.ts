import type { Step } from '../core/program.ts';
import { ATTACK_COLOUR_INDICES, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { RerollSide } from './reroll-side.ts';
import {
  ACCURACY_TOTAL,
  ATTACKER_REROLLS,
  BLOCK_TOTAL,
  DAMAGE,
  DAMAGE_TOTAL,
  DEFENDER_REROLLS,
  DODGE_TOTAL,
  EVADE_TOTAL,
  STATE_SIZE,
  SURGE_TOTAL,
} from './state.ts';

/** A reroll decision: stop, or reroll one die of candidate j (RerollSide order). */
export const STOP = -1;

/** Values closer than this are a tie; a tie keeps the dice, then the earlier candidate. */
const TIE = 1e-12;

/**
 * The exact reroll search of seed 002, ATTACKS step 3 (policies "max-damage" for the attacker,
 * "min-damage" for the defender): the value of a state is the expected damage when both sides
 * play on optimally and surges are spent optimally (the program's own steps after the last
 * roll score each final roll). A state is one side's multiset of rerollable faces (capped at
 * the rerolls left), the icon totals of all its dice, the rerolls left and — for the attacker —
 * the defender's dice, so a reroll's value is the average over the six faces of one die.
 * Every value and decision is memoised under a packed numeric key, computed lazily: a Monte
 * Carlo run decides only the states its trials reach.
 */
export class RerollSolver {
  private readonly attack: RerollSide;
  private readonly defense: RerollSide;
  private readonly tail: Step[];
  private readonly scratch = new Int32Array(STATE_SIZE);
  private readonly rA: number;
  private readonly rD: number;
  /** Radices of the attack totals (damage, surge, accuracy) and defense totals. */
  private readonly sR: number;
  private readonly aR: number;
  private readonly accCap: number;
  private readonly xR: number;
  private readonly eR: number;
  private readonly gR: number;
  private readonly yR: number;
  private readonly terminal = new Map<number, number>();
  /** Radix of the clamped attack totals (what the defender and the final score read). */
  private readonly xcR: number;
  /** Per defender state: the value once the attacker stops, by clamped attack totals (NaN: unknown). */
  private readonly stopValues = new Map<number, Float64Array>();
  private stops: Float64Array = new Float64Array(0);
  /** Attacker memos by defender state, defender memos by (clamped) attack totals. */
  private readonly attackerMemos = new Map<number, Map<number, number>>();
  private readonly defenderMemos = new Map<number, Map<number, number>>();
  private values = new Float64Array(64);
  private decisions = new Int8Array(64);
  private stored = 0;
  private readonly a: Int32Array;
  private readonly d: Int32Array;
  private readonly totals = [0, 0, 0];

  constructor(ctx: IaContext, steps: readonly Step[]) {
    let last = -1;
    steps.forEach((s, i) => {
      if (s.kind === 'roll') last = i;
    });
    this.tail = steps.slice(last + 1);
    const surgeCap = ctx.rules.abilities.reduce((t, x) => t + x.cost, 0);
    const accuracyCap = ctx.rules.ranged ? ctx.rules.distance : 0;
    // Icons the resolve step clamps to 0 can never change an outcome.
    const keep = [1, surgeCap > 0 ? 1 : 0, accuracyCap > 0 ? 1 : 0];
    this.attack = new RerollSide(ATTACK_COLOUR_INDICES, ctx.pool, keep);
    this.defense = new RerollSide(DEFENSE_COLOUR_INDICES, ctx.pool, [1, 1, 1]);
    this.a = new Int32Array(this.attack.slots.length);
    this.d = new Int32Array(this.defense.slots.length);
    this.rA = ctx.attackerRerolls;
    this.rD = ctx.defenderRerolls;
    const [dMax, sMax, aMax] = this.attack.maxIcon as [number, number, number];
    // Once the attacker's dice are final, accuracy at or above what reaches the distance after
    // modifiers is as good as any more.
    this.accCap = Math.min(aMax, Math.max(0, accuracyCap - ctx.modifiers.accuracy));
    this.sR = sMax + 1;
    this.aR = aMax + 1;
    this.xR = (dMax + 1) * this.sR * this.aR;
    this.xcR = (dMax + 1) * this.sR * (this.accCap + 1);
    const [, eMax, gMax] = this.defense.maxIcon as [number, number, number];
    this.eR = eMax + 1;
    this.gR = gMax + 1;
    this.yR = ((this.defense.maxIcon[0] as number) + 1) * this.eR * this.gR;
  }

  /** The decision of `side` in state s (its rerolls left ≥ 1): STOP or a candidate index. */
  decide(attacker: boolean, s: Int32Array): number {
    const t = this.totals;
    this.defense.load(s, this.d);
    t[0] = s[BLOCK_TOTAL] as number;
    t[1] = s[EVADE_TOTAL] as number;
    t[2] = s[DODGE_TOTAL] as number;
    this.defense.addIcons(this.d, t);
    const y = this.yKey(t[0] as number, t[1] as number, t[2] as number);
    this.attack.load(s, this.a);
    t[0] = s[DAMAGE_TOTAL] as number;
    t[1] = (s[SURGE_TOTAL] as number) * (this.sR > 1 ? 1 : 0);
    t[2] = (s[ACCURACY_TOTAL] as number) * (this.aR > 1 ? 1 : 0);
    this.attack.addIcons(this.a, t);
    const [dmg, surge, acc] = t as [number, number, number];
    const at = attacker
      ? this.attackerEntry(s[ATTACKER_REROLLS] as number, dmg, surge, acc, this.attackerMemo(y), y)
      : this.defenderEntry(s[DEFENDER_REROLLS] as number, this.clampedX(dmg, surge, acc), y);
    return this.decisions[at] as number;
  }

  private yKey(block: number, evade: number, dodge: number): number {
    return (block * this.eR + evade) * this.gR + dodge;
  }

  private clampedX(dmg: number, surge: number, acc: number): number {
    return (dmg * this.sR + surge) * (this.accCap + 1) + (acc < this.accCap ? acc : this.accCap);
  }

  /** The attacker's memo for the defender's dice in `d` (and selects their stop values). */
  private attackerMemo(y: number): Map<number, number> {
    const key = this.defense.index(this.d, this.rD) * this.yR + y;
    let m = this.attackerMemos.get(key);
    if (!m) this.attackerMemos.set(key, (m = new Map()));
    let stops = this.stopValues.get(key);
    if (!stops) this.stopValues.set(key, (stops = new Float64Array(this.xcR).fill(NaN)));
    this.stops = stops;
    return m;
  }

  /** The value once the attacker stops with totals x: the defender plays on, or the score. */
  private stopValue(x: number, y: number): number {
    const hit = this.stops[x] as number;
    if (!Number.isNaN(hit)) return hit;
    const v = this.rD === 0 ? this.score(x, y) : this.valueAt(this.defenderEntry(this.rD, x, y));
    this.stops[x] = v;
    return v;
  }

  /** The damage of a final roll: the program's steps after the last roll, on the totals. */
  private score(x: number, y: number): number {
    const key = x * this.yR + y;
    const hit = this.terminal.get(key);
    if (hit !== undefined) return hit;
    const s = this.scratch;
    s.fill(0);
    const aR = this.accCap + 1;
    s[ACCURACY_TOTAL] = x % aR;
    s[SURGE_TOTAL] = Math.floor(x / aR) % this.sR;
    s[DAMAGE_TOTAL] = Math.floor(x / (aR * this.sR));
    s[DODGE_TOTAL] = y % this.gR;
    s[EVADE_TOTAL] = Math.floor(y / this.gR) % this.eR;
    s[BLOCK_TOTAL] = Math.floor(y / (this.gR * this.eR));
    for (const step of this.tail) if (step.kind === 'det') step.run(s);
    const v = s[DAMAGE] as number;
    this.terminal.set(key, v);
    return v;
  }

  /**
   * The value of a memo entry. Read only after the search that made it returns: that search may
   * have grown (replaced) the array, so `this.values[search()]` would read the old one.
   */
  private valueAt(at: number): number {
    return this.values[at] as number;
  }

  private store(v: number, decision: number): number {
    if (this.stored === this.values.length) {
      const values = new Float64Array(this.stored * 2);
      values.set(this.values);
      this.values = values;
      const decisions = new Int8Array(this.stored * 2);
      decisions.set(this.decisions);
      this.decisions = decisions;
    }
    this.values[this.stored] = v;
    this.decisions[this.stored] = decision;
    return this.stored++;
  }

  /** The attacker's state: memo entry of its value and decision (the defender's dice in `d`). */
  private attackerEntry(
    r: number,
    dmg: number,
    surge: number,
    acc: number,
    memo: Map<number, number>,
    y: number,
  ): number {
    const side = this.attack;
    const a = this.a;
    const key =
      (side.index(a, r) * this.xR + (dmg * this.sR + surge) * this.aR + acc) * (this.rA + 1) + r;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let bestValue = this.stopValue(this.clampedX(dmg, surge, acc), y);
    let best = STOP;
    if (r > 0) {
      const icons = side.icons;
      for (let j = 0; j < a.length; j++) {
        if ((a[j] as number) === 0) continue;
        a[j] = (a[j] as number) - 1;
        const d0 = dmg - (icons[3 * j] as number);
        const s0 = surge - (icons[3 * j + 1] as number);
        const a0 = acc - (icons[3 * j + 2] as number);
        let v = 0;
        for (const { j: g, p } of side.landings[side.colourOf[j] as number] ?? []) {
          const d1 = d0 + (icons[3 * g] as number);
          const s1 = s0 + (icons[3 * g + 1] as number);
          const a1 = a0 + (icons[3 * g + 2] as number);
          // With no reroll left the value is the stop value: no memo entry needed.
          v +=
            p *
            (r === 1
              ? this.stopValue(this.clampedX(d1, s1, a1), y)
              : this.valueAt(this.attackerEntry(r - 1, d1, s1, a1, memo, y)));
        }
        a[j] = (a[j] as number) + 1;
        if (v > bestValue + TIE) {
          best = j;
          bestValue = v;
        }
      }
    }
    const at = this.store(bestValue, best);
    memo.set(key, at);
    return at;
  }

  /** The defender's state (final attack totals x, its dice in `d`): memo entry. */
  private defenderEntry(r: number, x: number, y: number): number {
    let memo = this.defenderMemos.get(x);
    if (!memo) this.defenderMemos.set(x, (memo = new Map()));
    const side = this.defense;
    const d = this.d;
    const key = (side.index(d, r) * this.yR + y) * (this.rD + 1) + r;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let bestValue = this.score(x, y);
    let best = STOP;
    if (r > 0) {
      const icons = side.icons;
      for (let j = 0; j < d.length; j++) {
        if ((d[j] as number) === 0) continue;
        d[j] = (d[j] as number) - 1;
        let v = 0;
        for (const { j: g, p } of side.landings[side.colourOf[j] as number] ?? []) {
          const y1 = this.yKey(
            (icons[3 * g] as number) - (icons[3 * j] as number),
            (icons[3 * g + 1] as number) - (icons[3 * j + 1] as number),
            (icons[3 * g + 2] as number) - (icons[3 * j + 2] as number),
          );
          v += p * this.valueAt(this.defenderEntry(r - 1, x, y + y1));
        }
        d[j] = (d[j] as number) + 1;
        if (v < bestValue - TIE) {
          best = j;
          bestValue = v;
        }
      }
    }
    const at = this.store(bestValue, best);
    memo.set(key, at);
    return at;
  }
}
