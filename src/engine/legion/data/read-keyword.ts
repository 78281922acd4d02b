import type { CardKeyword } from './card-data.ts';
import { KEYWORD_TABLE } from './keyword-table.ts';

/**
 * A weapon keyword printed without its X in the card file, decided card by card (the rest are
 * errors): Legion HQ id, weapon name, keyword → X.
 */
const WEAPON_X_DECISIONS: ReadonlyMap<string, number> = new Map([
  // Clone Commander Cody's DC-15 Rifle lists "Impact" bare; read as Impact 1 (the least X).
  ["Io/Cody's DC-15 Rifle/Impact", 1],
]);

/**
 * An X keyword a card grants without printing X in the card file: Legion HQ id, keyword → X.
 * Only values that can be cited from a published text; the rest stay "unstated" (not applied,
 * said beside the unit).
 */
const CARD_X_DECISIONS: ReadonlyMap<string, number> = new Map([
  // Targeting Scopes: Precise 1 (AMG Core Rulebook, X Keywords, uses it as the example).
  ['dc/Precise', 1],
]);

/**
 * A card's own keyword that repeats a weapon keyword of an upgrade it may take, not of its own
 * weapons: Legion HQ id/keyword. A weapon keyword acts only from a weapon in the pool (AMG
 * Keyword Glossary, Weapon Keywords), so the unit card cannot carry it for every attack.
 */
const UPGRADE_WEAPON_REMINDERS: ReadonlySet<string> = new Set([
  // DSD1 Dwarf Spider Droid: its own weapon (Wicked Kick) has no Blast; the only DSD1 weapon
  // with Blast is the Nose-Mounted Flamethrower hardpoint's, which brings it with that weapon.
  'qk/Blast',
]);

/** Where a keyword was found, for the decisions and the error messages. */
export interface KeywordPlace {
  readonly cardId: string;
  /** The weapon's name when the keyword is a weapon's; null for the card's own keywords. */
  readonly weapon: string | null;
  /** On a card's own list: the names of the keywords its weapons carry (reminders). */
  readonly weaponKeywords: ReadonlySet<string>;
  readonly upgrade: boolean;
}

/**
 * Reads one keyword of the card file (a string, or `{ name, value }`) into a CardKeyword:
 * numbers and numeric strings are X; "X" is variable; "N: text" is X with a qualifier; other
 * strings are text ("X" is the card's least value, 1). An X keyword without its X is a reminder when the card's weapon carries
 * it; decided above card by card; kept without X when the keyword does not change the dice;
 * on an upgrade card otherwise "unstated" (not applied); an error on a unit card.
 */
export function readKeyword(raw: unknown, at: KeywordPlace): CardKeyword | string {
  const k = readValue(raw, at);
  // A card's own keyword that one of its weapons carries repeats that weapon's keyword (Legion
  // HQ lists weapon keywords on the card too): the weapon's value counts, this entry is a reminder.
  if (typeof k === 'string' || at.weapon !== null || !at.weaponKeywords.has(k.name)) return k;
  return { ...k, note: 'reminder' };
}

function readValue(raw: unknown, at: KeywordPlace): CardKeyword | string {
  const where = `${at.cardId}${at.weapon === null ? '' : ` weapon "${at.weapon}"`}`;
  let name: string;
  let value: unknown;
  if (typeof raw === 'string') name = raw;
  else if (
    typeof raw === 'object' &&
    raw !== null &&
    typeof (raw as { name?: unknown }).name === 'string'
  ) {
    name = (raw as { name: string }).name;
    value = (raw as { value?: unknown }).value;
  } else return `${where}: keyword ${JSON.stringify(raw)} has no name`;
  const entry = KEYWORD_TABLE.get(name);
  if (!entry) return `${where}: keyword "${name}" is not in the keyword table (keyword-table.ts)`;
  if (at.weapon === null && UPGRADE_WEAPON_REMINDERS.has(`${at.cardId}/${name}`))
    return { name, note: 'reminder' };
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0)
      return `${where}: ${name} value ${value} is not a whole number`;
    return { name, x: value };
  }
  if (typeof value === 'string') {
    const v = value.trim();
    if (/^\d+$/.test(v)) return { name, x: Number(v) };
    // "X" set during play (AMG Keyword Glossary, My Mood Is Based On Profit: "to a minimum of
    // 1"): the card's least value, said beside the unit so the player can change it.
    if (v === 'X')
      return entry.x
        ? { name, x: 1, note: 'variable' }
        : `${where}: ${name} has value "X" but takes no X`;
    const qualified = /^(\d+):\s*(.+)$/.exec(v);
    if (qualified && entry.x)
      return { name, x: Number(qualified[1]), text: qualified[2] as string };
    const trailing = /^(.+?)\s+(\d+)$/.exec(v); // "Trooper 1" of Advanced Targeting: Trooper 1
    if (trailing && entry.x) return { name, x: Number(trailing[2]), text: trailing[1] as string };
    if (entry.x) return `${where}: ${name} value "${v}" has no readable X`;
    return { name, text: v };
  }
  if (value !== undefined) return `${where}: ${name} value ${JSON.stringify(value)} cannot be read`;
  if (!entry.x) return { name };
  if (at.weapon !== null) {
    const decided = WEAPON_X_DECISIONS.get(`${at.cardId}/${at.weapon}/${name}`);
    if (decided === undefined)
      return `${where}: ${name} has no X and no decision (read-keyword.ts)`;
    return { name, x: decided, note: 'assumed-1' };
  }
  if (at.weaponKeywords.has(name)) return { name, note: 'reminder' };
  const granted = CARD_X_DECISIONS.get(`${at.cardId}/${name}`);
  if (granted !== undefined) return { name, x: granted, note: 'assumed-1' };
  if (entry.effect.kind === 'none') return { name, note: 'no-x' };
  // Legion HQ lists on an upgrade the keywords its text names, often with a condition or for
  // another weapon; without an X the grant is not applied (the scenario can set it).
  if (at.upgrade) return { name, note: 'unstated' };
  return `${where}: ${name} has no X`;
}
