import { describe, expect, it } from 'vitest';
import { simulateChunk } from '../../src/engine/core/montecarlo.ts';
import type { Program } from '../../src/engine/core/program.ts';
import { seededRng } from '../../src/engine/core/rng.ts';
import {
  AveragedMonteCarlo,
  averagedTail,
  type AveragedTail,
} from '../../src/engine/imperial-assault/averaged-monte-carlo.ts';
import { compileIa } from '../../src/engine/imperial-assault/compile.ts';
import { parseIaScenario } from '../../src/engine/imperial-assault/scenario.ts';

// IA Rules Reference Guide, Attacks, step 3: the attacker rerolls first, then the defender, each die at most
// once. Monte Carlo walks the attacker's optimal rerolls out for each sampled first roll
// (AveragedTail.spread, attacker-spread.ts), and the defender's after each final attack
// (AveragedTail.enumerate, defender-ends.ts). That the walk's histograms equal the exact executor's enumeration of the same steps
// is test/core/trial-loop.test.ts's; the agreement with exact answers is exact-vs-mc.test.ts's.

const attack = (defense: Record<string, number>, attackerRerolls: number, rerolls: number) => {
  const parsed = parseIaScenario({
    v: 1,
    game: 'imperial-assault',
    attackType: 'ranged',
    distance: 8,
    attacker: {
      dice: { red: 1, blue: 2, green: 1, yellow: 2 },
      rerolls: attackerRerolls,
      surgeAbilities: [{ accuracy: 2 }, { cost: 2, damage: 2 }],
    },
    defender: { dice: defense, rerolls, health: 10 },
  });
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  return compileIa(parsed.value);
};

describe('the attacker’s rerolls searched exactly (Monte Carlo)', () => {
  it.each([
    ['no defense dice', {}, 4],
    ['one black die, 4 defender rerolls', { black: 1 }, 4],
    ['three dice, 3 defender rerolls', { black: 3 }, 3],
    ['four dice, 4 defender rerolls', { black: 2, white: 2 }, 4],
    ['four dice, no defender reroll', { black: 2, white: 2 }, 0],
  ])('whatever the defender rolls and rerolls: %s', (_name, defense, rerolls) => {
    const p = attack(defense, 3, rerolls);
    expect(averagedTail(p)?.spread?.units).toBe(6 ** 3);
    // Each defender reroll is one die's six faces; no more rerolls count than dice.
    const dice = Object.values(defense).reduce((a, b) => a + b, 0);
    expect(averagedTail(p)?.unit).toBe(6 ** 3 * 6 ** Math.min(dice, rerolls));
    // The defender's rerolls are enumerated by its own search (defender-ends.ts).
    expect(averagedTail(p)?.enumerate !== undefined).toBe(Math.min(dice, rerolls) > 0);
  });

  it('not without attacker rerolls', () => {
    expect(averagedTail(attack({ black: 1 }, 0, 2))?.spread).toBeUndefined();
  });

  it('gives each first roll weights that are whole and sum to 6^rerolls', () => {
    const p = attack({ black: 1, white: 1 }, 3, 2);
    const averaged = averagedTail(p) as AveragedTail;
    const spread = averaged.spread as NonNullable<typeof averaged.spread>;
    // The program's own trials, each walk's weights recorded on their way to the averager.
    const walks: number[][] = [];
    const recorded: Program = {
      ...p,
      monteCarlo: new AveragedMonteCarlo({
        ...averaged,
        spread: {
          ...spread,
          run: (s, emit) => {
            const weights: number[] = [];
            walks.push(weights);
            spread.run(s, (leaf, w) => {
              weights.push(w);
              emit(leaf, w);
            });
          },
        },
      }),
    };
    simulateChunk(recorded, seededRng(5), 200);
    // A first roll showing a dodge is the known part: no walk (about 1 − (5/6) of them).
    expect(walks.length).toBeGreaterThan(140);
    for (const weights of walks) {
      expect(weights.every((w) => Number.isInteger(w) && w > 0)).toBe(true);
      expect(weights.reduce((a, b) => a + b, 0)).toBe(6 ** 3);
    }
    // Most first rolls are worth rerolling: their weight is spread over several final attacks.
    expect(walks.filter((w) => w.length > 1).length).toBeGreaterThan(100);
  });
});
