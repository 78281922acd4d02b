import { describe, expect, it } from 'vitest';
import { makeDie } from '../../src/engine/core/die.ts';
import { exactFinalStates } from '../../src/engine/core/exact.ts';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { seededRng, type Rng } from '../../src/engine/core/rng.ts';
import { rollTable } from '../../src/engine/core/roll-table.ts';
import type { ControlLayout } from '../../src/engine/core/tail-controls.ts';
import { DiceSampler } from '../../src/engine/core/sampler.ts';
import {
  buildTrialLoop,
  interpretedLoop,
  type TrialLoop,
} from '../../src/engine/core/trial-loop.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { averagedTail } from '../../src/engine/imperial-assault/averaged-monte-carlo.ts';
import { ATTACK_DICE } from '../../src/engine/legion/dice.ts';
import { CATALOGUE as IA } from '../imperial-assault/catalogue.ts';
import { CATALOGUE as LEGION } from '../legion/catalogue.ts';
import { CATALOGUE as SWM } from '../swm/catalogue.ts';

// The Monte Carlo trial loop is generated code (core/trial-loop.ts) that inlines DiceSampler.roll
// (core/sampler.ts): "both must consume the same draws in the same order". Here the generated
// loop, and the interpreted loop used where code generation is not allowed, are run beside the
// plainest reference — DiceSampler and the program's steps — on the same seed: the histograms
// must be identical, and the generators must end in the same state (the same number of draws).

/**
 * The reference: each trial from the start state, steps in order, canonical ones skipped; an
 * averaged program's rest (AveragedTail, its spread steps too) is enumerated from the
 * trial's state by the exact executor (exactFinalStates), each final state counted in whole
 * units with its squares — and
 * with covariates, the control sums, worked out here (referenceControls).
 */
function reference(program: Program, rng: Rng, trials: number): Float64Array {
  const { offsets, length, unit, squares, controls } = histogramLayout(program);
  const into = new Float64Array(length);
  const sampler = new DiceSampler(rng);
  const s = new Int32Array(program.init.length);
  const averaged = averagedTail(program);
  const sampled = averaged ? program.steps.slice(0, averaged.from) : program.steps;
  const covariates = averaged?.covariates;
  for (let t = 0; t < trials; t++) {
    s.set(program.init);
    let f: number[] = [];
    sampled.forEach((step, i) => {
      if (step.kind === 'det') {
        // Canonical steps only merge states for the exact executor (core/program.ts).
        if (step.canonical !== true) step.run(s);
      } else
        for (const spec of step.dice) {
          const n = s[spec.pending] as number;
          s[spec.pending] = 0;
          if (n > 0) sampler.roll(spec.die, n, s, spec.into);
        }
      if (covariates && i === covariates.after) f = covariates.slots.map((x) => s[x] as number);
    });
    // A known part's trials are the report's (AveragedTail.known): they add nothing.
    if (averaged?.known?.test(s) === true) continue;
    if (!averaged) {
      program.observables.forEach((o, k) => {
        const at = (offsets[k] as number) + (s[o.slot] as number);
        into[at] = (into[at] as number) + 1;
      });
      continue;
    }
    const rest: Program = {
      init: s.slice(),
      steps: program.steps.slice(averaged.from),
      observables: program.observables,
      derived: [],
    };
    const first = new Float64Array((program.observables[0]?.max ?? 0) + 1);
    for (const [end, p] of exactFinalStates(rest).entries()) {
      const w = Math.round(p * unit);
      program.observables.forEach((o, k) => {
        const at = (offsets[k] as number) + (end[o.slot] as number);
        into[at] = (into[at] as number) + w;
      });
      const v = end[program.observables[0]?.slot ?? 0] as number;
      first[v] = (first[v] as number) + w;
    }
    const tails: number[] = [];
    let tail = 0;
    for (let k = first.length - 1; k >= 0; k--) {
      tails[k] = tail += first[k] as number;
      // Each square in units² as its multiples of 2^21 and the remainder (HistogramLayout).
      const at = (squares as number) + 2 * k;
      const high = Math.floor((tail * tail) / 2 ** 21);
      into[at] = (into[at] as number) + high;
      into[at + 1] = (into[at + 1] as number) + (tail * tail - high * 2 ** 21);
    }
    if (controls) referenceControls(into, controls, f, tails, unit);
  }
  return into;
}

/**
 * One trial's control sums (core/tail-controls.ts), written out plainly: the covariates f and
 * the trial's P(≥ k) in units (`tails`); the mean's square kept as a whole part and a part in
 * 2^-20 steps.
 */
function referenceControls(
  into: Float64Array,
  layout: ControlLayout,
  f: number[],
  tails: number[],
  unit: number,
): void {
  const add = (at: number, x: number) => (into[at] = (into[at] as number) + x);
  let at = layout.at;
  f.forEach((x) => add(at++, x));
  f.forEach((x, i) => f.slice(i).forEach((y) => add(at++, x * y)));
  const meanUnits = tails.slice(1).reduce((a, b) => a + b, 0);
  const mean = meanUnits / unit;
  const q = Math.round(mean * mean * 2 ** 20);
  const whole = Math.floor(q / 2 ** 20);
  add(layout.at + layout.length - 2, whole);
  add(layout.at + layout.length - 1, q - whole * 2 ** 20);
  // The rows: each P(≥ k), then the mean.
  [...tails, meanUnits].forEach((units, k) => {
    const base = at + k * f.length;
    if (units !== 0) f.forEach((x, i) => add(base + i, units * x));
  });
}

/** Runs a trial loop from a fresh generator; returns its histogram and the generator's end state. */
function runLoop(loop: TrialLoop, program: Program, seed: number, trials: number) {
  const rng = seededRng(seed);
  const into = new Float64Array(histogramLayout(program).length);
  loop(new Int32Array(program.init.length), into, trials, new DiceSampler(rng));
  return { counts: [...into], end: rng.getState() };
}

function expectSameDraws(program: Program, seed: number, trials: number): void {
  const offsets = histogramLayout(program).offsets;
  const generated = buildTrialLoop(program, offsets);
  // The generated function is named `trials`; the interpreted fallback is not.
  expect(generated.name).toBe('trials');
  const rng = seededRng(seed);
  const want = { counts: [...reference(program, rng, trials)], end: rng.getState() };
  expect(runLoop(generated, program, seed, trials)).toEqual(want);
  expect(runLoop(interpretedLoop(program, offsets), program, seed, trials)).toEqual(want);
}

function compiled(scenario: unknown): Program {
  const parsed = parseAnyScenario(scenario);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value.engine.compile(parsed.value.scenario);
}

/** Every k-th catalogue entry: a handful per game, spread over the catalogue. */
const spread = <T>(entries: readonly T[], count: number): T[] =>
  entries.filter((_, i) => i % Math.ceil(entries.length / count) === 0);

describe('the generated trial loop consumes the same draws as DiceSampler', () => {
  const cases = [
    ...spread(LEGION, 12).map((e) => [`legion: ${e.name}`, e.scenario] as const),
    ...spread(IA, 6).map((e) => [`imperial-assault: ${e.name}`, e.scenario] as const),
    ...spread(SWM, 6).map((e) => [`swm: ${e.name}`, e.scenario] as const),
  ];

  it.each(cases)('%s', (_name, scenario) => {
    expectSameDraws(compiled(scenario), 20_261_125, 2_000);
  });

  it('among them an attack whose trials keep control sums (the attacker rerolls)', () => {
    expect(cases.some(([, s]) => histogramLayout(compiled(s)).controls !== null)).toBe(true);
  });

  // The attacker's rerolls searched exactly by the game (AveragedTail.spread): the reference
  // enumerates them with the exact executor instead, and the histograms must be equal.
  const walked = (
    distance: number,
    dice: object,
    defense: object,
    rerolls: number,
    attackerRerolls = 2,
  ) => ({
    v: 1,
    game: 'imperial-assault',
    attackType: 'ranged',
    distance,
    attacker: {
      dice,
      rerolls: attackerRerolls,
      surgeAbilities: [{ accuracy: 2 }, { cost: 2, damage: 2 }, { conditions: ['stun'] }],
    },
    defender: { dice: defense, rerolls, health: 6 },
  });
  it.each([
    [
      'range 6, one black die the defender may reroll',
      walked(6, { blue: 2, green: 1 }, { black: 1 }, 2),
    ],
    ['range 4, two white dice (dodges)', walked(4, { red: 1, yellow: 2 }, { white: 2 }, 1)],
    [
      'range 5, four defense dice never rerolled',
      walked(5, { blue: 1, green: 2 }, { black: 2, white: 2 }, 0),
    ],
    ['range 3, no defense dice', walked(3, { red: 1, blue: 1, yellow: 1 }, {}, 0)],
    [
      'range 5, black + white, both rerolled',
      walked(5, { blue: 1, green: 1 }, { black: 1, white: 1 }, 2),
    ],
  ])('imperial-assault, the attacker’s rerolls searched exactly: %s', (_name, scenario) => {
    const program = compiled(scenario);
    expect(averagedTail(program)?.spread).toBeDefined();
    expectSameDraws(program, 20_261_127, 300);
  });

  it('imperial-assault, only the defender’s rerolls searched exactly (by its own search)', () => {
    const program = compiled(walked(4, { red: 1, blue: 1 }, { black: 2, white: 1 }, 3, 0));
    expect(averagedTail(program)?.spread).toBeUndefined();
    expect(averagedTail(program)?.enumerate).toBeDefined();
    expectSameDraws(program, 20_261_128, 300);
  });

  it('and both give what simulateChunk gives', () => {
    const program = compiled(LEGION[1]?.scenario);
    expect([...simulateChunk(program, seededRng(7), 3_000)]).toEqual([
      ...reference(program, seededRng(7), 3_000),
    ]);
  });
});

describe('the generated trial loop', () => {
  const die = ATTACK_DICE.red;
  const kinds = die.weights.length;
  /** Slots: 0 pending, 1..4 results, 5 a total, 6 a canonical marker. */
  const program = (pending: number, canonicalMarks: boolean): Program => ({
    init: Int32Array.from([pending, 0, 0, 0, 0, 0, 0]),
    steps: [
      { kind: 'roll', name: 'roll', dice: [{ die, pending: 0, into: 1 }] },
      {
        kind: 'det',
        name: 'hits and crits',
        run: (s) => {
          s[5] = (s[1] as number) + (s[2] as number);
        },
      },
      ...(canonicalMarks
        ? [
            {
              kind: 'det' as const,
              name: 'marker',
              canonical: true,
              run: (s: Int32Array) => {
                s[6] = 1;
              },
            },
          ]
        : []),
    ],
    observables: [
      { name: 'total', slot: 5, max: pending },
      { name: 'marker', slot: 6, max: 1 },
    ],
    derived: [],
  });

  it('splits a roll larger than the table cap into draws of at most cap dice, as the sampler does', () => {
    const cap = rollTable(die).cap;
    for (const n of [cap, cap + 1, 2 * cap + 3]) expectSameDraws(program(n, false), n, 500);
    // Rolling 2 cap + 3 dice is three table lookups per trial: three draws (a fourth only on a
    // threshold tie, about once in 2^18 lookups — not with this seed).
    let draws = 0;
    const rng = seededRng(1);
    const counting = new Proxy(rng, {
      get: (target, prop) =>
        prop === 'next'
          ? () => {
              draws++;
              return target.next();
            }
          : (Reflect.get(target, prop) as unknown),
    });
    const big = program(2 * cap + 3, false);
    const { offsets, length } = histogramLayout(big);
    buildTrialLoop(big, offsets)(
      new Int32Array(7),
      new Float64Array(length),
      10,
      new DiceSampler(counting),
    );
    expect(draws).toBe(30);
  });

  it('skips canonical steps (they never change an outcome)', () => {
    const p = program(3, true);
    const counts = runLoop(buildTrialLoop(p, histogramLayout(p).offsets), p, 5, 100).counts;
    const at = histogramLayout(p).offsets[1] as number;
    expect(counts.slice(at)).toEqual([100, 0]);
    expectSameDraws(p, 5, 100);
  });

  it('starts every trial from the start state, whatever the scratch state holds', () => {
    const p = program(4, false);
    const { offsets, length } = histogramLayout(p);
    const loop = buildTrialLoop(p, offsets);
    const clean = new Float64Array(length);
    const dirty = new Float64Array(length);
    loop(new Int32Array(7), clean, 200, new DiceSampler(seededRng(9)));
    loop(Int32Array.from([9, 9, 9, 9, 9, 9, 9]), dirty, 200, new DiceSampler(seededRng(9)));
    expect([...dirty]).toEqual([...clean]);
  });

  it('adds to the histogram it is given (chunks accumulate)', () => {
    const p = program(2, false);
    const { offsets, length } = histogramLayout(p);
    const loop = buildTrialLoop(p, offsets);
    const rng = seededRng(3);
    const twice = new Float64Array(length);
    loop(new Int32Array(7), twice, 150, new DiceSampler(rng));
    loop(new Int32Array(7), twice, 150, new DiceSampler(rng));
    const once = new Float64Array(length);
    loop(new Int32Array(7), once, 300, new DiceSampler(seededRng(3)));
    expect([...twice]).toEqual([...once]);
  });

  it('writes the start state as literal stores (no TypedArray.set per trial)', () => {
    // core/trial-loop.ts: the builtin set cost about a tenth of a heavy-hitter trial.
    const p = program(6, false);
    const source = String(buildTrialLoop(p, histogramLayout(p).offsets));
    p.init.forEach((v, i) => expect(source).toContain(`s[${i}] = ${v};`));
    expect(source).not.toMatch(/\.set\(/);
  });

  it('rolls dice of more than four result kinds (4-bit packing) like the sampler', () => {
    const wide = makeDie('trial-loop-test:wide', [1, 2, 1, 3, 1, 0, 2, 2]);
    const p: Program = {
      init: Int32Array.from([25, ...new Array<number>(wide.weights.length + 1).fill(0)]),
      steps: [
        { kind: 'roll', name: 'roll', dice: [{ die: wide, pending: 0, into: 1 }] },
        {
          kind: 'det',
          name: 'score',
          run: (s) => {
            s[9] = (s[2] as number) + 2 * (s[4] as number) + (s[8] as number);
          },
        },
      ],
      observables: [{ name: 'score', slot: 9, max: 50 }],
      derived: [],
    };
    expect(kinds).toBe(4);
    expectSameDraws(p, 77, 1_000);
  });
});
