import { describe, expect, it } from 'vitest';
import { AUTO_TRIALS, DEFAULT_SEED } from '../../src/app/defaults.ts';
import { appGame } from '../../src/app/games/registry.ts';
import { jobFor } from '../../src/app/store.svelte.ts';
import type { AppGame } from '../../src/app/games/app-game.ts';
import { heavySequence } from '../legion/sequence/heavy.ts';

// What the app computes when the person leaves the method to it (issue 17 item 1): exact when
// the game says it is quick; else Imperial Assault simulates until every P(damage ≥ k) is known
// to ±0.005 (95%), and the other games run the full automatic trials.

function game(id: string): AppGame<unknown> {
  const g = appGame(id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
}

function parsed(g: AppGame<unknown>, raw: unknown): unknown {
  const r = g.parse(raw);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

const ia = game('imperial-assault');
const eightDice = parsed(ia, {
  v: 1,
  game: 'imperial-assault',
  attackType: 'ranged',
  distance: 5,
  attacker: { dice: { red: 2, blue: 2, green: 2, yellow: 2 }, rerolls: 4 },
  defender: { dice: { black: 2, white: 2 }, rerolls: 4, health: 12 },
});

describe('the automatic job', () => {
  it('Imperial Assault past exact: Monte Carlo that stops at ±0.005', () => {
    expect(jobFor(ia, eightDice, 'auto', 123, 9)).toEqual({
      scenario: eightDice,
      method: 'mc',
      trials: AUTO_TRIALS,
      seed: DEFAULT_SEED,
      epsilon: 0.005,
    });
  });

  it('Imperial Assault, a small attack: exact', () => {
    const small = parsed(ia, {
      v: 1,
      game: 'imperial-assault',
      attackType: 'melee',
      attacker: { dice: { red: 1, green: 1 }, rerolls: 1 },
      defender: { dice: { black: 1 } },
    });
    expect(jobFor(ia, small, 'auto', 123, 9).method).toBe('exact');
  });

  it('Simulate asked for: the trials and seed chosen, no margin', () => {
    expect(jobFor(ia, eightDice, 'mc', 10_000, 9)).toEqual({
      scenario: eightDice,
      method: 'mc',
      trials: 10_000,
      seed: 9,
    });
  });

  it('Legion past exact: the full automatic trials', () => {
    const legion = game('legion');
    const s = legion.starter();
    const huge = parsed(legion, {
      ...(s as Record<string, unknown>),
      attacker: {
        ...((s as Record<string, unknown>)['attacker'] as Record<string, unknown>),
        dice: { red: 30, black: 30, white: 30 },
      },
    });
    const job = jobFor(legion, huge, 'auto', 123, 9);
    expect(legion.exactFeasible(huge)).toBe(false);
    expect(job).toEqual({ scenario: huge, method: 'mc', trials: AUTO_TRIALS, seed: DEFAULT_SEED });
  });

  it('a Legion sequence past exact, repeats counted: Monte Carlo that stops at ±0.005', () => {
    const legion = game('legion');
    const twenty = parsed(legion, heavySequence(20));
    expect(jobFor(legion, twenty, 'auto', 123, 9)).toEqual({
      scenario: twenty,
      method: 'mc',
      trials: AUTO_TRIALS,
      seed: DEFAULT_SEED,
      epsilon: 0.005,
    });
  });
});
