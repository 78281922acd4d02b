import type { IaSurgeAbility } from '../scenario.ts';
import type { FigureGroup, IaFigure, IaFigureData } from './figure-data.ts';
import { FIGURE_OVERRIDES, type FigureOverride } from './figure-overrides.ts';
import { iconWords, readKeyword, readSurge } from './read-figure-text.ts';

type Raw = Record<string, unknown>;

/** The three source files, parsed: `enemies.json`, `villains.json`, `allies.json`. */
export interface FigureFiles {
  readonly enemies: unknown;
  readonly villains: unknown;
  readonly allies: unknown;
}

/** Problems that stop the conversion: a record it cannot read and no override decides. */
export class FigureDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${problems.length} problem(s) in the figure files:\n${problems.join('\n')}`);
  }
}

/** What the conversion did: the data and the overrides it applied (said by `npm run data:ia`). */
export interface Converted {
  readonly data: IaFigureData;
  readonly applied: readonly FigureOverride[];
}

const ATTACK_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;

function strings(r: Raw, key: string, where: string, problems: string[]): string[] {
  const v = r[key];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  problems.push(`${where}: "${key}" is not a list of strings`);
  return [];
}

function convertOne(
  r: Raw,
  group: FigureGroup,
  overrides: readonly FigureOverride[],
  problems: string[],
  applied: FigureOverride[],
): IaFigure | null {
  const id = typeof r['id'] === 'string' ? r['id'] : '';
  const where = id || '(a record without an id)';
  const str = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  if (!id || !str('name')) problems.push(`${where}: no id or name`);
  const health = r['health'];
  if (typeof health !== 'number' || !Number.isInteger(health) || health < 1)
    problems.push(`${where}: health ${JSON.stringify(health)} is no positive whole number`);
  const notModelled: string[] = [];

  const defense = { black: 0, white: 0 };
  for (const d of strings(r, 'defense', where, problems)) {
    if (d === 'Black') defense.black++;
    else if (d === 'White') defense.white++;
    else problems.push(`${where}: unknown defense die "${d}"`);
  }

  const colours = strings(r, 'attacks', where, problems);
  const kind = str('attackType');
  const attackType = kind === 'Ranged' ? 'ranged' : kind === 'Melee' ? 'melee' : null;
  if (attackType === null && (kind !== 'None' || colours.length > 0))
    problems.push(`${where}: attackType "${kind}" with ${colours.length} dice`);
  let dice: { red: number; blue: number; green: number; yellow: number } | null = null;
  let choosesPool: string | null = null;
  if (colours.includes('Grey')) {
    choosesPool = `${str('ignored') || 'its card'}: the player chooses the attack dice`;
  } else if (colours.length > 0) {
    dice = { red: 0, blue: 0, green: 0, yellow: 0 };
    for (const c of colours) {
      const k = c.toLowerCase() as (typeof ATTACK_COLOURS)[number];
      if (ATTACK_COLOURS.includes(k)) dice[k]++;
      else problems.push(`${where}: unknown attack die "${c}"`);
    }
  }

  const surgeAbilities: IaSurgeAbility[] = [];
  for (const text of strings(r, 'surges', where, problems)) {
    const o = overrides.find((x) => x.id === id && x.text === text);
    if (o) applied.push(o);
    if (o && o.becomes === null) {
      notModelled.push(`${JSON.stringify(text)} (surge): ${o.reason}`);
      continue;
    }
    const read = readSurge(o ? (o.becomes as string) : text);
    if (read === null) {
      problems.push(`${where}: cannot read the surge ${JSON.stringify(text)}`);
      continue;
    }
    if (read.ability) surgeAbilities.push(read.ability);
    notModelled.push(...read.notModelled);
  }

  const attackerModifiers = { damage: 0, surge: 0, accuracy: 0, pierce: 0 };
  const defenderModifiers = { block: 0, evade: 0 };
  let reach = false;
  for (const text of strings(r, 'keywords', where, problems)) {
    const k = readKeyword(text);
    if (k === null) problems.push(`${where}: cannot read the keyword ${JSON.stringify(text)}`);
    else if (k.side === 'attacker') attackerModifiers[k.field] += k.n;
    else if (k.side === 'defender') defenderModifiers[k.field] += k.n;
    else {
      if (text.trim() === 'Reach') reach = true;
      notModelled.push(k.note);
    }
  }
  // The source names the card abilities it leaves to the players in `ignored`, and lists prose
  // abilities in `abilities`: none of them is a dice effect the engine models.
  for (const name of str('ignored').split(',')) {
    const n = name.trim();
    if (n && choosesPool === null)
      notModelled.push(`${n}: a card ability (its text is not in the data)`);
  }
  const abilities = Array.isArray(r['abilities']) ? (r['abilities'] as Raw[]) : [];
  for (const a of abilities) {
    const name = typeof a['name'] === 'string' ? a['name'].replace(/\{A\}\s*/g, '').trim() : '';
    const text = typeof a['text'] === 'string' ? a['text'].replace(/\s+/g, ' ').trim() : '';
    if (name) notModelled.push(text ? `${name}: ${text}` : name);
  }
  return {
    id,
    name: str('name'),
    subname: str('subname'),
    faction: str('faction'),
    expansion: str('expansion'),
    elite: r['isElite'] === true,
    group,
    health: typeof health === 'number' ? health : 1,
    defense,
    attackType,
    reach,
    dice,
    choosesPool,
    surgeAbilities,
    attackerModifiers,
    defenderModifiers,
    notModelled: notModelled.map(iconWords),
  };
}

/**
 * Converts the three source files into the engine's figures. Every string the readers cannot
 * read and figure-overrides.ts does not decide is a problem: all of them are thrown together,
 * each with its record's id, so none is ever dropped silently; so is an override that matches
 * nothing (the source changed under it).
 */
export function convertFigures(
  files: FigureFiles,
  source: IaFigureData['source'],
  overrides: readonly FigureOverride[] = FIGURE_OVERRIDES,
): Converted {
  const problems: string[] = [];
  const applied: FigureOverride[] = [];
  const figures: IaFigure[] = [];
  const groups: [FigureGroup, unknown][] = [
    ['enemy', files.enemies],
    ['villain', files.villains],
    ['ally', files.allies],
  ];
  for (const [group, list] of groups) {
    if (!Array.isArray(list)) {
      problems.push(`the ${group} file is not a list of records`);
      continue;
    }
    for (const r of list) {
      if (typeof r !== 'object' || r === null || Array.isArray(r)) {
        problems.push(`a ${group} record is not an object`);
        continue;
      }
      const f = convertOne(r as Raw, group, overrides, problems, applied);
      if (f) figures.push(f);
    }
  }
  const ids = new Set<string>();
  for (const f of figures) {
    if (ids.has(f.id)) problems.push(`${f.id}: the id is used twice`);
    ids.add(f.id);
  }
  for (const o of overrides)
    if (!applied.includes(o))
      problems.push(`${o.id}: the override for ${JSON.stringify(o.text)} matches nothing`);
  if (problems.length > 0) throw new FigureDataError(problems);
  return { data: { source, figures }, applied };
}
