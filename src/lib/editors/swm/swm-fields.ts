import type { SwmAttacker, SwmDefender } from '../../../engine/index.ts';
import { SWM_HOTH } from '../rulebooks.ts';

/** One control of the Star Wars Miniatures editor: a number (stepper) or a flag (switch). */
export type FieldSpec<T> = {
  readonly key: keyof T & string;
  readonly label: string;
  readonly help: string;
  /** Where a player finds the rule: the rulebook's section, or the later cards. */
  readonly rule: string;
} & (
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly step?: number }
  | { readonly kind: 'flag' }
);

// The rulebook is the SWM Battle of Hoth rulebook (Star Wars Miniatures, Battle of Hoth Scenario Pack, 2007); each
// field's comment gives its lines there.
const rulebook = (section: string) => `${SWM_HOTH}: ${section}.`;
const OUTSIDE = 'Not in the Battle of Hoth rulebook: later official stat cards.';

/** The attacker's card: numbers first, then the abilities that add attacks, then the bonuses. */
export const ATTACKER_FIELDS: readonly { title: string; fields: FieldSpec<SwmAttacker>[] }[] = [
  {
    title: 'Attack',
    fields: [
      {
        key: 'attack',
        kind: 'number',
        min: -20,
        max: 60,
        label: 'Attack bonus',
        help: 'Added to the d20; the attack hits when the total reaches the Defense. A natural 20 always hits (a critical), a natural 1 always misses.',
        rule: rulebook('Attacking; Natural 20 is a Critical Hit'), // SWM Battle of Hoth rulebook, Attack; Natural 20 is a Critical Hit
      },
      {
        key: 'damage',
        kind: 'number',
        min: 0,
        max: 500,
        step: 10,
        label: 'Damage',
        help: 'The damage of each hit; a critical hit doubles it.',
        rule: rulebook('Attacking; Natural 20 is a Critical Hit'), // SWM Battle of Hoth rulebook, Attacking; Natural 20 is a Critical Hit
      },
      {
        key: 'bonusDamage',
        kind: 'number',
        min: 0,
        max: 500,
        step: 10,
        label: 'Bonus damage',
        help: 'Any other flat damage added to every hit (a commander effect, a spotter). Added after a critical doubles the damage unless the option below says otherwise.',
        rule: OUTSIDE,
      },
      {
        key: 'attacks',
        kind: 'number',
        min: 1,
        max: 4,
        label: 'Attacks',
        help: 'Attacks the card makes this turn before Double Attack and Twin Attack add theirs. Each attack is rolled separately; no attack is made once the target is defeated.',
        rule: rulebook('How to Read a Stat Card, Special Abilities'), // SWM Battle of Hoth rulebook, Double Attack
      },
      {
        key: 'combinedFire',
        kind: 'number',
        min: 0,
        max: 10,
        label: 'Allies combining fire',
        help: 'Each ally combining fire adds +4 Attack to the first attack only. Not with Melee Attack.',
        rule: rulebook('Combined Fire'), // SWM Battle of Hoth rulebook, Combined Fire
      },
    ],
  },
  {
    title: 'More attacks',
    fields: [
      {
        key: 'doubleAttack',
        kind: 'flag',
        label: 'Double Attack',
        help: 'The character did not move: it makes 1 extra attack.',
        rule: rulebook('Special Abilities: Double Attack'), // SWM Battle of Hoth rulebook, Double Attack; Special Abilities
      },
      {
        key: 'twinAttack',
        kind: 'flag',
        label: 'Twin Attack',
        help: 'After each attack, 1 extra attack on the same target (not if the first defeated it; the extra attack does not trigger another).',
        rule: rulebook('Glossary: Twin Attack'), // SWM Battle of Hoth rulebook, Twin Attack
      },
      {
        key: 'lightsaberAssault',
        kind: 'flag',
        label: 'Lightsaber Assault',
        help: 'Spend 1 Force point: make 2 attacks instead of the usual attacks.',
        rule: rulebook('Force Powers: Lightsaber Assault'), // SWM Battle of Hoth rulebook, Force Powers (Luke Skywalker)
      },
    ],
  },
  {
    title: 'Force',
    fields: [
      {
        key: 'force',
        kind: 'number',
        min: 0,
        max: 20,
        label: 'Force points',
        help: 'The attacker spends Force at most once per turn: to reroll one attack (see Decisions), for Lightsaber Assault, or for Use the Force.',
        rule: rulebook('Force Points'), // SWM Battle of Hoth rulebook, Force Points; Force Points and Force Powers; Timing
      },
      {
        key: 'mettle',
        kind: 'flag',
        label: 'Mettle',
        help: 'A Force reroll of an attack adds +4.',
        rule: OUTSIDE,
      },
      {
        key: 'useTheForce',
        kind: 'flag',
        label: 'Use the Force (critical)',
        help: 'Spend 3 Force points before the first attack: it hits as a critical hit.',
        rule: rulebook('Force Powers: Use the Force'), // SWM Battle of Hoth rulebook, Use the Force
      },
    ],
  },
  {
    title: 'Position and bonuses',
    fields: [
      {
        key: 'adjacent',
        kind: 'flag',
        label: 'Adjacent to the target',
        help: 'An adjacent enemy never has cover; Lightsaber applies; the target cannot Evade.',
        rule: rulebook('Cover and Line of Sight: an adjacent enemy never has cover'), // SWM Battle of Hoth rulebook, Cover and Line of Sight
      },
      {
        key: 'meleeAttack',
        kind: 'flag',
        label: 'Melee Attack',
        help: 'Attacks only adjacent enemies and cannot combine fire; Lightsaber Block (not Deflect) answers it.',
        rule: rulebook('Glossary: melee attack'), // SWM Battle of Hoth rulebook, Special Abilities, Force Powers, and Attacks; melee attack
      },
      {
        key: 'lightsaber',
        kind: 'flag',
        label: 'Lightsaber',
        help: '+10 damage against an adjacent enemy, and adjacent lightsabers ignore Damage Reduction.',
        rule: rulebook('Special Abilities: Lightsaber; Glossary'), // SWM Battle of Hoth rulebook, Lightsaber; Damage Reduction
      },
      {
        key: 'cunningAttack',
        kind: 'flag',
        label: 'Cunning Attack',
        help: '+4 Attack and +10 damage against an enemy that has not activated this round.',
        rule: rulebook('Special Abilities'), // SWM Battle of Hoth rulebook, Special Abilities
      },
      {
        key: 'advantageousAttack',
        kind: 'flag',
        label: 'Advantageous Attack',
        help: '+10 damage against an enemy that has not activated this round.',
        rule: rulebook('Special Abilities'), // SWM Battle of Hoth rulebook, Special Abilities
      },
      {
        key: 'splash',
        kind: 'number',
        min: 0,
        max: 500,
        step: 10,
        label: 'Splash',
        help: 'On a hit, each character adjacent to the target takes this much unless it saves 11; on a miss the target takes it too (save 11). Never doubled by a critical.',
        rule: rulebook('Glossary: Splash'), // SWM Battle of Hoth rulebook, Splash
      },
    ],
  },
];

export const DEFENDER_FIELDS: readonly { title: string; fields: FieldSpec<SwmDefender>[] }[] = [
  {
    title: 'Defense',
    fields: [
      {
        key: 'defense',
        kind: 'number',
        min: 0,
        max: 80,
        label: 'Defense',
        help: 'The attack total must reach this to hit.',
        rule: rulebook('How to Read a Stat Card: Defense'), // SWM Battle of Hoth rulebook, Attack
      },
      {
        key: 'cover',
        kind: 'flag',
        label: 'Cover',
        help: '+4 Defense (once only), never against an adjacent attacker.',
        rule: rulebook('Cover; Cover and Line of Sight'), // SWM Battle of Hoth rulebook, Cover; Cover and Line of Sight
      },
      {
        key: 'hp',
        kind: 'number',
        min: 1,
        max: 2000,
        step: 10,
        label: 'Hit Points',
        help: 'Hit Points left: damage beyond them does not count, and no further attack is made once they reach 0.',
        rule: rulebook('Attacking: Reduced to 0 Hit Points'), // SWM Battle of Hoth rulebook, Reduced to 0 Hit Points
      },
      {
        key: 'damageReduction',
        kind: 'number',
        min: 0,
        max: 500,
        step: 5,
        label: 'Damage Reduction',
        help: 'Each hit’s damage is reduced by this much (not below 0), after a critical doubles it; adjacent lightsabers ignore it.',
        rule: rulebook('Glossary: Damage Reduction'), // SWM Battle of Hoth rulebook, Damage Reduction
      },
      {
        key: 'droid',
        kind: 'flag',
        label: 'Droid',
        help: 'Immune to critical hits: a natural 20 still hits but deals normal damage.',
        rule: rulebook('Natural 20 is a Critical Hit'), // SWM Battle of Hoth rulebook, Natural 20 is a Critical Hit
      },
      {
        key: 'activated',
        kind: 'flag',
        label: 'Already activated',
        help: 'Has activated this round: Cunning Attack and Advantageous Attack no longer apply.',
        rule: rulebook('Special Abilities'), // SWM Battle of Hoth rulebook, Special Abilities
      },
    ],
  },
  {
    title: 'Saves and Force',
    fields: [
      {
        key: 'force',
        kind: 'number',
        min: 0,
        max: 20,
        label: 'Force points',
        help: 'The defender spends Force at most once in the attacker’s turn: on Lightsaber Deflect or Block, or to reroll a failed Evade or Splash save (see Decisions).',
        rule: rulebook('Force Points'), // SWM Battle of Hoth rulebook, Force Points and Force Powers; Spending Force Points
      },
      {
        key: 'lightsaberDeflect',
        kind: 'flag',
        label: 'Lightsaber Deflect',
        help: 'Hit by a nonmelee attack: spend 1 Force point and save 11 to take no damage.',
        // SWM Battle of Hoth rulebook, Force Powers (Luke Skywalker); its Vader text (Lightsaber Deflect (Darth Vader)) says "melee": that is Lightsaber Block on later cards.
        rule: `${rulebook('Force Powers: Lightsaber Deflect')} Later cards name the melee version Lightsaber Block.`,
      },
      {
        key: 'lightsaberBlock',
        kind: 'flag',
        label: 'Lightsaber Block',
        help: 'Hit by a melee attack: spend 1 Force point and save 11 to take no damage.',
        rule: rulebook('Special Abilities: Lightsaber Block'), // SWM Battle of Hoth rulebook, Lightsaber Deflect (Darth Vader)
      },
      {
        key: 'evade',
        kind: 'flag',
        label: 'Evade',
        help: 'Hit by a nonadjacent enemy: save 11 to take no damage, no Force needed.',
        rule: OUTSIDE,
      },
      {
        key: 'adjacentCharacters',
        kind: 'number',
        min: 0,
        max: 8,
        label: 'Characters adjacent (Splash)',
        help: 'Characters next to the target that Splash can reach; each saves on its own.',
        rule: rulebook('Glossary: Splash'), // SWM Battle of Hoth rulebook, Splash
      },
      {
        key: 'adjacentForce',
        kind: 'flag',
        label: 'Adjacent characters have Force',
        help: 'Each adjacent character spends 1 Force point to reroll its first failed Splash save this turn.',
        rule: rulebook('Force Points; Glossary: Splash'), // SWM Battle of Hoth rulebook, Force Points and Force Powers; Spending Force Points; Splash
      },
    ],
  },
];
