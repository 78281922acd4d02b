/** Keys whose values are held at once; a new one past this takes the oldest's place. */
const SLOTS = 32;
/** Entries of the key index (open addressing; at most half are used). */
const INDEX = 1024;

/**
 * Values of the attacker's reroll search (IA Rules Reference Guide, Attacks, step 3) by a small integer key and
 * the attack totals index, for one defender state: dense arrays over the totals, each lent to
 * one key until `forget` (a new defender state) or until the slots run out. The search asks
 * for the six faces of a die at once, and the same (key, totals) comes back from states that
 * differ only in the order their dice were rerolled, so each is computed once; memory stays the
 * same whatever the run, and an entry lost is computed again.
 */
export class ValuesByTotals {
  /** Per slot: values by totals index, and the stamp that says an entry is current. */
  readonly values: Float64Array[];
  readonly stamps: Int32Array[];
  /** Per slot: the stamp its current entries carry. */
  readonly stampOf = new Int32Array(SLOTS);
  private readonly owner = new Int32Array(SLOTS);
  private readonly ownerGeneration = new Int32Array(SLOTS);
  private readonly indexKey = new Int32Array(INDEX);
  private readonly indexSlot = new Int32Array(INDEX);
  private readonly indexGeneration = new Int32Array(INDEX);
  private generation = 1;
  private used = 0;
  private stamp = 0;
  private next = 0;

  /** `size`: the length of the totals index. */
  constructor(size: number) {
    this.values = Array.from({ length: SLOTS }, () => new Float64Array(size));
    this.stamps = Array.from({ length: SLOTS }, () => new Int32Array(size));
  }

  /** Bytes held (fixed). */
  static bytes(size: number): number {
    return SLOTS * size * 12 + INDEX * 12;
  }

  /** Forgets every value (a new defender state), in constant time. */
  forget(): void {
    this.generation++;
    this.used = 0;
  }

  /** The slot holding the values of key `key` (≥ 0; a new, empty slot if none). */
  slotOf(key: number): number {
    if (this.used * 2 >= INDEX) this.forget();
    let i = Math.imul(key, 0x9e3779b1) >>> 22;
    const g = this.generation;
    while (this.indexGeneration[i] === g) {
      if (this.indexKey[i] === key) {
        const slot = this.indexSlot[i] as number;
        if (this.owner[slot] === key && this.ownerGeneration[slot] === g) return slot;
        break;
      }
      i = (i + 1) & (INDEX - 1);
    }
    const slot = this.next;
    this.next = (slot + 1) % SLOTS;
    this.owner[slot] = key;
    this.ownerGeneration[slot] = g;
    if (this.stamp === 0x7fffffff) {
      for (const s of this.stamps) s.fill(0);
      this.stamp = 0;
    }
    this.stampOf[slot] = ++this.stamp;
    if (this.indexGeneration[i] !== g) this.used++;
    this.indexKey[i] = key;
    this.indexSlot[i] = slot;
    this.indexGeneration[i] = g;
    return slot;
  }
}
