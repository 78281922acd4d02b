import type { Die } from './die.ts';
import type { Rng } from './rng.ts';
import { drawRoll, rollTable } from './roll-table.ts';

/**
 * Rolls dice from a seeded generator: a roll of m dice is one draw from the alias table of m
 * dice (roll-table.ts), m at most the table's cap per draw. The generated trial loop
 * (trial-loop.ts) inlines exactly this algorithm; both must consume the same draws in the same
 * order.
 */
export class DiceSampler {
  constructor(readonly rng: Rng) {}

  /** Rolls n copies of `die` and adds the result-kind counts to s[into + kind]. */
  roll(die: Die, n: number, s: Int32Array, into: number): void {
    const t = rollTable(die);
    const mask = (1 << die.packBits) - 1;
    for (let rest = n; rest > 0;) {
      const m = Math.min(rest, t.cap);
      rest -= m;
      const acc = drawRoll(t.columns, t.off, t.shift, m, this.rng);
      for (let k = 0; k < die.weights.length; k++)
        s[into + k] = (s[into + k] as number) + ((acc >>> (die.packBits * k)) & mask);
    }
  }
}
