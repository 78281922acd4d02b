import type {
  CardDice,
  CardKeyword,
  CardUnitType,
  CardWeapon,
  CounterpartCard,
  LegionCardData,
  Requirement,
  UnitCard,
  UpgradeCard,
} from './card-data.ts';
import { readKeyword } from './read-keyword.ts';
import { isRecord, type JsonRecord } from '../../core/is-record.ts';

/** Upgrade slots whose card adds a miniature to the unit (FFG Rules Reference 1.0, Weapons; squad leaders too). */
export const MINI_SLOTS: ReadonlySet<string> = new Set([
  'heavy weapon',
  'personnel',
  'squad leader',
]);

export const UNIT_TYPES: ReadonlyMap<string, CardUnitType> = new Map([
  ['trooper', 'trooper'],
  ['clone trooper', 'trooper'],
  ['droid trooper', 'trooper'],
  ['heavy droid trooper', 'trooper'],
  ['mandalorian trooper', 'trooper'],
  ['wookiee trooper', 'trooper'],
  ['creature trooper', 'creature'],
  ['emplacement trooper', 'emplacement'],
  ['ground vehicle', 'ground-vehicle'],
  ['repulsor vehicle', 'repulsor-vehicle'],
]);

/** The card file's problems: every one is listed, none is skipped. */
export class CardDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${problems.length} problem(s) in the card file:\n${problems.join('\n')}`);
  }
}

class Reader {
  readonly problems: string[] = [];
  fail(msg: string): void {
    this.problems.push(msg);
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * A weapon's range as the card file writes it: `[min, max]`; `[0]` is melee; `[n]` is range n
 * only; `null` stands for the melee icon as a minimum (`[null]` melee, `[null, 2]` melee and
 * range 1–2) and for "∞" as a maximum (`[1, null]`); `[]` means no range is printed (a
 * generator's weapon, used by its card's text, never chosen in Form Attack Pool); the string
 * `"- 1"` is melee to range 1.
 */
export function readRange(raw: unknown): CardWeapon['range'] | string {
  if (raw === '- 1') return { min: 0, max: 1 };
  if (!Array.isArray(raw)) return `range ${JSON.stringify(raw)} cannot be read`;
  // A maximum beyond 5 (the range ruler's end) is kept: such a weapon reaches every range to 5.
  const ok = (v: unknown) =>
    v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99);
  if (!raw.every(ok) || raw.length > 2) return `range ${JSON.stringify(raw)} cannot be read`;
  if (raw.length === 0) return null;
  const [a, b] = raw as (number | null)[];
  const min = a ?? 0;
  const max = raw.length === 1 ? min : (b ?? null);
  if (max !== null && max < min)
    return `range ${JSON.stringify(raw)} has its maximum below its minimum`;
  return { min, max };
}

function readDice(raw: unknown, r: Reader, where: string): CardDice {
  const d = isRecord(raw) ? raw : {};
  const n = (v: unknown) => {
    if (v === null || v === undefined) return 0; // a colour the card does not show
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 30) return v;
    r.fail(`${where}: dice ${JSON.stringify(raw)} cannot be read`);
    return 0;
  };
  return { red: n(d['r']), black: n(d['b']), white: n(d['w']) };
}

function readKeywords(
  raw: unknown,
  r: Reader,
  at: Parameters<typeof readKeyword>[1],
): CardKeyword[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    r.fail(`${at.cardId}: keywords are not a list`);
    return [];
  }
  const out: CardKeyword[] = [];
  for (const k of raw) {
    const got = readKeyword(k, at);
    if (typeof got === 'string') r.fail(got);
    else out.push(got);
  }
  return out;
}

function readWeapons(card: JsonRecord, r: Reader): CardWeapon[] {
  const id = String(card['id']);
  const raw = card['weapons'] ?? [];
  if (!Array.isArray(raw)) {
    r.fail(`${id}: weapons are not a list`);
    return [];
  }
  return raw.map((w: unknown, i) => {
    const wr = isRecord(w) ? w : {};
    // Legion HQ writes a weapon without a printed name as '""'; it gets a name of its own so
    // that it never shares a pool with another nameless weapon by accident.
    const printed = str(wr['name']) ?? '';
    const name = printed.replace(/"/g, '').trim() === '' ? `Unnamed weapon ${i + 1}` : printed;
    const range = readRange(wr['range']);
    if (typeof range === 'string') r.fail(`${id} weapon "${name}": ${range}`);
    const keywords = readKeywords(wr['keywords'], r, {
      cardId: id,
      weapon: name,
      weaponKeywords: new Set(),
      upgrade: card['cardType'] !== 'unit',
    });
    return {
      name,
      range: typeof range === 'string' ? null : range,
      dice: readDice(wr['dice'], r, `${id} weapon "${name}"`),
      keywords,
    };
  });
}

function cardKeywords(card: JsonRecord, weapons: CardWeapon[], r: Reader): CardKeyword[] {
  return readKeywords(card['keywords'], r, {
    cardId: String(card['id']),
    weapon: null,
    weaponKeywords: new Set(weapons.flatMap((w) => w.keywords.map((k) => k.name))),
    upgrade: card['cardType'] !== 'unit',
  });
}

/** Legion HQ's condition list: `[cond…]` (all), `["AND", …]`, `["OR", …]`, `["NOT", cond]`. */
export function readRequirement(raw: unknown, where: string, r: Reader): Requirement {
  if (isRecord(raw)) {
    const match: Record<string, string | readonly string[]> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v === 'string' || (Array.isArray(v) && v.every((e) => typeof e === 'string')))
        match[k] = v as string | string[];
      // A nested condition ({ stats: { defense: "w" } }) is matched by its path ("stats.defense").
      else if (isRecord(v) && Object.values(v).every((e) => typeof e === 'string'))
        for (const [k2, v2] of Object.entries(v)) match[`${k}.${k2}`] = v2 as string;
      else r.fail(`${where}: requirement ${k} = ${JSON.stringify(v)} cannot be read`);
    }
    return { match };
  }
  if (!Array.isArray(raw)) {
    r.fail(`${where}: requirement ${JSON.stringify(raw)} cannot be read`);
    return { all: [] };
  }
  const [head, ...rest] = raw as unknown[];
  if (head === 'AND') return { all: rest.map((x) => readRequirement(x, where, r)) };
  if (head === 'OR') return { any: rest.map((x) => readRequirement(x, where, r)) };
  if (head === 'NOT') {
    if (rest.length !== 1) r.fail(`${where}: NOT takes one condition`);
    return { not: readRequirement(rest[0], where, r) };
  }
  return { all: raw.map((x) => readRequirement(x, where, r)) };
}

function readUnit(c: JsonRecord, r: Reader): UnitCard {
  const id = String(c['id']);
  const s = isRecord(c['stats']) ? c['stats'] : {};
  const int = (v: unknown, field: string, min: number): number => {
    if (typeof v === 'number' && Number.isInteger(v) && v >= min) return v;
    r.fail(`${id}: ${field} ${JSON.stringify(v)} cannot be read`);
    return min;
  };
  const subtype = str(c['cardSubtype']) ?? '';
  const unitType = UNIT_TYPES.get(subtype);
  if (!unitType) r.fail(`${id}: unit type "${subtype}" is not known`);
  // "–" on the card: Legion HQ writes 0 (and once -1); a "-" string is read the same way.
  const courage = s['courage'] === '-' ? 0 : int(s['courage'], 'courage', -1);
  const weapons = readWeapons(c, r);
  const affiliations = [
    c['affiliation'],
    ...(Array.isArray(c['affiliations']) ? c['affiliations'] : []),
  ];
  return {
    id,
    name: str(c['cardName']) ?? id,
    title: str(c['title']),
    ...ttsName(c),
    subtype,
    unitType: unitType ?? 'trooper',
    faction: str(c['faction']) ?? '',
    affiliations: affiliations.filter((a): a is string => typeof a === 'string'),
    rank: str(c['rank']) ?? '',
    cost: int(c['cost'], 'cost', 0),
    unique: c['isUnique'] === true,
    unreleased: Boolean(c['isUnreleased']),
    releaseNote: str(c['isUnreleased']),
    minis: int(s['minicount'], 'minicount', 0),
    woundThreshold: int(s['hp'], 'hp', c['isUnreleased'] ? 0 : 1),
    defenseDie: s['defense'] === 'r' ? 'red' : 'white',
    defenseSurge: s['defsurge'] === 'b' ? 'block' : 'none',
    surge: s['hitsurge'] === 'h' ? 'hit' : s['hitsurge'] === 'c' ? 'crit' : 'none',
    // No unit has courage 0: 0 and -1 are "–" (never suppressed).
    courage: courage <= 0 ? null : courage,
    upgradeBar: (Array.isArray(c['upgradeBar']) ? c['upgradeBar'] : []).map(String),
    equip: (Array.isArray(c['equip']) ? c['equip'] : []).map(String),
    keywords: cardKeywords(c, weapons, r),
    weapons,
  };
}

/** One unit record of the card file read on its own (a homebrew card), with what cannot be read. */
export function readUnitRecord(c: JsonRecord): { unit: UnitCard; problems: readonly string[] } {
  const r = new Reader();
  const unit = readUnit(c, r);
  return { unit, problems: r.problems };
}

/**
 * The name Tabletop Simulator exports use for a card whose plain name would be ambiguous or
 * differs there ("Combat Armor (Rebel)"); kept only when the card has one (list import).
 */
function ttsName(c: JsonRecord): { ttsName?: string } {
  const t = str(c['ttsName']);
  return t ? { ttsName: t } : {};
}

function readUpgrade(c: JsonRecord, r: Reader): UpgradeCard {
  const id = String(c['id']);
  const slot = str(c['cardSubtype']) ?? '';
  const weapons = readWeapons(c, r);
  const cost = c['cost'];
  if (typeof cost !== 'number' || !Number.isInteger(cost))
    r.fail(`${id}: cost ${JSON.stringify(cost)} cannot be read`);
  return {
    id,
    name: str(c['cardName']) ?? id,
    title: str(c['title']),
    ...ttsName(c),
    slot,
    cost: typeof cost === 'number' ? cost : 0,
    unique: c['isUnique'] === true,
    unreleased: Boolean(c['isUnreleased']),
    faction: str(c['faction']),
    requirements: readRequirement(c['requirements'] ?? [], `${id} requirements`, r),
    addsMini: MINI_SLOTS.has(slot),
    additionalSlots: (Array.isArray(c['additionalUpgradeSlots'])
      ? c['additionalUpgradeSlots']
      : []
    ).map(String),
    keywords: cardKeywords(c, weapons, r),
    weapons,
  };
}

function readCounterpart(c: JsonRecord, r: Reader): CounterpartCard {
  const weapons = readWeapons(c, r);
  return {
    id: String(c['id']),
    name: str(c['cardName']) ?? String(c['id']),
    title: str(c['title']),
    ...ttsName(c),
    cost: typeof c['cost'] === 'number' ? c['cost'] : 0,
    woundThreshold: typeof c['wounds'] === 'number' ? c['wounds'] : 1,
    keywords: cardKeywords(c, weapons, r),
    weapons,
  };
}

/**
 * Converts Legion HQ's cards.json into the project's card data: units, upgrades and
 * counterparts (command and battle cards play no part in an attack and are left out).
 * Throws CardDataError listing every value it cannot read.
 */
export function convertCards(file: unknown, source: LegionCardData['source']): LegionCardData {
  const r = new Reader();
  if (!isRecord(file)) throw new CardDataError(['the card file is not an object of cards']);
  const units: UnitCard[] = [];
  const upgrades: UpgradeCard[] = [];
  const counterparts: CounterpartCard[] = [];
  for (const [key, c] of Object.entries(file)) {
    if (!isRecord(c) || c['id'] !== key) {
      r.fail(`${key}: not a card with id "${key}"`);
      continue;
    }
    if (c['cardType'] === 'unit') units.push(readUnit(c, r));
    else if (c['cardType'] === 'upgrade') upgrades.push(readUpgrade(c, r));
    else if (c['cardType'] === 'counterpart') counterparts.push(readCounterpart(c, r));
  }
  if (r.problems.length > 0) throw new CardDataError(r.problems);
  return { source, units, upgrades, counterparts };
}
