import type { IaContext } from './context.ts';
import type { RerollSide } from './reroll-side.ts';

/**
 * The attack's icon totals (damage, surge, accuracy of all its dice) as one dense index, as the
 * reroll search of IA Rules Reference Guide, Attacks, step 3 keys them: a die's icons are an offset of the
 * index, so adding or taking away a die is one addition. `clamp` maps an index to the clamped
 * one the defender and the final score read, and `normalise` merges states whose totals differ
 * only where no reroll can make a difference. A value that depends on the final totals alone
 * (a stop, or one more die rolled) is the same for every index with the same clamped one, so
 * such tables run over the clamped index.
 */
export class AttackTotals {
  /** Radices of surge and accuracy. */
  readonly sR: number;
  readonly aR: number;
  /** Accuracy at or above which the attack reaches the distance after modifiers. */
  readonly accCap: number;
  /** Surge of the dice at or above which every ability is paid past any evades and modifiers. */
  readonly surgeCapDice: number;
  /** Index → clamped index (accuracy capped at accCap). */
  readonly clamp: Int32Array;
  /** Index → its accuracy and its surge (no division in the search's loops). */
  readonly accuracyOf: Uint8Array;
  readonly surgeOf: Uint8Array;
  /** Each attack candidate's icons as an offset of the index. */
  readonly offset: Int32Array;
  /** The length of the index, and of the clamped index. */
  readonly size: number;
  readonly clampedSize: number;
  /** Per candidate j: where its colour's per-colour table starts in one over the clamped index. */
  readonly colourBase: Int32Array;

  /** `caps`: the attack's faceCaps, which `attack` was built with. */
  constructor(attack: RerollSide, caps: readonly number[]) {
    const [dMax, sMax, aMax] = attack.maxIcon as [number, number, number];
    this.accCap = Math.min(aMax, caps[2] as number);
    this.surgeCapDice = Math.min(sMax, caps[1] as number);
    this.sR = sMax + 1;
    this.aR = aMax + 1;
    const size = (dMax + 1) * this.sR * this.aR;
    this.size = size;
    this.clamp = new Int32Array(size);
    this.accuracyOf = Uint8Array.from({ length: size }, (_, xi) => xi % this.aR);
    this.surgeOf = Uint8Array.from({ length: size }, (_, xi) => Math.floor(xi / this.aR) % this.sR);
    for (let xi = 0; xi < size; xi++) {
      const acc = xi % this.aR;
      this.clamp[xi] = Math.floor(xi / this.aR) * (this.accCap + 1) + Math.min(acc, this.accCap);
    }
    const icons = attack.icons;
    this.offset = Int32Array.from(attack.slots, (_, j) =>
      this.index(icons[3 * j] as number, icons[3 * j + 1] as number, icons[3 * j + 2] as number),
    );
    this.clampedSize = (dMax + 1) * this.sR * (this.accCap + 1);
    this.colourBase = Int32Array.from(
      attack.slots,
      (_, j) => (attack.colourOf[j] as number) * this.clampedSize,
    );
  }

  /** The index of damage, surge and accuracy totals. */
  index(damage: number, surge: number, accuracy: number): number {
    return (damage * this.sR + surge) * this.aR + accuracy;
  }

  /**
   * Index xi with the part no reroll can take back (dice already rerolled, and dice beyond r of
   * a face; `held` is what is not, from heldIcons) clamped where more changes nothing: accuracy
   * at accCap, surge at surgeCapDice. Final totals only grow from that part, and
   * min(cap, part + rest) = min(cap, min(cap, part) + rest): the value and the decision are the
   * same, and states that differ only there share one entry.
   */
  normalise(xi: number, held: number): number {
    const ms = held >>> 16;
    const ma = held & 0xffff;
    const aR = this.aR;
    const acc = this.accuracyOf[xi] as number;
    const surge = this.surgeOf[xi] as number;
    let la = acc - ma;
    if (la > this.accCap) la = this.accCap;
    let ls = surge - ms;
    if (ls > this.surgeCapDice) ls = this.surgeCapDice;
    return xi + (ms + ls - surge) * aR + ma + la - acc;
  }
}

/**
 * The most of damage, surge and accuracy an attack die's face counts: past these the final
 * totals read nothing more (IA Rules Reference Guide, Attacks steps 4–6). Surge pays every ability whatever the
 * defender rolls (evades cancel surges, and modifiers add to them, first; `evadeMax` is the most
 * evades the defense dice can show); accuracy reaches the distance after modifiers.
 */
export function faceCaps(ctx: IaContext, evadeMax: number): readonly number[] {
  const surgeCap = ctx.rules.abilities.reduce((t, x) => t + x.cost, 0);
  const accuracyCap = ctx.rules.ranged ? ctx.rules.distance : 0;
  return [
    Infinity,
    surgeCap + evadeMax + Math.max(0, ctx.modifiers.evade) + Math.max(0, -ctx.modifiers.surge),
    Math.max(0, accuracyCap - ctx.modifiers.accuracy),
  ];
}

/**
 * The surge and accuracy a reroll can still take back with r rerolls left: of the dice in
 * `counts` showing in bit mask `showing`, at most r of a face; packed for normalise as
 * surge << 16 | accuracy.
 */
export function heldIcons(
  counts: Int32Array,
  icons: readonly number[],
  r: number,
  showing: number,
): number {
  let ms = 0;
  let ma = 0;
  let m = showing;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const j = 31 - Math.clz32(low);
    const n = counts[j] as number;
    const c = n < r ? n : r;
    ms += c * (icons[3 * j + 1] as number);
    ma += c * (icons[3 * j + 2] as number);
  }
  return (ms << 16) | ma;
}

/**
 * The most accuracy r rerolls can take away from the dice in `counts` showing in bit mask
 * `showing` (at most r of a face): the r largest of `loss` (per candidate: its accuracy less
 * the least its colour can land on), counted as often as the dice show them.
 */
export function rerollLoss(
  counts: Int32Array,
  loss: Int32Array,
  r: number,
  showing: number,
): number {
  let l0 = 0;
  let l1 = 0;
  let l2 = 0;
  let l3 = 0;
  let m = showing;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const j = 31 - Math.clz32(low);
    const lj = loss[j] as number;
    if (lj <= 0) continue;
    const n = counts[j] as number;
    for (let k = 0; k < n && k < r; k++) {
      // Keep the four largest, in order (r is at most 4).
      let v = lj;
      let t: number;
      if (v > l0) {
        t = l0;
        l0 = v;
        v = t;
      }
      if (v > l1) {
        t = l1;
        l1 = v;
        v = t;
      }
      if (v > l2) {
        t = l2;
        l2 = v;
        v = t;
      }
      if (v > l3) l3 = v;
    }
  }
  return r >= 4 ? l0 + l1 + l2 + l3 : r === 3 ? l0 + l1 + l2 : r === 2 ? l0 + l1 : l0;
}
