import type { HomebrewCardJson } from '../../../../engine/index.ts';

/**
 * The card "New unit" starts from: a plain corps unit of four troopers with one ranged weapon,
 * every number in the editor for the player to change.
 */
export function newUnitCard(): HomebrewCardJson {
  return {
    cardName: 'My unit',
    cardType: 'unit',
    cardSubtype: 'trooper',
    rank: 'corps',
    faction: 'rebels',
    cost: 40,
    keywords: [],
    stats: {
      hp: 1,
      minicount: 4,
      courage: 1,
      defense: 'w',
      defsurge: '',
      hitsurge: '',
      speed: 2,
    },
    upgradeBar: ['heavy weapon', 'personnel', 'gear', 'grenades'],
    weapons: [{ name: 'Blaster', dice: { r: 0, b: 0, w: 1 }, range: [1, 3], keywords: [] }],
  };
}
