import { readHomebrewCard, type HomebrewCardJson } from '../../../../engine/index.ts';

/** Player words for the fields of a card a problem may name. */
const FIELDS: Readonly<Record<string, string>> = {
  cardName: 'Name',
  title: 'Title',
  cost: 'Points',
  rank: 'Rank',
  faction: 'Faction',
  cardSubtype: 'Unit type',
  'stats.hp': 'Wounds',
  'stats.minicount': 'Miniatures',
  'stats.courage': 'Courage',
  'stats.defense': 'Defense die',
  'stats.defsurge': 'Defense surge',
  'stats.hitsurge': 'Attack surge',
  'stats.speed': 'Speed',
  upgradeBar: 'Upgrade bar',
  keywords: 'Keywords',
  weapons: 'Weapons',
};
const WEAPON: Readonly<Record<string, string>> = {
  name: 'name',
  dice: 'dice',
  range: 'range',
  keywords: 'keywords',
};

/** A field path as the player reads it ("weapons.0.range" → "Weapon 1 range"). */
function words(path: string): string {
  const w = /^weapons\.(\d+)\.?(\w*)/.exec(path);
  if (w) return `Weapon ${Number(w[1]) + 1}${w[2] ? ` ${WEAPON[w[2]] ?? w[2]}` : ''}`;
  const k = /^keywords\.(\d+)/.exec(path);
  if (k) return `Keyword ${Number(k[1]) + 1}`;
  const [a = '', b] = path.split('.');
  return FIELDS[b === undefined ? a : `${a}.${b}`] ?? FIELDS[a] ?? 'Card';
}

/** Why the card cannot be used, in the player's words ("Wounds: expected an integer 1..99, got 0"), or null. */
export function cardProblem(card: unknown): string | null {
  const r = readHomebrewCard(card, 'card');
  if (r.ok) return null;
  const path = r.error.path.replace(/^card\.?/, '');
  return `${words(path)}: ${r.error.message}`;
}

/** A card read from JSON text the player pasted or a file: the card, or why not. */
export function importCard(text: string): { card: HomebrewCardJson } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      problem:
        'That is not JSON: paste a unit record (Legion HQ’s format) or a card exported here.',
    };
  }
  const problem = cardProblem(json);
  return problem ? { problem } : { card: json as HomebrewCardJson };
}
