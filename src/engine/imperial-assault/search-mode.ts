import type { AttackTotals } from './attack-totals.ts';
import type { RerollSide } from './reroll-side.ts';

/**
 * How the attacker's reroll search (seed 002, ATTACKS step 3) reads dice: the candidates'
 * dominance and icons (a RerollSide over the same faces), each candidate's icons as an offset
 * of the totals index, and where a rerolled die of each colour lands. The search runs in one of
 * two: the full one, and — once no reroll left can take accuracy below what reaches the
 * distance — one that reads no accuracy at all, where a face's accuracy is ignored, faces that
 * differ only there land as one and dominate each other, and the totals' accuracy stays at
 * the cap (the values are the same: the final accuracy is at least the cap either way).
 */
export interface SearchMode {
  readonly side: RerollSide;
  readonly offset: Int32Array;
  /** Per colour index: where a single die lands (offsets of the totals index), and how likely. */
  readonly landOffset: Int32Array[];
  readonly landP: Float64Array[];
  /** 0 for the full search, 1 once accuracy is settled (kept apart in every cache key). */
  readonly settled: 0 | 1;
}

/** A search mode over `side` (its icons as `totals` offsets), faces that count alike merged. */
export function searchMode(side: RerollSide, totals: AttackTotals, settled: 0 | 1): SearchMode {
  const icons = side.icons;
  const offset = Int32Array.from(side.slots, (_, j) =>
    totals.index(icons[3 * j] as number, icons[3 * j + 1] as number, icons[3 * j + 2] as number),
  );
  const lands = side.landings.map((l) => {
    const by = new Map<number, number>();
    for (const x of l) {
      const at = offset[x.j] as number;
      by.set(at, (by.get(at) ?? 0) + x.p);
    }
    return by;
  });
  return {
    side,
    offset,
    landOffset: lands.map((by) => Int32Array.from(by.keys())),
    landP: lands.map((by) => Float64Array.from(by.values())),
    settled,
  };
}
