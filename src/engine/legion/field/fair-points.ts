/**
 * What one peer (a field unit of the tested unit's rank) says the tested unit is worth: the
 * peer's points, and the share of each other's health one attack removes, averaged over the
 * ranges tested (an attack that cannot be made removes nothing).
 */
export interface PeerExchange {
  readonly points: number;
  /** Share of the peer's health the tested unit removes with one attack (0..1). */
  readonly dealt: number;
  /** Share of the tested unit's health the peer removes with one attack (0..1). */
  readonly taken: number;
}

/**
 * A share of health no attack reaches is still worth something: each share counts at least
 * this much more, so a unit no peer can hurt (or that hurts none) gets a finite price.
 */
export const FAIR_FLOOR = 0.01;

/**
 * The price one peer sets: the points at which the tested unit's offense per point and
 * durability per point, taken together, equal the peer's. Against the peer, the tested unit's
 * offense is `dealt` and the peer's is `taken`; its durability is 1 / `taken` and the peer's
 * 1 / `dealt`. Offense per point equal: p = P·dealt/o, with o the peer's offense against its
 * own kind; durability per point equal: p = P·o/taken; the geometric mean of the two is
 * P·√(dealt / taken), in which o cancels (Lanchester's square law: two forces of equal points
 * trade evenly when offense × durability per point² is equal). Two copies of the peer in one
 * unit (twice the offense, twice the health) are worth exactly twice its points.
 */
export function peerPrice(p: PeerExchange): number {
  return p.points * Math.sqrt((p.dealt + FAIR_FLOOR) / (p.taken + FAIR_FLOOR));
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/**
 * Fair points: the median of the peers' prices (the field's typical unit of the rank), rounded
 * to a whole point; null without peers. Monotone: a unit that removes at least as much of every
 * peer and loses at most as much to every peer has every peer price, so the median, at least as
 * high.
 */
export function fairPoints(peers: readonly PeerExchange[]): number | null {
  if (peers.length === 0) return null;
  return Math.round(median(peers.map(peerPrice)));
}
