import type { Summary } from '../../src/engine/core/summary.ts';
import { evaluateExact, type AttackResult } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';

/** The exact result of an Imperial Assault scenario (throws on invalid input). */
export function exact(scenario: Record<string, unknown>): AttackResult {
  const r = parseAnyScenario({ v: 1, game: 'imperial-assault', ...scenario });
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return evaluateExact(r.value);
}

/** A summary field of a result. */
export function summary(r: AttackResult, field: string): Summary {
  const s = r[field];
  if (typeof s !== 'object' || s === null || !('pmf' in s)) throw new Error(`no ${field}`);
  return s as Summary;
}

/** The exact mean damage of a scenario. */
export function meanDamage(scenario: Record<string, unknown>): number {
  return summary(exact(scenario), 'damage').mean;
}
