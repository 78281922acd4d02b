import { describe, expect, it } from 'vitest';
import { makeDie } from '../../src/engine/core/die.ts';
import { simulateInto } from '../../src/engine/core/montecarlo.ts';
import { rollOutcomes } from '../../src/engine/core/multinomial.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import { DiceSampler } from '../../src/engine/core/sampler.ts';

// A d6 whose six faces are six result kinds (an Imperial Assault die has up to six distinct faces).
const d6 = makeDie('test-d6', [1, 1, 1, 1, 1, 1]);

/** A program that rolls `n` d6 once and reports how many show face `kind`. */
function oneKindProgram(n: number, kind: number): Program {
  const init = new Int32Array(7);
  init[0] = n;
  return {
    init,
    steps: [{ kind: 'roll', name: 'roll', dice: [{ die: d6, pending: 0, into: 1 }] }],
    observables: [{ name: 'faces', slot: 1 + kind, max: n }],
    derived: [],
  };
}

describe('dice of more than four result kinds (4-bit packed counts)', () => {
  it('pack 4 bits per kind and flush before a count can overflow', () => {
    expect(d6.packBits).toBe(4);
    expect(d6.perFlush).toBe(15);
    expect(makeDie('d8', [5, 1, 1, 1]).packBits).toBe(8);
  });

  it('the sampler counts every die of a 100-die roll, across several flushes', () => {
    const sampler = new DiceSampler(seededRng(3));
    const s = new Int32Array(6);
    let total = 0;
    for (let t = 0; t < 200; t++) {
      s.fill(0);
      sampler.roll(d6, 100, s, 0);
      total += s.reduce((a, b) => a + b, 0);
      expect(s.reduce((a, b) => a + b, 0)).toBe(100);
    }
    expect(total).toBe(20_000);
  });

  it('the generated trial loop and the sampler give the same histogram from the same seed', () => {
    const program = oneKindProgram(37, 4);
    const fromLoop = new Float64Array(38);
    simulateInto(program, seededRng(11), 5000, fromLoop);
    const sampler = new DiceSampler(seededRng(11));
    const fromSampler = new Float64Array(38);
    const s = new Int32Array(6);
    for (let t = 0; t < 5000; t++) {
      s.fill(0);
      sampler.roll(d6, 37, s, 0);
      const k = s[4] as number;
      fromSampler[k] = (fromSampler[k] as number) + 1;
    }
    expect([...fromLoop]).toEqual([...fromSampler]);
  });

  it('each face of a wide die comes up 1/6 of the time (within 5 standard errors)', () => {
    const n = 30;
    const trials = 20_000;
    const program = oneKindProgram(n, 2);
    const h = new Float64Array(n + 1);
    simulateInto(program, seededRng(5), trials, h);
    const mean = h.reduce((a, c, k) => a + c * k, 0) / trials;
    const se = Math.sqrt((n * (1 / 6) * (5 / 6)) / trials);
    expect(Math.abs(mean - n / 6)).toBeLessThan(5 * se);
  });

  it('exact outcomes of a wide die sum to 1 and match the multinomial count', () => {
    const outs = rollOutcomes(d6, 4);
    expect(outs.length).toBe(126); // C(4 + 5, 5) ways to put 4 dice in 6 kinds
    expect(outs.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
  });
});
