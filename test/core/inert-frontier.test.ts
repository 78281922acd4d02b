import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDie, type Die } from '../../src/engine/core/die.ts';
import { InertFrontier, type InertWindow } from '../../src/engine/core/inert-frontier.ts';
import type { DetStep, RollSpec } from '../../src/engine/core/program.ts';
import { ATTACK_DICE } from '../../src/engine/legion/dice.ts';

// InertFrontier (core/inert-frontier.ts) is the exact executor's frontier while two slots are
// only added to: it keys states by everything but how the pair's sum splits, and carries that
// split as a distribution. Here it is checked against the plainest possible executor on small
// synthetic attacks: roll every die face by face, run the steps, and merge equal full states.

/** Slots of the synthetic attacks: the inert pair, two pending counts, then each die's results. */
const A = 0;
const B = 1;
const PENDING = [2, 3] as const;
const into = (d: number, kinds: number): number => 4 + d * kinds;

type Dist = Map<string, number>;
const add = (s: Int32Array, i: number, v: number): void => {
  s[i] = (s[i] as number) + v;
};
const key = (s: ArrayLike<number>): string => Array.from(s).join(',');

/** The naive exact executor: each die rolled on its own, face by face, then the steps. */
function naiveStep(dist: Dist, specs: readonly RollSpec[], after: readonly DetStep[]): Dist {
  let cur = dist;
  for (const spec of specs) {
    const next: Dist = new Map();
    for (const [k, p] of cur) {
      let states: Dist = new Map([[k, p]]);
      const n = Number(k.split(',')[spec.pending]);
      for (let die = 0; die < n; die++) {
        const rolled: Dist = new Map();
        for (const [sk, q] of states) {
          for (let f = 0; f < spec.die.sides; f++) {
            const s = Int32Array.from(sk.split(',').map(Number));
            s[spec.pending] = 0;
            add(s, spec.into + (spec.die.faceOf[f] as number), 1);
            rolled.set(key(s), (rolled.get(key(s)) ?? 0) + q / spec.die.sides);
          }
        }
        states = rolled;
      }
      for (const [sk, q] of states) next.set(sk, (next.get(sk) ?? 0) + q);
    }
    cur = next;
  }
  const out: Dist = new Map();
  for (const [k, p] of cur) {
    const s = Int32Array.from(k.split(',').map(Number));
    for (const step of after) step.run(s);
    out.set(key(s), (out.get(key(s)) ?? 0) + p);
  }
  return out;
}

function expectSame(frontier: InertFrontier, naive: Dist): void {
  const got: Dist = new Map();
  for (const [s, p] of frontier.expand().entries()) got.set(key(s), p);
  const keys = new Set([...got.keys(), ...naive.keys()]);
  const off = [...keys].filter((k) => Math.abs((got.get(k) ?? 0) - (naive.get(k) ?? 0)) > 1e-12);
  expect(off.map((k) => `${k}: frontier ${got.get(k) ?? 0}, naive ${naive.get(k) ?? 0}`)).toEqual(
    [],
  );
  expect([...got.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
}

/** A synthetic attack: roll steps, each followed by deterministic steps that never read A or B. */
interface Attack {
  readonly dice: readonly Die[];
  readonly init: Int32Array;
  readonly window: InertWindow;
  readonly segments: readonly { specs: readonly RollSpec[]; after: readonly DetStep[] }[];
}

const det = (name: string, run: (s: Int32Array) => void, canonical = false): DetStep =>
  canonical ? { kind: 'det', name, run, canonical } : { kind: 'det', name, run };

/** Moves each die's results of the kinds `feeds` sends to the pair into A (0) or B (1). */
function fold(dice: readonly Die[], kinds: number, feeds: readonly number[]): DetStep {
  return det(
    'fold',
    (s) => {
      dice.forEach((_, d) => {
        for (let k = 0; k < kinds; k++) {
          const to = feeds[k];
          if (to !== 0 && to !== 1) continue;
          add(s, to === 0 ? A : B, s[into(d, kinds) + k] as number);
          s[into(d, kinds) + k] = 0;
        }
      });
    },
    true,
  );
}

function run(attack: Attack): { frontier: InertFrontier; naive: Dist } {
  let frontier = InertFrontier.from(attack.window, attack.init);
  let naive: Dist = new Map([[key(attack.init), 1]]);
  for (const seg of attack.segments) {
    frontier = frontier.branch(seg.specs, seg.after);
    naive = naiveStep(naive, seg.specs, seg.after);
  }
  return { frontier, naive };
}

const kindsArb = fc.integer({ min: 2, max: 4 });
const attackArb: fc.Arbitrary<Attack> = kindsArb.chain((kinds) =>
  fc
    .record({
      weights: fc.array(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: kinds, maxLength: kinds }),
        {
          minLength: 2,
          maxLength: 2,
        },
      ),
      pending: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 })),
      start: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
      feeds: fc.option(
        fc.array(fc.constantFrom(-1, 0, 1), { minLength: kinds, maxLength: kinds }),
        { nil: undefined },
      ),
      // Per later roll step: which kind of which die goes back to be rolled again, at most how many.
      rerolls: fc.array(
        fc.record({
          die: fc.integer({ min: 0, max: 1 }),
          kind: fc.integer({ min: 0, max: kinds - 1 }),
          most: fc.integer({ min: 1, max: 2 }),
          to: fc.integer({ min: 0, max: 1 }),
        }),
        { maxLength: 2 },
      ),
      /** A result kind that, when shown at all, adds 1 to B (a keyword's bonus, say). */
      bonus: fc.option(fc.integer({ min: 0, max: kinds - 1 }), { nil: undefined }),
    })
    .map(({ weights, pending, start, feeds, rerolls, bonus }) => {
      const dice = weights.map((w, d) => {
        const ws = w.some((x) => x > 0) ? w : w.map((_, k) => (k === 0 ? 1 : 0));
        return makeDie(`inert-test:${d}:${ws.join('-')}`, ws);
      });
      const width = 4 + 2 * kinds;
      const init = new Int32Array(width);
      init[A] = start[0];
      init[B] = start[1];
      init[PENDING[0]] = pending[0];
      init[PENDING[1]] = pending[1];
      const specs = dice.map((die, d) => ({
        die,
        pending: PENDING[d] as number,
        into: into(d, kinds),
      }));
      const folds = feeds ?? [0, 1];
      const keep = [fold(dice, kinds, folds)];
      const extra =
        bonus === undefined
          ? []
          : [
              det('bonus', (s) => {
                if ((s[into(0, kinds) + bonus] as number) > 0) add(s, B, 1);
              }),
            ];
      const segments = [
        { specs, after: [...keep, ...extra] },
        ...rerolls
          // A fed kind never lands in its slot (it goes straight to the pair): no reroll reads it.
          .filter((r) => feeds === undefined || (feeds[r.kind] !== 0 && feeds[r.kind] !== 1))
          .map((r) => ({
            specs,
            after: [
              ...keep,
              det('take back for a reroll', (s) => {
                const at = into(r.die, kinds) + r.kind;
                const n = Math.min(r.most, s[at] as number);
                add(s, at, -n);
                add(s, PENDING[r.to] as number, n);
              }),
            ],
          })),
        // A last roll of whatever was taken back.
        { specs, after: keep },
      ];
      const dicePerRoll = pending[0] + pending[1];
      const bound = start[0] + start[1] + dicePerRoll * segments.length + segments.length;
      const window: InertWindow =
        feeds === undefined
          ? { slots: [A, B], bound, until: 0 }
          : { slots: [A, B], bound, until: 0, feeds };
      return { dice, init, window, segments };
    }),
);

describe('InertFrontier against a naive exact executor', () => {
  it('random small attacks, with and without fed result kinds', () => {
    fc.assert(
      fc.property(attackArb, (attack) => {
        const { frontier, naive } = run(attack);
        expectSame(frontier, naive);
      }),
    );
  });

  it('Legion attack dice, hits to A and crits to B, with a reroll of blanks', () => {
    // Legion's attack dice: hit, crit, surge, blank counts at kinds 0..3 (legion/dice.ts).
    const dice = [ATTACK_DICE.red, ATTACK_DICE.black];
    const kinds = 4;
    const feeds = [0, 1, -1, -1];
    const init = new Int32Array(4 + 2 * kinds);
    init[PENDING[0]] = 3;
    init[PENDING[1]] = 2;
    const specs = dice.map((die, d) => ({
      die,
      pending: PENDING[d] as number,
      into: into(d, kinds),
    }));
    const keep = fold(dice, kinds, feeds);
    const reroll = det('reroll two blanks', (s) => {
      let left = 2;
      for (let d = 0; d < 2; d++) {
        const at = into(d, kinds) + 3;
        const n = Math.min(left, s[at] as number);
        add(s, at, -n);
        add(s, PENDING[d] as number, n);
        left -= n;
      }
    });
    for (const window of [
      { slots: [A, B], bound: 7, until: 0, feeds },
      { slots: [A, B], bound: 7, until: 0 },
    ] as const) {
      const { frontier, naive } = run({
        dice,
        init,
        window,
        segments: [
          { specs, after: [keep, reroll] },
          { specs, after: [keep] },
        ],
      });
      expectSame(frontier, naive);
    }
  });

  it('grows past its first capacity (64 keys) and keeps every distribution', () => {
    const die = makeDie('inert-test:four', [1, 2, 3, 2]);
    const init = Int32Array.from([1, 1, 6, 0, 0, 0, 0, 0]);
    const window: InertWindow = { slots: [A, B], bound: 40, until: 0 };
    const specs = [{ die, pending: PENDING[0], into: 4 }];
    const gain = det('gain', (s) => {
      add(s, A, s[5] as number);
      if ((s[7] as number) > 0) add(s, B, 1);
    });
    const retake = det('take back up to 2 of kind 2', (s) => {
      const n = Math.min(2, s[6] as number);
      add(s, 6, -n);
      add(s, PENDING[0], n);
    });
    const { frontier, naive } = run({
      dice: [die],
      init,
      window,
      segments: [
        { specs, after: [gain, retake] },
        { specs, after: [gain] },
      ],
    });
    // 6 dice of 4 kinds land in 84 ways: more keys than the first capacity.
    expect(naive.size).toBeGreaterThan(100);
    expectSame(frontier, naive);
  });

  it('a roll step with no dice pending only runs the steps after it', () => {
    const die = makeDie('inert-test:coin', [1, 1]);
    const init = Int32Array.from([2, 1, 0, 0, 0, 0, 0, 0]);
    const window: InertWindow = { slots: [A, B], bound: 5, until: 0 };
    const bump = det('bump', (s) => add(s, B, 1));
    const specs = [{ die, pending: PENDING[0], into: 4 }];
    const { frontier, naive } = run({
      dice: [die],
      init,
      window,
      segments: [{ specs, after: [bump] }],
    });
    expectSame(frontier, naive);
    expect([...naive.keys()]).toEqual(['2,2,0,0,0,0,0,0']);
  });

  it('fails loudly when the pair outgrows the bound it was given', () => {
    const die = makeDie('inert-test:sure', [1]);
    const init = Int32Array.from([0, 0, 3, 0, 0, 0]);
    const window: InertWindow = { slots: [A, B], bound: 2, until: 0, feeds: [0] };
    const start = InertFrontier.from(window, init);
    expect(() => start.branch([{ die, pending: 2, into: 4 }], [])).toThrow(/reached 3 > bound/);
  });
});
