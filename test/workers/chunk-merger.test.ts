import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkSize } from '../../src/engine/core/run.ts';
import { adaptiveDone, adaptiveProgress, plainMargin } from '../../workers/adaptive.ts';
import { ChunkMerger, type MergerOptions } from '../../workers/chunk-merger.ts';

// The pool's chunk merger on its own (no workers): a synthetic run where trial t of chunk k
// always lands in the same bucket, cut into parts and delivered in every order a pool could
// deliver them (the parts of one chunk in order, chunks interleaved at random).

const BUCKETS = 4;

/** The bucket of trial t of chunk k: a fixed, well-mixed function (so every bucket is hit). */
function bucket(k: number, t: number): number {
  let h = Math.imul(k + 1, 0x9e3779b1) ^ Math.imul(t + 7, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  const u = ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  // Skewed, like wounds: mostly 0 and 1.
  return u < 0.4 ? 0 : u < 0.75 ? 1 : u < 0.93 ? 2 : 3;
}

/** The histogram of trials [from, to) of chunk k. */
function part(k: number, from: number, to: number): Float64Array {
  const out = new Float64Array(BUCKETS);
  for (let t = from; t < to; t++) out[bucket(k, t)] = (out[bucket(k, t)] as number) + 1;
  return out;
}

interface Part {
  readonly k: number;
  readonly from: number;
  readonly to: number;
}

/** Chunk k cut at the given fractions of its size, in order. */
function cut(k: number, size: number, fractions: readonly number[]): Part[] {
  const points = [...new Set(fractions.map((f) => Math.floor(f * size)))]
    .filter((p) => p > 0 && p < size)
    .sort((a, b) => a - b);
  const edges = [0, ...points, size];
  return edges.slice(1).map((to, i) => ({ k, from: edges[i] as number, to }));
}

/** What merging whole chunks 0, 1, 2 … in order gives (stopping at the margin, if adaptive). */
function reference(opts: MergerOptions): { total: number[]; trials: number } {
  const total = new Float64Array(BUCKETS);
  let trials = 0;
  for (let k = 0; chunkSize(opts.trials, k, opts.chunkTrials) > 0; k++) {
    const n = chunkSize(opts.trials, k, opts.chunkTrials);
    part(k, 0, n).forEach((c, i) => (total[i] = (total[i] as number) + c));
    trials += n;
    const a = opts.adaptive;
    if (a && adaptiveDone(total, trials, a.margin, a.epsilon)) break;
  }
  return { total: [...total], trials };
}

/** Delivers the parts to a merger as a pool would: skipping chunks the merger no longer wants. */
function deliver(opts: MergerOptions, parts: readonly Part[]): ChunkMerger {
  const m = new ChunkMerger(opts);
  for (const p of parts) if (m.wants(p.k)) m.add(p.k, part(p.k, p.from, p.to), p.to - p.from);
  return m;
}

/** A run's parts: each chunk cut at random, chunks interleaved at random, each in order. */
const delivery = (trials: number, chunkTrials: number) => {
  const chunks = Math.ceil(trials / chunkTrials);
  return fc
    .array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }), {
      minLength: chunks,
      maxLength: chunks,
    })
    .chain((cuts) => {
      const parts = cuts.flatMap((f, k) => cut(k, chunkSize(trials, k, chunkTrials), f));
      return fc
        .array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: parts.length,
          maxLength: parts.length,
        })
        .map((keys) => {
          // Sorted keys per chunk keep each chunk's parts in order; across chunks they mix.
          const byChunk = new Map<number, number[]>();
          parts.forEach((p, i) => byChunk.set(p.k, [...(byChunk.get(p.k) ?? []), keys[i] ?? 0]));
          for (const ks of byChunk.values()) ks.sort((a, b) => a - b);
          const used = new Map<number, number>();
          const keyed = parts.map((p) => {
            const j = used.get(p.k) ?? 0;
            used.set(p.k, j + 1);
            return { p, key: byChunk.get(p.k)?.[j] ?? 0 };
          });
          return keyed.sort((a, b) => a.key - b.key).map((x) => x.p);
        });
    });
};

describe('a plain run', () => {
  const opts: MergerOptions = { trials: 1_234, chunkTrials: 100, length: BUCKETS };

  it('adds every part as it comes: any cut, any order, the same histogram', () => {
    const ref = reference(opts);
    fc.assert(
      fc.property(delivery(opts.trials, opts.chunkTrials), (parts) => {
        const m = new ChunkMerger(opts);
        let before = 0;
        parts.forEach((p, i) => {
          expect(m.complete).toBe(false);
          m.add(p.k, part(p.k, p.from, p.to), p.to - p.from);
          // Progress shows at once, part by part (a slow chunk streams).
          expect(m.trialsDone).toBe(before + p.to - p.from);
          before = m.trialsDone;
          expect(m.complete).toBe(i === parts.length - 1);
        });
        expect([...m.total]).toEqual(ref.total);
        expect(m.trialsDone).toBe(opts.trials);
      }),
      { numRuns: 200 },
    );
  });

  it('knows what each chunk still lacks', () => {
    const m = new ChunkMerger(opts);
    expect(m.stopAt).toBe(13);
    expect(m.remaining(0)).toBe(100);
    expect(m.remaining(12)).toBe(34);
    m.add(12, part(12, 0, 30), 30);
    expect(m.remaining(12)).toBe(4);
    expect(m.wants(12)).toBe(true);
    m.add(12, part(12, 30, 34), 4);
    expect(m.wants(12)).toBe(false);
    expect(m.wants(13)).toBe(false);
  });

  it('refuses a part that cannot belong to the run', () => {
    const m = new ChunkMerger(opts);
    expect(() => m.add(13, part(13, 0, 1), 1)).toThrow(/chunk 13 is not part of this run/);
    expect(() => m.add(0, part(0, 0, 101), 101)).toThrow(/chunk 0: 101 trials reported, 100 left/);
    expect(() => m.add(0, part(0, 0, 0), 0)).toThrow(/0 trials reported/);
    expect(() => m.add(0, new Float64Array(3), 1)).toThrow(/a histogram of 3, expected 4/);
    m.add(0, part(0, 0, 100), 100);
    expect(() => m.add(0, part(0, 0, 1), 1)).toThrow(/1 trials reported, 0 left/);
    expect(m.trialsDone).toBe(100);
  });

  it('refuses a run of no trials or a chunk size that is not a positive integer', () => {
    expect(() => new ChunkMerger({ ...opts, trials: 0 })).toThrow(/^trials: /);
    expect(() => new ChunkMerger({ ...opts, chunkTrials: 2.5 })).toThrow(/^chunk size: /);
  });
});

describe('an adaptive run', () => {
  const opts: MergerOptions = {
    trials: 10_000,
    chunkTrials: 100,
    length: BUCKETS,
    adaptive: { epsilon: 0.05, margin: plainMargin(BUCKETS) },
  };

  it('stops at the same whole chunk with the same histogram, whatever the cut and order', () => {
    const ref = reference(opts);
    // The margin is met part-way: the property is about where, not whether, it stops.
    expect(ref.trials).toBeGreaterThan(opts.chunkTrials);
    expect(ref.trials).toBeLessThan(opts.trials / 4);
    fc.assert(
      fc.property(delivery(opts.trials, opts.chunkTrials), (parts) => {
        const m = deliver(opts, parts);
        expect(m.complete).toBe(true);
        expect(m.trialsDone).toBe(ref.trials);
        expect(m.stopAt).toBe(ref.trials / opts.chunkTrials);
        expect([...m.total]).toEqual(ref.total);
      }),
      { numRuns: 100 },
    );
  });

  it('its progress is of the trials the margin needs, not of the most it may run', () => {
    const m = new ChunkMerger(opts);
    expect(m.progress).toBe(0);
    const shown: number[] = [];
    for (let k = 0; !m.complete; k++) {
      m.add(k, part(k, 0, 100), 100);
      shown.push(m.progress);
    }
    // Stopped well before 10,000 trials: a bar of trialsDone / trials would end near 2%.
    expect(m.trialsDone).toBeLessThan(opts.trials / 4);
    expect(shown.at(-1)).toBe(1);
    expect(shown.slice(0, -1).every((p) => p > m.trialsDone / opts.trials / 2 && p < 1)).toBe(true);
    expect(shown.at(-2)).toBeGreaterThan(0.5);
  });

  it('adaptiveProgress: trials done over z²·p(1 − p)/eps² of the widest P(≥ k)', () => {
    // P(≥ 1) = 0.5 at 9,604 trials: ±0.01 needs 9,604 (1.96² · 0.25 / 0.01²), ±0.005 four times that.
    const counts = new Float64Array([4_802, 4_802]);
    expect(adaptiveProgress(counts, 9_604, plainMargin(2), 0.005)).toBeCloseTo(0.25, 2);
    expect(adaptiveProgress(counts, 9_604, plainMargin(2), 0.02)).toBe(0.99);
    expect(adaptiveProgress(new Float64Array(2), 0, plainMargin(2), 0.005)).toBe(0);
  });

  it('shows the next chunk to merge before it is whole, and nothing the run may drop', () => {
    const m = new ChunkMerger(opts);
    m.add(0, part(0, 0, 30), 30);
    expect(m.trialsDone).toBe(0);
    expect(m.shown().trials).toBe(30);
    expect([...m.shown().counts]).toEqual([...part(0, 0, 30)]);
    // Chunk 2 waits for chunk 1, which the run may never need: not shown.
    m.add(0, part(0, 30, 100), 70);
    m.add(2, part(2, 0, 50), 50);
    expect(m.shown().trials).toBe(100);
    m.add(1, part(1, 0, 40), 40);
    expect(m.shown().trials).toBe(140);
    expect(m.trialsDone).toBe(100);
  });

  it('merges only whole chunks, in index order', () => {
    const m = new ChunkMerger(opts);
    m.add(1, part(1, 0, 100), 100);
    m.add(0, part(0, 0, 60), 60);
    // Chunk 1 is whole but waits for chunk 0; chunk 0 is not whole yet.
    expect(m.trialsDone).toBe(0);
    expect([...m.total]).toEqual([0, 0, 0, 0]);
    m.add(0, part(0, 60, 100), 40);
    expect(m.trialsDone).toBe(200);
    expect([...m.total]).toEqual(
      [...part(0, 0, 100)].map((c, i) => c + (part(1, 0, 100)[i] as number)),
    );
    expect(m.complete).toBe(false);
  });

  it('with a margin never met, runs every chunk and equals the plain run', () => {
    const tight = {
      ...opts,
      trials: 1_000,
      adaptive: { epsilon: 1e-9, margin: plainMargin(BUCKETS) },
    };
    const plain = { trials: 1_000, chunkTrials: 100, length: BUCKETS };
    fc.assert(
      fc.property(delivery(1_000, 100), (parts) => {
        const m = deliver(tight, parts);
        expect(m.complete).toBe(true);
        expect(m.trialsDone).toBe(1_000);
        expect([...m.total]).toEqual(reference(plain).total);
      }),
      { numRuns: 50 },
    );
  });
});
