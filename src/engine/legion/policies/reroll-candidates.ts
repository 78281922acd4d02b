import { ATK } from '../state.ts';

/** A slot's result is a crit (slots go hit, crit, surge, blank per colour). */
const CRIT = 1;

/**
 * Every distinct reroll of 1..n dice from the attack slots (counts per colour × result: dice
 * alike are interchangeable), fewest dice first. `keepCrits` leaves out rerolls that cannot be
 * best: a rerolled die ends at best a crit, no step treats a crit worse than any other result
 * (nothing cancels a crit and spares a hit; conversions only turn results into hits or crits),
 * and every goal grows with the wounds; so a reroll with a crit in it never beats the same
 * reroll less that crit, which spends the same token, comes first and wins ties. What is left
 * is the rerolls without crits, and one crit alone (spending the token can be worth it in
 * itself, e.g. Duelist's Pierce).
 */
export function candidates(s: Int32Array, n: number, keepCrits = false): Int32Array[] {
  const out: Int32Array[] = [];
  forEachReroll(s, n, keepCrits, (r) => out.push(r.slice()));
  return out;
}

/**
 * Calls `visit` with each reroll `candidates` lists, in its order, in one buffer reused (copy
 * it to keep it): the solver's hot loop allocates nothing for the rerolls it rejects.
 */
export function forEachReroll(
  s: Int32Array,
  n: number,
  keepCrits: boolean,
  visit: (r: Int32Array) => void,
): void {
  let total = 0;
  for (let k = 0; k < 12; k++) total += s[ATK + k] as number;
  const cur = new Int32Array(12);
  const most = Math.min(n, total);
  for (let size = 1; size <= most; size++) {
    const noCrits = keepCrits && size > 1;
    const place = (k: number, left: number): void => {
      if (k === 12) {
        if (left === 0) visit(cur);
        return;
      }
      const have = noCrits && (k & 3) === CRIT ? 0 : (s[ATK + k] as number);
      for (let c = Math.min(left, have); c >= 0; c--) {
        cur[k] = c;
        place(k + 1, left - c);
      }
      cur[k] = 0;
    };
    place(0, size);
  }
}
