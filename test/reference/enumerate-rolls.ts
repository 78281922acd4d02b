/**
 * Brute force, die by die (the idea of icepool's `brute_force.py`): run a plain, imperative
 * attack once for every sequence of die faces it can roll, and add up the chance of each result.
 *
 * The attack gets `roll(sides)`, which returns a face index 0..sides−1 of one die; every die is
 * one call, so rerolls, cover pools and defense dice are rolled exactly as a player rolls them.
 * The enumeration replays the attack from the start for each sequence (a depth-first odometer
 * over the faces chosen so far), so the attack needs no knowledge of how it is enumerated: it
 * only has to be a pure function of the faces it is handed. Every face has chance 1/sides, so a
 * sequence's chance is the product over its dice. No counts, no merging, no multinomials.
 */

/** One die rolled: a face index, 0..sides−1, each with chance 1/sides. */
export type Roll = (sides: number) => number;

/** Named whole-number results of one attack (wounds, suppression, …). */
export type Results = Readonly<Record<string, number>>;

/** Exact distributions of each named result: pmf[k] = P(result = k). */
export type Pmfs = Record<string, number[]>;

/** Every sequence of faces the attack can roll, each result's distribution. */
export function enumerateRolls(attack: (roll: Roll) => Results): Pmfs {
  const faces: number[] = [];
  const sides: number[] = [];
  const pmfs: Pmfs = {};
  for (;;) {
    let depth = 0;
    let chance = 1;
    const roll: Roll = (n) => {
      if (depth === faces.length) {
        faces.push(0);
        sides.push(n);
      } else if (sides[depth] !== n) {
        throw new Error('the attack rolled different dice on a replay: it is not deterministic');
      }
      chance /= n;
      return faces[depth++] as number;
    };
    const results = attack(roll);
    if (depth !== faces.length) throw new Error('the attack rolled fewer dice on a replay');
    for (const [name, value] of Object.entries(results)) {
      const pmf = (pmfs[name] ??= []);
      while (pmf.length <= value) pmf.push(0);
      pmf[value] = (pmf[value] as number) + chance;
    }
    // Next sequence: advance the last die that has a face left, forget the dice after it.
    while (
      faces.length > 0 &&
      faces[faces.length - 1] === (sides[sides.length - 1] as number) - 1
    ) {
      faces.pop();
      sides.pop();
    }
    if (faces.length === 0) return pmfs;
    faces[faces.length - 1] = (faces[faces.length - 1] as number) + 1;
  }
}
