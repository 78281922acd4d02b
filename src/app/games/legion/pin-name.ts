import {
  attackCount,
  type LegionInput,
  type LegionScenario,
  type LegionSequence,
  isRecord,
} from '../../../engine/index.ts';
import { keywordInfos } from '../../../lib/editors/legion/keyword-meta.ts';
import { schemaDefaults } from '../../../lib/editors/legion/legion-defaults.ts';
import type { PinNameDetail } from '../app-game.ts';
import { diceWords, times } from '../pin-words.ts';

const words = (s: string) => s.toLowerCase().split(/\s+/);

/**
 * An upgrade's name without the words it shares with its unit's ("DLT-19 Stormtrooper" on
 * Stormtroopers is "DLT-19"); the whole name when nothing else would be left.
 */
function shortUpgrade(upgrade: string, unit: string): string {
  const unitWords = words(unit);
  const kept = upgrade
    .split(/\s+/)
    .filter((w) => !unitWords.some((u) => u.startsWith(w.toLowerCase())));
  return kept.length > 0 ? kept.join(' ') : upgrade;
}

/** A preset record's name: "Stormtroopers + DLT-19". */
function recordName(p: unknown): string | undefined {
  if (!isRecord(p) || typeof p['unit'] !== 'string') return undefined;
  const unit = p['unit'];
  const ups = Array.isArray(p['upgrades'])
    ? p['upgrades'].filter((u) => typeof u === 'string')
    : [];
  return [unit, ...ups.map((u) => shortUpgrade(u, unit))].join(' + ');
}

const presetOf = (side: unknown) => (isRecord(side) ? recordName(side['preset']) : undefined);

/**
 * A pin's name after the unit presets of a Legion loadout: the attacking unit and its upgrades
 * ("Stormtroopers + DLT-19"), each attack's in a sequence ("Stormtroopers + DLT-19, then
 * Snowtroopers"), or the defending unit's alone ("vs Rebel Troopers"); undefined when the
 * loadout names no unit (another name, e.g. from its dice, is then the caller's choice).
 */
export function presetPinName(scenario: unknown): string | undefined {
  if (!isRecord(scenario) || scenario['game'] !== 'legion') return undefined;
  const attacks = Array.isArray(scenario['attacks'])
    ? scenario['attacks'].map((a) => (isRecord(a) ? presetOf(a['attacker']) : undefined))
    : [presetOf(scenario['attacker'])];
  if (attacks.some((a) => a !== undefined)) return attacks.map((a) => a ?? 'dice').join(', then ');
  const defender = presetOf(scenario['defender']);
  return defender === undefined ? undefined : `vs ${defender}`;
}

/** A keyword as its card prints it: "Pierce 1", "Lethal". */
function legionKeywords(s: LegionScenario, side: 'attacker' | 'defender'): string[] {
  const values: Record<string, unknown> = s[side].keywords;
  return keywordInfos(side, schemaDefaults()).flatMap((k) => {
    const v = values[k.key];
    if (typeof v === 'number' && v > 0) return [k.label.replace(/ X$/, '') + ` ${v}`];
    return v === true ? [k.label.replace(/ X$/, '')] : [];
  });
}

function legionAttack(s: LegionScenario, detail: PinNameDetail): string {
  const a = s.attacker;
  const dice = a.weapons
    ? a.weapons.map((w) => (w.minis > 1 ? `${w.minis}× ${w.name}` : w.name)).join(' + ')
    : diceWords(a.dice, ['red', 'black', 'white']);
  const t = a.tokens;
  const tokens = [
    t.aim > 0 ? times(t.aim, 'Aim') : '',
    t.observation > 0 ? `${t.observation} Observation` : '',
    t.surge > 0 ? `${t.surge} Surge` : '',
  ];
  const full =
    detail === 'full'
      ? [a.surge !== 'none' ? `surge to ${a.surge}` : '', s.attackType === 'melee' ? 'melee' : '']
      : [];
  return [dice, ...tokens, ...legionKeywords(s, 'attacker'), ...full].filter(Boolean).join(', ');
}

function legionDefender(s: LegionScenario): string {
  const d = s.defender;
  return [
    `vs ${d.die}${d.surge === 'block' ? ' (surge block)' : ''}`,
    d.cover !== 'none' ? `${d.cover} cover` : '',
    d.tokens.dodge > 0 ? `${d.tokens.dodge} Dodge` : '',
    ...legionKeywords(s, 'defender'),
    d.minis !== null && d.woundThreshold !== null ? `${d.minis}×${d.woundThreshold} wounds` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function legion(s: LegionInput, detail: PinNameDetail): string {
  if (!('attacks' in s)) {
    const attack = legionAttack(s, detail);
    return detail === 'full' ? `${attack} ${legionDefender(s)}` : attack;
  }
  const seq: LegionSequence = s;
  const first = seq.attacks[0];
  const one = (a: NonNullable<typeof first>): LegionScenario => ({
    ...(seq as unknown as LegionScenario),
    attackType: a.attackType,
    attacker: a.attacker,
    policy: a.policy,
  });
  const head = `${attackCount(seq)} attacks`;
  if (!first) return head;
  const attack = legionAttack(one(first), detail);
  const whole = `${head}: ${attack}${seq.attacks.length > 1 ? ', …' : ''}`;
  return detail === 'full' ? `${whole} ${legionDefender(one(first))}` : whole;
}

/**
 * A Legion pin's name: its unit presets' when it has them ("Stormtroopers + DLT-19"), else its
 * dice (or weapons), tokens and keywords; `full` adds the rest of the attack and the defender.
 */
export function legionPinName(s: LegionInput, detail: PinNameDetail): string {
  return (detail === 'short' ? presetPinName(s) : undefined) ?? legion(s, detail);
}
