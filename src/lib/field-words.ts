import type { Parsed } from '../engine/index.ts';
import { ATTACKER, DEFENDER } from './editors/legion/keyword-help.ts';

/** An input error: the field's path ('' for the whole) and what is wrong. */
type InputError = Extract<Parsed<unknown>, { ok: false }>['error'];

/**
 * Scenario field paths in player words ("attacker.unit" → "Attacking unit"): the engine and the
 * CLI name a field by its path, the app by what the player sees. One table for every game; a
 * field it does not name reads as its name split into words ("woundsTaken" → "wounds taken").
 */
const WORDS: Readonly<Record<string, string>> = {
  v: 'format version',
  game: 'game',
  edition: 'rules',
  attackType: 'attack',
  range: 'range',
  distance: 'distance',
  attacker: 'attacker',
  defender: 'defender',
  policy: 'decisions',
  objective: 'goal',
  options: 'options',
  dice: 'dice',
  die: 'defense die',
  surge: 'surge',
  surges: 'surges',
  cover: 'cover',
  minis: 'miniatures',
  minisInLos: 'miniatures in line of sight',
  woundThreshold: 'wound threshold',
  woundsTaken: 'wounds taken',
  unitType: 'unit type',
  courage: 'courage',
  moved: 'moved',
  engaged: 'engaged',
  repeat: 'repeats',
  name: 'name',
  keywords: 'keywords',
  tokens: 'tokens',
  weapons: 'weapons',
  preset: 'unit record',
  hp: 'Hit Points',
  health: 'health',
  attackerRerolls: 'attacker rerolls',
  defenderRerolls: 'defender rerolls',
  surgeAbilities: 'surge abilities',
  modifiers: 'modifiers',
  reroll: 'reroll',
  pierceSplit: 'Pierce split',
  adjacentCharacters: 'adjacent characters',
  adjacentForce: 'Force of adjacent characters',
  bonusDamage: 'bonus damage',
  damageReduction: 'Damage Reduction',
  critDoublesExtras: 'criticals double extra damage',
};

/** A list's item: "Attack 2", "guardian 1", "weapon 3" (indices count from 1 for players). */
const ITEMS: Readonly<Record<string, string>> = {
  attacks: 'attack',
  guardians: 'guardian',
  weapons: 'weapon',
  upgrades: 'upgrade',
  surgeAbilities: 'surge ability',
  adjacentCharacters: 'adjacent character',
};

const DICE = new Set(['red', 'black', 'white', 'blue', 'green', 'yellow']);

const split = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** One field's words: the table's, a Legion keyword's label, or its name split. */
function word(key: string): string {
  return (
    (Object.hasOwn(WORDS, key) ? WORDS[key] : undefined) ??
    (Object.hasOwn(ATTACKER, key) ? ATTACKER[key]?.label : undefined) ??
    (Object.hasOwn(DEFENDER, key) ? DEFENDER[key]?.label : undefined) ??
    split(key)
  );
}

/** A field path as the player reads it, possessive ("attacker's Aim tokens"), lower-case first. */
function pathWords(path: string): string {
  const segs = path.split('.').filter((s) => s !== '');
  const parts: string[] = [];
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i] as string;
    const next = segs[i + 1];
    const item = Object.hasOwn(ITEMS, s) ? ITEMS[s] : undefined;
    if (item && next !== undefined && /^\d+$/.test(next)) {
      parts.push(`${item} ${Number(next) + 1}`);
      i++;
    } else if ((s === 'attacker' || s === 'defender') && (next === 'unit' || next === 'upgrades')) {
      parts.push(s === 'attacker' ? 'attacking unit' : 'defending unit');
      if (next === 'unit') i++;
    } else if (s === 'tokens' && next !== undefined) {
      parts.push(`${word(next).replace(/^./, (c) => c.toUpperCase())} tokens`);
      i++;
    } else if (s === 'dice' && next !== undefined && DICE.has(next)) {
      parts.push(`${next} dice`);
      i++;
    } else if (s === 'keywords' && next !== undefined) continue;
    else if (/^\d+$/.test(s)) parts.push(`item ${Number(s) + 1}`);
    else parts.push(word(s));
  }
  return parts.reduce((out, p) => `${out}${/s$/.test(out) ? "'" : "'s"} ${p}`);
}

const cap = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

/** A field path in player words, as a message's label ("attacker.unit" → "Attacking unit"). */
export function fieldWords(path: string): string {
  return cap(pathWords(path));
}

/** Paths and field names inside a message ("needs defender.minisInLos") in player words. */
function inText(message: string): string {
  return message
    .replace(
      /\b(?:attacker|defender|guardians|attacks|policy|options)(?:\.[A-Za-z0-9]+)+/g,
      (p) => `the ${pathWords(p)}`,
    )
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (k) => (Object.hasOwn(WORDS, k) ? word(k) : k));
}

/** An input error as the app shows it: "Attacking unit: no unit …" (the CLI keeps the path). */
export function playerError(e: InputError): string {
  return e.path === '' ? inText(e.message) : `${fieldWords(e.path)}: ${inText(e.message)}`;
}

/**
 * A message already written CLI-style ("attacker.dice.red: expected …", from a worker) in player
 * words; any other text keeps its words.
 */
export function playerText(text: string): string {
  const m = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): ([\s\S]*)$/.exec(text);
  const path = m?.[1];
  if (!m || path === undefined || !isField(path)) return inText(text);
  return playerError({ path, message: m[2] ?? '' });
}

/** Whether a message's first word is a scenario field (not a sentence that has a colon). */
function isField(path: string): boolean {
  const first = path.split('.')[0] ?? '';
  return path.includes('.') || Object.hasOwn(WORDS, first);
}
