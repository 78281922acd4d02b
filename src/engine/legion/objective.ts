import { z } from 'zod';
import { quote } from '../core/quote.ts';
import type { UnitProfile } from './unit-profile.ts';

/**
 * What best play aims for (docs/scenario.md "objective"): the mean of the wounds the unit
 * suffers (wounds when its health is unknown), the chance the unit is defeated, or the chance
 * of at least K wounds (suffered, when its health is known).
 */
export type Objective =
  | { readonly kind: 'mean' }
  | { readonly kind: 'kill' }
  | { readonly kind: 'atLeast'; readonly k: number };

const AT_LEAST = /^atLeast:([1-9][0-9]{0,2})$/;

/** Reads the scenario's `objective` text; null when it is none of the forms. */
export function readObjective(text: string): Objective | null {
  if (text === 'mean') return { kind: 'mean' };
  if (text === 'kill') return { kind: 'kill' };
  const m = AT_LEAST.exec(text);
  return m ? { kind: 'atLeast', k: Number(m[1]) } : null;
}

/** The objective as the scenario writes it. */
export function objectiveText(o: Objective): string {
  return o.kind === 'atLeast' ? `atLeast:${o.k}` : o.kind;
}

/**
 * The scenario field: "mean" (absent: the default), "kill" or "atLeast:K" (K 1..999). Left
 * optional rather than defaulted, so scenarios written before it keep their exact JSON.
 */
export const objectiveField = () =>
  z
    .custom<string>((v) => typeof v === 'string' && readObjective(v) !== null, {
      error: (iss) =>
        `expected "mean" | "kill" | "atLeast:K" (K a whole number ≥ 1), got ${quote(iss.input)}`,
    })
    .optional();

/** The scenario's objective (absent: "mean"). */
export function scenarioObjective(s: { readonly objective?: string | undefined }): Objective {
  return readObjective(s.objective ?? 'mean') ?? { kind: 'mean' };
}

/**
 * The objective's value of an attack that ends with `wounds` wounds rolled against a unit of
 * profile `u` (null: health unknown). Its expectation over the final distribution is the
 * objective's value, so best play is expectimax over it. "kill" needs `u` (the schema checks).
 */
export function objectiveValue(o: Objective, u: UnitProfile | null): (wounds: number) => number {
  const suffered = u ? (w: number) => Math.min(w, u.cap) : (w: number) => w;
  if (o.kind === 'mean') return suffered;
  if (o.kind === 'atLeast') return (w) => (suffered(w) >= o.k ? 1 : 0);
  const health = u?.health ?? Infinity;
  return (w) => (suffered(w) >= health ? 1 : 0);
}
