import { headline, sufferedHeadline, type AttackResult, type Summary } from '../../engine/index.ts';

const EMPTY: Summary = { pmf: [1], mean: 0, sd: 0, median: 0, atLeast: [1] };

/**
 * The result's headline distribution: what the target suffers when its health is known
 * (overkill left out), else its game's primary field (wounds, damage) as rolled.
 */
export function primary(r: AttackResult): Summary {
  return sufferedHeadline(r) ?? headline(r) ?? EMPTY;
}

/** The headline as rolled, overkill included (the game's primary field). */
export function rolled(r: AttackResult): Summary {
  return headline(r) ?? EMPTY;
}

const isSummary = (v: unknown): v is Summary =>
  typeof v === 'object' && v !== null && 'pmf' in v && 'atLeast' in v;

/**
 * Every distribution of a result by its field name, in the result's order (for CSV); a group
 * of them (Star Wars Miniatures `splash.each`, `splash.total`) by its dotted name.
 */
export function summaries(r: AttackResult): Record<string, Summary> {
  return Object.fromEntries(
    Object.entries(r).flatMap(([name, v]): [string, Summary][] => {
      if (isSummary(v)) return [[name, v]];
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return [];
      return Object.entries(v).flatMap(([part, q]): [string, Summary][] =>
        isSummary(q) ? [[`${name}.${part}`, q]] : [],
      );
    }),
  );
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
