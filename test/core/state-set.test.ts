import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StateSet } from '../../src/engine/core/state-set.ts';

// StateSet is the exact executor's frontier (core/exact.ts): equal count-states must merge with
// their probabilities added, distinct ones must never merge, and a state's index must stay put —
// InertFrontier keeps its distributions in arrays indexed by it.

const state = (...v: number[]): Int32Array => Int32Array.from(v);
const key = (s: ArrayLike<number>): string => Array.from(s).join(',');

/** The set's contents as a map from state to probability, checking `read` agrees. */
function contents(set: StateSet): Map<string, number> {
  const out = new Map<string, number>();
  const view = new Int32Array(set.width);
  let i = 0;
  for (const [s, p] of set.entries()) {
    expect(set.read(i++, view)).toBe(p);
    expect(key(view)).toBe(key(s));
    expect(out.has(key(s)), `state ${key(s)} listed twice`).toBe(false);
    out.set(key(s), p);
  }
  expect(out.size).toBe(set.size);
  return out;
}

/** The set's own 32-bit hash of a state (private: read here only to check a test's premise). */
const hashOf = (set: StateSet, s: Int32Array): number =>
  (set as unknown as { hash(s: Int32Array): number }).hash(s);

describe('StateSet', () => {
  it('merges equal states, adding their probabilities', () => {
    const set = new StateSet(3);
    set.add(state(1, 2, 3), 0.25);
    set.add(state(3, 2, 1), 0.125);
    set.add(state(1, 2, 3), 0.5);
    expect(set.size).toBe(2);
    expect(contents(set)).toEqual(
      new Map([
        ['1,2,3', 0.75],
        ['3,2,1', 0.125],
      ]),
    );
  });

  it('numbers states 0, 1, 2, … in order of first insertion, new ones at probability 0', () => {
    const set = new StateSet(2);
    expect(set.indexOf(state(5, 5))).toBe(0);
    expect(set.indexOf(state(0, 0))).toBe(1);
    expect(set.indexOf(state(5, 5))).toBe(0);
    set.add(state(7, 1), 1);
    expect(set.indexOf(state(7, 1))).toBe(2);
    expect(set.read(1, new Int32Array(2))).toBe(0);
    expect(set.size).toBe(3);
  });

  it('copies the state it is given: a scratch buffer may be reused, and may be longer', () => {
    const set = new StateSet(2);
    const scratch = state(1, 1, 99);
    set.add(scratch, 0.5);
    scratch[0] = 2;
    scratch[2] = -4;
    set.add(scratch, 0.25);
    expect(contents(set)).toEqual(
      new Map([
        ['1,1', 0.5],
        ['2,1', 0.25],
      ]),
    );
  });

  it('keeps states whose full 32-bit hashes collide apart', () => {
    // The hash sums s[i] × k[i] (odd k[i]) before a bijective finaliser, so flipping bit 31 of
    // an even number of slots adds a multiple of 2^32: the same hash, a different state.
    const set = new StateSet(4);
    const m = -(2 ** 31);
    const colliding = [
      state(0, 0, 0, 0),
      state(m, m, 0, 0),
      state(m, 0, m, 0),
      state(m, 0, 0, m),
      state(0, m, m, 0),
      state(0, m, 0, m),
      state(0, 0, m, m),
      state(m, m, m, m),
    ];
    const h = hashOf(set, colliding[0] ?? state());
    for (const s of colliding) expect(hashOf(set, s)).toBe(h);
    colliding.forEach((s, i) => set.add(s, i + 1));
    colliding.forEach((s, i) => set.add(s, 10 * (i + 1)));
    expect(set.size).toBe(colliding.length);
    const got = contents(set);
    colliding.forEach((s, i) => expect(got.get(key(s))).toBe(11 * (i + 1)));
    colliding.forEach((s, i) => expect(set.indexOf(s)).toBe(i));
  });

  it('keeps states apart whose hashes share the table slot, through growth', () => {
    // With 64 states or fewer the table has 128 slots: states whose hashes agree in the low 7
    // bits probe past each other. Find 40 such states by brute force, then grow the set.
    const probe = new StateSet(3);
    const same: Int32Array[] = [];
    for (let x = 0; same.length < 40; x++) {
      const s = state(x % 50, Math.floor(x / 50) % 50, Math.floor(x / 2500));
      if ((hashOf(probe, s) & 127) === 5) same.push(s);
    }
    const set = new StateSet(3);
    same.forEach((s, i) => set.add(s, i));
    for (let x = 0; x < 300; x++) set.add(state(-1, -x, x), 1000 + x);
    for (const s of same) set.add(s, 0.5);
    const got = contents(set);
    expect(set.size).toBe(340);
    same.forEach((s, i) => {
      expect(got.get(key(s))).toBe(i + 0.5);
      expect(set.indexOf(s)).toBe(i);
    });
  });

  it('any: whether some state passes a test', () => {
    const set = new StateSet(2);
    expect(set.any(() => true)).toBe(false);
    set.add(state(0, 3), 1);
    set.add(state(2, 0), 1);
    expect(set.any((s) => s[0] === 2)).toBe(true);
    expect(set.any((s) => s[1] === 2)).toBe(false);
  });

  it('behaves as a map from state to summed probability (any adds, any size hint)', () => {
    const width = 3;
    const op = fc.record({
      s: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: width, maxLength: width }),
      p: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 400, size: 'max' }),
        fc.integer({ min: 0, max: 300 }),
        (ops, expected) => {
          const set = new StateSet(width, expected);
          const model = new Map<string, number>();
          const order: string[] = [];
          for (const { s, p } of ops) {
            set.add(Int32Array.from(s), p);
            const k = key(s);
            if (!model.has(k)) order.push(k);
            model.set(k, (model.get(k) ?? 0) + p);
          }
          const got = contents(set);
          expect(got).toEqual(model);
          expect([...got.keys()]).toEqual(order);
        },
      ),
    );
  });
});
