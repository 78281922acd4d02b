import type { Step } from '../core/program.ts';
import { onlyRerolls } from './attack-steps.ts';
import { DEFENSE_COLOUR_INDICES } from './count-dice.ts';
import type { DefenderSearch } from './defender-search.ts';
import { MergedWays } from './merged-ways.ts';
import { DEFENDER_REROLLS, diceSlots } from './state.ts';

/**
 * The defender's rerolls of IA Rules Reference Guide, Attacks, step 3, enumerated for Monte Carlo's averaged
 * rest (AveragedTail.enumerate): from a state before the defender's first reroll, every way
 * its optimal rerolls end, as the state after its dice are counted with its chance in units of
 * 6^-rerolls — what the exact executor's walk through the same steps gives, without a state
 * per branch. The search's own decisions and memos are used (DefenderSearch.outcomes), and the
 * ways that end on the same defense totals are merged.
 */
export class DefenderEnds {
  /** The ways of each defense totals index. */
  private readonly ends: MergedWays;
  private readonly out: Int32Array;
  /** The defense dice slots an end state has emptied (faces, pending, rerolled). */
  private readonly diceSlots = diceSlots(DEFENSE_COLOUR_INDICES);
  private readonly at = (y: number, ways: number): void => this.ends.add(y, ways);

  /** `steps[from, until)`: the defender's reroll steps, ending with its dice counted. */
  constructor(
    private readonly search: DefenderSearch,
    steps: readonly Step[],
    from: number,
    until: number,
    width: number,
  ) {
    this.ends = new MergedWays(search.yR);
    this.out = new Int32Array(width);
    onlyRerolls(steps, from, until, 'defender');
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
    const out = this.out;
    const ends = this.ends;
    for (let n = 0; n < ends.count; n++) {
      const end = ends.index(n);
      out.set(s);
      for (const slot of this.diceSlots) out[slot] = 0;
      out[DEFENDER_REROLLS] = 0;
      this.search.writeTotals(out, end);
      emit(out, ends.of(end));
    }
    ends.clear();
  }
}
