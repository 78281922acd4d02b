import { expect } from 'vitest';
import { exactQuantities } from '../../../src/engine/core/run.ts';
import type { Summary } from '../../../src/engine/core/summary.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';

/** A scenario fragment as JSON. */
export type Json = Record<string, unknown>;

/**
 * Face probabilities from docs/rules/legion.md "Dice" (d8 attack, d6 defense). Expected values in the
 * rule tests are built from these by hand, never from the engine's own tables.
 */
export const RED = { hit: 5 / 8, crit: 1 / 8, surge: 1 / 8, blank: 1 / 8 };
export const BLACK = { hit: 3 / 8, crit: 1 / 8, surge: 1 / 8, blank: 3 / 8 };
export const WHITE = { hit: 1 / 8, crit: 1 / 8, surge: 1 / 8, blank: 5 / 8 };
export const RED_DEF = { block: 3 / 6, surge: 1 / 6, blank: 2 / 6 };
export const WHITE_DEF = { block: 1 / 6, surge: 1 / 6, blank: 4 / 6 };

/** A Legion scenario: `{ v: 1, game: 'legion' }` plus the given fields. */
export function legion(fields: Json): Json {
  return { v: 1, game: 'legion', ...fields };
}

/** Exact quantities of a scenario (it must parse). */
export function run(scenario: Json): Record<string, Summary> {
  const parsed = parseAnyScenario(scenario);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  return exactQuantities(parsed.value.engine.compile(parsed.value.scenario));
}

/** The exact PMF of one quantity (default: wounds). */
export function pmf(scenario: Json, quantity = 'wounds'): number[] {
  const q = run(scenario)[quantity];
  if (!q) throw new Error(`no quantity ${quantity}`);
  return q.pmf;
}

/** The parse error of a scenario that must be rejected, or null if it parses. */
export function parseError(scenario: Json): { path: string; message: string } | null {
  const parsed = parseAnyScenario(scenario);
  return parsed.ok ? null : parsed.error;
}

/** Asserts two PMFs are equal to 12 digits (trailing zeros do not matter). */
export function expectPmf(got: readonly number[], want: readonly number[]): void {
  const n = Math.max(got.length, want.length);
  for (let k = 0; k < n; k++) expect(got[k] ?? 0, `P(${k})`).toBeCloseTo(want[k] ?? 0, 12);
}

/** Asserts two scenarios give the same PMF of a quantity. */
export function expectSamePmf(a: Json, b: Json, quantity = 'wounds'): void {
  expectPmf(pmf(a, quantity), pmf(b, quantity));
}

/** PMF of the number of successes in n independent trials of probability p. */
export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** PMF of a sum of two independent counts. */
export function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((pa, i) => b.forEach((pb, j) => (out[i + j] = (out[i + j] ?? 0) + pa * pb)));
  return out;
}

/** PMF of the sum of independent Bernoulli(p_i) (a Poisson-binomial). */
export function bernoulliSum(ps: readonly number[]): number[] {
  return ps.reduce<number[]>((acc, p) => convolve(acc, [1 - p, p]), [1]);
}

/**
 * Thinning: given the PMF of a count K, the PMF of how many of the K survive when each
 * survives independently with probability q (e.g. each hit left rolls one defense die and
 * wounds unless it blocks).
 */
export function thin(k: readonly number[], q: number): number[] {
  const out = new Array<number>(k.length).fill(0);
  k.forEach((pk, n) => binomial(n, q).forEach((pb, j) => (out[j] = (out[j] ?? 0) + pk * pb)));
  return out;
}

/** [1 - p, p]: the PMF of a single yes/no outcome. */
export const yesNo = (p: number): number[] => [1 - p, p];

/**
 * Brute force over n identical dice: every way the n dice can split over the faces of `die`
 * (a map face → probability), with its multinomial probability. `value` maps the face counts
 * to a count; the result is the PMF of that count.
 */
export function overDice<F extends string>(
  n: number,
  die: Readonly<Record<F, number>>,
  value: (counts: Record<F, number>) => number,
): number[] {
  const faces = Object.keys(die) as F[];
  const out: number[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const walk = (i: number, left: number, counts: Record<F, number>, p: number): void => {
    const face = faces[i] as F;
    if (i === faces.length - 1) {
      const all = { ...counts, [face]: left } as Record<F, number>;
      const q = p * (die[face] ** left / fact(left));
      const v = value(all);
      out[v] = (out[v] ?? 0) + q * fact(n);
      return;
    }
    for (let k = 0; k <= left; k++)
      walk(i + 1, left - k, { ...counts, [face]: k }, p * (die[face] ** k / fact(k)));
  };
  walk(0, n, {} as Record<F, number>, 1);
  return Array.from(out, (x) => x ?? 0);
}

/** A red attack die with the surge→hit chart: hit 6/8, crit 1/8, Blank 1/8. */
export const RED_SURGE_HIT = { hit: 6 / 8, crit: 1 / 8, blank: 1 / 8 };
