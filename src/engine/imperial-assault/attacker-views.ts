import type { AttackTotals } from './attack-totals.ts';
import type { DefenderSearch } from './defender-search.ts';
import { MAP_ENTRY_BYTES, type MemoBudget } from './memo-budget.ts';

/** The attacker's tables for one defender state: stop values, one-more-die values. */
export interface AttackerView {
  /** By clamped attack totals index; NaN: not computed yet. */
  readonly stops: Float64Array;
  /** By colour index × clamped attack totals index; NaN: not computed yet. */
  readonly adds: Float64Array;
}

/**
 * What the attacker's reroll search (IA Rules Reference Guide, Attacks, step 3) keeps for the whole run, per
 * defense roll (a view): the value of stopping with final totals x (the defender's search, or
 * the score when it has no rerolls) and of rolling one more die of a colour, both over the
 * clamped totals and filled as they are met. They depend on the final totals alone, so every
 * first roll with that defense roll shares them. Views and the defender's memos share a byte
 * budget: when an entry would pass it, they are cleared (even mid-search) and refilled on
 * demand — only the time changes, never an answer.
 */
export class AttackerViews {
  private readonly views = new Map<number, AttackerView>();
  /** The selected view (its tables are read directly by the search's hottest loops). */
  view: AttackerView = { stops: new Float64Array(0), adds: new Float64Array(0) };
  /** The key of the selected view; -1 before the first. */
  private viewKey = -1;
  /** Bytes of one view (its dense tables and its entry in `views`). */
  private readonly viewBytes: number;
  private readonly aC: number;

  /**
   * `lands` per colour: the landings of one die as damage, surge, accuracy (3 per landing), and
   * `landP` their chances; `rerolls`: the defender's.
   */
  constructor(
    private readonly t: AttackTotals,
    private readonly defender: DefenderSearch,
    private readonly rerolls: number,
    private readonly lands: readonly Int32Array[],
    private readonly landP: readonly Float64Array[],
    private readonly budget: MemoBudget,
  ) {
    this.viewBytes = 8 * (1 + lands.length) * t.clampedSize + MAP_ENTRY_BYTES;
    this.aC = t.accCap + 1;
  }

  /** Charges `bytes` to the budget, clearing every table first when they would pass it. */
  charge(bytes: number, keepView: boolean): void {
    if (this.budget.charge(bytes)) return;
    this.clear(keepView);
    this.budget.charge(bytes);
  }

  /**
   * Empties every table. Mid-search (`keepView`) the selected view stays: its tables hold
   * values, which stay right. A suspended defender search may still write to a dropped memo:
   * harmless, it is no longer read.
   */
  private clear(keepView: boolean): void {
    this.views.clear();
    this.defender.clear();
    const kept = keepView && this.viewKey >= 0;
    if (kept) this.views.set(this.viewKey, this.view);
    else this.viewKey = -1;
    this.budget.reset(kept ? this.viewBytes : 0);
  }

  /** Selects the view of defense roll `key`; whether it changed. */
  select(key: number): boolean {
    if (key === this.viewKey) return false;
    let view = this.views.get(key);
    if (!view) {
      this.charge(this.viewBytes, false);
      const size = this.t.clampedSize;
      view = {
        stops: new Float64Array(size).fill(NaN),
        adds: new Float64Array(this.lands.length * size).fill(NaN),
      };
      this.views.set(key, view);
    }
    this.view = view;
    this.viewKey = key;
    return true;
  }

  /** The value once the attacker stops with clamped totals x (defense totals y). */
  stopAt(x: number, y: number): number {
    const stops = this.view.stops;
    const hit = stops[x] as number;
    if (hit === hit) return hit;
    const v =
      this.rerolls === 0 ? this.defender.score(x, y) : this.defender.entry(this.rerolls, x, y);
    stops[x] = v;
    return v;
  }

  /** The value once the attacker stops with totals xi. */
  stopValue(xi: number, y: number): number {
    return this.stopAt(this.t.clamp[xi] as number, y);
  }

  /**
   * The stop value after one more die of colour ci lands on totals z, averaged over its faces.
   * Computed on the clamped totals, with the same faces whoever asks: an entry's value never
   * depends on who first filled it (a Monte Carlo answer must not depend on the order trials
   * meet states), and totals whose accuracy is held at the cap cannot overflow.
   */
  addValue(ci: number, z: number, y: number): number {
    const t = this.t;
    const x = t.clamp[z] as number;
    const adds = this.view.adds;
    const at = ci * t.clampedSize + x;
    const hit = adds[at] as number;
    if (hit === hit) return hit;
    const aC = this.aC;
    const acc = x % aC;
    const base = x - acc;
    const lands = this.lands[ci] as Int32Array;
    const ps = this.landP[ci] as Float64Array;
    let v = 0;
    for (let i = 0; i < ps.length; i++) {
      const na = acc + (lands[3 * i + 2] as number);
      const to =
        base +
        ((lands[3 * i] as number) * t.sR + (lands[3 * i + 1] as number)) * aC +
        (na < t.accCap ? na : t.accCap);
      v += (ps[i] as number) * this.stopAt(to, y);
    }
    adds[at] = v;
    return v;
  }
}
