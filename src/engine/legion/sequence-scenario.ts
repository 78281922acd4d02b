import { z } from 'zod';
import { int, validate, type Parsed } from '../core/validation.ts';
import {
  checkScenario,
  scenarioShape,
  serializableAttacker,
  type LegionScenario,
} from './scenario.ts';
import { optimalRefusal, sequenceMakashiRefusal, usesBestPlay } from './optimal-feasible.ts';
import { sequenceGoalRefusal } from './sequence-goal.ts';

/** Attacks in one sequence, counting each repeat (docs/scenario.md "Attack sequences"; `repeat` ≤ 20). */
export const MAX_SEQUENCE_ATTACKS = 20;

/** Fields the whole sequence shares: one defender (and its guardians), one rule set. */
const SHARED = {
  v: true,
  game: true,
  edition: true,
  defender: true,
  guardians: true,
  objective: true,
} as const;

/**
 * One attack of a sequence: exactly the fields of a single attack that are not shared (its
 * attack type, attacker, policy …), parsed by the single attack's own schema, plus `repeat`.
 */
const attackShape = scenarioShape.omit(SHARED).extend({
  repeat: int(1, MAX_SEQUENCE_ATTACKS).default(1),
});

const sequenceShape = scenarioShape.pick(SHARED).extend({
  attacks: z
    .array(attackShape)
    .min(1, { message: 'at least one attack is required' })
    .max(MAX_SEQUENCE_ATTACKS, { message: `at most ${MAX_SEQUENCE_ATTACKS} attacks` }),
});

/** A validated attack sequence against one defender, every default filled in. */
export type LegionSequence = z.output<typeof sequenceShape>;
export type LegionAttack = LegionSequence['attacks'][number];

/**
 * Attack `attack` of a sequence as a single-attack scenario against the sequence's defender as
 * it starts the sequence. Guardian X and Backup only act against Ranged attacks (AMG Keyword Glossary,
 * Guardian X; Backup), so a Melee or Overrun attack of the sequence meets neither.
 */
export function attackScenario(seq: LegionSequence, attack: LegionAttack): LegionScenario {
  const ranged = attack.attackType === 'ranged';
  const d = seq.defender;
  const own: Partial<LegionAttack> = { ...attack };
  delete own.repeat;
  return {
    ...(own as Omit<LegionAttack, 'repeat'>),
    v: seq.v,
    game: seq.game,
    edition: seq.edition,
    ...(seq.objective === undefined ? {} : { objective: seq.objective }),
    defender: ranged ? d : { ...d, keywords: { ...d.keywords, backup: false } },
    guardians: ranged ? seq.guardians : [],
  };
}

const SHARED_KEYS: readonly string[] = Object.keys(SHARED);

/** Attacks in a sequence, counting repeats: what MAX_SEQUENCE_ATTACKS limits. */
export const attackCount = (seq: {
  readonly attacks: readonly { readonly repeat: number }[];
}): number => seq.attacks.reduce((n, a) => n + a.repeat, 0);

/** The rules that tie an attack's fields to the defender's, checked for every attack. */
const sequenceSchema = sequenceShape.superRefine((seq, ctx) => {
  const total = attackCount(seq);
  if (total > MAX_SEQUENCE_ATTACKS)
    ctx.addIssue({
      code: 'custom',
      path: ['attacks'],
      message: `at most ${MAX_SEQUENCE_ATTACKS} attacks in all, counting repeats (got ${total})`,
    });
  seq.attacks.forEach((a, i) => {
    if (a.policy.reroll !== 'optimal') return;
    const refusal = optimalRefusal(attackScenario(seq, a));
    if (refusal !== null)
      ctx.addIssue({ code: 'custom', path: ['attacks', i, 'policy', 'reroll'], message: refusal });
  });
  seq.attacks.forEach((a, i) => {
    const makashi = sequenceMakashiRefusal(attackScenario(seq, a));
    if (makashi !== null)
      ctx.addIssue({ code: 'custom', path: ['attacks', i, 'policy', 'makashi'], message: makashi });
  });
  const goal = seq.attacks.some((a) => usesBestPlay(attackScenario(seq, a)))
    ? sequenceGoalRefusal(seq)
    : null;
  if (goal !== null) ctx.addIssue({ code: 'custom', path: ['objective'], message: goal });
  seq.attacks.forEach((a, i) =>
    checkScenario(attackScenario(seq, a), (path, message) => {
      const shared = SHARED_KEYS.includes(String(path[0]));
      ctx.addIssue({ code: 'custom', path: shared ? path : ['attacks', i, ...path], message });
    }),
  );
});

/** A shared field written inside an attack: say where it belongs rather than "unknown key". */
function misplacedShared(input: unknown): Parsed<never> | null {
  if (typeof input !== 'object' || input === null) return null;
  const attacks = (input as Record<string, unknown>)['attacks'];
  if (!Array.isArray(attacks)) return null;
  for (const [i, a] of attacks.entries()) {
    if (typeof a !== 'object' || a === null) continue;
    const key = SHARED_KEYS.find((k) => Object.hasOwn(a, k));
    if (key !== undefined)
      return {
        ok: false,
        error: {
          path: `attacks.${i}.${key}`,
          message: `belongs at the top level: every attack of a sequence shares it`,
        },
      };
  }
  return null;
}

/** Validates an attack sequence (docs/scenario.md "Attack sequences") and fills defaults. */
export function parseLegionSequence(input: unknown): Parsed<LegionSequence> {
  return misplacedShared(input) ?? validate(sequenceSchema, input);
}

/** Whether a Legion input is a sequence (it has `attacks`) rather than a single attack. */
export function isSequenceInput(input: unknown): boolean {
  return typeof input === 'object' && input !== null && Object.hasOwn(input, 'attacks');
}

/** Canonical JSON of a sequence: every field, in schema order; parse(serialize(s)) = s. */
export function serializeLegionSequence(s: LegionSequence): string {
  return JSON.stringify({
    ...s,
    attacks: s.attacks.map((a) => ({ ...a, attacker: serializableAttacker(a.attacker) })),
  });
}
