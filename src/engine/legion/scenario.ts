import { z } from 'zod';
import { exactly, flag, int, oneOf, validate, type Parsed } from '../core/validation.ts';
import { presetRecord, unexpanded } from './preset-schema.ts';
import { objectiveField } from './objective.ts';
import { makashiRefusal, optimalRefusal } from './optimal-feasible.ts';
import { MAX_GUARDIANS } from './state.ts';
import {
  PER_WEAPON_KEYWORDS,
  POOL_INSTANCE_KEYWORDS,
  WEAPON_KEYWORD_KEYS,
  weaponProblem,
  weaponsTotal,
  type WeaponKeywordKey,
} from './weapon-rules.ts';

/** At most this many weapons in one pool (a unit's weapons and its upgrades' weapons). */
export const MAX_WEAPONS = 12;

const dice = () => int(0, 30).default(0);
const tokens = () => int(0, 20).default(0);
const x = () => int(0, 20).default(0);
const off = () => flag().default(false);

export const EDITIONS = ['amg-2025', 'ffg-1.0'] as const;
export const ATTACK_TYPES = ['ranged', 'melee', 'overrun'] as const;
export const UNIT_TYPES = [
  'trooper',
  'ground-vehicle',
  'repulsor-vehicle',
  'emplacement',
  'creature',
] as const;
export const REROLL_POLICIES = ['conservative', 'crit-fishing', 'optimal'] as const;
export const PIERCE_SPLIT_POLICIES = ['defender-first', 'guardian-first', 'max-total'] as const;
export const LETHAL_POLICIES = ['auto', 'pierce-first'] as const;
export const MARKSMAN_POLICIES = ['auto', 'reroll', 'convert'] as const;
export const MAKASHI_POLICIES = ['auto', 'always', 'never', 'optimal'] as const;
export const SORESU_POLICIES = ['auto', 'always', 'never', 'optimal'] as const;

const attackerKeywords = z.strictObject({
  precise: x(),
  critical: x(),
  pierce: x(),
  impact: x(),
  sharpshooter: x(),
  lethal: x(),
  ram: x(),
  antiPersonnel: x(),
  antiMateriel: x(),
  ion: x(),
  blast: off(),
  highVelocity: off(),
  marksman: off(),
  jediHunter: off(),
  duelist: off(),
  makashiMastery: off(),
  jarKaiMastery: off(),
  immuneDeflect: off(),
  deathFromAbove: off(),
  holdTheLine: off(),
  cumbersome: off(),
  primitive: off(),
  suppressive: off(),
  spray: off(),
});

const attackDice = () =>
  z
    .strictObject({ red: dice(), black: dice(), white: dice() })
    .refine((d) => d.red + d.black + d.white > 0, {
      message: 'at least one attack die is required',
    });

/** Keywords of one weapon (FFG Rules Reference 1.0, Weapons): the weapon keywords of `attacker.keywords`. */
const weaponKeywords = attackerKeywords.pick(
  Object.fromEntries(WEAPON_KEYWORD_KEYS.map((k) => [k, true])) as {
    [K in WeaponKeywordKey]: true;
  },
);

/**
 * One weapon of a multi-weapon pool: its dice, its keywords, how many miniatures use it, and
 * its range band ([min, max]; 0 is melee, max null is "∞"), checked against the top-level range.
 */
const weapon = z.strictObject({
  name: z.string().min(1).max(80),
  dice: attackDice(),
  minis: int(1, 30).default(1),
  range: z.tuple([int(0, 5), int(0, 99).nullable()]).optional(),
  keywords: weaponKeywords.prefault({}),
});

const attackerShape = z.strictObject({
  unit: unexpanded(),
  card: unexpanded(),
  upgrades: unexpanded(),
  preset: presetRecord(),
  dice: attackDice().optional(),
  weapons: z.array(weapon).min(1).max(MAX_WEAPONS).optional(),
  surge: oneOf(['none', 'hit', 'crit']).default('none'),
  tokens: z
    .strictObject({ aim: tokens(), surge: tokens(), observation: tokens(), dodge: tokens() })
    .prefault({}),
  keywords: attackerKeywords.prefault({}),
  moved: off(),
  engaged: off(),
});

/**
 * The attacker gives `dice` (one weapon, keywords in `keywords`) or `weapons` (a pool of
 * several); with weapons, `dice` is filled with the pool's total before Spray. A parsed
 * scenario parses again (the app re-validates its drafts): `dice` beside `weapons` is accepted
 * when it is that total, and is an error otherwise.
 */
const attacker = attackerShape
  .superRefine((a, ctx) => {
    if (a.dice === undefined && a.weapons === undefined)
      ctx.addIssue({ code: 'custom', path: ['dice'], message: 'required' });
    if (a.dice !== undefined && a.weapons !== undefined) {
      const t = weaponsTotal(a.weapons);
      if (t.red !== a.dice.red || t.black !== a.dice.black || t.white !== a.dice.white)
        ctx.addIssue({
          code: 'custom',
          path: ['dice'],
          message: `with weapons, dice is their total (${t.red} red, ${t.black} black, ${t.white} white): give weapons or dice, not both`,
        });
    }
    if (a.weapons === undefined) return;
    for (const k of PER_WEAPON_KEYWORDS)
      if (a.keywords[k] && !POOL_INSTANCE_KEYWORDS.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['keywords', k],
          message:
            'applies per weapon (FFG Rules Reference 1.0, Attack Pool): give it on the weapon',
        });
  })
  .transform(({ dice, ...a }) => ({ ...a, dice: dice ?? weaponsTotal(a.weapons ?? []) }));

const defenderKeywords = z.strictObject({
  armor: x(),
  coverX: x(),
  dangerSense: x(),
  uncannyLuck: x(),
  enrage: x(),
  weakPoint: x(),
  lowProfile: off(),
  dugIn: off(),
  impervious: off(),
  immunePierce: off(),
  immuneMeleePierce: off(),
  immuneBlast: off(),
  deflect: off(),
  shienMastery: off(),
  block: off(),
  outmaneuver: off(),
  soresuMastery: off(),
  djemSoMastery: off(),
  duelist: off(),
  backup: off(),
  holdTheLine: off(),
  nimble: off(),
});

const defender = z.strictObject({
  unit: unexpanded(),
  card: unexpanded(),
  upgrades: unexpanded(),
  preset: presetRecord(),
  die: oneOf(['red', 'white']).default('white'),
  surge: oneOf(['none', 'block']).default('none'),
  cover: oneOf(['none', 'light', 'heavy']).default('none'),
  unitType: oneOf(UNIT_TYPES).default('trooper'),
  minis: int(1, 30).nullable().default(null),
  woundThreshold: int(1, 30).nullable().default(null),
  woundsTaken: int(0, 900).default(0),
  courage: int(1, 20).nullable().default(1),
  minisInLos: int(1, 30).nullable().default(null),
  tokens: z
    .strictObject({
      dodge: tokens(),
      surge: tokens(),
      shield: tokens(),
      suppression: tokens(),
      smoke: tokens(),
    })
    .prefault({}),
  keywords: defenderKeywords.prefault({}),
});

const guardian = z.strictObject({
  x: int(1, 20),
  die: oneOf(['red', 'white']).default('white'),
  surge: oneOf(['none', 'block']).default('none'),
  woundThreshold: int(1, 30).default(1),
  minis: int(1, 30).default(1),
  tokens: z.strictObject({ dodge: tokens(), surge: tokens() }).prefault({}),
  keywords: z
    .strictObject({ deflect: off(), soresuMastery: off(), immunePierce: off() })
    .prefault({}),
});

/** `"policy": "optimal"`: every decision solved by best play (best-play.ts). */
export const ALL_OPTIMAL = { reroll: 'optimal', makashi: 'optimal', soresu: 'optimal' } as const;

const policy = z.strictObject({
  reroll: oneOf(REROLL_POLICIES).default('conservative'),
  pierceSplit: oneOf(PIERCE_SPLIT_POLICIES).default('defender-first'),
  lethal: oneOf(LETHAL_POLICIES).default('auto'),
  marksman: oneOf(MARKSMAN_POLICIES).default('auto'),
  makashi: oneOf(MAKASHI_POLICIES).default('auto'),
  soresu: oneOf(SORESU_POLICIES).default('auto'),
});

/** One attack's scenario, before the rules that tie fields together (`checkScenario`). */
export const scenarioShape = z.strictObject({
  v: exactly(1).describe('the format version, 1'),
  game: exactly('legion'),
  edition: oneOf(EDITIONS).default('amg-2025'),
  attackType: oneOf(ATTACK_TYPES).default('ranged'),
  /** The range of the attack (1–5); weapons whose band does not include it are not eligible. */
  range: int(1, 5).optional(),
  attacker,
  defender: defender.prefault({}),
  guardians: z
    .array(guardian)
    .max(MAX_GUARDIANS, { message: `at most ${MAX_GUARDIANS} guardians` })
    .default([]),
  /** `"optimal"` is short for best play in every decision that has it (`ALL_OPTIMAL`). */
  policy: z.preprocess((v) => (v === 'optimal' ? ALL_OPTIMAL : v), policy).prefault({}),
  /** What best play ("optimal" policies) aims for (objective.ts). */
  objective: objectiveField(),
});

/** A validated Legion scenario with every default filled in. */
export type LegionScenario = z.output<typeof scenarioShape>;
export type LegionAttacker = LegionScenario['attacker'];
export type LegionDefender = LegionScenario['defender'];
export type LegionGuardian = LegionScenario['guardians'][number];
export type LegionWeapon = NonNullable<LegionAttacker['weapons']>[number];

/** Reports one problem: the path of the field and what is wrong with it. */
export type Fail = (path: (string | number)[], message: string) => void;

/** Rules of a scenario that depend on several fields at once, checked after the shape. */
export function checkScenario(s: LegionScenario, fail: Fail): void {
  const d = s.defender;
  if ((d.minis === null) !== (d.woundThreshold === null)) {
    const missing = d.minis === null ? 'minis' : 'woundThreshold';
    fail(['defender', missing], 'required when the unit profile (minis, woundThreshold) is given');
  }
  if (d.minis !== null && d.woundThreshold !== null && d.woundsTaken >= d.minis * d.woundThreshold)
    fail(
      ['defender', 'woundsTaken'],
      `must be below minis × woundThreshold (${d.minis * d.woundThreshold})`,
    );
  if (s.objective === 'kill' && d.minis === null)
    fail(
      ['objective'],
      '"kill" needs the defending unit\'s health (defender.minis, defender.woundThreshold)',
    );
  if (d.minis === null && d.woundsTaken > 0)
    fail(['defender', 'woundsTaken'], 'needs the unit profile (minis, woundThreshold)');
  if (d.minisInLos !== null && d.minis !== null && d.minisInLos > d.minis)
    fail(['defender', 'minisInLos'], `cannot exceed minis (${d.minis})`);
  if (s.attackType !== 'ranged' && s.guardians.length > 0)
    fail(['guardians'], 'Guardian X only applies against Ranged attacks');
  if (s.guardians.length > 0 && d.unitType.endsWith('vehicle'))
    fail(
      ['guardians'],
      'Guardian X protects only a Trooper defender (AMG Keyword Glossary, Guardian X)',
    );
  if (s.attackType !== 'ranged' && d.keywords.backup)
    fail(['defender', 'keywords', 'backup'], 'Backup only applies against Ranged attacks');
  if (s.attacker.keywords.spray && d.minisInLos === null && d.minis === null)
    fail(['attacker', 'keywords', 'spray'], 'needs defender.minisInLos or defender.minis');
  s.attacker.weapons?.forEach((w, i) => {
    const problem = weaponProblem(w, s.attackType, s.range);
    if (problem) fail(['attacker', 'weapons', i, problem.field], problem.message);
    if (w.keywords.spray && d.minisInLos === null && d.minis === null)
      fail(
        ['attacker', 'weapons', i, 'keywords', 'spray'],
        'needs defender.minisInLos or defender.minis',
      );
    const first = s.attacker.weapons?.find((o) => o.name === w.name);
    if (
      first &&
      first !== w &&
      JSON.stringify({ ...first, minis: 0 }) !== JSON.stringify({ ...w, minis: 0 })
    )
      fail(
        ['attacker', 'weapons', i, 'name'],
        `another weapon is named "${w.name}" with other dice or keywords (weapons with one name are one weapon)`,
      );
  });
  if (s.edition === 'ffg-1.0') {
    const amgOnly: [string[], boolean][] = [
      [['attacker', 'tokens', 'surge'], s.attacker.tokens.surge > 0],
      [['defender', 'tokens', 'surge'], d.tokens.surge > 0],
      [['defender', 'keywords', 'backup'], d.keywords.backup],
      [['defender', 'keywords', 'lowProfile'], d.keywords.lowProfile],
      [['defender', 'keywords', 'dugIn'], d.keywords.dugIn],
      [['attacker', 'keywords', 'antiPersonnel'], s.attacker.keywords.antiPersonnel > 0],
      [['attacker', 'keywords', 'antiMateriel'], s.attacker.keywords.antiMateriel > 0],
      ...(s.attacker.weapons ?? []).flatMap((w, i): [string[], boolean][] => [
        [
          ['attacker', 'weapons', String(i), 'keywords', 'antiPersonnel'],
          w.keywords.antiPersonnel > 0,
        ],
        [
          ['attacker', 'weapons', String(i), 'keywords', 'antiMateriel'],
          w.keywords.antiMateriel > 0,
        ],
      ]),
      [['defender', 'tokens', 'smoke'], d.tokens.smoke > 0],
    ];
    for (const [path, used] of amgOnly)
      if (used) fail(path, 'does not exist in the ffg-1.0 rules (edition "ffg-1.0")');
    s.guardians.forEach((g, i) => {
      if (g.tokens.surge > 0)
        fail(
          ['guardians', i, 'tokens', 'surge'],
          'does not exist in the ffg-1.0 rules (edition "ffg-1.0")',
        );
    });
    // FFG Rules Reference 1.0, Cumbersome: in ffg-1.0 a unit that moved cannot attack with the weapon at all.
    const cumbersome =
      s.attacker.keywords.cumbersome ||
      (s.attacker.weapons ?? []).some((w) => w.keywords.cumbersome);
    if (cumbersome && s.attacker.moved)
      fail(
        ['attacker', 'moved'],
        'a unit that moved cannot attack with a Cumbersome weapon (ffg-1.0)',
      );
  }
}

const scenarioSchema = scenarioShape.superRefine((s, ctx) =>
  checkScenario(s, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
);

/** Validates a Legion scenario (docs/scenario.md "Legion") and fills defaults. */
export function parseLegionScenario(input: unknown): Parsed<LegionScenario> {
  const parsed = validate(scenarioSchema, input);
  if (!parsed.ok) return parsed;
  const reroll = optimalRefusal(parsed.value);
  if (reroll !== null) return { ok: false, error: { path: 'policy.reroll', message: reroll } };
  const makashi = makashiRefusal(parsed.value);
  if (makashi !== null) return { ok: false, error: { path: 'policy.makashi', message: makashi } };
  return parsed;
}

/**
 * An attacker as canonical JSON writes it: with weapons, the derived `dice` is left out (the
 * parser derives it again; JSON drops an undefined field).
 */
export function serializableAttacker(a: LegionAttacker): object {
  return a.weapons === undefined ? a : { ...a, dice: undefined };
}

/** Canonical JSON of a scenario: every field, in schema order; parse(serialize(s)) = s. */
export function serializeLegionScenario(s: LegionScenario): string {
  return JSON.stringify({ ...s, attacker: serializableAttacker(s.attacker) });
}
