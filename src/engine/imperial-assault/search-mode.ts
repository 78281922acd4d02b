import type { AttackTotals } from './attack-totals.ts';
import type { RerollSide } from './reroll-side.ts';

/**
 * How the attacker's reroll search (IA Rules Reference Guide, Attacks, step 3) reads dice: the candidates'
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

/** Per colour index: a mode's landings as damage, surge and accuracy (3 numbers a landing). */
export function landingIcons(mode: SearchMode, t: AttackTotals): Int32Array[] {
  return mode.landOffset.map((to) =>
    Int32Array.from({ length: 3 * to.length }, (_, k) => {
      const off = to[Math.floor(k / 3)] as number;
      const acc = off % t.aR;
      const surge = ((off - acc) / t.aR) % t.sR;
      const damage = (off - acc - surge * t.aR) / (t.aR * t.sR);
      return [damage, surge, acc][k % 3] as number;
    }),
  );
}

/** Per candidate: the most accuracy rerolling it can lose (its accuracy less its colour's least). */
export function accuracyLoss(side: RerollSide): Int32Array {
  const icons = side.icons;
  return Int32Array.from(side.slots, (_, j) => {
    const ci = side.colourOf[j] as number;
    const least = Math.min(...(side.landings[ci] ?? []).map((l) => icons[3 * l.j + 2] as number));
    return (icons[3 * j + 2] as number) - least;
  });
}
