import type { Step, ValuePath } from '../core/program.ts';
import { ATTACK_COLOUR_INDICES, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { DEFAULT_MEMO_BUDGET, MemoBudget } from './memo-budget.ts';
import { AttackerViews } from './attacker-views.ts';
import { STOP as STOP_DECISION, TIE as TIE_VALUE, type RerollDecider } from './reroll-decider.ts';
import { ValuesByTotals } from './values-by-totals.ts';
import { RerollCache } from './reroll-cache.ts';
import { DefenderSearch } from './defender-search.ts';
import { AttackTotals, faceCaps, heldIcons, rerollLoss } from './attack-totals.ts';
import { accuracyLoss, landingIcons, searchMode, type SearchMode } from './search-mode.ts';
import { RerollSide } from './reroll-side.ts';
import {
  ACCURACY_TOTAL,
  ATTACKER_REROLLS,
  BLOCK_TOTAL,
  DAMAGE_TOTAL,
  DEFENDER_REROLLS,
  DODGE_TOTAL,
  EVADE_TOTAL,
  SURGE_TOTAL,
} from './state.ts';

// Copied once: an imported binding is read through a getter when modules load unbundled
// (tsx, the tests), which costs the search's hottest loops about a seventh of their time.
const STOP = STOP_DECISION;
const TIE = TIE_VALUE;

export { STOP } from './reroll-decider.ts';

/**
 * The exact reroll search of seed 002, ATTACKS step 3 (policies "max-damage" for the attacker,
 * "min-damage" for the defender): the value of a state is the expected damage when both sides
 * play on optimally and surges are spent optimally (the program's own steps after the last
 * roll score each final roll). A state is one side's multiset of rerollable faces (capped at
 * the rerolls left), the icon totals of all its dice, the rerolls left and — for the attacker —
 * the defender's dice, so a reroll's value is the average over the six faces of one die.
 *
 * What depends on the final totals alone is shared by every first roll with the same defense
 * roll: the value of stopping and of rolling one more die (attacker-views.ts). The attacker's
 * deeper states are not: a state met under one first roll comes back under another with the
 * same defense roll less than 1% of the time (issue 17's 6- and 8-die attacks), so they live in
 * fixed-size caches forgotten at each new defense roll — one first roll's tree
 * (reroll-cache.ts), and, six faces at a time, the values with one and two rerolls left by
 * candidate set or capped dice (values-by-totals.ts), which states reached in another order
 * share. Once no reroll left can take accuracy below the distance, the search goes on without
 * accuracy (search-mode.ts). A defense roll showing a dodge misses whatever is rerolled, so
 * neither side rerolls (every choice is a tie at 0).
 */
export class RerollSolver implements RerollDecider {
  private readonly attack: RerollSide;
  /** The defender's half of the search (and the score of a final roll). */
  private readonly defender: DefenderSearch;
  private readonly rA: number;
  private readonly rD: number;
  /** The attack totals index (radices, clamp, the candidates' offsets). */
  private readonly t: AttackTotals;
  /** The full search's dice, and the one once accuracy is settled (null: accuracy never counts). */
  private readonly full: SearchMode;
  private readonly settledMode: SearchMode | null;
  /** Per candidate: the most accuracy rerolling it can lose (its accuracy less its colour's least). */
  private readonly accLoss: Int32Array;
  /** The most of damage, surge and accuracy one attack face counts (RerollSide caps). */
  private readonly caps: readonly number[];
  /** The attacker's searched states with 2 or more rerolls left, for the selected view. */
  private readonly cache = new RerollCache();
  /** The tables kept per defense roll (stop and one-more-die values). */
  private readonly views: AttackerViews;
  /** The decision of the last search that returned (the outermost one, once it returns). */
  private choice = STOP;
  private readonly a: Int32Array;
  /** The attacker's dice in `a` packed per colour (RerollSide.pack), kept in step with `a`. */
  private readonly packed: Int32Array;
  /** The last reroll's values by candidate set and totals, for the selected view, per mode. */
  private readonly last: ValuesByTotals[];
  /** The values of the attacker's states with 2 rerolls left by capped dice and totals, per mode. */
  private readonly two: ValuesByTotals[];
  private readonly totals = [0, 0, 0];
  /** The memos' byte budget. */
  readonly budget: MemoBudget;

  /**
   * `budget`: what the memos may hold before they are cleared (64 MiB by default); `path`:
   * where the attacker's decisions leave their values, the n-th decision of an attack at n.
   */
  constructor(
    ctx: IaContext,
    steps: readonly Step[],
    budget: MemoBudget = new MemoBudget(DEFAULT_MEMO_BUDGET),
    private readonly path: ValuePath | null = null,
  ) {
    this.budget = budget;
    let last = -1;
    steps.forEach((s, i) => {
      if (s.kind === 'roll') last = i;
    });
    const surgeCap = ctx.rules.abilities.reduce((t, x) => t + x.cost, 0);
    const accuracyCap = ctx.rules.ranged ? ctx.rules.distance : 0;
    // Icons the resolve step clamps to 0 can never change an outcome.
    const keep = [1, surgeCap > 0 ? 1 : 0, accuracyCap > 0 ? 1 : 0];
    const defense = new RerollSide(DEFENSE_COLOUR_INDICES, ctx.pool, [1, 1, 1]);
    // A face counts at most what the final totals can use: at short range most of a blue or
    // green die's faces then land alike, and the search tries fewer.
    this.caps = faceCaps(ctx, defense.maxIcon[1] as number);
    this.attack = new RerollSide(ATTACK_COLOUR_INDICES, ctx.pool, keep, this.caps);
    this.a = new Int32Array(this.attack.slots.length);
    this.packed = new Int32Array(ATTACK_COLOUR_INDICES.length);
    this.rA = ctx.attackerRerolls;
    this.rD = ctx.defenderRerolls;
    this.t = new AttackTotals(this.attack, this.caps);
    this.defender = new DefenderSearch(defense, this.rD, steps.slice(last + 1), this.t, (bytes) =>
      this.views.charge(bytes, true),
    );
    this.full = searchMode(this.attack, this.t, 0);
    // Once accuracy is settled the search reads none: the same dice, accuracy dropped.
    this.settledMode =
      this.t.aR > 1 && this.t.accCap > 0
        ? searchMode(
            new RerollSide(ATTACK_COLOUR_INDICES, ctx.pool, [1, keep[1] as number, 0], this.caps),
            this.t,
            1,
          )
        : null;
    this.accLoss = accuracyLoss(this.attack);
    this.last = [new ValuesByTotals(this.t.size), new ValuesByTotals(this.t.size)];
    this.two = [new ValuesByTotals(this.t.size), new ValuesByTotals(this.t.size)];
    this.views = new AttackerViews(
      this.t,
      this.defender,
      this.rD,
      landingIcons(this.full, this.t),
      this.full.landP,
      budget,
    );
  }

  /** The decision of `side` in state s (its rerolls left ≥ 1): STOP or a candidate index. */
  decide(attacker: boolean, s: Int32Array): number {
    const defender = this.defender;
    const y = this.defenseIndex(s);
    const r = s[attacker ? ATTACKER_REROLLS : DEFENDER_REROLLS] as number;
    // A dodge shown: the attack misses whatever either side rerolls (every value is 0).
    if ((this.totals[2] as number) > 0) {
      if (attacker) this.record(r, 0);
      return STOP;
    }
    const xi = this.attackIndex(s);
    if (!attacker) {
      defender.entry(r, this.t.clamp[xi] as number, y);
      return defender.choice;
    }
    this.select(y);
    const showing = this.attack.showing(this.a);
    let value: number;
    if (r === 1) value = this.lastReroll(showing, xi, y);
    else if (r === 2) {
      const settled = this.settle(2, xi, showing);
      if (settled < 0) value = this.twoRerolls(xi, y, showing, this.full);
      else value = this.twoRerolls(settled, y, showing, this.settledMode as SearchMode);
    } else {
      this.attack.pack(this.a, this.packed);
      value = this.attackerEntry(r, xi, y, showing, this.full);
    }
    this.record(r, value);
    return this.choice;
  }

  /** Leaves the value of the attacker's decision with r rerolls left in the value path. */
  private record(r: number, value: number): void {
    const path = this.path;
    if (!path) return;
    const i = this.rA - r;
    path.values[i] = value;
    path.length = i + 1;
  }

  /**
   * The defense totals index y of state s: the defender's dice loaded into its `d`, and their
   * block, evade and dodge totals left in `totals`.
   */
  private defenseIndex(s: Int32Array): number {
    const t = this.totals;
    const defender = this.defender;
    defender.side.load(s, defender.d);
    t[0] = s[BLOCK_TOTAL] as number;
    t[1] = s[EVADE_TOTAL] as number;
    t[2] = s[DODGE_TOTAL] as number;
    defender.side.addIcons(defender.d, t);
    return defender.yKey(t[0] as number, t[1] as number, t[2] as number);
  }

  /** The attack totals index of state s (its dice loaded into `a`). */
  private attackIndex(s: Int32Array): number {
    const t = this.totals;
    this.attack.load(s, this.a);
    t[0] = s[DAMAGE_TOTAL] as number;
    // The dice counted already, capped as a face is: min(cap, a + b) = min(cap, min(cap, a) + b).
    t[1] = Math.min(s[SURGE_TOTAL] as number, this.caps[1] as number) * (this.t.sR > 1 ? 1 : 0);
    t[2] = Math.min(s[ACCURACY_TOTAL] as number, this.caps[2] as number) * (this.t.aR > 1 ? 1 : 0);
    this.attack.addIcons(this.a, t);
    return ((t[0] as number) * this.t.sR + (t[1] as number)) * this.t.aR + (t[2] as number);
  }

  /**
   * What the defender's rerolls from state s (the attacker's over) depend on, as one number:
   * its dice capped at the rerolls left, their totals, the rerolls left and the clamped attack
   * totals — what its decisions read (decide). Monte Carlo averages those rerolls once per key
   * (compile.ts).
   */
  defenderKey(s: Int32Array): number {
    const state = this.defender.stateKey(s[DEFENDER_REROLLS] as number, this.defenseIndex(s));
    return state * this.t.clampedSize + (this.t.clamp[this.attackIndex(s)] as number);
  }

  /** Selects the views' tables for the defender's dice in `d` and their totals y. */
  private select(y: number): void {
    const defender = this.defender;
    if (!this.views.select(defender.side.index(defender.d, this.rD) * defender.yR + y)) return;
    this.cache.forget();
    for (const v of this.last) v.forget();
    for (const v of this.two) v.forget();
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
