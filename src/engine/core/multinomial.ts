import type { Die } from './die.ts';

/** One outcome of rolling n copies of a die: how many dice show each result kind. */
export interface RollOutcome {
  readonly counts: Int32Array;
  readonly p: number;
}

const cache = new Map<string, readonly RollOutcome[]>();

function logFactorials(n: number): Float64Array {
  const lf = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) lf[i] = (lf[i - 1] ?? 0) + Math.log(i);
  return lf;
}

/**
 * Every distinct result of rolling n copies of `die`, with its exact multinomial probability
 * n!/(k1!…km!) · Π (w_i/sides)^k_i. Cached, as the exact executor asks for the same rolls often.
 */
export function rollOutcomes(die: Die, n: number): readonly RollOutcome[] {
  const key = `${die.id}:${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const kinds = die.weights.length;
  const lf = logFactorials(n);
  const logP = die.weights.map((w) => (w === 0 ? -Infinity : Math.log(w / die.sides)));
  const out: RollOutcome[] = [];
  const counts = new Int32Array(kinds);
  const place = (kind: number, left: number): void => {
    if (kind === kinds - 1) {
      counts[kind] = left;
      let lp = lf[n] ?? 0;
      for (let k = 0; k < kinds; k++) {
        const c = counts[k] ?? 0;
        if (c === 0) continue;
        lp += c * (logP[k] ?? 0) - (lf[c] ?? 0);
      }
      const p = Math.exp(lp);
      if (p > 0) out.push({ counts: counts.slice(), p });
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[kind] = c;
      place(kind + 1, left - c);
    }
  };
  place(0, n);
  cache.set(key, out);
  return out;
}
