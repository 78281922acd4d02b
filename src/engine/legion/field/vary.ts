import { quote } from '../../core/quote.ts';
import type { HomebrewCardJson } from '../card/card-schema.ts';
import { KEYWORD_TABLE } from '../data/keyword-table.ts';

type Stat = 'hp' | 'minicount' | 'courage' | 'speed';
const COLOURS: Readonly<Record<string, 'r' | 'b' | 'w'>> = {
  red: 'r',
  black: 'b',
  white: 'w',
};

type Card = HomebrewCardJson;
type Keyword = Card['keywords'][number];

const nameOf = (k: Keyword) => (typeof k === 'string' ? k : k.name);

/** "Impact 1" → { name: "Impact", value: 1 }; "Unhindered" → "Unhindered"; null if unknown. */
function keyword(text: string): Keyword | string {
  const m = /^(.+?)(?:\s+(\d+))?$/.exec(text.trim());
  const name = m?.[1] ?? '';
  const entry = KEYWORD_TABLE.get(name);
  if (!entry) return `no keyword ${quote(name)} in the keyword table`;
  if (entry.x && m?.[2] === undefined) return `${name} takes a number: "${name} 1"`;
  if (!entry.x && m?.[2] !== undefined) return `${name} takes no number`;
  return m?.[2] === undefined ? name : { name, value: Number(m[2]) };
}

/** Adds a keyword to a list: an X keyword already there gains X; a flag already there is an error. */
function addKeyword(list: readonly Keyword[], k: Keyword): Keyword[] | string {
  const i = list.findIndex((x) => nameOf(x) === nameOf(k));
  if (i < 0) return [...list, k];
  const old = list[i] as Keyword;
  if (typeof k === 'string' || typeof old === 'string' || typeof old.value !== 'number')
    return `it already has ${nameOf(k)}`;
  const out = [...list];
  out[i] = { name: k.name, value: old.value + (k.value as number) };
  return out;
}

/**
 * One change to a card, as a designer writes it (`odds field --vary`):
 * - a stat or the cost: "hp+1", "courage-1", "minicount+1", "speed+1", "cost+5";
 * - a keyword the card gains (or more X of one it has): "Impact 1", "Unhindered";
 * - a weapon's dice or keywords: "E-11 Blaster Rifle: +1 black", "E-11 Blaster Rifle: Impact 1".
 * The card comes back changed (a copy), or the one-line reason the change cannot be made.
 */
export function varyCard(card: Card, change: string): Card | string {
  const c = structuredClone(card) as Card;
  const stat = /^\s*(hp|minicount|courage|speed|cost)\s*([+-])\s*(\d+)\s*$/.exec(change);
  if (stat) {
    const [, name, sign, n] = stat as unknown as [string, string, string, string];
    const by = (sign === '-' ? -1 : 1) * Number(n);
    if (name === 'cost') return { ...c, cost: c.cost + by };
    const key = name as Stat;
    const old = c.stats[key];
    if (typeof old !== 'number' || old <= 0)
      return `${name} is "–" on this card: it cannot change by a number`;
    return { ...c, stats: { ...c.stats, [key]: old + by } };
  }
  const colon = change.lastIndexOf(':');
  if (colon > 0) {
    const weaponName = change.slice(0, colon).trim();
    const what = change.slice(colon + 1).trim();
    const w = c.weapons.find((x) => x.name.toLowerCase() === weaponName.toLowerCase());
    if (!w) {
      const names = c.weapons.map((x) => JSON.stringify(x.name)).join(', ') || 'none';
      return `no weapon ${quote(weaponName)} on this card (its weapons: ${names})`;
    }
    const dice = /^([+-])\s*(\d+)\s+(red|black|white)$/i.exec(what);
    if (dice) {
      const [, sign, n, colour] = dice as unknown as [string, string, string, string];
      const key = COLOURS[colour.toLowerCase()] as 'r' | 'b' | 'w';
      w.dice = { ...w.dice, [key]: (w.dice[key] ?? 0) + (sign === '-' ? -1 : 1) * Number(n) };
      return c;
    }
    const k = keyword(what);
    if (typeof k === 'string') return `${weaponName}: ${k} (or "+1 red", "-1 white")`;
    const list = addKeyword(w.keywords ?? [], k);
    if (typeof list === 'string') return `${weaponName}: ${list}`;
    w.keywords = list;
    return c;
  }
  const k = keyword(change);
  if (typeof k === 'string')
    return `${k}; a change is a keyword ("Impact 1"), a stat ("hp+1", "cost-5") or a weapon's ("E-11 Blaster Rifle: +1 black")`;
  const list = addKeyword(c.keywords, k);
  if (typeof list === 'string') return list;
  return { ...c, keywords: list };
}
