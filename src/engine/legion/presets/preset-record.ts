import { quote, quoteText } from '../../core/quote.ts';
import type { InputError } from '../../core/validation.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { cardIndex, unitLabel } from './card-index.ts';
import { resolveLoadout, type Loadout } from './loadout.ts';
import { loadoutHash } from './preset-changes.ts';
import { isRecord, type JsonRecord } from '../../core/is-record.ts';

/** The preset record the card data gives a loadout: names, ids, points, minis, commit, hash. */
export function cardRecord(l: Loadout, data: LegionCardData): JsonRecord {
  return {
    unit: unitLabel(l.unit),
    id: l.unit.id,
    upgrades: l.upgrades.map((u) => unitLabel(u)),
    upgradeIds: l.upgrades.map((u) => u.id),
    points: l.points,
    minis: l.minis,
    data: data.source.commit,
    hash: loadoutHash(l),
    ...(l.homebrew ? { homebrew: true, ...(l.card ? { card: l.card } : {}) } : {}),
  };
}

/** A record's value as a message names it (a list as its JSON). */
const shown = (v: unknown): string => (Array.isArray(v) ? quoteText(JSON.stringify(v)) : quote(v));

/** The card facts of a record: what a record with the card's fingerprint must agree on. */
const FACTS = ['unit', 'id', 'upgrades', 'upgradeIds', 'points', 'minis'] as const;

/**
 * A scenario's preset record checked against the card data's (`card`): the record is only a
 * fingerprint, never a source of points or minis. Absent, or with another fingerprint (the card
 * changed since, or the hash was made up), the card data's record stands (`changed` says
 * which); with the card's own fingerprint every card fact must match, else the first that does
 * not is refused, naming its field under `path`.
 */
export function checkRecord(
  given: unknown,
  card: JsonRecord,
  path: string,
): { ok: true; record: JsonRecord; changed: boolean } | { ok: false; error: InputError } {
  if (given === undefined) return { ok: true, record: card, changed: false };
  if (!isRecord(given))
    return { ok: false, error: { path, message: 'expected the preset record of the unit' } };
  for (const key of Object.keys(given))
    if (!Object.hasOwn(card, key))
      return { ok: false, error: { path: `${path}.${key}`, message: 'unknown key' } };
  if (given['hash'] !== card['hash']) return { ok: true, record: card, changed: true };
  for (const key of FACTS) {
    if (JSON.stringify(given[key] ?? null) !== JSON.stringify(card[key]))
      return {
        ok: false,
        error: {
          path: `${path}.${key}`,
          message: `${shown(given[key])} does not match the card data (${shown(card[key])}): points, miniatures and names come from the cards`,
        },
      };
  }
  return { ok: true, record: { ...card, data: given['data'] ?? card['data'] }, changed: false };
}

/** The sides of a scenario (single or sequence) that may hold a preset record, with paths. */
function sides(s: JsonRecord): { side: JsonRecord; path: string }[] {
  const out: { side: JsonRecord; path: string }[] = [];
  if (isRecord(s['defender'])) out.push({ side: s['defender'], path: 'defender' });
  if (isRecord(s['attacker'])) out.push({ side: s['attacker'], path: 'attacker' });
  if (Array.isArray(s['attacks']))
    s['attacks'].forEach((a: unknown, i) => {
      if (isRecord(a) && isRecord(a['attacker']))
        out.push({ side: a['attacker'], path: `attacks.${i}.attacker` });
    });
  return out;
}

/** Whether a Legion scenario carries a preset record on any side. */
export function hasPresetRecord(input: unknown): boolean {
  return (
    isRecord(input) &&
    input['game'] === 'legion' &&
    sides(input).some(({ side }) => side['preset'] !== undefined)
  );
}

/**
 * An expanded scenario's preset records checked against the card data (`checkRecord`): each
 * resolved by its ids; one that matches no card is refused; a record of a card changed since
 * takes the card data's points, minis and names (the scenario keeps its dice), and `changed`
 * says so in a line for each, as the app says of a link.
 */
export function checkPresetRecords(
  input: unknown,
  data: LegionCardData,
): { ok: true; value: unknown; changed: string[] } | { ok: false; error: InputError } {
  if (!hasPresetRecord(input)) return { ok: true, value: input, changed: [] };
  const copy = structuredClone(input) as JsonRecord;
  const changed: string[] = [];
  for (const { side, path } of sides(copy)) {
    const p = side['preset'];
    // A homebrew card's record has no card in the data to be checked against.
    if (p === undefined || (isRecord(p) && p['homebrew'] === true)) continue;
    const where = `${path}.preset`;
    if (!isRecord(p) || typeof p['id'] !== 'string')
      return { ok: false, error: { path: `${where}.id`, message: 'expected a Legion HQ id' } };
    const ups = Array.isArray(p['upgradeIds']) ? p['upgradeIds'] : [];
    if (!ups.every((u): u is string => typeof u === 'string'))
      return { ok: false, error: { path: `${where}.upgradeIds`, message: 'expected ids' } };
    const l = resolveLoadout(cardIndex(data), p['id'], ups);
    if ('field' in l) {
      const field = l.field === 'unit' ? 'id' : l.field.replace('upgrades', 'upgradeIds');
      return { ok: false, error: { path: `${where}.${field}`, message: l.message } };
    }
    const r = checkRecord(p, cardRecord(l, data), where);
    if (!r.ok) return r;
    side['preset'] = r.record;
    if (r.changed)
      changed.push(
        `${path}: ${[r.record['unit'], ...(r.record['upgrades'] as string[])].join(' + ')} has changed in the card data since (the scenario keeps the numbers it had; points and miniatures are the card's)`,
      );
  }
  return { ok: true, value: copy, changed };
}
