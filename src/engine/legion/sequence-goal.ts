import { C_WOUNDS, D_WOUNDS } from './carried-state.ts';
import { objectiveText, readObjective, type Objective } from './objective.ts';
import type { LegionSequence } from './sequence-scenario.ts';

/**
 * What best play aims for over a whole attack sequence, as dynamic programming reads it: the
 * goal's value is the expectation of `final` of the carried state after the last attack plus
 * `reward` of each attack's running totals (what it adds to them).
 */
export interface SequenceGoal {
  readonly objective: Objective;
  /** The goal's value of the carried state after the last attack. */
  final(c: Int32Array): number;
  /** What one attack's additions to the running totals add to the goal's value. */
  reward(delta: Int32Array): number;
}

/**
 * The sequence's goal (docs/scenario.md "objective"): its `objective` when given, else the
 * unit's defeat after the last attack, or, with the unit's health unknown, the mean wounds.
 * Wounds are those the unit suffers over the sequence (carried, so overkill counts for
 * nothing); an untracked defender carries no wounds, so its mean is the sum of each attack's.
 * "atLeast:K" against an untracked defender would need the running wounds carried: the parser
 * refuses it with "optimal" (`sequenceGoalRefusal`).
 */
export function sequenceGoal(seq: LegionSequence): SequenceGoal {
  const d = seq.defender;
  const health = d.minis !== null && d.woundThreshold !== null ? d.minis * d.woundThreshold : null;
  const given = seq.objective === undefined ? null : readObjective(seq.objective);
  const objective: Objective = given ?? (health === null ? { kind: 'mean' } : { kind: 'kill' });
  const suffered = (c: Int32Array) => (c[C_WOUNDS] as number) - d.woundsTaken;
  const none = () => 0;
  if (health === null)
    return { objective, final: none, reward: (delta) => delta[D_WOUNDS] as number };
  if (objective.kind === 'mean') return { objective, final: suffered, reward: none };
  const need = objective.kind === 'kill' ? health - d.woundsTaken : objective.k;
  return { objective, final: (c) => (suffered(c) >= need ? 1 : 0), reward: none };
}

/** The goal best play aims for in this sequence, as `objective` writes it (absent: its default). */
export function sequenceObjective(seq: Pick<LegionSequence, 'objective' | 'defender'>): string {
  return objectiveText(sequenceGoal(seq as LegionSequence).objective);
}

/** Why best play cannot aim for this sequence's goal, or null. */
export function sequenceGoalRefusal(seq: LegionSequence): string | null {
  const given = seq.objective === undefined ? null : readObjective(seq.objective);
  if (given?.kind !== 'atLeast' || seq.defender.minis !== null) return null;
  return `"atLeast:K" with "optimal" rerolls in a sequence needs the defending unit's health (defender.minis, defender.woundThreshold)`;
}
