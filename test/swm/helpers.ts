import { exactQuantities, monteCarloQuantities } from '../../src/engine/core/run.ts';
import type { Summary } from '../../src/engine/core/summary.ts';
import { compileSwm } from '../../src/engine/swm/compile.ts';
import { parseSwmScenario, type SwmScenario } from '../../src/engine/swm/scenario.ts';

/** A scenario from a partial attacker / defender (the rest defaulted by the parser). */
export function swm(
  attacker: Record<string, unknown>,
  defender: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): SwmScenario {
  const r = parseSwmScenario({ v: 1, game: 'swm', attacker, defender, ...extra });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

/** Exact summaries of a scenario's turn. */
export function exact(s: SwmScenario): Record<string, Summary> {
  return exactQuantities(compileSwm(s));
}

/** Seeded Monte Carlo summaries of a scenario's turn. */
export function simulate(s: SwmScenario, trials: number, seed: number): Record<string, Summary> {
  return monteCarloQuantities(compileSwm(s), trials, seed);
}

/** The exact damage PMF, indexed by damage points. */
export function damagePmf(s: SwmScenario): number[] {
  return exact(s)['damage']?.pmf ?? [];
}

/** P(damage = d). */
export function pDamage(s: SwmScenario, d: number): number {
  return damagePmf(s)[d] ?? 0;
}

/** Mean damage of the turn. */
export function meanDamage(s: SwmScenario): number {
  return exact(s)['damage']?.mean ?? Number.NaN;
}
