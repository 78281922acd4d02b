import type { Step } from '../core/program.ts';
import { onlyRerolls } from './attack-steps.ts';
import type { AttackTotals } from './attack-totals.ts';
import type { AttackerSearch } from './attacker-search.ts';
import { ATTACK_COLOUR_INDICES } from './count-dice.ts';
import { writeAttackTotals } from './defender-search.ts';
import { MergedWays } from './merged-ways.ts';
import { STOP as STOP_DECISION } from './reroll-decider.ts';
import type { RerollSide } from './reroll-side.ts';
import type { SearchMode } from './search-mode.ts';
import { ATTACKER_REROLLS, diceSlots } from './state.ts';

const STOP = STOP_DECISION;

/**
 * The attacker's rerolls of IA Rules Reference Guide, Attacks, step 3, searched exactly for one first roll
 * (AveragedTail.spread): from the trial's state before the first reroll, every way the
 * attacker's optimal rerolls can land, each final attack totals with its chance in units of
 * 6^-rerolls. A trial then samples only the first roll: at long range accuracy decides hit
 * or miss, and the rerolls' own luck was about two thirds of the spread of a trial's
 * P(damage ≥ k) (the hardest pools measured), so a margin needs several times fewer trials.
 *
 * The walk makes the search's own decisions (AttackerSearch.value, the states it keeps for
 * this defense roll) and moves through the totals index as the search does; the ways that end
 * on the same clamped totals — all that the defender and the score read (attack-totals.ts) —
 * are merged, and each is handed on as a state with the attack dice counted into those totals.
 */
export class AttackerSpread {
  /** The ways of each clamped totals index, in units. */
  private readonly ends: MergedWays;
  /** The attack totals of the first roll's defense roll (y) being walked. */
  private y = 0;
  /** The state handed on (the trial's, the attack counted into clamped totals). */
  private readonly out: Int32Array;
  /** 6^r for r = 0..rerolls: a way that stops with r rerolls left counts 6^r times. */
  private readonly scale: number[];
  /** The attack dice slots a handed-on state has emptied (faces, pending, rerolled). */
  private readonly diceSlots = diceSlots(ATTACK_COLOUR_INDICES);

  /**
   * `search` decides for the dice it holds (`search.a`); `mode` is its full mode (offsets and
   * landings of every candidate); `steps[from, until)` the attacker's reroll steps.
   */
  constructor(
    private readonly search: AttackerSearch,
    private readonly attack: RerollSide,
    private readonly t: AttackTotals,
    private readonly mode: SearchMode,
    readonly rerolls: number,
    steps: readonly Step[],
    from: number,
    until: number,
    width: number,
  ) {
    this.ends = new MergedWays(t.clampedSize, 6 ** rerolls);
    this.out = new Int32Array(width);
    onlyRerolls(steps, from, until, 'attacker');
    this.scale = Array.from({ length: rerolls + 1 }, (_, r) => 6 ** r);
  }

  /**
   * Walks the attacker's r rerolls from state s (its dice loaded in `search.a`, totals index
   * xi, defense totals y) and calls `emit` with each final totals' state and chance in units of
   * 6^-rerolls.
   */
  run(
    s: Int32Array,
    r: number,
    xi: number,
    y: number,
    emit: (s: Int32Array, weight: number) => void,
  ): void {
    this.y = y;
    this.walk(r, xi, this.scale[this.rerolls - r] as number);
    const out = this.out;
    const ends = this.ends;
    for (let n = 0; n < ends.count; n++) {
      const x = ends.index(n);
      out.set(s);
      for (const slot of this.diceSlots) out[slot] = 0;
      out[ATTACKER_REROLLS] = 0;
      writeAttackTotals(out, x, this.t);
      emit(out, ends.of(x));
    }
    ends.clear();
  }

  /** The attacker's state with r rerolls left (dice in `search.a`, totals xi), reached w ways. */
  private walk(r: number, xi: number, w: number): void {
    const choice = r === 0 ? STOP : (this.search.value(r, xi, this.y), this.search.choice);
    if (choice === STOP)
      return this.ends.add(this.t.clamp[xi] as number, w * (this.scale[r] as number));
    const a = this.search.a;
    a[choice] = (a[choice] as number) - 1;
    const z = xi - (this.mode.offset[choice] as number);
    const ci = this.attack.colourOf[choice] as number;
    const to = this.mode.landOffset[ci] as Int32Array;
    const ps = this.mode.landP[ci] as Float64Array;
    for (let i = 0; i < to.length; i++)
      this.walk(r - 1, z + (to[i] as number), w * Math.round((ps[i] as number) * 6));
    a[choice] = (a[choice] as number) + 1;
  }
}
