import type { Step } from '../core/program.ts';
import { MAP_ENTRY_BYTES } from './memo-budget.ts';
import { NumberTable, TABLE_ENTRY_BYTES } from './number-table.ts';
import { STOP as STOP_DECISION, TIE as TIE_VALUE } from './reroll-decider.ts';
import type { RerollSide } from './reroll-side.ts';
import {
  ACCURACY_TOTAL,
  BLOCK_TOTAL,
  DAMAGE,
  DAMAGE_TOTAL,
  DODGE_TOTAL,
  EVADE_TOTAL,
  STATE_SIZE,
  SURGE_TOTAL,
} from './state.ts';

// Copied once: an imported binding is read through a getter when modules load unbundled
// (tsx, the tests), which costs the search's hottest loops about a seventh of their time.
const STOP = STOP_DECISION;
const TIE = TIE_VALUE;

/** How the attack totals' clamped index is laid out: surge radix, accuracy cap. */
export interface ClampedTotals {
  readonly sR: number;
  readonly accCap: number;
  readonly clampedSize: number;
}

/** Sets state s's attack totals (damage, surge, accuracy) to clamped index x's. */
export function writeAttackTotals(s: Int32Array, x: number, t: ClampedTotals): void {
  const aR = t.accCap + 1;
  s[ACCURACY_TOTAL] = x % aR;
  s[SURGE_TOTAL] = Math.floor(x / aR) % t.sR;
  s[DAMAGE_TOTAL] = Math.floor(x / (aR * t.sR));
}

/**
 * The defender's half of the reroll search of IA Rules Reference Guide, Attacks, step 3 (policy "min-damage"):
 * once the attacker's dice are final (clamped totals x), the value of a defender state — its
 * multiset of rerollable faces capped at the rerolls left, the totals y of all its dice, the
 * rerolls left — is the expected damage when it rerolls optimally; a final roll is scored by the
 * program's own steps after the last roll. Values and decisions are memoised per x, so every
 * attacker view that stops at x shares them; entries are charged to the solver's budget.
 */
export class DefenderSearch {
  /** The defender's faces of the state being searched (the solver loads them). */
  readonly d: Int32Array;
  /** The decision of the last entry that returned. */
  choice = STOP;
  /** Radices of the defense totals index y: evade, dodge; and its size. */
  readonly eR: number;
  readonly gR: number;
  readonly yR: number;
  private readonly yOffset: Int32Array;
  private readonly landJ: Int32Array[];
  private readonly landP: Float64Array[];
  private readonly memos = new Map<number, NumberTable>();
  /** Scores of final rolls by clamped attack totals × defense totals; NaN: not computed yet. */
  private readonly terminal: Float64Array;
  private readonly scratch = new Int32Array(STATE_SIZE);

  constructor(
    readonly side: RerollSide,
    private readonly rerolls: number,
    private readonly tail: readonly Step[],
    private readonly totals: ClampedTotals,
    private readonly charge: (bytes: number) => void,
  ) {
    this.d = new Int32Array(side.slots.length);
    const [bMax, eMax, gMax] = side.maxIcon as [number, number, number];
    this.eR = eMax + 1;
    this.gR = gMax + 1;
    this.yR = (bMax + 1) * this.eR * this.gR;
    const icons = side.icons;
    this.yOffset = Int32Array.from(side.slots, (_, j) =>
      this.yKey(icons[3 * j] as number, icons[3 * j + 1] as number, icons[3 * j + 2] as number),
    );
    this.landJ = side.landings.map((l) => Int32Array.from(l, (x) => x.j));
    this.landP = side.landings.map((l) => Float64Array.from(l, (x) => x.p));
    // Fixed in size (a final roll's score never changes), so not charged to the budget.
    this.terminal = new Float64Array(totals.clampedSize * this.yR).fill(NaN);
  }

  /** The defense totals index of block, evade and dodge totals. */
  yKey(block: number, evade: number, dodge: number): number {
    return (block * this.eR + evade) * this.gR + dodge;
  }

  /** Forgets every memoised value (the budget was passed). */
  clear(): void {
    this.memos.clear();
  }

  /** The damage of a final roll: the program's steps after the last roll, on the totals. */
  score(x: number, y: number): number {
    const key = x * this.yR + y;
    const hit = this.terminal[key] as number;
    if (hit === hit) return hit;
    const s = this.scratch;
    s.fill(0);
    writeAttackTotals(s, x, this.totals);
    this.writeTotals(s, y);
    for (const step of this.tail) if (step.kind === 'det') step.run(s);
    const v = s[DAMAGE] as number;
    this.terminal[key] = v;
    return v;
  }

  /** Sets state s's defense totals (block, evade, dodge) to index y's (yKey). */
  writeTotals(s: Int32Array, y: number): void {
    s[DODGE_TOTAL] = y % this.gR;
    s[EVADE_TOTAL] = Math.floor(y / this.gR) % this.eR;
    s[BLOCK_TOTAL] = Math.floor(y / (this.gR * this.eR));
  }

  /** The key of the defender's state: its dice in `d` capped at r, their totals y, r left. */
  stateKey(r: number, y: number): number {
    return (this.side.index(this.d, r) * this.yR + y) * (this.rerolls + 1) + r;
  }

  /** The defender's state (final attack totals x, its dice in `d`, r left): value; sets `choice`. */
  entry(r: number, x: number, y: number): number {
    if (r === 0) {
      this.choice = STOP;
      return this.score(x, y);
    }
    let memo = this.memos.get(x);
    if (!memo) {
      this.charge(MAP_ENTRY_BYTES);
      this.memos.set(x, (memo = new NumberTable(16)));
    }
    return this.search(memo, r, x, y);
  }

  /**
   * Every way the defender's optimal rerolls end from its state (dice in `d`, totals y, r
   * left) against final attack totals x, reached `w` ways: `at` gets each final totals index
   * and its ways, one reroll's faces counted in sixths (a way that stops with r left, 6^r).
   */
  outcomes(
    r: number,
    x: number,
    y: number,
    w: number,
    at: (y: number, ways: number) => void,
  ): void {
    const choice = r === 0 ? STOP : (this.entry(r, x, y), this.choice);
    if (choice === STOP) return at(y, w * 6 ** r);
    const d = this.d;
    d[choice] = (d[choice] as number) - 1;
    const base = y - (this.yOffset[choice] as number);
    const ci = this.side.colourOf[choice] as number;
    const js = this.landJ[ci] as Int32Array;
    const ps = this.landP[ci] as Float64Array;
    for (let i = 0; i < js.length; i++)
      this.outcomes(
        r - 1,
        x,
        base + (this.yOffset[js[i] as number] as number),
        w * Math.round((ps[i] as number) * 6),
        at,
      );
    d[choice] = (d[choice] as number) + 1;
  }

  /** entry with r ≥ 1, its memo (of final attack totals x) looked up already. */
  private search(memo: NumberTable, r: number, x: number, y: number): number {
    const side = this.side;
    const d = this.d;
    const key = this.stateKey(r, y);
    if (memo.find(key)) {
      this.choice = memo.decision(memo.at);
      return memo.value(memo.at);
    }
    let bestValue = this.score(x, y);
    let best = STOP;
    let m = side.triedOf(side.showing(d));
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      d[j] = (d[j] as number) - 1;
      const base = y - (this.yOffset[j] as number);
      const ci = side.colourOf[j] as number;
      const js = this.landJ[ci] as Int32Array;
      const ps = this.landP[ci] as Float64Array;
      let v = 0;
      for (let i = 0; i < js.length; i++) {
        const to = base + (this.yOffset[js[i] as number] as number);
        v += (ps[i] as number) * (r === 1 ? this.score(x, to) : this.search(memo, r - 1, x, to));
      }
      d[j] = (d[j] as number) + 1;
      if (v < bestValue - TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.charge(TABLE_ENTRY_BYTES);
    memo.set(key, bestValue, best);
    this.choice = best;
    return bestValue;
  }
}
