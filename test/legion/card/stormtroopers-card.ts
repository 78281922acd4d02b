/** Legion HQ's Stormtroopers record (cards.json, id "ay"), as a designer copies it. */
export const STORMTROOPERS_CARD = {
  cardName: 'Stormtroopers',
  cardSubtype: 'trooper',
  cardType: 'unit',
  cost: 42,
  faction: 'empire',
  id: 'ay',
  keywords: [{ name: 'Precise', value: 1 }],
  rank: 'corps',
  stats: { courage: 1, defense: 'r', defsurge: '', hitsurge: 'h', hp: 1, minicount: 4, speed: 2 },
  upgradeBar: ['heavy weapon', 'personnel', 'gear', 'grenades'],
  weapons: [
    { dice: { b: 0, r: 0, w: 1 }, name: 'Bludgeon', range: [0] },
    { dice: { b: 0, r: 0, w: 1 }, name: 'E-11 Blaster Rifle', range: [1, 3] },
  ],
};

/** A deep copy to edit. */
export const stormtroopersCopy = (): typeof STORMTROOPERS_CARD & Record<string, unknown> =>
  structuredClone(STORMTROOPERS_CARD);
