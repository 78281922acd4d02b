import { DRAW_BITS, type RollTable } from '../../src/engine/core/roll-table.ts';

/**
 * The exact distribution an alias table draws for m dice: each of row m's 2^c columns has
 * probability 2^-c, and gives its own outcome with probability (threshold high part + low part
 * × 2^-26) × 2^-shift, else its alias. Keys are the unpacked result counts joined by commas.
 * All arithmetic is on dyadic rationals of at most 53 bits, so it is exact.
 */
export function tableDistribution(
  t: RollTable,
  m: number,
  packBits: number,
  kinds: number,
): Map<string, number> {
  const shift = t.shift[m] as number;
  const columns = 2 ** (DRAW_BITS - shift);
  const base = t.off[m] as number;
  const out = new Map<string, number>();
  const add = (packed: number, p: number): void => {
    if (p === 0) return;
    const key = Array.from(
      { length: kinds },
      (_, k) => (packed >>> (packBits * k)) & ((1 << packBits) - 1),
    ).join(',');
    out.set(key, (out.get(key) ?? 0) + p);
  };
  for (let i = 0; i < columns; i++) {
    const at = 4 * (base + i);
    const keep = Math.min(
      1,
      ((t.columns[at] as number) + (t.columns[at + 1] as number) * 2 ** -DRAW_BITS) * 2 ** -shift,
    );
    add(t.columns[at + 2] as number, keep / columns);
    add(t.columns[at + 3] as number, (1 - keep) / columns);
  }
  return out;
}
