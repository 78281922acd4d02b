import { exactQuantities } from '../../../src/engine/core/run.ts';
import type { Summary } from '../../../src/engine/core/summary.ts';
import { evaluateExact, type AttackResult } from '../../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import type { Json } from '../rules/helpers.ts';

/** Fields of a single-attack scenario that a sequence shares across its attacks. */
const SHARED = ['v', 'game', 'edition', 'defender', 'guardians', 'objective'];

/** A sequence: the shared fields of `base` (a single-attack scenario) and these attacks. */
export function sequenceOf(base: Json, attacks: Json[]): Json {
  const shared = Object.fromEntries(Object.entries(base).filter(([k]) => SHARED.includes(k)));
  return { v: 1, game: 'legion', ...shared, attacks };
}

/** The attack fields of a single-attack scenario (attack type, attacker, policy). */
export function attackOf(single: Json): Json {
  return Object.fromEntries(Object.entries(single).filter(([k]) => !SHARED.includes(k)));
}

/** The exact result of a scenario (single or sequence; it must parse). */
export function exactResult(scenario: Json): AttackResult {
  const parsed = parseAnyScenario(scenario);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  return evaluateExact(parsed.value);
}

/** Exact named quantities of a scenario (single or sequence). */
export function quantities(scenario: Json): Record<string, Summary> {
  const parsed = parseAnyScenario(scenario);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  return exactQuantities(parsed.value.engine.compile(parsed.value.scenario));
}

/** One result field of attack k of a sequence's exact result (cumulative up to k). */
export function after(r: AttackResult, k: number, field: string): Summary {
  const entry = (r['sequence'] as Record<string, unknown>[] | undefined)?.[k];
  const s = entry?.[field] as Summary | undefined;
  if (!s) throw new Error(`no sequence[${k}].${field}`);
  return s;
}

/** A mixture of PMFs: Σ weight × pmf. */
export function mixture(parts: readonly { weight: number; pmf: readonly number[] }[]): number[] {
  const out: number[] = [];
  for (const { weight, pmf } of parts) pmf.forEach((p, k) => (out[k] = (out[k] ?? 0) + weight * p));
  return Array.from(out, (x) => x ?? 0);
}

/** A PMF shifted up by `by`. */
export const shifted = (pmf: readonly number[], by: number): number[] => [
  ...Array.from({ length: by }, () => 0),
  ...pmf,
];
