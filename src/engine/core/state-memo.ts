import { StateSet } from './state-set.ts';

/**
 * Numbers remembered per count-state: a StateSet finds the state's index (no string key, no
 * copy unless the state is new), a Float64Array beside it holds the number (NaN: not known
 * yet). Expectimax solvers remember a value per state with it.
 */
export class StateMemo {
  private readonly states: StateSet;
  private values = new Float64Array(64).fill(NaN);

  constructor(width: number) {
    this.states = new StateSet(width);
  }

  get size(): number {
    return this.states.size;
  }

  /** The index of state `s` (added, not yet known, when new); stable while the memo lives. */
  indexOf(s: Int32Array): number {
    const i = this.states.indexOf(s);
    if (i >= this.values.length) {
      let n = this.values.length;
      while (n <= i) n *= 2;
      const grown = new Float64Array(n).fill(NaN);
      grown.set(this.values);
      this.values = grown;
    }
    return i;
  }

  /** The number remembered at index i; NaN when none is yet. */
  get(i: number): number {
    return this.values[i] as number;
  }

  set(i: number, v: number): void {
    this.values[i] = v;
  }
}
