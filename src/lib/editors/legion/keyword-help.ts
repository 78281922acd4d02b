import type { AttackFacts, StepGroupId } from './keyword-meta.ts';

/** Label, step and help of one keyword (its rule text is in the engine's registry). */
export interface Meta {
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

// Help texts follow docs/rules/legion.md; "X" is the number set beside the keyword.
export const ATTACKER: Record<string, Meta> = {
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

export const DEFENDER: Record<string, Meta> = {
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
  enrage: {
    label: 'Enrage X',
    step: 'cover',
    help: 'With at least X wounds taken, courage is “–”: never suppressed, so suppression gives no cover.',
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
