import { rollOutcomes } from '../../core/multinomial.ts';
import type { RollSpec } from '../../core/program.ts';
import { ATK } from '../state.ts';

/**
 * A reroll of attack dice once no step reads the dice's colours any more (best-play.ts): the
 * outcomes of every colour merge into one list of result counts, as if all landed in the first
 * colour's slots.
 */
/** Results of a roll with the dice's colours forgotten: counts per result kind. */
export interface MergedOutcome {
  readonly counts: Int32Array;
  readonly p: number;
}

/** Whether every die of the roll is an attack die landing in the attack slots (4 results). */
export function landsInAttackSlots(specs: readonly RollSpec[]): boolean {
  return specs.every(
    (spec) => spec.into >= ATK && spec.into + 4 <= ATK + 12 && spec.die.weights.length === 4,
  );
}

/** The outcomes of rolling the dice pending in `s` per spec, alike result counts merged. */
export function mergeOutcomes(specs: readonly RollSpec[], s: Int32Array): MergedOutcome[] {
  let acc = new Map<number, MergedOutcome>([[0, { counts: new Int32Array(4), p: 1 }]]);
  for (const spec of specs) {
    const n = s[spec.pending] as number;
    if (n === 0) continue;
    const next = new Map<number, MergedOutcome>();
    for (const a of acc.values())
      for (const o of rollOutcomes(spec.die, n)) {
        const counts = new Int32Array(4);
        let key = 0;
        for (let k = 0; k < 4; k++) {
          counts[k] = (a.counts[k] as number) + (o.counts[k] as number);
          key = key * 256 + (counts[k] as number);
        }
        const had = next.get(key);
        next.set(key, { counts, p: (had?.p ?? 0) + a.p * o.p });
      }
    acc = next;
  }
  return [...acc.values()];
}
