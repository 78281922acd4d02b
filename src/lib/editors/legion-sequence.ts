import {
  attackCount,
  MAX_SEQUENCE_ATTACKS,
  type LegionAttack,
  type LegionInput,
  type LegionScenario,
  type LegionSequence,
} from '../../engine/index.ts';

/** Whether a Legion loadout is an attack sequence (it has `attacks`). */
export const isSequence = (s: LegionInput): s is LegionSequence => 'attacks' in s;

/** The attack fields of a single attack (what differs from one attack of a sequence to the next). */
function attackOf(s: LegionScenario): LegionAttack {
  const a: LegionAttack = {
    attackType: s.attackType,
    attacker: structuredClone(s.attacker),
    policy: structuredClone(s.policy),
    repeat: 1,
  };
  if (s.range !== undefined) a.range = s.range;
  return a;
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
 * "Add attack": a single attack becomes a sequence of itself and a copy; a sequence gains a
 * copy of attack `from` at the end (the copy is what the editors then show).
 */
export function withAddedAttack(s: LegionInput, from: number): LegionSequence {
  if (!isSequence(s)) {
    const a = attackOf(s);
    return {
      v: 1,
      game: 'legion',
      edition: s.edition,
      defender: structuredClone(s.defender),
      guardians: structuredClone(s.guardians),
      attacks: [a, structuredClone(a)],
    };
  }
  const copy = structuredClone(s.attacks[from] ?? s.attacks[s.attacks.length - 1]);
  if (!copy) return s;
  copy.repeat = 1;
  return { ...s, attacks: [...s.attacks, copy] };
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
  };
  return view as unknown as LegionScenario;
}
