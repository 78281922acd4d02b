import {
  attackCount,
  MAX_SEQUENCE_ATTACKS,
  type LegionAttack,
  type LegionInput,
  type LegionScenario,
  type LegionSequence,
  sequenceObjective,
} from '../../../engine/index.ts';

/** Whether a Legion loadout is an attack sequence (it has `attacks`). */
export const isSequence = (s: LegionInput): s is LegionSequence => 'attacks' in s;

/** How a new attack is made, when its attacker comes from elsewhere (a pin, a unit preset). */
export type AttackSettings = Pick<LegionAttack, 'attackType' | 'policy'> &
  Partial<Pick<LegionAttack, 'range'>>;

/**
 * "Add attack" with any attacker: a new attack (made once) with `attacker` — the shown
 * attack's, a pinned loadout's, or a unit preset's — and the attack type, range and policy of
 * `how`. Copies both, so the new attack shares nothing with where it came from.
 */
export function attackWith(attacker: LegionAttack['attacker'], how: AttackSettings): LegionAttack {
  const a: LegionAttack = {
    attackType: how.attackType,
    attacker: structuredClone(attacker),
    policy: structuredClone(how.policy),
    repeat: 1,
  };
  if (how.range !== undefined) a.range = how.range;
  return a;
}

/**
 * The attacks a loadout offers as the next attack of a sequence: a single attack's, or each
 * attack of a sequence once (made once each; its defender stays behind: the sequence has one).
 */
export function attacksOf(s: LegionInput): LegionAttack[] {
  return isSequence(s)
    ? s.attacks.map((a) => attackWith(a.attacker, a))
    : [attackWith(s.attacker, s)];
}

/** Attack `i` of a sequence as a single attack against the sequence's defender (for editing). */
export function attackView(seq: LegionSequence, i: number): LegionScenario {
  const a = seq.attacks[i] ?? seq.attacks[0];
  if (!a) throw new Error('a sequence has at least one attack');
  const s: LegionScenario = {
    v: 1,
    game: 'legion',
    edition: seq.edition,
    attackType: a.attackType,
    attacker: a.attacker,
    defender: seq.defender,
    guardians: seq.guardians,
    policy: a.policy,
  };
  if (a.range !== undefined) s.range = a.range;
  return s;
}

/**
 * The loadout with `next` made after everything else: a single attack becomes a sequence of
 * itself and `next` against its defender; a sequence gains `next` at the end.
 */
export function withAttack(s: LegionInput, next: LegionAttack): LegionSequence {
  const added = structuredClone(next);
  if (!isSequence(s))
    return {
      v: 1,
      game: 'legion',
      edition: s.edition,
      defender: structuredClone(s.defender),
      guardians: structuredClone(s.guardians),
      attacks: [...attacksOf(s), added],
    };
  return { ...s, attacks: [...s.attacks, added] };
}

/**
 * "Add attack" as a copy: a single attack becomes a sequence of itself and a copy; a sequence
 * gains a copy of attack `from` (made once) at the end (the copy is what the editors then show).
 */
export function withAddedAttack(s: LegionInput, from: number): LegionSequence {
  const copy = attacksOf(s)[from] ?? attacksOf(s).at(-1);
  if (!copy) throw new Error('a loadout has at least one attack');
  return withAttack(s, copy);
}

/** Whether another attack fits (20 in all, counting repeats). */
export const canAddAttack = (s: LegionInput): boolean =>
  !isSequence(s) || attackCount(s) < MAX_SEQUENCE_ATTACKS;

/** The sequence with attack `i` moved by `by` places (clamped). */
export function withMovedAttack(seq: LegionSequence, i: number, by: number): LegionSequence {
  const j = Math.max(0, Math.min(seq.attacks.length - 1, i + by));
  const attacks = [...seq.attacks];
  const [a] = attacks.splice(i, 1);
  if (a) attacks.splice(j, 0, a);
  return { ...seq, attacks };
}

/** The loadout without attack `i`: a sequence of one attack becomes that single attack. */
export function withoutAttack(seq: LegionSequence, i: number): LegionInput {
  const attacks = seq.attacks.filter((_, k) => k !== i);
  const only = attacks[0];
  if (attacks.length === 1 && only && only.repeat === 1)
    return structuredClone(attackView({ ...seq, attacks }, 0));
  return { ...seq, attacks: attacks.length > 0 ? attacks : seq.attacks };
}

/**
 * Attack `i()` of a sequence as one attack the editors change in place: its attack type,
 * attacker, policy and range are the attack's, its rules, defender and guardians the
 * sequence's (every read and write goes through to the sequence).
 */
export function liveAttack(seq: LegionSequence, i: () => number): LegionScenario {
  const a = (): LegionAttack => seq.attacks[i()] ?? (seq.attacks[0] as LegionAttack);
  const view = {
    v: 1,
    game: 'legion',
    get edition() {
      return seq.edition;
    },
    set edition(v: LegionSequence['edition']) {
      seq.edition = v;
    },
    get attackType() {
      return a().attackType;
    },
    set attackType(v: LegionAttack['attackType']) {
      a().attackType = v;
    },
    get range() {
      return a().range;
    },
    set range(v: number | undefined) {
      if (v === undefined) delete a().range;
      else a().range = v;
    },
    get attacker() {
      return a().attacker;
    },
    set attacker(v: LegionAttack['attacker']) {
      a().attacker = v;
    },
    get policy() {
      return a().policy;
    },
    set policy(v: LegionAttack['policy']) {
      a().policy = v;
    },
    get defender() {
      return seq.defender;
    },
    set defender(v: LegionSequence['defender']) {
      seq.defender = v;
    },
    get guardians() {
      return seq.guardians;
    },
    set guardians(v: LegionSequence['guardians']) {
      seq.guardians = v;
    },
    // The goal is the sequence's: shown as it plays (its default too), written through to it.
    get objective() {
      return sequenceObjective(seq);
    },
    // GoalRow writes undefined for "mean", the single attack's default.
    set objective(v: string | undefined) {
      const goal = v ?? 'mean';
      if (goal === sequenceObjective({ defender: seq.defender })) delete seq.objective;
      else seq.objective = goal;
    },
  };
  return view as unknown as LegionScenario;
}
