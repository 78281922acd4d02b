import type { CardWeapon } from '../data/card-data.ts';
import type { MiniClass } from './loadout.ts';

/** Weapons chosen for the pool: each weapon (by name) and how many miniatures use it. */
export type WeaponChoice = readonly { readonly weapon: CardWeapon; readonly minis: number }[];

/** Above this many choices the search is local (one miniature changes weapon at a time). */
export const EXHAUSTIVE_LIMIT = 256;

/** The picks of one miniature: one weapon, or with Arsenal X, X different weapons. */
function picks(options: readonly CardWeapon[], arsenal: number): CardWeapon[][] {
  const byName = new Map<string, CardWeapon>();
  for (const w of options) if (!byName.has(w.name)) byName.set(w.name, w);
  const ws = [...byName.values()];
  const size = Math.min(Math.max(1, arsenal), ws.length);
  const out: CardWeapon[][] = [];
  const go = (from: number, acc: CardWeapon[]) => {
    if (acc.length === size) return void out.push(acc);
    for (let i = from; i < ws.length; i++) go(i + 1, [...acc, ws[i] as CardWeapon]);
  };
  if (size > 0) go(0, []);
  return out;
}

/** Every way to spread n identical miniatures over k picks (counts per pick). */
function spreads(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (k === 1) return [[n]];
  const out: number[][] = [];
  for (let first = n; first >= 0; first--)
    for (const rest of spreads(n - first, k - 1)) out.push([first, ...rest]);
  return out;
}

/** Every combination of the classes' spreads. */
function allSpreads(cls: readonly { count: number; picks: unknown[] }[]): number[][][] {
  let all: number[][][] = [[]];
  for (const c of cls)
    all = all.flatMap((acc) => spreads(c.count, c.picks.length).map((s) => [...acc, s]));
  return all;
}

const binom = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
};

/** A class's picks with the miniatures on each, as a weapon choice (weapons of one name merged). */
function toChoice(classes: readonly { picks: CardWeapon[][]; spread: number[] }[]): WeaponChoice {
  const byName = new Map<string, { weapon: CardWeapon; minis: number }>();
  for (const c of classes)
    c.spread.forEach((m, i) => {
      if (m === 0) return;
      for (const w of c.picks[i] ?? []) {
        const e = byName.get(w.name);
        if (e) e.minis += m;
        else byName.set(w.name, { weapon: w, minis: m });
      }
    });
  return [...byName.values()];
}

/**
 * The weapon choice that maximises `score` (the mean wounds against this defender, from the
 * exact executor): over every choice when there are at most EXHAUSTIVE_LIMIT, else by local
 * search from every miniature on its first pick, moving one miniature at a time while the
 * score rises. Identical miniatures are interchangeable, so only the counts per pick matter.
 * Ties keep the first choice found. Null when no miniature has a weapon for this attack.
 */
export function bestChoice(
  classes: readonly MiniClass[],
  arsenal: number,
  score: (c: WeaponChoice) => number,
  limit = EXHAUSTIVE_LIMIT,
): WeaponChoice | null {
  const cls = classes
    .map((c) => ({ count: c.count, picks: picks(c.options, arsenal) }))
    .filter((c) => c.picks.length > 0);
  if (cls.length === 0) return null;
  const total = cls.reduce(
    (t, c) => t * binom(c.count + c.picks.length - 1, c.picks.length - 1),
    1,
  );
  const memo = new Map<string, number>();
  const value = (sp: number[][]): number => {
    const key = JSON.stringify(sp);
    let v = memo.get(key);
    if (v === undefined) {
      v = score(toChoice(cls.map((c, i) => ({ picks: c.picks, spread: sp[i] ?? [] }))));
      memo.set(key, v);
    }
    return v;
  };
  let best: number[][];
  if (total <= limit) {
    const all = allSpreads(cls);
    best = all[0] as number[][];
    if (all.length > 1) for (const sp of all) if (value(sp) > value(best) + 1e-12) best = sp;
  } else {
    best = cls.map((c) => c.picks.map((_, i) => (i === 0 ? c.count : 0)));
    for (let improved = true; improved;) {
      improved = false;
      for (const [ci, c] of cls.entries())
        for (let from = 0; from < c.picks.length; from++)
          for (let to = 0; to < c.picks.length; to++) {
            if (from === to || (best[ci]?.[from] ?? 0) === 0) continue;
            const next = best.map((s) => [...s]);
            (next[ci] as number[])[from]! -= 1;
            (next[ci] as number[])[to]! += 1;
            if (value(next) > value(best) + 1e-12) {
              best = next;
              improved = true;
            }
          }
    }
  }
  return toChoice(cls.map((c, i) => ({ picks: c.picks, spread: best[i] ?? [] })));
}

/** Every choice (for checking bestChoice by brute force on small units). */
export function allChoices(classes: readonly MiniClass[], arsenal: number): WeaponChoice[] {
  const cls = classes
    .map((c) => ({ count: c.count, picks: picks(c.options, arsenal) }))
    .filter((c) => c.picks.length > 0);
  return allSpreads(cls).map((sp) =>
    toChoice(cls.map((c, i) => ({ picks: c.picks, spread: sp[i] ?? [] }))),
  );
}
