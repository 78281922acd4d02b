import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runExact } from '../../src/engine/core/exact.ts';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import { histogramLayout, type Program } from '../../src/engine/core/program.ts';
import { reportExact } from '../../src/engine/core/report.ts';
import { rngForChunk } from '../../src/engine/core/rng.ts';
import { CHUNK_TRIALS, chunkSize, simulateCounts } from '../../src/engine/core/run.ts';
import { describeError } from '../../src/engine/core/validation.ts';
import type { GameEngine } from '../../src/engine/game-engine.ts';
import { GAMES, type GameId } from '../../src/engine/games.ts';
import { seedArb } from './seed-arb.ts';

/** A game as the generic properties see it. */
export interface GameUnderTest {
  /** Its id in the engine's registry (GAMES). */
  readonly id: GameId;
  /** Valid scenario JSON of the game, small enough that the exact executor answers at once. */
  readonly scenarios: fc.Arbitrary<unknown>;
}

/**
 * The properties every game's engine has, written once and run for each game (pure-rand's
 * RandomGenerator.properties.ts pattern): exact PMFs are distributions, a seeded Monte Carlo run
 * depends on the scenario, trials and seed only — not on how it is cut into chunks or in which
 * order they run (ARCHITECTURE.md "The two executors") — and parse ∘ serialize is the identity.
 */
export function gameProperties(game: GameUnderTest): void {
  const engine = GAMES[game.id] as GameEngine<unknown>;

  const parse = (input: unknown): unknown => {
    const r = engine.parse(input);
    if (!r.ok) throw new Error(`${describeError(r.error)} in ${JSON.stringify(input)}`);
    return r.value;
  };
  const compile = (input: unknown): Program => engine.compile(parse(input));

  describe(`${game.id}: properties every game has`, () => {
    it('every generated scenario is valid', () => {
      fc.assert(
        fc.property(game.scenarios, (input) => {
          const r = engine.parse(input);
          expect(r.ok ? '' : describeError(r.error)).toBe('');
        }),
        { numRuns: 200 },
      );
    });

    it('exact PMFs: max + 1 buckets in [0, 1] summing to 1, for every observable and derived quantity', () => {
      fc.assert(
        fc.property(game.scenarios, (input) => {
          const program = compile(input);
          const pmfs = runExact(program);
          expect(pmfs.length).toBe(program.observables.length);
          program.observables.forEach((o, i) => {
            const pmf = pmfs[i] ?? new Float64Array(0);
            expect(pmf.length, o.name).toBe(o.max + 1);
            for (const p of pmf) expect(p >= 0 && p <= 1 + 1e-12, `${o.name}: ${p}`).toBe(true);
            expect(Math.abs(pmf.reduce((a, b) => a + b, 0) - 1), o.name).toBeLessThan(1e-9);
          });
          const report = reportExact(program, pmfs);
          for (const d of program.derived) {
            const pmf = report[d.name]?.pmf ?? [];
            expect(Math.abs(pmf.reduce((a, b) => a + b, 0) - 1), d.name).toBeLessThan(1e-9);
          }
        }),
        { numRuns: 40 },
      );
    });

    it('Monte Carlo histograms hold exactly `trials` counts (in whole units, less a known part) for every observable', () => {
      fc.assert(
        fc.property(
          game.scenarios,
          fc.integer({ min: 1, max: 3000 }),
          seedArb,
          (input, n, seed) => {
            const program = compile(input);
            const counts = simulateCounts(program, n, seed);
            const { offsets, length, unit, known } = histogramLayout(program);
            expect(counts.length).toBe(length);
            const sums = program.observables.map((o, i) => {
              const at = offsets[i] ?? 0;
              let sum = 0;
              for (let k = 0; k <= o.max; k++) {
                const c = counts[at + k] ?? 0;
                // An averaged program's trials add whole units (Program.averaged).
                expect(Number.isInteger(c), `${o.name}[${k}] = ${c}`).toBe(true);
                sum += c;
              }
              return sum;
            });
            // Every trial, or — with a known part (left to the report) — the same trials each.
            if (!known) sums.forEach((sum, i) => expect(sum, `observable ${i}`).toBe(n * unit));
            else
              sums.forEach((sum) => {
                expect(sum % unit).toBe(0);
                expect(sum).toBeLessThanOrEqual(n * unit);
                expect(sum).toBe(sums[0]);
              });
          },
        ),
        { numRuns: 60 },
      );
    });

    it('a seeded Monte Carlo run repeated gives the identical histogram', () => {
      fc.assert(
        fc.property(
          game.scenarios,
          fc.integer({ min: 1, max: 4000 }),
          seedArb,
          (input, n, seed) => {
            // Compiled twice: nothing of one run (a cached trial loop, a table) may leak into the next.
            expect(simulateCounts(compile(input), n, seed)).toEqual(
              simulateCounts(compile(input), n, seed),
            );
          },
        ),
        { numRuns: 40 },
      );
    });

    it('Monte Carlo chunks merge to the same histogram whatever order they are simulated in', () => {
      const size = 400;
      fc.assert(
        fc.property(
          game.scenarios,
          fc.integer({ min: 1, max: 16 * size }),
          seedArb,
          fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
          (input, n, seed, keys) => {
            const program = compile(input);
            const chunks = Math.ceil(n / size);
            const order = Array.from({ length: chunks }, (_, k) => k).sort(
              (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b,
            );
            const merge = (ks: readonly number[]): Float64Array => {
              const total = new Float64Array(histogramLayout(program).length);
              for (const k of ks) {
                const part = simulateChunk(program, rngForChunk(seed, k), chunkSize(n, k, size));
                part.forEach((c, i) => (total[i] = (total[i] ?? 0) + c));
              }
              return total;
            };
            expect(chunkSize(n, chunks, size)).toBe(0);
            expect(merge(order)).toEqual(merge(order.slice().sort((a, b) => a - b)));
          },
        ),
        { numRuns: 30 },
      );
    });

    it('simulateCounts equals its real chunks simulated last-first', () => {
      fc.assert(
        fc.property(
          game.scenarios,
          fc.integer({ min: 1, max: 2000 }),
          seedArb,
          (input, extra, seed) => {
            const program = compile(input);
            const n = CHUNK_TRIALS + extra;
            const total = new Float64Array(histogramLayout(program).length);
            for (const k of [1, 0]) {
              const part = simulateChunk(program, rngForChunk(seed, k), chunkSize(n, k));
              part.forEach((c, i) => (total[i] = (total[i] ?? 0) + c));
            }
            expect(chunkSize(n, 2)).toBe(0);
            expect(total).toEqual(simulateCounts(program, n, seed));
          },
        ),
        { numRuns: 4 },
      );
    });

    it('parse ∘ serialize is the identity on parsed scenarios, and serialize is canonical', () => {
      fc.assert(
        fc.property(game.scenarios, (input) => {
          const s = parse(input);
          const text = engine.serialize(s);
          const again = parse(JSON.parse(text));
          expect(again).toStrictEqual(s);
          expect(engine.serialize(again)).toBe(text);
        }),
        { numRuns: 100 },
      );
    });
  });
}
