/** Star Wars Miniatures turns for the exact-vs-Monte-Carlo check: every ability and policy. */
export interface CatalogueEntry {
  readonly name: string;
  readonly scenario: Record<string, unknown>;
}

const turn = (
  name: string,
  attacker: Record<string, unknown>,
  defender: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): CatalogueEntry => ({ name, scenario: { v: 1, game: 'swm', attacker, defender, ...extra } });

export const CATALOGUE: readonly CatalogueEntry[] = [
  turn('Leia shoots Vader', { attack: 7, damage: 20 }, { defense: 23, hp: 140 }),
  turn(
    'Snowtrooper with combined fire vs Han in cover',
    { attack: 4, damage: 10, combinedFire: 1 },
    { defense: 16, cover: true, hp: 90 },
  ),
  turn('natural 20 only', { attack: -20, damage: 30 }, { defense: 80, hp: 100 }),
  turn(
    'natural 1 only misses',
    { attack: 60, damage: 10, doubleAttack: true },
    { defense: 0, hp: 100 },
  ),
  turn(
    'droid target',
    { attack: 5, damage: 30, doubleAttack: true },
    { defense: 15, hp: 50, droid: true },
  ),
  turn(
    'Vader double attack vs Luke',
    {
      attack: 15,
      damage: 20,
      doubleAttack: true,
      lightsaber: true,
      adjacent: true,
      meleeAttack: true,
      force: 5,
    },
    { defense: 20, hp: 100, force: 3, lightsaberBlock: true },
  ),
  turn(
    'Luke deflects blaster fire',
    { attack: 9, damage: 20, force: 1 },
    { defense: 19, hp: 120, force: 3, lightsaberDeflect: true },
  ),
  turn(
    'golden: double twin lightsaber vs DR',
    {
      attack: 14,
      damage: 20,
      doubleAttack: true,
      twinAttack: true,
      force: 2,
      lightsaber: true,
      adjacent: true,
      meleeAttack: true,
    },
    { defense: 18, hp: 60, damageReduction: 10, force: 1, lightsaberBlock: true },
  ),
  turn(
    'Damage Reduction vs ranged',
    { attack: 8, damage: 20, attacks: 3 },
    { defense: 16, hp: 100, damageReduction: 10 },
  ),
  turn(
    'Damage Reduction eats small hits',
    { attack: 8, damage: 10, twinAttack: true },
    { defense: 14, hp: 80, damageReduction: 10 },
  ),
  turn(
    'Evade vs ranged twin attack',
    { attack: 10, damage: 20, twinAttack: true },
    { defense: 17, hp: 70, evade: true },
  ),
  turn(
    'Evade with a Force reroll',
    { attack: 11, damage: 20, attacks: 3 },
    { defense: 17, hp: 90, evade: true, force: 1 },
  ),
  turn(
    'Evade and Deflect together',
    { attack: 12, damage: 30, doubleAttack: true },
    { defense: 18, hp: 120, evade: true, force: 2, lightsaberDeflect: true },
  ),
  turn(
    'Evade does not work adjacent',
    { attack: 12, damage: 20, adjacent: true, doubleAttack: true },
    { defense: 18, hp: 60, evade: true, cover: true },
  ),
  turn(
    'Mettle reroll',
    { attack: 3, damage: 20, force: 2, mettle: true, doubleAttack: true },
    { defense: 17, hp: 80 },
  ),
  turn(
    'reroll non-crits',
    { attack: 15, damage: 10, force: 1, attacks: 2 },
    { defense: 10, hp: 100 },
    { policy: { forceReroll: 'on-miss-or-non-crit' } },
  ),
  turn(
    'never reroll, never deflect',
    { attack: 6, damage: 20, force: 3, doubleAttack: true },
    { defense: 16, hp: 90, force: 2, lightsaberDeflect: true },
    { policy: { forceReroll: 'never', forceDefense: 'never' } },
  ),
  turn(
    'Han cunning attack',
    { attack: 8, damage: 20, cunningAttack: true, force: 2 },
    { defense: 18, hp: 90 },
  ),
  turn(
    'Leia advantageous attack twice',
    { attack: 7, damage: 20, advantageousAttack: true, attacks: 2, bonusDamage: 10 },
    { defense: 17, hp: 80 },
  ),
  turn(
    'critical doubles extras',
    {
      attack: 10,
      damage: 20,
      bonusDamage: 10,
      lightsaber: true,
      adjacent: true,
      meleeAttack: true,
      twinAttack: true,
    },
    { defense: 19, hp: 150 },
    { options: { critDoublesExtras: true } },
  ),
  turn(
    'Lightsaber Assault',
    {
      attack: 13,
      damage: 20,
      lightsaber: true,
      adjacent: true,
      meleeAttack: true,
      lightsaberAssault: true,
      force: 2,
      twinAttack: true,
    },
    { defense: 20, hp: 100, damageReduction: 10, activated: true },
  ),
  turn(
    'Use the Force then double attack',
    { attack: 10, damage: 20, force: 4, useTheForce: true, doubleAttack: true },
    { defense: 22, hp: 100, force: 1, lightsaberDeflect: true },
  ),
  turn(
    'Splash grenadier',
    { attack: 6, damage: 20, splash: 10 },
    { defense: 15, hp: 60, adjacentCharacters: 3 },
  ),
  turn(
    'Splash twice into a crowd with DR',
    { attack: 6, damage: 20, splash: 20, doubleAttack: true },
    { defense: 17, hp: 70, damageReduction: 5, adjacentCharacters: 4 },
  ),
  turn(
    'Splash misses: target and neighbours reroll a failed save with Force',
    { attack: 2, damage: 20, splash: 10, doubleAttack: true, twinAttack: true },
    {
      defense: 16,
      hp: 60,
      force: 1,
      lightsaberDeflect: true,
      adjacentCharacters: 2,
      adjacentForce: true,
    },
  ),
  turn(
    'low hp target dies early',
    { attack: 12, damage: 30, attacks: 3, twinAttack: true, force: 1 },
    { defense: 15, hp: 50 },
  ),
  turn(
    'everything at once',
    {
      attack: 9,
      damage: 20,
      bonusDamage: 5,
      attacks: 2,
      twinAttack: true,
      force: 2,
      mettle: true,
      combinedFire: 1,
      cunningAttack: true,
      splash: 10,
    },
    {
      defense: 17,
      cover: true,
      hp: 140,
      damageReduction: 5,
      force: 1,
      lightsaberDeflect: true,
      evade: true,
      adjacentCharacters: 2,
    },
  ),
];
