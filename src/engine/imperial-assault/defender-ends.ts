import type { Step } from '../core/program.ts';
import { onlyRerolls } from './attack-steps.ts';
import type { DefenderSearch } from './defender-search.ts';
import {
  ALL_DICE,
  ATTACK_DIE_COUNT,
  BLOCK_TOTAL,
  DEFENDER_REROLLS,
  DODGE_TOTAL,
  EVADE_TOTAL,
  FRESH,
  PENDING,
  REROLLED,
} from './state.ts';

/**
 * The defender's rerolls of seed 002, ATTACKS step 3, enumerated for Monte Carlo's averaged
 * rest (Program.averaged.enumerate): from a state before the defender's first reroll, every way
 * its optimal rerolls end, as the state after its dice are counted with its chance in units of
 * 6^-rerolls — what the exact executor's walk through the same steps gives, without a state
 * per branch. The search's own decisions and memos are used (DefenderSearch.outcomes), and the
 * ways that end on the same defense totals are merged.
 */
export class DefenderEnds {
  /** Each defense totals index's ways so far (0 where untouched). */
  private readonly ways: Float64Array;
  private readonly touched: Int32Array;
  private count = 0;
  private readonly out: Int32Array;
  /** The defense dice slots an end state has emptied (faces, pending, rerolled). */
  private readonly diceSlots: number[] = [];
  private readonly at = (y: number, ways: number): void => {
    const before = this.ways[y] as number;
    if (before === 0) this.touched[this.count++] = y;
    this.ways[y] = before + ways;
  };

  /** `steps[from, until)`: the defender's reroll steps, ending with its dice counted. */
  constructor(
    private readonly search: DefenderSearch,
    steps: readonly Step[],
    from: number,
    until: number,
    width: number,
  ) {
    this.ways = new Float64Array(search.yR);
    this.touched = new Int32Array(search.yR);
    this.out = new Int32Array(width);
    onlyRerolls(steps, from, until, 'defender');
    for (let c = ATTACK_DIE_COUNT; c < ALL_DICE.length; c++) {
      const kinds = (ALL_DICE[c] as (typeof ALL_DICE)[number]).kinds.length;
      for (let k = 0; k < kinds; k++)
        this.diceSlots.push((FRESH[c] as number) + k, (REROLLED[c] as number) + k);
      this.diceSlots.push(PENDING[c] as number);
    }
  }

  /**
   * Emits the end states of the defender's r rerolls from state s (its dice loaded in the
   * search's `d`, totals y, final clamped attack totals x), with their ways out of 6^rerolls.
   */
  run(
    s: Int32Array,
    r: number,
    x: number,
    y: number,
    rerolls: number,
    emit: (end: Int32Array, whole: number) => void,
  ): void {
    this.search.outcomes(r, x, y, 6 ** (rerolls - r), this.at);
    const search = this.search;
    const out = this.out;
    for (let i = 0; i < this.count; i++) {
      const end = this.touched[i] as number;
      const ways = this.ways[end] as number;
      this.ways[end] = 0;
      out.set(s);
      for (const slot of this.diceSlots) out[slot] = 0;
      out[DEFENDER_REROLLS] = 0;
      out[DODGE_TOTAL] = end % search.gR;
      out[EVADE_TOTAL] = Math.floor(end / search.gR) % search.eR;
      out[BLOCK_TOTAL] = Math.floor(end / (search.gR * search.eR));
      emit(out, ways);
    }
    this.count = 0;
  }
}
