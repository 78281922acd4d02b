import type { LegionAttacker, LegionDefender } from '../scenario.ts';
import type { WeaponKeywordKey } from '../weapon-rules.ts';

export type AttackerKeywordKey = keyof LegionAttacker['keywords'];
export type DefenderKeywordKey = keyof LegionDefender['keywords'];

/**
 * What a card keyword does to the calculator's inputs:
 * - `unit`: sets the attacker's and/or the defender's keyword field when the unit attacks or defends;
 * - `weapon`: a weapon keyword (on a weapon, or granted to the unit's pools by a card);
 * - `shields`: Shielded X gives the defender X active Shield tokens;
 * - `arsenal`: Arsenal X lets each miniature choose X weapons (FFG Rules Reference 1.0, Arsenal X);
 * - `noncombatant` / `sidearm`: which weapons a miniature may add to the pool;
 * - `immune`: the defender refuses weapons of a kind in the pool (range 1 weapons) or the
 *   attack itself (melee);
 * - `no-cover`: the defender cannot benefit from cover of any source;
 * - `guardian`: the defender has Guardian X, so no guardian protects it and it gets no Backup;
 * - `condition`: sets the named field only when a table condition holds that the calculator does
 *   not measure (the player switches it on; the unit picker says so beside the unit);
 * - `none`: does not change the dice of one attack, for the reason given.
 */
export type KeywordEffect =
  | {
      readonly kind: 'unit';
      readonly attacker?: AttackerKeywordKey;
      readonly defender?: DefenderKeywordKey;
    }
  | { readonly kind: 'weapon'; readonly key: WeaponKeywordKey }
  | { readonly kind: 'shields' }
  | { readonly kind: 'arsenal' }
  | { readonly kind: 'noncombatant' }
  | { readonly kind: 'sidearm' }
  | { readonly kind: 'immune'; readonly against: 'range-1' | 'melee' }
  | { readonly kind: 'no-cover' }
  | { readonly kind: 'guardian' }
  | { readonly kind: 'condition'; readonly field: string; readonly reason: string }
  | { readonly kind: 'none'; readonly reason: string };

export interface KeywordEntry {
  /** The keyword has a number ("Keyword X"). */
  readonly x: boolean;
  readonly effect: KeywordEffect;
}

const MOVE = 'movement, not dice';
const TOKENS_LATER = 'gives or removes tokens outside the attack being calculated';
const ARMY = 'army building';
const ORDERS = 'orders, activations and command cards';
const AFTER = 'applies after the attack (tokens or effects on the defender), not to its dice';
const TARGETING = 'who may be attacked or placed, not the dice';
const OTHER_POOL = 'forms another attack pool (one pool per scenario)';

const unit = (attacker?: AttackerKeywordKey, defender?: DefenderKeywordKey): KeywordEffect => ({
  kind: 'unit',
  ...(attacker ? { attacker } : {}),
  ...(defender ? { defender } : {}),
});
const weapon = (key: WeaponKeywordKey): KeywordEffect => ({ kind: 'weapon', key });
const none = (reason: string): KeywordEffect => ({ kind: 'none', reason });
const X = (effect: KeywordEffect): KeywordEntry => ({ x: true, effect });
const F = (effect: KeywordEffect): KeywordEntry => ({ x: false, effect });

/**
 * Every keyword that occurs on a unit, upgrade, counterpart or weapon of the card data, by its
 * name on the card (a test fails when the data holds one this table does not name).
 */
export const KEYWORD_TABLE: ReadonlyMap<string, KeywordEntry> = new Map<string, KeywordEntry>([
  // Attacker keywords the engine implements.
  ['Precise', X(unit('precise'))],
  ['Sharpshooter', X(unit('sharpshooter'))],
  ['Marksman', F(unit('marksman'))],
  ['Makashi Mastery', F(unit('makashiMastery'))],
  ["Jar'Kai Mastery", F(unit('jarKaiMastery'))],
  [
    'Jedi Hunter',
    F({
      kind: 'condition',
      field: 'attacker.keywords.jediHunter',
      reason:
        'only against a unit with a Force upgrade slot (set when the defender preset has one)',
    }),
  ],
  [
    'Death from Above',
    F({
      kind: 'condition',
      field: 'attacker.keywords.deathFromAbove',
      reason: 'only when the attacker is above the defender',
    }),
  ],
  ['Hold the Line', F(unit('holdTheLine', 'holdTheLine'))],
  ['Duelist', F(unit('duelist', 'duelist'))],
  // Weapon keywords.
  ['Critical', X(weapon('critical'))],
  ['Pierce', X(weapon('pierce'))],
  ['Impact', X(weapon('impact'))],
  ['Lethal', X(weapon('lethal'))],
  ['Ram', X(weapon('ram'))],
  ['Anti-Personnel', X(weapon('antiPersonnel'))],
  ['Anti-Material', X(weapon('antiMateriel'))],
  ['Ion', X(weapon('ion'))],
  ['Blast', F(weapon('blast'))],
  ['High Velocity', F(weapon('highVelocity'))],
  ['Immune: Deflect', F(weapon('immuneDeflect'))],
  ['Cumbersome', F(weapon('cumbersome'))],
  ['Primitive', F(weapon('primitive'))],
  ['Suppressive', F(weapon('suppressive'))],
  ['Spray', F(weapon('spray'))],
  // Defender keywords the engine implements.
  ['Armor', X(unit(undefined, 'armor'))],
  ['Cover', X(unit(undefined, 'coverX'))],
  ['Danger Sense', X(unit(undefined, 'dangerSense'))],
  ['Uncanny Luck', X(unit(undefined, 'uncannyLuck'))],
  ['Low Profile', F(unit(undefined, 'lowProfile'))],
  ['Impervious', F(unit(undefined, 'impervious'))],
  ['Immune: Pierce', F(unit(undefined, 'immunePierce'))],
  ['Immune: Melee Pierce', F(unit(undefined, 'immuneMeleePierce'))],
  ['Immune: Blast', F(unit(undefined, 'immuneBlast'))],
  ['Deflect', F(unit(undefined, 'deflect'))],
  ['Shien Mastery', F(unit(undefined, 'shienMastery'))],
  ['Block', F(unit(undefined, 'block'))],
  ['Outmaneuver', F(unit(undefined, 'outmaneuver'))],
  ['Soresu Mastery', F(unit(undefined, 'soresuMastery'))],
  ['Djem So Mastery', F(unit(undefined, 'djemSoMastery'))],
  ['Nimble', F(unit(undefined, 'nimble'))],
  [
    'Weak Point',
    X({
      kind: 'condition',
      field: 'defender.keywords.weakPoint',
      reason: 'only when the attacker is in the named arc (Rear, Sides)',
    }),
  ],
  ['Shielded', X({ kind: 'shields' })],
  // Forming the pool.
  ['Arsenal', X({ kind: 'arsenal' })],
  ['Noncombatant', F({ kind: 'noncombatant' })],
  ['Sidearm', F({ kind: 'sidearm' })],
  // Keywords that do not change the dice of one attack.
  [
    'Advanced Targeting',
    X({
      kind: 'condition',
      field: 'attacker.tokens.aim',
      reason:
        'X Aim tokens when it attacks a unit of the listed type (given when the defender preset is of that type)',
    }),
  ],
  ['Agile', X(none(MOVE))],
  ['AI', F(none(ORDERS))],
  ['Aid', F(none(TOKENS_LATER))],
  ['Allies of Convenience', F(none(ARMY))],
  ['Assault', X(none(ORDERS))],
  ['Associate', F(none(ARMY))],
  ['Ataru Mastery', F(none('extra attack action and tokens after the attack'))],
  ['Attack Run', F(none(MOVE))],
  ['Barrage', F(none('a second attack action'))],
  ['Beam', X(none(OTHER_POOL))],
  ['Bolster', X(none(TOKENS_LATER))],
  ['Bounty', F(none('victory points'))],
  ['Cache', F(none(TOKENS_LATER))],
  ['Calculate Odds', F(none(TOKENS_LATER))],
  ['Charge', F(none(MOVE))],
  ['Claim', F(none('objectives'))],
  ['Climbing Vehicle', F(none(MOVE))],
  ['Command Vehicle', X(none(ORDERS))],
  ['Compel', F(none(MOVE))],
  [
    'Complete the Mission',
    F({
      kind: 'condition',
      field: 'attacker.keywords.critical',
      reason:
        'Critical 2 when it attacks a unit within 1 of an allied Priority Mission token (add 2 to Critical); within 1 of one itself, it defends with surge → block',
    }),
  ],
  ['Coordinate', F(none(ORDERS))],
  ['Counterpart', F(none("joins its unit: the unit has both cards' keywords"))],
  ['Cunning', F(none(ORDERS))],
  ['Cycle', F(none('readies the card at the end of the activation'))],
  ['Dauntless', F(none('suppression and moves outside the attack'))],
  ['Defend', X(none(TOKENS_LATER))],
  ['Demoralize', X(none(TOKENS_LATER))],
  ['Detachment', F(none(ARMY))],
  ['Direct', F(none(ORDERS))],
  ['Disciplined', X(none(TOKENS_LATER))],
  ['Disengage', F(none(MOVE))],
  ['Distract', F(none(TARGETING))],
  [
    'Divine Influence',
    F({
      kind: 'condition',
      field: 'guardians',
      reason:
        'allied Trooper units within 1 of C-3PO gain Guardian 2 (C-3PO), which may cancel crits as if they were hits: give C-3PO as their guardian with X 2 (its cancelling crits is not modelled)',
    }),
  ],
  ['Dodge', F(none("gives a Dodge token; set the defender's Dodge tokens"))],
  ['Enrage', X(unit(undefined, 'enrage'))],
  ['Entourage', F(none(ARMY))],
  ['Equip', F(none(ARMY))],
  [
    'Exemplar',
    F(none("allies nearby may spend this unit's Aim, Dodge or Surge tokens: give them as theirs")),
  ],
  ['Expert Climber', F(none(MOVE))],
  ['Eyes on the Prize', F(none(ORDERS))],
  ['Field Commander', F(none(ORDERS))],
  ['Fire Support', F(none('a second, standby attack'))],
  ['Fixed', F(none('firing arc: the defender is assumed in the arc'))],
  ['Flexible Response', X(none(ARMY))],
  ['Full Pivot', F(none(MOVE))],
  ['Generator', X(none(TOKENS_LATER))],
  ['Guardian', X({ kind: 'guardian' })],
  ['Guidance', F(none(ORDERS))],
  ['Gunslinger', F(none(OTHER_POOL))],
  ['Heavy Weapon Team', F(none(ARMY))],
  ['Hover', F(none(MOVE))],
  ['Hunted', F(none('victory points'))],
  ["I'm Part of the Squad Too", F(none(ARMY))],
  ['Immobilize', X(none(AFTER))],
  ['Immune: Melee', F({ kind: 'immune', against: 'melee' })],
  ['Immune: Range 1 Weapons', F({ kind: 'immune', against: 'range-1' })],
  ['Incognito', F(none(TARGETING))],
  ['Inconspicuous', F(none(TARGETING))],
  ['Independent', F(none(TOKENS_LATER))],
  ['Indomitable', F(none('suppression outside the attack'))],
  ['Infiltrate', F(none('deployment'))],
  ['Inspire', X(none(TOKENS_LATER))],
  ['Interrogate', F(none(TOKENS_LATER))],
  ['Ion Token', F(none(AFTER))],
  ['Jump', X(none(MOVE))],
  ['Juyo Mastery', F(none('extra actions'))],
  ['Latent Power', F(none('Force powers outside the attack'))],
  ['Leader', F(none('which miniature is the unit leader'))],
  ['Long Shot', F(none('may spend an Aim for range; the scenario spends Aim on rerolls'))],
  ['Mandalorians Are Stronger Together', F(none(TOKENS_LATER))],
  ['Master Storyteller', F(none(TOKENS_LATER))],
  ['Master of the Force', X(none('readies Force cards'))],
  ['Mechanized Infantry', F(none(ARMY))],
  ['Mercenary', F(none(ARMY))],
  ['Mobile', F(none(MOVE))],
  ['My Mood Is Based On Profit', F(none(TOKENS_LATER))],
  ['Observe', X(none("gives Observation tokens; set the attacker's Observation tokens"))],
  ['One Step Ahead', F(none(TOKENS_LATER))],
  ['Override', F(none(ORDERS))],
  ['Overrun', X(none('overrun attacks after a move (choose an overrun attack)'))],
  ['Overwhelm', F(none(TARGETING))],
  ['Plodding', F(none(MOVE))],
  ['Poison', X(none(AFTER))],
  ['Poison Token', F(none(AFTER))],
  ['Prepared Position', F(none('deployment'))],
  ['Programmed', F(none(ORDERS))],
  ['Pull The Strings', F(none(ORDERS))],
  ['Quick Thinking', F(none(TOKENS_LATER))],
  ['Ranged', F(none('reminder of the weapon type on the card'))],
  ['Ready', X(none(TOKENS_LATER))],
  ['Recharge', X(none(TOKENS_LATER))],
  ['Reconfigure', F(none('flips the card outside the attack'))],
  ['Regenerate', X(none('removes wounds outside the attack'))],
  ['Reinforcements', F(none('deployment'))],
  ['Relentless', F(none(MOVE))],
  [
    'Reliable',
    X(
      none(
        "gives Surge tokens at the start of each Activation Phase; set the attacker's Surge tokens",
      ),
    ),
  ],
  ['Repair', X(none('removes wounds outside the attack'))],
  ['Reposition', F(none(MOVE))],
  ['Retinue', F(none(TOKENS_LATER))],
  ['Ruthless', F(none(TOKENS_LATER))],
  ['Scale', F(none(MOVE))],
  ['Scatter', F(none(AFTER))],
  ['Scout', X(none('deployment'))],
  ['Scouting Party', X(none('deployment'))],
  ['Secret Mission', F(none('objectives'))],
  ['Self-Destruct', X(none('a Card action that rolls its own dice, not an attack'))],
  ['Self-Preservation', F(none('panic checks'))],
  ['Sentinel', F(none('standby range'))],
  ['Shields', F(none('reminder of Shield tokens on the card'))],
  ['Small', F(none(TARGETING))],
  ['Smoke', X(none("places Smoke tokens (the Smoke X action); set the defender's Smoke tokens"))],
  ['Sniper Team', F(none(ARMY))],
  ['Special Issue', F(none(ARMY))],
  ['Speeder', X(none(MOVE))],
  ['Spotter', X(none(TOKENS_LATER))],
  ['Spur', F(none(MOVE))],
  ['Stationary', F(none(MOVE))],
  ['Steady', F(none(MOVE))],
  ['Strafe', F(none(MOVE))],
  ['Strategize', X(none(ORDERS))],
  ['Surge Token', F(none("gives a Surge token; set the attacker's Surge tokens"))],
  ['Swashbuckler', F(none(TOKENS_LATER))],
  ['Tactical', X(none(TOKENS_LATER))],
  ['Take Cover', X(none(TOKENS_LATER))],
  ['Target', X(none(TOKENS_LATER))],
  ['Teamwork', F(none(TOKENS_LATER))],
  ['Tempted', F(none('a free attack or move after an ally is defeated'))],
  ['This is the Way', F(none(TOKENS_LATER))],
  ['Tow Cable', F(none(AFTER))],
  ['Transport', F(none(MOVE))],
  ['Treat', X(none('removes wounds outside the attack'))],
  ['Unconcerned', F({ kind: 'no-cover' })],
  ['Unhindered', F(none(MOVE))],
  ['Unstoppable', F(none(ORDERS))],
  ['Vaapad Mastery', F(none('Force powers outside the attack'))],
  ['Versatile', F(none('may fire while engaged; the scenario states the attack type'))],
  ['Victory or Death', F(none('courage outside the attack'))],
  ['We Fight for Our Family', F(none(TOKENS_LATER))],
  ["We're Not Regs", F(none('cannot benefit from Backup, a flag the scenario sets'))],
  ['Weighed Down', F(none(MOVE))],
  [
    'Wheel Mode',
    F({
      kind: 'condition',
      field: 'defender.keywords.coverX',
      reason: 'Cover 2 only in a round the unit used Wheel Mode (it cannot attack then)',
    }),
  ],
  ['Wound', X(none("wounds when it enters play; set the defender's wounds taken"))],
]);
