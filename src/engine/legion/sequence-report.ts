import type { Observable } from '../core/program.ts';
import {
  C_WOUNDS,
  D_ATTACKER,
  D_DODGE_REGAINED,
  D_GUARDIAN,
  D_GUARDIANS_TOTAL,
  D_SUPPRESSION,
  D_WOUNDS,
  type SequencePlan,
} from './carry.ts';

/**
 * One quantity reported after each attack of a sequence, cumulative up to that attack: either
 * a running total (`delta`: its index in the totals `advance` adds to) or a function of the
 * carried state (`fromState`).
 */
export interface SequenceQuantity {
  readonly name: string;
  readonly delta?: number;
  readonly fromState?: (c: Int32Array) => number;
  /** Largest value after each attack. */
  readonly max: readonly number[];
}

/**
 * The quantities of a sequence, in the order of a single attack's result fields: wounds dealt,
 * wounds suffered, minis and unit defeated (with a unit profile), wounds on the attackers, suppression gained,
 * guardians' wounds, Dodge regained (Nimble); then the wounds on each entry's attacker.
 */
export function sequenceQuantities(plan: SequencePlan): SequenceQuantity[] {
  const bounds = plan.deltaBounds();
  const total = (name: string, delta: number): SequenceQuantity => ({
    name,
    delta,
    max: bounds.map((b) => b[delta] as number),
  });
  const n = plan.steps.length;
  const d = plan.seq.defender;
  const out: SequenceQuantity[] = [total('wounds', D_WOUNDS)];
  if (plan.unitHealth !== null) {
    const minis = d.minis ?? 0;
    const remaining = plan.unitHealth - d.woundsTaken;
    out.push(
      {
        // The carried wounds are already capped at each attack's cap: overkill is not carried.
        name: 'woundsSuffered',
        fromState: (c) => (c[C_WOUNDS] as number) - d.woundsTaken,
        max: Array.from({ length: n }, () => remaining),
      },
      {
        name: 'minisDefeated',
        fromState: (c) => plan.minisDefeated(c),
        max: Array.from({ length: n }, () => minis),
      },
      {
        name: 'unitDefeated',
        fromState: (c) => (plan.defeated(c) ? 1 : 0),
        max: Array.from({ length: n }, () => 1),
      },
    );
  }
  out.push(total('attackerWounds', D_ATTACKER), total('suppression', D_SUPPRESSION));
  if (plan.seq.guardians.length > 0) {
    out.push(total('guardianWounds', D_GUARDIANS_TOTAL));
    plan.seq.guardians.forEach((_, i) => out.push(total(`guardian${i}`, D_GUARDIAN + i)));
  }
  if (d.keywords.nimble) out.push(total('dodgeRegained', D_DODGE_REGAINED));
  plan.seq.attacks.forEach((_, e) => out.push(total(`attacker${e}`, plan.attackerTotals + e)));
  return out;
}

/** Attack k's quantities are named `sequence{k}.{name}`; the sequence's own are the last attack's. */
export const attackPrefix = (k: number): string => `sequence${k}.`;

/** `defeatedAt`: 0 when the unit stands after the last attack, else the attack that defeated it. */
export const DEFEATED_AT = 'defeatedAt';

/**
 * The sequence program's observables: the whole sequence's quantities first (so `wounds`, the
 * primary, is the first), then each attack's under its prefix, then `defeatedAt` (with a unit
 * profile). Slots are unused: the sequence executors fill them in this order.
 */
export function sequenceObservables(
  plan: SequencePlan,
  quantities: readonly SequenceQuantity[],
): Observable[] {
  const n = plan.steps.length;
  const named = (prefix: string, k: number) =>
    quantities.map((q) => ({ name: `${prefix}${q.name}`, slot: -1, max: q.max[k] as number }));
  const out = [
    ...named('', n - 1),
    ...Array.from({ length: n }, (_, k) => named(attackPrefix(k), k)).flat(),
  ];
  if (plan.unitHealth !== null) out.push({ name: DEFEATED_AT, slot: -1, max: n });
  return out;
}

/**
 * Indices among the observables where attack k's quantity q goes: its own, and for the last
 * attack also the sequence's.
 */
export function observableIndices(
  k: number,
  q: number,
  attacks: number,
  perAttack: number,
): number[] {
  const own = (k + 1) * perAttack + q;
  return k === attacks - 1 ? [own, q] : [own];
}
