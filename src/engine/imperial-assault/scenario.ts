import { z } from 'zod';
import { exactly, flag, int, oneOf, validate, type Parsed } from '../core/validation.ts';

/** Most attack dice of one colour, and in the whole pool before Focused adds its green die. */
export const MAX_ATTACK_DICE_PER_COLOUR = 6;
export const MAX_ATTACK_DICE = 8;
/** Most defense dice of one colour and in total. */
export const MAX_DEFENSE_DICE = 4;
/** Most surge abilities (every subset is tried: 2^10 per roll at most). */
export const MAX_SURGE_ABILITIES = 10;
/** Most rerolls per side (each is one die, chosen by exact expected value). */
export const MAX_REROLLS = 4;

export const ATTACK_TYPES = ['ranged', 'melee', 'reach'] as const;
/** Conditions a surge ability can inflict (Stun, Bleed, Weaken) or grant (Focus, Hide). */
export const CONDITIONS = ['stun', 'bleed', 'weaken', 'focus', 'hide'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const SURGE_POLICIES = ['max-damage'] as const;
export const ATTACKER_REROLL_POLICIES = ['max-damage', 'none'] as const;
export const DEFENDER_REROLL_POLICIES = ['min-damage', 'none'] as const;

const count = (max: number) => int(0, max).default(0);
const modifier = () => int(-10, 10).default(0);
const off = () => flag().default(false);
const amount = () => int(0, 10).default(0);

const surgeAbility = z.strictObject({
  cost: int(1, 3).default(1),
  damage: amount(),
  pierce: amount(),
  accuracy: amount(),
  blast: amount(),
  cleave: amount(),
  conditions: z
    .array(oneOf(CONDITIONS))
    .refine((c) => new Set(c).size === c.length, { message: 'a condition is listed twice' })
    .default([]),
});

/**
 * Which campaign figure a side was set from (`figure` in the input, expanded): a record for the
 * reader and the app, never read by the engine: the fields beside it are the whole pool.
 */
const preset = z
  .strictObject({
    figure: z.string().regex(/^[A-Z]{1,3}\d{1,4}$/, 'a figure id such as "DG072"'),
    name: z.string().max(80),
  })
  .optional();

const attacker = z.strictObject({
  preset,
  dice: z
    .strictObject({
      red: count(MAX_ATTACK_DICE_PER_COLOUR),
      blue: count(MAX_ATTACK_DICE_PER_COLOUR),
      green: count(MAX_ATTACK_DICE_PER_COLOUR),
      yellow: count(MAX_ATTACK_DICE_PER_COLOUR),
    })
    .refine((d) => d.red + d.blue + d.green + d.yellow <= MAX_ATTACK_DICE, {
      message: `at most ${MAX_ATTACK_DICE} attack dice in all`,
    }),
  modifiers: z
    .strictObject({
      damage: modifier(),
      surge: modifier(),
      accuracy: modifier(),
      pierce: amount(),
    })
    .prefault({}),
  surgeAbilities: z
    .array(surgeAbility)
    .max(MAX_SURGE_ABILITIES, { message: `at most ${MAX_SURGE_ABILITIES} surge abilities` })
    .default([]),
  rerolls: count(MAX_REROLLS),
  focused: off(),
  hidden: off(),
  weakened: off(),
});

const defender = z.strictObject({
  preset,
  dice: z
    .strictObject({ black: count(MAX_DEFENSE_DICE), white: count(MAX_DEFENSE_DICE) })
    .refine((d) => d.black + d.white <= MAX_DEFENSE_DICE, {
      message: `at most ${MAX_DEFENSE_DICE} defense dice in all`,
    })
    .prefault({}),
  modifiers: z.strictObject({ block: modifier(), evade: modifier() }).prefault({}),
  rerolls: count(MAX_REROLLS),
  health: int(1, 99).nullable().default(null),
  hidden: off(),
  weakened: off(),
});

const policy = z.strictObject({
  surges: oneOf(SURGE_POLICIES).default('max-damage'),
  attackerRerolls: oneOf(ATTACKER_REROLL_POLICIES).default('max-damage'),
  defenderRerolls: oneOf(DEFENDER_REROLL_POLICIES).default('min-damage'),
});

const scenarioShape = z.strictObject({
  v: exactly(1).describe('the format version, 1'),
  game: exactly('imperial-assault'),
  attackType: oneOf(ATTACK_TYPES).default('ranged'),
  /** Spaces from attacker to target; null for a melee attack (adjacent). */
  distance: int(1, 30).nullable().default(null),
  attacker,
  defender: defender.prefault({}),
  policy: policy.prefault({}),
});

/** A validated Imperial Assault scenario with every default filled in. */
export type IaScenario = z.output<typeof scenarioShape>;
export type IaSurgeAbility = IaScenario['attacker']['surgeAbilities'][number];

const scenarioSchema = scenarioShape.superRefine((s, ctx) => {
  const fail = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const d = s.attacker.dice;
  if (d.red + d.blue + d.green + d.yellow === 0)
    fail(['attacker', 'dice'], 'at least one attack die is required');
  // IA Rules Reference Guide, Accuracy / Melee Attack / Reach: ranged needs a distance; melee is adjacent, Reach
  // reaches 2 spaces.
  if (s.attackType === 'ranged' && s.distance === null)
    fail(['distance'], 'required for a ranged attack (spaces to the target, 1 when adjacent)');
  if (s.attackType === 'melee' && s.distance !== null && s.distance !== 1)
    fail(['distance'], `a melee attack targets an adjacent figure (1), got ${s.distance}`);
  if (s.attackType === 'reach' && s.distance !== null && s.distance > 2)
    fail(['distance'], `Reach targets figures up to 2 spaces away, got ${s.distance}`);
});

/** Validates an Imperial Assault scenario (docs/scenario.md) and fills defaults. */
export function parseIaScenario(input: unknown): Parsed<IaScenario> {
  return validate(scenarioSchema, input);
}

/** Canonical JSON of a scenario: every field, in schema order; parse(serialize(s)) = s. */
export function serializeIaScenario(s: IaScenario): string {
  return JSON.stringify(s);
}
