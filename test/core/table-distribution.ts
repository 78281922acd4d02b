import type { RollTable } from '../../src/engine/core/roll-table.ts';

/**
 * The exact distribution an alias table draws for m dice: each column has probability 1/size,
 * and gives its own outcome with probability `prob`, else its alias. Keys are the unpacked
 * result counts joined by commas.
 */
export function tableDistribution(
  t: RollTable,
  m: number,
  packBits: number,
  kinds: number,
): Map<string, number> {
  const size = t.size[m] as number;
  const base = t.off[m] as number;
  const out = new Map<string, number>();
  const add = (packed: number, p: number): void => {
    const key = Array.from(
      { length: kinds },
      (_, k) => (packed >>> (packBits * k)) & ((1 << packBits) - 1),
    ).join(',');
    out.set(key, (out.get(key) ?? 0) + p);
  };
  for (let i = 0; i < size; i++) {
    const keep = t.prob[base + i] as number;
    add(t.own[base + i] as number, keep / size);
    add(t.other[base + i] as number, (1 - keep) / size);
  }
  return out;
}
