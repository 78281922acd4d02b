import type { Summary } from '../../engine/core/summary.ts';
import type { AttackResult } from '../../engine/evaluate.ts';

/** The named quantities of a result, typed (AttackResult keeps them loose). */
export interface Quantities {
  wounds: Summary;
  attackerWounds?: Summary;
  suppression?: Summary;
  minisDefeated?: Summary;
  unitDefeated?: Summary;
  guardianWounds?: Summary;
  guardians?: { wounds: Summary }[];
  dodgeRegained?: Summary;
}

const EMPTY: Summary = { pmf: [1], mean: 0, sd: 0, median: 0, atLeast: [1] };

export function quantities(r: AttackResult): Quantities {
  return { ...(r as unknown as Quantities), wounds: r.wounds ?? EMPTY };
}

/** Monte Carlo's margin: the widest 95% half-interval over every P(≥ k). */
export function worstMargin(s: Summary): number | null {
  if (!s.atLeastCi95) return null;
  let worst = 0;
  for (const [lo, hi] of s.atLeastCi95.slice(1)) worst = Math.max(worst, (hi - lo) / 2);
  return worst;
}

/** P(value ≥ k), 0 beyond the distribution. */
export const atLeast = (s: Summary | undefined, k: number): number =>
  s ? (k <= 0 ? 1 : (s.atLeast[k] ?? 0)) : 0;

/** The most likely value and its probability. */
export function mode(s: Summary): { k: number; p: number } {
  let best = { k: 0, p: -1 };
  s.pmf.forEach((p, k) => {
    if (p > best.p) best = { k, p };
  });
  return best;
}
