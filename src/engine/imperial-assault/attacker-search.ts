import { heldIcons, rerollLoss, type AttackTotals } from './attack-totals.ts';
import type { AttackerViews } from './attacker-views.ts';
import { STOP as STOP_DECISION, TIE as TIE_VALUE } from './reroll-decider.ts';
import { RerollCache } from './reroll-cache.ts';
import type { RerollSide } from './reroll-side.ts';
import { accuracyLoss, type SearchMode } from './search-mode.ts';
import { ValuesByTotals } from './values-by-totals.ts';

// Copied once: an imported binding is read through a getter when modules load unbundled
// (tsx, the tests), which costs the search's hottest loops about a seventh of their time.
const STOP = STOP_DECISION;
const TIE = TIE_VALUE;

/**
 * The attacker's half of the reroll search of IA Rules Reference Guide, Attacks, step 3 (policy "max-damage"),
 * for the defense roll the views have selected: the value of an attacker state — its dice in
 * `a` (candidate counts), the totals index, the rerolls left — and its decision. What depends
 * on the final totals alone comes from the views (attacker-views.ts, kept for the run). The
 * deeper states are not shared: one met under one first roll comes back under another with the
 * same defense roll less than 1% of the time (the bench's 6- and 8-die attacks), so they live in
 * fixed-size caches forgotten at each new defense roll (`forget`) — one first roll's tree
 * (reroll-cache.ts), and, six faces at a time, the values with one and two rerolls left by
 * candidate set or capped dice (values-by-totals.ts), which states reached in another order
 * share. Once no reroll left can take accuracy below the distance, the search goes on without
 * accuracy (search-mode.ts).
 */
export class AttackerSearch {
  /** The attacker's dice of the state searched, by candidate (the solver loads them). */
  readonly a: Int32Array;
  /** The decision of the last search that returned (the outermost one, once it returns). */
  choice = STOP;
  /** `a` packed per colour (RerollSide.pack), kept in step with `a`. */
  private readonly packed: Int32Array;
  /** Per candidate: the most accuracy rerolling it can lose (its accuracy less its colour's least). */
  private readonly accLoss: Int32Array;
  /** The searched states with 2 or more rerolls left, for the selected view. */
  private readonly cache = new RerollCache();
  /** The last reroll's values by candidate set and totals, for the selected view, per mode. */
  private readonly last: ValuesByTotals[];
  /** The values of the states with 2 rerolls left by capped dice and totals, per mode. */
  private readonly two: ValuesByTotals[];

  /**
   * `attack`: the attacker's dice; `full` and `settledMode` the search's two modes (null:
   * accuracy never counts); `rA` the attacker's rerolls.
   */
  constructor(
    private readonly attack: RerollSide,
    private readonly t: AttackTotals,
    private readonly views: AttackerViews,
    private readonly full: SearchMode,
    private readonly settledMode: SearchMode | null,
    private readonly rA: number,
  ) {
    this.a = new Int32Array(attack.slots.length);
    this.packed = new Int32Array(attack.colourBits.length);
    this.accLoss = accuracyLoss(attack);
    this.last = [new ValuesByTotals(t.size), new ValuesByTotals(t.size)];
    this.two = [new ValuesByTotals(t.size), new ValuesByTotals(t.size)];
  }

  /** Forgets the states searched (a new defense roll). */
  forget(): void {
    this.cache.forget();
    for (const v of this.last) v.forget();
    for (const v of this.two) v.forget();
  }

  /**
   * The value of the attacker's state with r ≥ 1 rerolls left (its dice in `a`, totals xi,
   * defense totals y); sets `choice`.
   */
  value(r: number, xi: number, y: number): number {
    const showing = this.attack.showing(this.a);
    if (r === 1) return this.lastReroll(showing, xi, y);
    if (r === 2) {
      const settled = this.settle(2, xi, showing);
      if (settled < 0) return this.twoRerolls(xi, y, showing, this.full);
      return this.twoRerolls(settled, y, showing, this.settledMode as SearchMode);
    }
    this.attack.pack(this.a, this.packed);
    return this.attackerEntry(r, xi, y, showing, this.full);
  }

  /**
   * The attacker's last reroll with totals xi (the faces in bit mask `showing`): value; sets
   * `choice`.
   */
  private lastReroll(showing: number, xi: number, y: number): number {
    let bestValue = this.views.stopValue(xi, y);
    let best = STOP;
    let m = this.attack.triedOf(showing);
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      const v = this.views.addValue(
        this.attack.colourOf[j] as number,
        xi - (this.t.offset[j] as number),
        y,
      );
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.choice = best;
    return bestValue;
  }

  /**
   * The value of rerolling a die of colour ci from totals z (the die's icons taken off) with one
   * reroll left after it among the candidates in `tried`: the last reroll's value (lastValue)
   * averaged over the die's faces, with the candidates' table offsets read once.
   */
  private twoLeft(tried: number, z: number, ci: number, y: number, mode: SearchMode): number {
    const to = mode.landOffset[ci] as Int32Array;
    const ps = mode.landP[ci] as Float64Array;
    const last = this.last[mode.settled] as ValuesByTotals;
    const slot = last.slotOf(tried);
    const known = last.values[slot] as Float64Array;
    const stamps = last.stamps[slot] as Int32Array;
    const stamp = last.stampOf[slot] as number;
    let v = 0;
    for (let i = 0; i < to.length; i++) {
      const xi = z + (to[i] as number);
      let best: number;
      if (stamps[xi] === stamp) best = known[xi] as number;
      else {
        best = this.lastValue(tried, xi, y, mode.offset);
        known[xi] = best;
        stamps[xi] = stamp;
      }
      v += (ps[i] as number) * best;
    }
    return v;
  }

  /**
   * The value of the attacker's last reroll with totals xi, choosing among the candidates in the
   * bit mask `tried` (lowest first, the candidate order): one lookup of addValue each, the tables
   * read directly and addValue called only for an entry not computed yet.
   */
  private lastValue(tried: number, xi: number, y: number, offset: Int32Array): number {
    const view = this.views.view;
    const t = this.t;
    const clamp = t.clamp;
    let best = view.stops[clamp[xi] as number] as number;
    if (best !== best) best = this.views.stopValue(xi, y);
    const adds = view.adds;
    let m = tried;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      const z = xi - (offset[j] as number);
      let u = adds[(t.colourBase[j] as number) + (clamp[z] as number)] as number;
      if (u !== u) u = this.views.addValue(this.attack.colourOf[j] as number, z, y);
      if (u > best + TIE) best = u;
    }
    return best;
  }

  /**
   * The attacker's state with 2 rerolls left (its dice in `a`, the faces showing in bit mask
   * `showing`): value; sets `choice`.
   */
  private twoRerolls(xi: number, y: number, showing: number, mode: SearchMode): number {
    const side = mode.side;
    const a = this.a;
    let bestValue = this.views.stopValue(xi, y);
    let best = STOP;
    const tried = side.triedOf(showing);
    let m = tried;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      const ci = side.colourOf[j] as number;
      const inner = (a[j] as number) === 1 ? side.triedAfter(tried, showing ^ low, ci) : tried;
      const v = this.twoLeft(inner, xi - (mode.offset[j] as number), ci, y, mode);
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.choice = best;
    return bestValue;
  }

  /**
   * The attacker's state with r ≥ 3 rerolls left (its dice in `a` and `packed`, the faces
   * showing in bit mask `showing`): value; sets `choice`. States with 2 left are looked up by
   * their capped dice (ValuesByTotals), six faces at a time.
   */
  private attackerEntry(
    r: number,
    xiRaw: number,
    y: number,
    showing: number,
    entered: SearchMode,
  ): number {
    const a = this.a;
    const packed = this.packed;
    let mode = entered;
    let xi = this.t.normalise(xiRaw, heldIcons(a, mode.side.icons, r, showing));
    if (mode.settled === 0) {
      const settled = this.settle(r, xi, showing);
      if (settled >= 0) {
        mode = this.settledMode as SearchMode;
        xi = this.t.normalise(settled, heldIcons(a, mode.side.icons, r, showing));
      }
    }
    const side = mode.side;
    const index = this.attack.indexPacked(packed, r);
    const key = ((index * this.t.size + xi) * (this.rA + 1) + r) * 2 + mode.settled;
    const cache = this.cache;
    if (cache.find(key)) {
      this.choice = cache.decision(cache.at);
      return cache.value(cache.at);
    }
    let bestValue = this.views.stopValue(xi, y);
    let best = STOP;
    let m = side.triedOf(showing);
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const j = 31 - Math.clz32(low);
      const ci = side.colourOf[j] as number;
      const left = (a[j] as number) - 1;
      a[j] = left;
      packed[ci] = (packed[ci] as number) - (side.weight[j] as number);
      const after = left === 0 ? showing ^ low : showing;
      const z = xi - (mode.offset[j] as number);
      const to = mode.landOffset[ci] as Int32Array;
      const ps = mode.landP[ci] as Float64Array;
      let v = 0;
      if (r === 3) v = this.twoRerollsOfFaces(z, to, ps, y, after, mode);
      else
        for (let i = 0; i < to.length; i++)
          v += (ps[i] as number) * this.attackerEntry(r - 1, z + (to[i] as number), y, after, mode);
      a[j] = left + 1;
      packed[ci] = (packed[ci] as number) + (side.weight[j] as number);
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    cache.set(key, bestValue, best);
    this.choice = best;
    return bestValue;
  }

  /**
   * The average over a die's faces (offsets `to`, chances `ps`, from totals z) of the states
   * with 2 rerolls left they reach (the dice in `a`, `packed`, showing `after`): looked up by
   * their capped dice and totals, six faces at a time, each in the mode its accuracy allows.
   */
  private twoRerollsOfFaces(
    z: number,
    to: Int32Array,
    ps: Float64Array,
    y: number,
    after: number,
    mode: SearchMode,
  ): number {
    const a = this.a;
    const index = this.attack.indexPacked(this.packed, 2);
    const held = heldIcons(a, mode.side.icons, 2, after);
    // Accuracy two more rerolls can take away, when the full mode may still settle.
    const loss =
      mode.settled === 0 && this.settledMode ? rerollLoss(a, this.accLoss, 2, after) : -1;
    // Each mode's slot and held icons, fetched once (nothing below asks these tables for others).
    let slot = -1;
    let settledSlot = -1;
    let settledHeld = -1;
    let v = 0;
    for (let i = 0; i < to.length; i++) {
      let at = this.t.normalise(z + (to[i] as number), held);
      let m = mode;
      if (loss >= 0) {
        const acc = this.t.accuracyOf[at] as number;
        if (acc - loss >= this.t.accCap) {
          m = this.settledMode as SearchMode;
          if (settledHeld < 0) settledHeld = heldIcons(a, m.side.icons, 2, after);
          at = this.t.normalise(at - acc + this.t.accCap, settledHeld);
        }
      }
      const two = this.two[m.settled] as ValuesByTotals;
      let k: number;
      if (m === mode) k = slot < 0 ? (slot = two.slotOf(index)) : slot;
      else k = settledSlot < 0 ? (settledSlot = two.slotOf(index)) : settledSlot;
      const stamps = two.stamps[k] as Int32Array;
      let u: number;
      if (stamps[at] === two.stampOf[k]) u = (two.values[k] as Float64Array)[at] as number;
      else {
        u = this.twoRerolls(at, y, after, m);
        (two.values[k] as Float64Array)[at] = u;
        stamps[at] = two.stampOf[k] as number;
      }
      v += (ps[i] as number) * u;
    }
    return v;
  }

  /**
   * The settled index of totals xi with r rerolls left (the dice in `a` showing in `showing`):
   * its accuracy set to the cap when no r rerolls can take the final accuracy below it; -1 if
   * they can (or accuracy never counts).
   */
  private settle(r: number, xi: number, showing: number): number {
    if (!this.settledMode) return -1;
    const acc = this.t.accuracyOf[xi] as number;
    if (acc - rerollLoss(this.a, this.accLoss, r, showing) < this.t.accCap) return -1;
    return xi - acc + this.t.accCap;
  }
}
