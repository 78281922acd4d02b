import { makeDie } from '../../src/engine/core/die.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { AveragedMonteCarlo } from '../../src/engine/imperial-assault/averaged-monte-carlo.ts';

// The smallest program an averaged rest can be checked on by hand: two six-sided dice summed.
// Slots: 0 first die pending, 1..6 its faces, 7 second pending, 8..13 its faces, 14 sum,
// 15 first die.

const d6 = makeDie('two-dice-test:d6', [1, 1, 1, 1, 1, 1]);

const value = (s: Int32Array, at: number): number => {
  for (let k = 0; k < 6; k++) if ((s[at + k] as number) > 0) return k + 1;
  return 0;
};

export interface TwoDiceOptions {
  /** Average the second die (AveragedMonteCarlo); else both are sampled. */
  readonly averaged: boolean;
  /** The averaged rest's key (default 0 for every state: the second die depends on nothing). */
  readonly key?: (s: Int32Array) => number;
  /** The first die's faces 1–5 as covariates (mean 1/6 each). */
  readonly faces?: boolean;
}

/** Two dice summed: the first roll, the second, the sum. */
export function twoDice(o: TwoDiceOptions): Program {
  const base: Program = {
    init: Int32Array.from({ length: 16 }, (_, i) => (i === 0 ? 1 : 0)),
    steps: [
      { kind: 'roll', name: 'first', dice: [{ die: d6, pending: 0, into: 1 }] },
      {
        kind: 'det',
        name: 'note the first, roll the second',
        run: (s) => {
          s[15] = value(s, 1);
          s[7] = 1;
        },
      },
      { kind: 'roll', name: 'second', dice: [{ die: d6, pending: 7, into: 8 }] },
      {
        kind: 'det',
        name: 'sum',
        run: (s) => {
          s[14] = (s[15] as number) + value(s, 8);
        },
      },
    ],
    observables: [
      { name: 'sum', slot: 14, max: 12 },
      { name: 'first', slot: 15, max: 6 },
    ],
    derived: [],
  };
  if (!o.averaged) return base;
  const covariates = o.faces
    ? { after: 0, slots: [1, 2, 3, 4, 5], means: [1, 1, 1, 1, 1].map((x) => x / 6) }
    : null;
  return {
    ...base,
    monteCarlo: new AveragedMonteCarlo({
      from: 2,
      until: 3,
      unit: 6,
      key: o.key ?? (() => 0),
      known: null,
      covariates,
    }),
  };
}
