import type { CardKeyword, CardWeapon, UnitCard } from '../data/card-data.ts';
import type { HomebrewCardJson } from './card-schema.ts';

type KeywordJson = HomebrewCardJson['keywords'][number];

/** A keyword back in Legion HQ's form: a bare name, or { name, value }. */
function keywordJson(k: CardKeyword): KeywordJson {
  if (k.x !== undefined && k.text !== undefined)
    return { name: k.name, value: `${k.x}: ${k.text}` };
  if (k.x !== undefined)
    return k.note === 'variable' ? { name: k.name, value: 'X' } : { name: k.name, value: k.x };
  if (k.text !== undefined) return { name: k.name, value: k.text };
  return k.name;
}

/** A weapon's range back in Legion HQ's form: [min, max], [n] for one range, [] for none. */
function rangeJson(r: CardWeapon['range']): (number | null)[] {
  if (r === null) return [];
  return r.max === r.min ? [r.min] : [r.min, r.max];
}

/**
 * A unit of the card data as a homebrew card (Legion HQ's unit record), for "copy and edit":
 * read back by readHomebrewCard it answers as the preset. Its speed is not in the card data
 * (no attack reads it) and is written as 2.
 */
export function cardJsonOf(u: UnitCard): HomebrewCardJson {
  return {
    id: u.id,
    cardName: u.name,
    ...(u.title ? { title: u.title } : {}),
    cardType: 'unit',
    cardSubtype: u.subtype,
    rank: u.rank as HomebrewCardJson['rank'],
    faction: u.faction as HomebrewCardJson['faction'],
    cost: u.cost,
    keywords: u.keywords.filter((k) => k.note !== 'reminder').map(keywordJson),
    stats: {
      hp: u.woundThreshold,
      minicount: u.minis,
      courage: u.courage ?? '-',
      defense: u.defenseDie === 'red' ? 'r' : 'w',
      defsurge: u.defenseSurge === 'block' ? 'b' : '',
      hitsurge: u.surge === 'hit' ? 'h' : u.surge === 'crit' ? 'c' : '',
      speed: 2,
    },
    upgradeBar: u.upgradeBar as HomebrewCardJson['upgradeBar'],
    weapons: u.weapons.map((w) => ({
      name: w.name,
      dice: { r: w.dice.red, b: w.dice.black, w: w.dice.white },
      range: rangeJson(w.range),
      keywords: w.keywords.map(keywordJson),
    })),
    ...(u.unique ? { isUnique: true } : {}),
    ...(u.affiliations.length > 0 ? { affiliations: [...u.affiliations] } : {}),
    ...(u.equip.length > 0 ? { equip: [...u.equip] } : {}),
  };
}
