import { describe, expect, it } from 'vitest';
import {
  ATTACK_DICE,
  ATTACK_FACES,
  DEFENSE_DICE,
  DEFENSE_FACES,
  type IaDie,
} from '../../src/engine/imperial-assault/dice.ts';

/** Sum of one icon (0, 1, 2) over a die's six faces. */
const total = (faces: readonly (readonly number[])[], icon: number): number =>
  faces.reduce((t, f) => t + (f[icon] ?? 0), 0);

/** The distribution of one icon over two dice, from the engine's result kinds and weights. */
function twoDice(a: IaDie, b: IaDie, icon: number): Map<number, number> {
  const out = new Map<number, number>();
  a.kinds.forEach((ka, i) =>
    b.kinds.forEach((kb, j) => {
      const v = (ka[icon] ?? 0) + (kb[icon] ?? 0);
      const p = ((a.die.weights[i] ?? 0) * (b.die.weights[j] ?? 0)) / 36;
      out.set(v, (out.get(v) ?? 0) + p);
    }),
  );
  return out;
}

const die = (list: readonly IaDie[], colour: string): IaDie => {
  const d = list.find((x) => x.colour === colour);
  if (!d) throw new Error(colour);
  return d;
};

// docs/rules/imperial-assault.md "Dice": six equally likely faces per die.
describe('Imperial Assault dice', () => {
  it.each([
    ['red', 13, 1, 0],
    ['blue', 7, 2, 19],
    ['green', 8, 3, 10],
    ['yellow', 5, 5, 6],
  ] as const)('%s attack die: damage %i, surge %i, accuracy %i over its faces', (c, d, s, a) => {
    expect(ATTACK_FACES[c]).toHaveLength(6);
    expect([0, 1, 2].map((i) => total(ATTACK_FACES[c], i))).toEqual([d, s, a]);
  });

  it.each([
    ['black', 9, 1, 0],
    ['white', 3, 3, 1],
  ] as const)('%s defense die: block %i, evade %i, dodge %i over its faces', (c, b, e, d) => {
    expect(DEFENSE_FACES[c]).toHaveLength(6);
    expect([0, 1, 2].map((i) => total(DEFENSE_FACES[c], i))).toEqual([b, e, d]);
  });

  it('groups equal faces into result kinds without losing a face', () => {
    for (const d of [...ATTACK_DICE, ...DEFENSE_DICE]) {
      expect(d.die.sides).toBe(6);
      expect(d.die.weights.reduce((a, b) => a + b, 0)).toBe(6);
      const faces = d.kinds.flatMap((k, i) =>
        Array.from({ length: d.die.weights[i] ?? 0 }, () => k),
      );
      const table =
        d.colour in ATTACK_FACES
          ? ATTACK_FACES[d.colour as keyof typeof ATTACK_FACES]
          : DEFENSE_FACES[d.colour as keyof typeof DEFENSE_FACES];
      const key = (f: readonly number[]) => f.join('/');
      expect(faces.map(key).sort()).toEqual(table.map(key).sort());
    }
    expect(die(ATTACK_DICE, 'red').die.weights).toEqual([1, 2, 1, 2]);
    expect(die(DEFENSE_DICE, 'white').die.weights).toEqual([1, 1, 1, 2, 1]);
  });

  it('red + red damage is {2: 1/36, 3: 6/36, 4: 13/36, 5: 12/36, 6: 4/36} (docs/rules/imperial-assault.md known answer)', () => {
    const red = die(ATTACK_DICE, 'red');
    const d = twoDice(red, red, 0);
    const expected: [number, number][] = [
      [2, 1],
      [3, 6],
      [4, 13],
      [5, 12],
      [6, 4],
    ];
    expect([...d.keys()].sort()).toEqual(expected.map(([k]) => k));
    for (const [k, n] of expected) expect(d.get(k)).toBeCloseTo(n / 36, 12);
  });

  it('red + yellow accuracy is 0, 1, 2 with 1/3 each (docs/rules/imperial-assault.md known answer)', () => {
    const d = twoDice(die(ATTACK_DICE, 'red'), die(ATTACK_DICE, 'yellow'), 2);
    expect([...d.keys()].sort()).toEqual([0, 1, 2]);
    for (const k of [0, 1, 2]) expect(d.get(k)).toBeCloseTo(1 / 3, 12);
  });
});
