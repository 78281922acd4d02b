import {
  attackCount,
  type IaScenario,
  type LegionInput,
  type LegionScenario,
  type LegionSequence,
  type SwmScenario,
} from '../engine/index.ts';
import { keywordInfos } from '../lib/editors/legion/keyword-meta.ts';
import { schemaDefaults } from '../lib/editors/legion/legion-defaults.ts';

/**
 * How much a pin's name says: `short` is the attack as a player would call it (dice, tokens,
 * key keywords); `full` adds the rest of the attack and the defender, for two loadouts that
 * share a short name.
 */
export type PinNameDetail = 'short' | 'full';

/** "4 white + 1 red": the dice that are there, most first (ties in the order given). */
function diceWords(dice: Readonly<Record<string, number>>, order: readonly string[]): string {
  const there = order.filter((c) => (dice[c] ?? 0) > 0);
  there.sort((a, b) => (dice[b] ?? 0) - (dice[a] ?? 0));
  return there.map((c) => `${dice[c]} ${c}`).join(' + ') || 'no dice';
}

const times = (n: number, word: string) => (n === 1 ? word : `${n} ${word}`);
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

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

function imperialAssault(s: IaScenario, detail: PinNameDetail): string {
  const a = s.attacker;
  const m = a.modifiers;
  const parts = [
    diceWords(a.dice, ['red', 'yellow', 'green', 'blue']),
    m.damage !== 0 ? `${signed(m.damage)} damage` : '',
    m.surge !== 0 ? `${signed(m.surge)} surge` : '',
    m.accuracy !== 0 ? `${signed(m.accuracy)} accuracy` : '',
    m.pierce > 0 ? `Pierce ${m.pierce}` : '',
    a.surgeAbilities.length === 1 ? '1 surge ability' : '',
    a.surgeAbilities.length > 1 ? `${a.surgeAbilities.length} surge abilities` : '',
    a.rerolls > 0 ? `${a.rerolls} reroll${a.rerolls > 1 ? 's' : ''}` : '',
    a.focused ? 'Focused' : '',
    a.hidden ? 'Hidden' : '',
    a.weakened ? 'Weakened' : '',
  ];
  const name = parts.filter(Boolean).join(', ');
  if (detail === 'short') return name;
  const d = s.defender;
  const dice = d.dice.black + d.dice.white > 0 ? diceWords(d.dice, ['black', 'white']) : 'no dice';
  const extra = [
    d.health !== null ? `health ${d.health}` : '',
    s.distance !== null ? `distance ${s.distance}` : '',
  ];
  return [`${name} vs ${dice}`, ...extra].filter(Boolean).join(', ');
}

function swm(s: SwmScenario, detail: PinNameDetail): string {
  const a = s.attacker;
  const attacks = a.attacks + (a.doubleAttack ? 1 : 0);
  const parts = [
    `${signed(a.attack)} attack, ${a.damage} damage`,
    attacks > 1 ? `${attacks} attacks` : '',
    a.twinAttack ? 'Twin Attack' : '',
    a.combinedFire > 0 ? `${a.combinedFire} combining fire` : '',
    a.cunningAttack ? 'Cunning Attack' : '',
    a.advantageousAttack ? 'Advantageous Attack' : '',
    a.lightsaber ? 'Lightsaber' : '',
    a.lightsaberAssault ? 'Lightsaber Assault' : '',
    a.useTheForce ? 'Use the Force' : '',
  ];
  const name = parts.filter(Boolean).join(', ');
  if (detail === 'short') return name;
  const d = s.defender;
  const extra = [d.cover ? 'cover' : '', d.damageReduction > 0 ? `DR ${d.damageReduction}` : ''];
  return [`${name} vs Defense ${d.defense}, ${d.hp} HP`, ...extra].filter(Boolean).join(', ');
}

/**
 * A pin's name that says what the loadout is, each game in its own terms: Legion's dice (or
 * weapons), tokens and keywords; Imperial Assault's dice colours and modifiers; Star Wars
 * Miniatures' attack bonus and damage. `scenario` is a parsed scenario of game `game`.
 */
export function defaultPinName(
  game: string,
  scenario: unknown,
  detail: PinNameDetail = 'short',
): string {
  switch (game) {
    case 'legion':
      return legion(scenario as LegionInput, detail);
    case 'imperial-assault':
      return imperialAssault(scenario as IaScenario, detail);
    case 'swm':
      return swm(scenario as SwmScenario, detail);
    default:
      return 'Loadout';
  }
}
