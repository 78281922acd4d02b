import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateChunk } from '../../../src/engine/core/montecarlo.ts';
import { histogramLayout } from '../../../src/engine/core/program.ts';
import { rngForChunk } from '../../../src/engine/core/rng.ts';
import { CHUNK_TRIALS, chunkSize, simulateCounts } from '../../../src/engine/core/run.ts';
import { seedArb } from '../../core/seed-arb.ts';
import { compile } from './quantities.ts';
import { scenarioArb } from './scenario-arb.ts';

// Monte Carlo histograms of random scenarios: complete, seeded, and independent of chunking.
// DESIGN.md "Testing, in layers" 3: properties of every valid scenario, checked with fast-check
// over small random pools so that the exact executor answers in milliseconds.

describe('Monte Carlo histograms', () => {
  it('hold exactly `trials` counts for every observable', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 3000 }), seedArb, (input, n, seed) => {
        const program = compile(input);
        const counts = simulateCounts(program, n, seed);
        const { offsets, length } = histogramLayout(program);
        expect(counts.length).toBe(length);
        program.observables.forEach((o, i) => {
          const at = offsets[i] ?? 0;
          let sum = 0;
          for (let k = 0; k <= o.max; k++) sum += counts[at + k] ?? 0;
          expect(sum, o.name).toBe(n);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('are identical when a seeded run is repeated', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 4000 }), seedArb, (input, n, seed) => {
        expect(simulateCounts(compile(input), n, seed)).toEqual(
          simulateCounts(compile(input), n, seed),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('merge to the same histogram whatever order the chunks are simulated in', () => {
    const size = 400;
    fc.assert(
      fc.property(
        scenarioArb,
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

  it('equal simulateCounts when its real chunks are simulated last-first', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 2000 }), seedArb, (input, extra, seed) => {
        const program = compile(input);
        const n = CHUNK_TRIALS + extra;
        const total = new Float64Array(histogramLayout(program).length);
        for (const k of [1, 0]) {
          const part = simulateChunk(program, rngForChunk(seed, k), chunkSize(n, k));
          part.forEach((c, i) => (total[i] = (total[i] ?? 0) + c));
        }
        expect(chunkSize(n, 2)).toBe(0);
        expect(total).toEqual(simulateCounts(program, n, seed));
      }),
      { numRuns: 4 },
    );
  });
});
