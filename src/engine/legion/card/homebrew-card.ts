import { validate, type Parsed } from '../../core/validation.ts';
import type { UnitCard } from '../data/card-data.ts';
import { readUnitRecord } from '../data/convert-cards.ts';
import { KEYWORD_TABLE } from '../data/keyword-table.ts';
import { readKeyword } from '../data/read-keyword.ts';
import { homebrewCardSchema, type HomebrewCardJson } from './card-schema.ts';

/** The id of a homebrew card that gives none (8 characters, as a preset record's id allows). */
export const HOMEBREW_ID = 'homebrew';

/** A homebrew card read: the unit as the presets use it, and the keywords the calculator does not know. */
export interface HomebrewCard {
  readonly unit: UnitCard;
  /** Keywords not in the keyword table, as printed ("Tempted", "E-11: Stun"): listed, never applied. */
  readonly unmodelled: readonly string[];
}

type RawKeyword = HomebrewCardJson['keywords'][number];

const nameOf = (k: RawKeyword) => (typeof k === 'string' ? k : k.name);
const printed = (k: RawKeyword) =>
  typeof k === 'string' || k.value === undefined ? nameOf(k) : `${k.name} ${k.value}`;
const known = (k: RawKeyword) => KEYWORD_TABLE.has(nameOf(k));

/** readKeyword's message without its card id prefix and its source-file pointer. */
const bare = (message: string) =>
  message.replace(/^[^:]*?(?: weapon "[^"]*")?: /, '').replace(/ \(read-keyword\.ts\)$/, '');

/**
 * A homebrew unit card (Legion HQ's unit record, see card-schema.ts) checked and read exactly as
 * the card data's converter reads a real record, so a copy of a real card gives the very same
 * unit. Errors name the field under `path` ("attacker.card.stats.hp"). A keyword the calculator
 * does not know is listed in `unmodelled` and left out, never dropped silently.
 */
export function readHomebrewCard(raw: unknown, path: string): Parsed<HomebrewCard> {
  const v = validate(homebrewCardSchema, raw);
  if (!v.ok)
    return { ok: false, error: { path: `${path}.${v.error.path}`, message: v.error.message } };
  const card = v.value;
  const id = card.id ?? HOMEBREW_ID;
  const unmodelled: string[] = [];
  const weapons = card.weapons.map((w) => {
    const keywords = w.keywords ?? [];
    for (const k of keywords.filter((k) => !known(k))) unmodelled.push(`${w.name}: ${printed(k)}`);
    return { ...w, keywords: keywords.filter(known) };
  });
  for (const k of card.keywords.filter((k) => !known(k))) unmodelled.push(printed(k));
  const keywords = card.keywords.filter(known);
  const weaponKeywords = new Set(weapons.flatMap((w) => w.keywords.map(nameOf)));
  for (const [j, w] of weapons.entries())
    for (const [i, k] of (card.weapons[j]?.keywords ?? []).entries()) {
      if (!known(k)) continue;
      const got = readKeyword(k, {
        cardId: id,
        weapon: w.name,
        weaponKeywords: new Set(),
        upgrade: false,
      });
      if (typeof got === 'string')
        return {
          ok: false,
          error: { path: `${path}.weapons.${j}.keywords.${i}`, message: bare(got) },
        };
    }
  for (const [i, k] of card.keywords.entries()) {
    if (!known(k)) continue;
    const got = readKeyword(k, { cardId: id, weapon: null, weaponKeywords, upgrade: false });
    if (typeof got === 'string')
      return { ok: false, error: { path: `${path}.keywords.${i}`, message: bare(got) } };
  }
  const read = readUnitRecord({ ...card, id, cardType: 'unit', keywords, weapons });
  const problem = read.problems[0];
  if (problem !== undefined) return { ok: false, error: { path, message: bare(problem) } };
  return { ok: true, value: { unit: read.unit, unmodelled } };
}
