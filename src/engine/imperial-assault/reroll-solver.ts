import type { Step } from '../core/program.ts';
import { ATTACK_COLOUR_INDICES, DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { IaContext } from './context.ts';
import { DEFAULT_MEMO_BUDGET, MemoBudget } from './memo-budget.ts';
import { AttackerViews } from './attacker-views.ts';
import { STOP, type RerollDecider } from './reroll-decider.ts';
import { AttackerSearch } from './attacker-search.ts';
import { AttackerSpread } from './attacker-spread.ts';
import { DefenderEnds } from './defender-ends.ts';
import { DefenderSearch } from './defender-search.ts';
import { AttackTotals, faceCaps } from './attack-totals.ts';
import { landingIcons, searchMode, type SearchMode } from './search-mode.ts';
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

export { STOP } from './reroll-decider.ts';

/**
 * The exact reroll search of IA Rules Reference Guide, Attacks, step 3 (policies "max-damage" for the attacker,
 * "min-damage" for the defender): the value of a state is the expected damage when both sides
 * play on optimally and surges are spent optimally (the program's own steps after the last
 * roll score each final roll). A state is one side's multiset of rerollable faces (capped at
 * the rerolls left), the icon totals of all its dice, the rerolls left and — for the attacker —
 * the defender's dice, so a reroll's value is the average over the six faces of one die.
 *
 * What depends on the final totals alone is shared by every first roll with the same defense
 * roll: the value of stopping and of rolling one more die (attacker-views.ts); the attacker's
 * own states are searched per first roll (attacker-search.ts), the defender's per final attack
 * totals (defender-search.ts). A defense roll showing a dodge misses whatever is rerolled, so
 * neither side rerolls (every choice is a tie at 0).
 */
export class RerollSolver implements RerollDecider {
  /** The defender's half of the search (and the score of a final roll). */
  private readonly defender: DefenderSearch;
  /** The attacker's half of the search. */
  private readonly search: AttackerSearch;
  private readonly attack: RerollSide;
  /** Rerolls the attacker may make, and the defender. */
  private readonly attackerRerolls: number;
  private readonly defenderRerolls: number;
  /** The attack totals index (radices, clamp, the candidates' offsets). */
  private readonly attackTotals: AttackTotals;
  /** The most of damage, surge and accuracy one attack face counts (RerollSide caps). */
  private readonly caps: readonly number[];
  /** The tables kept per defense roll (stop and one-more-die values). */
  private readonly views: AttackerViews;
  private readonly totals = [0, 0, 0];
  /** The memos' byte budget. */
  readonly budget: MemoBudget;
  /** The search's full mode (every candidate's offset and landings). */
  private readonly full: SearchMode;
  /** The walk of the attacker's rerolls Monte Carlo averages (built on first use). */
  private spreader: AttackerSpread | null = null;
  /** The enumeration of the defender's rerolls Monte Carlo averages (built on first use). */
  private ends: DefenderEnds | null = null;

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
    const surgeCap = ctx.rules.abilities.reduce((sum, x) => sum + x.cost, 0);
    const accuracyCap = ctx.rules.ranged ? ctx.rules.distance : 0;
    // Icons the resolve step clamps to 0 can never change an outcome.
    const keep = [1, surgeCap > 0 ? 1 : 0, accuracyCap > 0 ? 1 : 0];
    const defense = new RerollSide(DEFENSE_COLOUR_INDICES, ctx.pool, [1, 1, 1]);
    // A face counts at most what the final totals can use: at short range most of a blue or
    // green die's faces then land alike, and the search tries fewer.
    this.caps = faceCaps(ctx, defense.maxIcon[1] as number);
    this.attack = new RerollSide(ATTACK_COLOUR_INDICES, ctx.pool, keep, this.caps);
    this.attackerRerolls = ctx.attackerRerolls;
    this.defenderRerolls = ctx.defenderRerolls;
    this.attackTotals = new AttackTotals(this.attack, this.caps);
    this.defender = new DefenderSearch(
      defense,
      this.defenderRerolls,
      steps.slice(last + 1),
      this.attackTotals,
      (bytes) => this.views.charge(bytes, true),
    );
    const full = searchMode(this.attack, this.attackTotals, 0);
    this.full = full;
    // Once accuracy is settled the search reads none: the same dice, accuracy dropped.
    const settled =
      this.attackTotals.aR > 1 && this.attackTotals.accCap > 0
        ? searchMode(
            new RerollSide(ATTACK_COLOUR_INDICES, ctx.pool, [1, keep[1] as number, 0], this.caps),
            this.attackTotals,
            1,
          )
        : null;
    this.views = new AttackerViews(
      this.attackTotals,
      this.defender,
      this.defenderRerolls,
      landingIcons(full, this.attackTotals),
      full.landP,
      budget,
    );
    this.search = new AttackerSearch(
      this.attack,
      this.attackTotals,
      this.views,
      full,
      settled,
      this.attackerRerolls,
    );
  }

  /** The decision of `side` in state s (its rerolls left ≥ 1): STOP or a candidate index. */
  decide(attacker: boolean, s: Int32Array): number {
    const defender = this.defender;
    const y = this.defenseIndex(s);
    const r = this.rerollsLeft(s, attacker ? ATTACKER_REROLLS : DEFENDER_REROLLS);
    if (r === 0) return STOP;
    const xi = this.attackIndex(s);
    if (!attacker) {
      defender.entry(r, this.attackTotals.clamp[xi] as number, y);
      return defender.choice;
    }
    this.select(y);
    this.search.value(r, xi, y);
    return this.search.choice;
  }

  /**
   * AveragedTail.spread: from state s before the attacker's first reroll (steps[from]),
   * each final attack the optimal rerolls can make, as a state at steps[until] with its chance
   * in units of 6^-rerolls (attacker-spread.ts).
   */
  spread(
    s: Int32Array,
    emit: (s: Int32Array, weight: number) => void,
    steps: readonly Step[],
    from: number,
    until: number,
  ): void {
    const y = this.defenseIndex(s);
    const r = this.rerollsLeft(s, ATTACKER_REROLLS);
    const xi = this.attackIndex(s);
    this.select(y);
    this.spreader ??= new AttackerSpread(
      this.search,
      this.attack,
      this.attackTotals,
      this.full,
      this.attackerRerolls,
      steps,
      from,
      until,
      s.length,
    );
    this.spreader.run(s, r, xi, y, emit);
  }

  /**
   * AveragedTail.enumerate: from state s before the defender's first reroll
   * (steps[from]), each state at steps[until] its optimal rerolls can end in, with its chance in
   * units of 6^-rerolls (defender-ends.ts).
   */
  defenderEnds(
    s: Int32Array,
    emit: (end: Int32Array, whole: number) => void,
    steps: readonly Step[],
    from: number,
    until: number,
  ): void {
    const y = this.defenseIndex(s);
    const r = this.rerollsLeft(s, DEFENDER_REROLLS);
    const x = this.attackTotals.clamp[this.attackIndex(s)] as number;
    this.ends ??= new DefenderEnds(this.defender, steps, from, until, s.length);
    this.ends.run(s, r, x, y, this.defenderRerolls, emit);
  }

  /**
   * The rerolls left in slot `counter` of state s, whose defense totals were just loaded
   * (defenseIndex): 0 when a dodge shows, as the attack misses whatever either side rerolls.
   */
  private rerollsLeft(s: Int32Array, counter: number): number {
    return (this.totals[2] as number) > 0 ? 0 : (s[counter] as number);
  }

  /**
   * The defense totals index y of state s: the defender's dice loaded into its `d`, and their
   * block, evade and dodge totals left in `totals`.
   */
  private defenseIndex(s: Int32Array): number {
    const totals = this.totals;
    const defender = this.defender;
    defender.side.load(s, defender.d);
    totals[0] = s[BLOCK_TOTAL] as number;
    totals[1] = s[EVADE_TOTAL] as number;
    totals[2] = s[DODGE_TOTAL] as number;
    defender.side.addIcons(defender.d, totals);
    return defender.yKey(totals[0] as number, totals[1] as number, totals[2] as number);
  }

  /** The attack totals index of state s (its dice loaded into the search's `a`). */
  private attackIndex(s: Int32Array): number {
    const totals = this.totals;
    const a = this.search.a;
    this.attack.load(s, a);
    totals[0] = s[DAMAGE_TOTAL] as number;
    // The dice counted already, capped as a face is: min(cap, a + b) = min(cap, min(cap, a) + b).
    totals[1] =
      Math.min(s[SURGE_TOTAL] as number, this.caps[1] as number) *
      (this.attackTotals.sR > 1 ? 1 : 0);
    totals[2] =
      Math.min(s[ACCURACY_TOTAL] as number, this.caps[2] as number) *
      (this.attackTotals.aR > 1 ? 1 : 0);
    this.attack.addIcons(a, totals);
    const { sR, aR } = this.attackTotals;
    return ((totals[0] as number) * sR + (totals[1] as number)) * aR + (totals[2] as number);
  }

  /**
   * What the defender's rerolls from state s (the attacker's over) depend on, as one number:
   * its dice capped at the rerolls left, their totals, the rerolls left and the clamped attack
   * totals — what its decisions read (decide). Monte Carlo averages those rerolls once per key
   * (compile.ts).
   */
  defenderKey(s: Int32Array): number {
    const state = this.defender.stateKey(s[DEFENDER_REROLLS] as number, this.defenseIndex(s));
    return (
      state * this.attackTotals.clampedSize +
      (this.attackTotals.clamp[this.attackIndex(s)] as number)
    );
  }

  /** Selects the views' tables for the defender's dice in `d` and their totals y. */
  private select(y: number): void {
    const defender = this.defender;
    if (this.views.select(defender.side.index(defender.d, this.defenderRerolls) * defender.yR + y))
      this.search.forget();
  }
}
