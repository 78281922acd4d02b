/** Number formats shared by the results, the compare table, the embed and the CSV. */

/** A probability as a percentage, never rounding a possible outcome to 0% or a doubt to 100%. */
export function pct(p: number, digits = 1): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const min = 10 ** -digits;
  const v = p * 100;
  if (v < min) return `<${min.toFixed(digits)}%`;
  if (v > 100 - min) return `>${(100 - min).toFixed(digits)}%`;
  return `${v.toFixed(digits)}%`;
}

export const num = (x: number, digits = 2): string => x.toFixed(digits);

export const count = (n: number): string => n.toLocaleString('en-US');

/** Short trial counts for buttons and legends: 10k, 1M, 100M. */
export function shortCount(n: number): string {
  if (n >= 1e6 && n % 1e6 === 0) return `${n / 1e6}M`;
  if (n >= 1e3 && n % 1e3 === 0) return `${n / 1e3}k`;
  return count(n);
}

/** A ± margin in percentage points, to two significant digits. */
export function margin(halfWidth: number): string {
  const v = halfWidth * 100;
  if (v === 0) return '±0%';
  return `±${v >= 1 ? v.toFixed(1) : v.toPrecision(2)}%`;
}

/** Signed difference for the compare table. */
export function signed(x: number, digits = 2): string {
  const s = x.toFixed(digits);
  return x > 0 && Number(s) !== 0 ? `+${s}` : Number(s) === 0 ? '±0' : s;
}
