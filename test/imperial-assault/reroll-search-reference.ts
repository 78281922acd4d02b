import type { Step } from '../../src/engine/core/program.ts';
import {
  ATTACK_COLOUR_INDICES,
  DEFENSE_COLOUR_INDICES,
} from '../../src/engine/imperial-assault/count-dice.ts';
import type { IaContext } from '../../src/engine/imperial-assault/context.ts';
import {
  DEFAULT_MEMO_BUDGET,
  MAP_ENTRY_BYTES,
  MemoBudget,
} from '../../src/engine/imperial-assault/memo-budget.ts';
import { RerollSide } from '../../src/engine/imperial-assault/reroll-side.ts';
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
} from '../../src/engine/imperial-assault/state.ts';

import { STOP, type RerollDecider } from '../../src/engine/imperial-assault/reroll-decider.ts';

/** The attacker's search for one defender state: memo, stop values, one-more-die values. */
interface AttackerView {
  readonly memo: Map<number, number>;
  /** By attack totals index; NaN: not computed yet. */
  readonly stops: Float64Array;
  /** By colour index × attack totals index; NaN: not computed yet. */
  readonly adds: Float64Array;
}

/**
 * Estimated bytes of one memo entry of this search: a V8 Map entry (key, value, chain and
 * bucket, with up to 2x slack from the table doubling), a boxed double key (packed keys pass
 * 2^31), and the value (8 bytes) and decision (1 byte) with the same doubling slack.
 */
const MEMO_ENTRY_BYTES = 96;

/** Values closer than this are a tie; a tie keeps the dice, then the earlier candidate. */
const TIE = 1e-12;

/**
 * The reference for the engine's reroll decisions: the lazy exact search the engine ran until
 * the decision table replaced it (kept verbatim, so tests compare the table with the search it
 * must reproduce). Each decision walks the memoised game tree below the state it is asked
 * about; a Monte Carlo run meets new states on most trials, so it is slow for large pools.
 *
 * The exact reroll search of IA Rules Reference Guide, Attacks, step 3 (policies "max-damage" for the attacker,
 * "min-damage" for the defender): the value of a state is the expected damage when both sides
 * play on optimally and surges are spent optimally (the program's own steps after the last
 * roll score each final roll). A state is one side's multiset of rerollable faces (capped at
 * the rerolls left), the icon totals of all its dice, the rerolls left and — for the attacker —
 * the defender's dice, so a reroll's value is the average over the six faces of one die.
 * Every value and decision is memoised under a packed numeric key, computed lazily: a Monte
 * Carlo run decides only the states its trials reach. The memos share a byte budget: when an
 * entry would pass it, every memo is cleared (even mid-search) and refilled on demand — values
 * and decisions are functions of the state, so only the time changes, never an answer.
 */
export class ReferenceRerollSearch implements RerollDecider {
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
  private readonly eR: number;
  private readonly gR: number;
  private readonly yR: number;
  private readonly terminal = new Map<number, number>();
  /** Attack totals index → the clamped index the defender and the final score read. */
  private readonly clamp: Int32Array;
  /** Each attack candidate's icons as an offset of the attack totals index. */
  private readonly offset: number[] = [];
  /** The attacker's memos per defender state (dice and totals), and the selected one. */
  private readonly views = new Map<number, AttackerView>();
  private view: AttackerView = {
    memo: new Map(),
    stops: new Float64Array(0),
    adds: new Float64Array(0),
  };
  /** The decision of the last lastReroll call. */
  private choice = STOP;
  /** Defender memos by clamped attack totals. */
  private readonly defenderMemos = new Map<number, Map<number, number>>();
  private values = new Float64Array(64);
  private decisions = new Int8Array(64);
  private stored = 0;
  private readonly a: Int32Array;
  private readonly d: Int32Array;
  private readonly totals = [0, 0, 0];
  /** The memos' byte budget. */
  readonly budget: MemoBudget;
  /** Bytes of one attacker view (its dense tables and its entry in `views`). */
  private readonly viewBytes: number;
  /** The key of the selected view; -1 before the first. */
  private viewKey = -1;

  /** `budget`: what the memos may hold before they are cleared (64 MiB by default). */
  constructor(
    ctx: IaContext,
    steps: readonly Step[],
    budget: MemoBudget = new MemoBudget(DEFAULT_MEMO_BUDGET),
  ) {
    this.budget = budget;
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
    const xR = (dMax + 1) * this.sR * this.aR;
    this.clamp = new Int32Array(xR);
    for (let xi = 0; xi < xR; xi++) {
      const acc = xi % this.aR;
      this.clamp[xi] = Math.floor(xi / this.aR) * (this.accCap + 1) + Math.min(acc, this.accCap);
    }
    const icons = this.attack.icons;
    for (let j = 0; 3 * j < icons.length; j++)
      this.offset.push(
        ((icons[3 * j] as number) * this.sR + (icons[3 * j + 1] as number)) * this.aR +
          (icons[3 * j + 2] as number),
      );
    const [, eMax, gMax] = this.defense.maxIcon as [number, number, number];
    this.eR = eMax + 1;
    this.gR = gMax + 1;
    this.yR = ((this.defense.maxIcon[0] as number) + 1) * this.eR * this.gR;
    this.viewBytes = 8 * (1 + this.attack.landings.length) * this.clamp.length + MAP_ENTRY_BYTES;
  }

  /** Charges `bytes` to the budget, clearing every memo first when they would pass it. */
  private charge(bytes: number, keepView: boolean): void {
    if (this.budget.charge(bytes)) return;
    this.clear(keepView);
    this.budget.charge(bytes);
  }

  /**
   * Empties every memo. Mid-search (`keepView`) the selected view stays: its stop and
   * one-more-die tables hold values, which stay right, and its memo is emptied in place, so the
   * suspended searches that hold it keep writing to the live one. A suspended defender search
   * may still write to a dropped memo: harmless, as every entry index is issued after the clear.
   */
  private clear(keepView: boolean): void {
    this.view.memo.clear();
    this.views.clear();
    this.defenderMemos.clear();
    this.terminal.clear();
    this.stored = 0;
    const kept = keepView && this.viewKey >= 0;
    if (kept) this.views.set(this.viewKey, this.view);
    else this.viewKey = -1;
    this.budget.reset(kept ? this.viewBytes : 0);
  }

  /** The decision of `side` in state s (its rerolls left ≥ 1): STOP or a candidate index. */
  decide(attacker: boolean, s: Int32Array): number {
    const t = this.totals;
    this.defense.load(s, this.d);
    t[0] = s[BLOCK_TOTAL] as number;
    t[1] = s[EVADE_TOTAL] as number;
    t[2] = s[DODGE_TOTAL] as number;
    this.defense.addIcons(this.d, t);
    const y = (((t[0] as number) * this.eR + (t[1] as number)) * this.gR + (t[2] as number)) | 0;
    this.attack.load(s, this.a);
    t[0] = s[DAMAGE_TOTAL] as number;
    t[1] = (s[SURGE_TOTAL] as number) * (this.sR > 1 ? 1 : 0);
    t[2] = (s[ACCURACY_TOTAL] as number) * (this.aR > 1 ? 1 : 0);
    this.attack.addIcons(this.a, t);
    const xi = ((t[0] as number) * this.sR + (t[1] as number)) * this.aR + (t[2] as number);
    if (!attacker) {
      const at = this.defenderEntry(s[DEFENDER_REROLLS] as number, this.clamp[xi] as number, y);
      return this.decisions[at] as number;
    }
    this.select(y);
    const r = s[ATTACKER_REROLLS] as number;
    if (r === 1) {
      this.lastReroll(xi, y);
      return this.choice;
    }
    const at = this.attackerEntry(r, xi, y);
    return this.decisions[at] as number;
  }

  private yKey(block: number, evade: number, dodge: number): number {
    return (block * this.eR + evade) * this.gR + dodge;
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
    this.charge(MAP_ENTRY_BYTES, true);
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
    this.charge(MEMO_ENTRY_BYTES, true);
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

  /** Selects the attacker's memos for the defender's dice in `d` and their totals y. */
  private select(y: number): void {
    const key = this.defense.index(this.d, this.rD) * this.yR + y;
    let view = this.views.get(key);
    if (!view) {
      this.charge(this.viewBytes, false);
      view = {
        memo: new Map(),
        stops: new Float64Array(this.clamp.length).fill(NaN),
        adds: new Float64Array(this.attack.landings.length * this.clamp.length).fill(NaN),
      };
      this.views.set(key, view);
    }
    this.view = view;
    this.viewKey = key;
  }

  /** The value once the attacker stops with totals xi: the defender plays on, or the score. */
  private stopValue(xi: number, y: number): number {
    const stops = this.view.stops;
    const hit = stops[xi] as number;
    if (!Number.isNaN(hit)) return hit;
    const x = this.clamp[xi] as number;
    const v = this.rD === 0 ? this.score(x, y) : this.valueAt(this.defenderEntry(this.rD, x, y));
    stops[xi] = v;
    return v;
  }

  /** The stop value after one more die of colour ci lands on totals z (averaged over its faces). */
  private addValue(ci: number, z: number, y: number): number {
    const adds = this.view.adds;
    const at = ci * this.clamp.length + z;
    const hit = adds[at] as number;
    if (!Number.isNaN(hit)) return hit;
    let v = 0;
    for (const { j, p } of this.attack.landings[ci] ?? [])
      v += p * this.stopValue(z + (this.offset[j] as number), y);
    adds[at] = v;
    return v;
  }

  /**
   * The attacker's last reroll with totals xi (its dice in `a`): no memo is needed, each
   * candidate's value is one lookup of addValue. Sets `choice` and returns the value.
   */
  private lastReroll(xi: number, y: number): number {
    const a = this.a;
    const side = this.attack;
    let bestValue = this.stopValue(xi, y);
    let best = STOP;
    for (let j = 0; j < a.length; j++) {
      if ((a[j] as number) === 0 || side.dominated(a, j)) continue;
      const v = this.addValue(side.colourOf[j] as number, xi - (this.offset[j] as number), y);
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.choice = best;
    return bestValue;
  }

  /** The attacker's state with r ≥ 2 rerolls left (its dice in `a`): memo entry. */
  private attackerEntry(r: number, xi: number, y: number): number {
    const side = this.attack;
    const a = this.a;
    const memo = this.view.memo;
    const key = (side.index(a, r) * this.clamp.length + xi) * (this.rA + 1) + r;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let bestValue = this.stopValue(xi, y);
    let best = STOP;
    for (let j = 0; j < a.length; j++) {
      if ((a[j] as number) === 0 || side.dominated(a, j)) continue;
      a[j] = (a[j] as number) - 1;
      const z = xi - (this.offset[j] as number);
      let v = 0;
      for (const { j: g, p } of side.landings[side.colourOf[j] as number] ?? []) {
        const x1 = z + (this.offset[g] as number);
        v +=
          p * (r === 2 ? this.lastReroll(x1, y) : this.valueAt(this.attackerEntry(r - 1, x1, y)));
      }
      a[j] = (a[j] as number) + 1;
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    const at = this.store(bestValue, best);
    memo.set(key, at);
    return at;
  }

  /** The defender's state (final attack totals x, its dice in `d`): memo entry. */
  private defenderEntry(r: number, x: number, y: number): number {
    let memo = this.defenderMemos.get(x);
    if (!memo) {
      this.charge(MAP_ENTRY_BYTES, true);
      this.defenderMemos.set(x, (memo = new Map()));
    }
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
        if ((d[j] as number) === 0 || side.dominated(d, j)) continue;
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
