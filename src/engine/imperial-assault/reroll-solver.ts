import type { Step } from '../core/program.ts';
import { ATTACK_COLOUR_INDICES, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { DEFAULT_MEMO_BUDGET, MAP_ENTRY_BYTES, MemoBudget } from './memo-budget.ts';
import { NumberTable, TABLE_ENTRY_BYTES } from './number-table.ts';
import { STOP, type RerollDecider } from './reroll-decider.ts';
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

export { STOP } from './reroll-decider.ts';

/** The attacker's search for one defender state: memo, stop values, one-more-die values. */
interface AttackerView {
  /** Values and decisions of the attacker's states with 2 or more rerolls left. */
  readonly memo: NumberTable;
  /** By attack totals index; NaN: not computed yet. */
  readonly stops: Float64Array;
  /** By colour index × attack totals index; NaN: not computed yet. */
  readonly adds: Float64Array;
}

/** Values closer than this are a tie; a tie keeps the dice, then the earlier candidate. */
const TIE = 1e-12;

/**
 * The exact reroll search of seed 002, ATTACKS step 3 (policies "max-damage" for the attacker,
 * "min-damage" for the defender): the value of a state is the expected damage when both sides
 * play on optimally and surges are spent optimally (the program's own steps after the last
 * roll score each final roll). A state is one side's multiset of rerollable faces (capped at
 * the rerolls left), the icon totals of all its dice, the rerolls left and — for the attacker —
 * the defender's dice, so a reroll's value is the average over the six faces of one die.
 *
 * Values and decisions form a table shared by every outcome and trial: each state is searched
 * once per scenario, under a packed numeric key in typed hash tables (number-table.ts), filled
 * lazily — a Monte Carlo run fills only the states its trials reach. A defense roll showing a
 * dodge misses whatever is rerolled, so neither side rerolls (every choice is a tie at 0). The
 * tables share a byte budget: when an entry would pass it, every table is cleared (even
 * mid-search) and refilled on demand — values and decisions are functions of the state, so only
 * the time changes, never an answer.
 */
export class RerollSolver implements RerollDecider {
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
  private readonly offset: Int32Array;
  /** Per candidate j: where rerolling it from totals xi is in `adds` (at addBase[j] + xi). */
  private readonly addBase: Int32Array;
  /** Each defense candidate's icons as an offset of the defense totals index. */
  private readonly yOffset: Int32Array;
  /** Per colour index: the candidates a single die lands on and their probabilities. */
  private readonly landJ: Int32Array[];
  private readonly landP: Float64Array[];
  private readonly dLandJ: Int32Array[];
  private readonly dLandP: Float64Array[];
  /** The attacker's memos per defender state (dice and totals), and the selected one. */
  private readonly views = new Map<number, AttackerView>();
  private view: AttackerView = {
    memo: new NumberTable(),
    stops: new Float64Array(0),
    adds: new Float64Array(0),
  };
  /** The decision of the last search that returned (the outermost one, once it returns). */
  private choice = STOP;
  /** Defender memos by clamped attack totals. */
  private readonly defenderMemos = new Map<number, NumberTable>();
  private readonly a: Int32Array;
  private readonly d: Int32Array;
  /** Candidate lists, one per depth of the search (attacker 0–4, defender 5–9). */
  private readonly lists: Int32Array[];
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
    this.lists = Array.from(
      { length: 10 },
      () => new Int32Array(Math.max(this.a.length, this.d.length)),
    );
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
    this.offset = Int32Array.from(
      this.attack.slots,
      (_, j) =>
        ((icons[3 * j] as number) * this.sR + (icons[3 * j + 1] as number)) * this.aR +
        (icons[3 * j + 2] as number),
    );
    this.addBase = Int32Array.from(
      this.attack.slots,
      (_, j) =>
        (this.attack.colourOf[j] as number) * this.clamp.length - (this.offset[j] as number),
    );
    const [, eMax, gMax] = this.defense.maxIcon as [number, number, number];
    this.eR = eMax + 1;
    this.gR = gMax + 1;
    this.yR = ((this.defense.maxIcon[0] as number) + 1) * this.eR * this.gR;
    const dIcons = this.defense.icons;
    this.yOffset = Int32Array.from(this.defense.slots, (_, j) =>
      this.yKey(dIcons[3 * j] as number, dIcons[3 * j + 1] as number, dIcons[3 * j + 2] as number),
    );
    this.landJ = this.attack.landings.map((l) => Int32Array.from(l, (x) => x.j));
    this.landP = this.attack.landings.map((l) => Float64Array.from(l, (x) => x.p));
    this.dLandJ = this.defense.landings.map((l) => Int32Array.from(l, (x) => x.j));
    this.dLandP = this.defense.landings.map((l) => Float64Array.from(l, (x) => x.p));
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
   * may still write to a dropped memo: harmless, it is no longer read.
   */
  private clear(keepView: boolean): void {
    this.view.memo.clear();
    this.views.clear();
    this.defenderMemos.clear();
    this.terminal.clear();
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
    // A dodge shown: the attack misses whatever either side rerolls (every value is 0).
    if ((t[2] as number) > 0) return STOP;
    const y = (((t[0] as number) * this.eR + (t[1] as number)) * this.gR + (t[2] as number)) | 0;
    this.attack.load(s, this.a);
    t[0] = s[DAMAGE_TOTAL] as number;
    t[1] = (s[SURGE_TOTAL] as number) * (this.sR > 1 ? 1 : 0);
    t[2] = (s[ACCURACY_TOTAL] as number) * (this.aR > 1 ? 1 : 0);
    this.attack.addIcons(this.a, t);
    const xi = ((t[0] as number) * this.sR + (t[1] as number)) * this.aR + (t[2] as number);
    if (!attacker) {
      this.defenderEntry(s[DEFENDER_REROLLS] as number, this.clamp[xi] as number, y);
      return this.choice;
    }
    this.select(y);
    const r = s[ATTACKER_REROLLS] as number;
    if (r === 1) this.lastReroll(xi, y);
    else this.attackerEntry(r, xi, y);
    return this.choice;
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

  /** Selects the attacker's memos for the defender's dice in `d` and their totals y. */
  private select(y: number): void {
    const key = this.defense.index(this.d, this.rD) * this.yR + y;
    if (key === this.viewKey) return;
    let view = this.views.get(key);
    if (!view) {
      this.charge(this.viewBytes, false);
      view = {
        memo: new NumberTable(),
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
    if (hit === hit) return hit;
    const x = this.clamp[xi] as number;
    const v = this.rD === 0 ? this.score(x, y) : this.defenderEntry(this.rD, x, y);
    stops[xi] = v;
    return v;
  }

  /** The stop value after one more die of colour ci lands on totals z (averaged over its faces). */
  private addValue(ci: number, z: number, y: number): number {
    const adds = this.view.adds;
    const at = ci * this.clamp.length + z;
    const hit = adds[at] as number;
    if (hit === hit) return hit;
    const js = this.landJ[ci] as Int32Array;
    const ps = this.landP[ci] as Float64Array;
    let v = 0;
    for (let i = 0; i < js.length; i++)
      v += (ps[i] as number) * this.stopValue(z + (this.offset[js[i] as number] as number), y);
    adds[at] = v;
    return v;
  }

  /** Writes into `list` the candidates of `side` worth trying in `counts`; returns how many. */
  private static candidates(side: RerollSide, counts: Int32Array, list: Int32Array): number {
    let n = 0;
    for (let j = 0; j < counts.length; j++)
      if ((counts[j] as number) > 0 && !side.dominated(counts, j)) list[n++] = j;
    return n;
  }

  /**
   * The value of the attacker's last reroll with totals xi, choosing among the n candidates in
   * `list` (in candidate order): one lookup of addValue each. The hottest loop of the search
   * (ten thousand calls per fresh eight-die state with 4 rerolls), so the tables are read
   * directly and addValue is called only for an entry not computed yet.
   */
  private lastValue(list: Int32Array, n: number, xi: number, y: number): number {
    const view = this.view;
    let bestValue = view.stops[xi] as number;
    if (bestValue !== bestValue) bestValue = this.stopValue(xi, y);
    const adds = view.adds;
    const base = this.addBase;
    for (let c = 0; c < n; c++) {
      const j = list[c] as number;
      let v = adds[(base[j] as number) + xi] as number;
      if (v !== v)
        v = this.addValue(this.attack.colourOf[j] as number, xi - (this.offset[j] as number), y);
      if (v > bestValue + TIE) bestValue = v;
    }
    return bestValue;
  }

  /** The attacker's last reroll with totals xi (its dice in `a`): sets `choice`. */
  private lastReroll(xi: number, y: number): void {
    const list = this.lists[1] as Int32Array;
    const n = RerollSolver.candidates(this.attack, this.a, list);
    let bestValue = this.stopValue(xi, y);
    let best = STOP;
    for (let c = 0; c < n; c++) {
      const j = list[c] as number;
      const v = this.addValue(
        this.attack.colourOf[j] as number,
        xi - (this.offset[j] as number),
        y,
      );
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.choice = best;
  }

  /** The attacker's state with r ≥ 2 rerolls left (its dice in `a`): value; sets `choice`. */
  private attackerEntry(r: number, xi: number, y: number): number {
    const side = this.attack;
    const a = this.a;
    const key = (side.index(a, r) * this.clamp.length + xi) * (this.rA + 1) + r;
    let memo = this.view.memo;
    if (memo.find(key)) {
      this.choice = memo.decision(memo.at);
      return memo.value(memo.at);
    }
    let bestValue = this.stopValue(xi, y);
    let best = STOP;
    const list = this.lists[r] as Int32Array;
    const inner = this.lists[1] as Int32Array;
    const n = RerollSolver.candidates(side, a, list);
    for (let c = 0; c < n; c++) {
      const j = list[c] as number;
      a[j] = (a[j] as number) - 1;
      const z = xi - (this.offset[j] as number);
      const ci = side.colourOf[j] as number;
      const js = this.landJ[ci] as Int32Array;
      const ps = this.landP[ci] as Float64Array;
      let v = 0;
      if (r === 2) {
        const m = RerollSolver.candidates(side, a, inner);
        for (let i = 0; i < js.length; i++)
          v +=
            (ps[i] as number) *
            this.lastValue(inner, m, z + (this.offset[js[i] as number] as number), y);
      } else
        for (let i = 0; i < js.length; i++)
          v +=
            (ps[i] as number) *
            this.attackerEntry(r - 1, z + (this.offset[js[i] as number] as number), y);
      a[j] = (a[j] as number) + 1;
      if (v > bestValue + TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.charge(TABLE_ENTRY_BYTES, true);
    memo = this.view.memo;
    memo.set(key, bestValue, best);
    this.choice = best;
    return bestValue;
  }

  /** The defender's state (final attack totals x, its dice in `d`): value; sets `choice`. */
  private defenderEntry(r: number, x: number, y: number): number {
    if (r === 0) {
      this.choice = STOP;
      return this.score(x, y);
    }
    let memo = this.defenderMemos.get(x);
    if (!memo) {
      this.charge(MAP_ENTRY_BYTES, true);
      this.defenderMemos.set(x, (memo = new NumberTable()));
    }
    const side = this.defense;
    const d = this.d;
    const key = (side.index(d, r) * this.yR + y) * (this.rD + 1) + r;
    if (memo.find(key)) {
      this.choice = memo.decision(memo.at);
      return memo.value(memo.at);
    }
    let bestValue = this.score(x, y);
    let best = STOP;
    const list = this.lists[5 + r] as Int32Array;
    const n = RerollSolver.candidates(side, d, list);
    for (let c = 0; c < n; c++) {
      const j = list[c] as number;
      d[j] = (d[j] as number) - 1;
      const base = y - (this.yOffset[j] as number);
      const ci = side.colourOf[j] as number;
      const js = this.dLandJ[ci] as Int32Array;
      const ps = this.dLandP[ci] as Float64Array;
      let v = 0;
      for (let i = 0; i < js.length; i++)
        v +=
          (ps[i] as number) *
          this.defenderEntry(r - 1, x, base + (this.yOffset[js[i] as number] as number));
      d[j] = (d[j] as number) + 1;
      if (v < bestValue - TIE) {
        best = j;
        bestValue = v;
      }
    }
    this.charge(TABLE_ENTRY_BYTES, true);
    memo.set(key, bestValue, best);
    this.choice = best;
    return bestValue;
  }
}
