import { KEYWORDS } from '../../engine/legion/keywords.ts';
import type { LegionScenario } from '../../engine/legion/scenario.ts';

/** Where in the attack sequence a keyword acts (rules/legion.md step numbers). */
export const STEP_GROUPS = [
  { id: 'pool', title: 'Form the attack pool', rule: 'step 2' },
  { id: 'upgrade', title: 'Upgrade and downgrade', rule: 'step 4a' },
  { id: 'reroll', title: 'Reroll attack dice', rule: 'step 4c' },
  { id: 'surges', title: 'Convert attack surges', rule: 'step 4d' },
  { id: 'cover', title: 'Dodge and cover', rule: 'step 5' },
  { id: 'modify-attack', title: 'Modify attack dice', rule: 'step 6' },
  { id: 'defense-roll', title: 'Roll defense dice', rule: 'step 7a–c' },
  { id: 'defense-reroll', title: 'Reroll defense dice', rule: 'step 7d' },
  { id: 'defense-surges', title: 'Convert defense surges', rule: 'step 7e' },
  { id: 'modify-defense', title: 'Modify defense dice', rule: 'step 8' },
  { id: 'compare', title: 'Compare results', rule: 'step 9' },
  { id: 'after', title: 'Suppression and after the attack', rule: 'step 10' },
  { id: 'other', title: 'Other', rule: '' },
] as const;
export type StepGroupId = (typeof STEP_GROUPS)[number]['id'];

export type Side = 'attacker' | 'defender';

/** What decides whether a keyword can matter in this attack (hidden otherwise, with a note). */
export interface AttackFacts {
  readonly amg: boolean;
  readonly ranged: boolean;
  readonly melee: boolean;
}

interface Meta {
  readonly label: string;
  readonly step: StepGroupId;
  readonly help: string;
  /** Attacks where the keyword can change anything; missing = every attack. */
  readonly when?: (f: AttackFacts) => boolean;
  /** Why it is hidden when `when` is false. */
  readonly whenNote?: string;
}

const ranged = (f: AttackFacts) => f.ranged;
const melee = (f: AttackFacts) => f.melee;
const RANGED = { when: ranged, whenNote: 'ranged attacks only' };
const MELEE = { when: melee, whenNote: 'melee attacks only' };

// Help texts follow ../shared/rules/legion.md; "X" is the number set beside the keyword.
const ATTACKER: Record<string, Meta> = {
  spray: {
    label: 'Spray',
    step: 'pool',
    help: "The weapon's dice are added once per defending miniature in line of sight.",
  },
  makashiMastery: {
    label: 'Makashi Mastery',
    step: 'pool',
    help: 'May lower Pierce by 1; then the defender cannot use Immune: Pierce, Immune: Melee Pierce or Impervious (see Decisions).',
    ...MELEE,
  },
  antiPersonnel: {
    label: 'Anti-Personnel X',
    step: 'upgrade',
    help: 'Against a trooper, upgrade X of the dice (black before white).',
  },
  antiMateriel: {
    label: 'Anti-Materiel X',
    step: 'upgrade',
    help: 'Against a vehicle, upgrade X of the dice.',
  },
  cumbersome: {
    label: 'Cumbersome',
    step: 'upgrade',
    help: 'If the unit moved (Conditions), every die is downgraded. FFG 1.0: a unit that moved cannot use the weapon.',
  },
  precise: { label: 'Precise X', step: 'reroll', help: 'Each Aim token rerolls X more dice.' },
  duelist: {
    label: 'Duelist',
    step: 'reroll',
    help: 'Spending an Aim token on rerolls gives the pool Pierce 1.',
    ...MELEE,
  },
  critical: {
    label: 'Critical X',
    step: 'surges',
    help: 'Turn up to X surges into crits, before the surge chart.',
  },
  jediHunter: {
    label: 'Jedi Hunter',
    step: 'surges',
    help: 'Surge → crit: the defender has a Force upgrade slot.',
  },
  holdTheLine: {
    label: 'Hold the Line',
    step: 'surges',
    help: 'While engaged (Conditions) or in melee: surge → hit.',
  },
  marksman: {
    label: 'Marksman',
    step: 'surges',
    help: 'Aim tokens left after rerolls: each turns a Blank into a hit or a hit into a crit (two: Blank → crit).',
  },
  jarKaiMastery: {
    label: "Jar'Kai Mastery",
    step: 'surges',
    help: "The attacker's Dodge tokens: each turns a Blank into a hit or a hit into a crit.",
    ...MELEE,
  },
  sharpshooter: { label: 'Sharpshooter X', step: 'cover', help: 'Reduce cover by X.', ...RANGED },
  blast: {
    label: 'Blast',
    step: 'cover',
    help: 'Cover cancels nothing (unless the defender has Immune: Blast).',
    ...RANGED,
  },
  deathFromAbove: {
    label: 'Death From Above',
    step: 'cover',
    help: 'Its height condition holds: cover cancels nothing.',
    ...RANGED,
  },
  highVelocity: {
    label: 'High Velocity',
    step: 'cover',
    help: 'The defender cannot spend Dodge tokens (and Deflect does not work).',
  },
  ion: {
    label: 'Ion X',
    step: 'modify-attack',
    help: 'First of all: the defender flips 1 active shield per hit or crit, up to X.',
  },
  impact: {
    label: 'Impact X',
    step: 'modify-attack',
    help: 'Against Armor, turn up to X hits into crits.',
  },
  ram: {
    label: 'Ram X',
    step: 'modify-attack',
    help: 'If the unit moved (Conditions), change up to X results to crits, Blanks first.',
  },
  lethal: {
    label: 'Lethal X',
    step: 'modify-attack',
    help: 'Spend up to X Aim tokens not used for rerolls for +1 Pierce each.',
  },
  primitive: {
    label: 'Primitive',
    step: 'modify-attack',
    help: 'Against Armor, after Impact, all crits become hits.',
  },
  immuneDeflect: {
    label: 'Immune: Deflect',
    step: 'defense-surges',
    help: "The defender's Deflect deals no wounds to the attacker (FFG 1.0: no Deflect at all).",
    when: (f) => f.ranged || !f.amg,
    whenNote: 'ranged attacks only',
  },
  pierce: { label: 'Pierce X', step: 'modify-defense', help: 'Cancel up to X blocks.' },
  suppressive: {
    label: 'Suppressive',
    step: 'after',
    help: 'The defender gains 1 more suppression token.',
    ...RANGED,
  },
};

const DEFENDER: Record<string, Meta> = {
  coverX: { label: 'Cover X', step: 'cover', help: 'Improve cover by X (up to heavy).', ...RANGED },
  lowProfile: {
    label: 'Low Profile',
    step: 'cover',
    help: 'Roll 1 fewer cover die and add 1 automatic block.',
    ...RANGED,
  },
  dugIn: { label: 'Dug In', step: 'cover', help: 'The cover pool uses red dice.', ...RANGED },
  immuneBlast: {
    label: 'Immune: Blast',
    step: 'cover',
    help: 'Blast does not take away this unit’s cover.',
    ...RANGED,
  },
  outmaneuver: { label: 'Outmaneuver', step: 'cover', help: 'Dodge tokens may cancel crits.' },
  duelist: {
    label: 'Duelist',
    step: 'cover',
    help: 'Spending a Dodge token gives Immune: Pierce for the attack.',
    ...MELEE,
  },
  armor: {
    label: 'Armor X',
    step: 'modify-attack',
    help: 'Cancel up to X hits. FFG 1.0: Armor cancels all hits (any X above 0).',
  },
  backup: {
    label: 'Backup',
    step: 'modify-attack',
    help: 'An eligible Corps unit is nearby: cancel up to 2 hits.',
    ...RANGED,
  },
  weakPoint: {
    label: 'Weak Point X',
    step: 'modify-attack',
    help: 'The attacker is in the arc: it gains Impact X against this unit.',
  },
  dangerSense: {
    label: 'Danger Sense X',
    step: 'defense-roll',
    help: 'Roll 1 extra defense die per suppression token, up to X.',
  },
  impervious: {
    label: 'Impervious',
    step: 'defense-roll',
    help: "Roll extra defense dice equal to the attack's Pierce.",
  },
  uncannyLuck: {
    label: 'Uncanny Luck X',
    step: 'defense-reroll',
    help: 'Reroll up to X defense dice.',
  },
  soresuMastery: {
    label: 'Soresu Mastery',
    step: 'defense-reroll',
    help: 'May reroll all defense dice (see Decisions).',
    ...RANGED,
  },
  deflect: {
    label: 'Deflect',
    step: 'defense-surges',
    help: 'Surge → block, and the attacker suffers 1 wound if any surge is rolled. FFG 1.0: only with a Dodge spent, 1 wound per surge.',
    when: (f) => f.ranged || !f.amg,
    whenNote: 'ranged attacks only',
  },
  shienMastery: {
    label: 'Shien Mastery',
    step: 'defense-surges',
    help: 'Deflect wounds the attacker once per surge; no suppression from an attack that deals no wounds.',
    ...RANGED,
  },
  block: {
    label: 'Block',
    step: 'defense-surges',
    help: 'If a Dodge token was spent: surge → block.',
  },
  holdTheLine: {
    label: 'Hold the Line',
    step: 'defense-surges',
    help: 'Engaged in melee: surge → block.',
    ...MELEE,
  },
  immunePierce: {
    label: 'Immune: Pierce',
    step: 'modify-defense',
    help: 'Pierce cancels nothing.',
  },
  immuneMeleePierce: {
    label: 'Immune: Melee Pierce',
    step: 'modify-defense',
    help: 'Pierce cancels nothing in melee.',
    ...MELEE,
  },
  djemSoMastery: {
    label: 'Djem So Mastery',
    step: 'compare',
    help: 'The attacker suffers 1 wound if its roll held at least 1 Blank.',
    ...MELEE,
  },
  nimble: {
    label: 'Nimble',
    step: 'after',
    help: 'After defending, regain 1 Dodge token if one was spent.',
  },
};

export interface KeywordInfo extends Meta {
  readonly key: string;
  readonly side: Side;
  /** Where the rule text is (seed file and entry). */
  readonly rule: string;
  readonly kind: 'number' | 'flag';
  readonly amgOnly: boolean;
}

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/**
 * Every keyword the engine implements (KEYWORDS), with label, help and step. A keyword the
 * engine gains later still shows up, under "Other", before it gets its own help text here.
 */
export function keywordInfos(side: Side, defaults: LegionScenario): KeywordInfo[] {
  const table = side === 'attacker' ? ATTACKER : DEFENDER;
  const values: Record<string, unknown> = defaults[side].keywords;
  return KEYWORDS.filter((k) => k.side === side && k.key in values).map((k) => {
    const meta = table[k.key] ?? { label: words(k.key), step: 'other' as const, help: '' };
    return {
      ...meta,
      key: k.key,
      side,
      rule: k.rule,
      kind: typeof values[k.key] === 'number' ? 'number' : 'flag',
      amgOnly: k.editions !== undefined && !k.editions.includes('ffg-1.0'),
    };
  });
}

/** Whether the keyword can change this attack; `null` when it can, else why not. */
export function keywordHiddenBecause(k: KeywordInfo, f: AttackFacts): string | null {
  if (k.amgOnly && !f.amg) return 'not in the FFG 1.0 rules';
  if (k.when && !k.when(f)) return k.whenNote ?? 'does not apply';
  return null;
}
