import type { HomebrewCardJson, LegionScenario } from '../../engine/index.ts';
import { schemaDefaults, starterScenario } from '../editors/legion/legion-defaults.ts';
import { isRecord, type JsonRecord } from '../../engine/index.ts';

export type PresetSide = 'attacker' | 'defender';
/**
 * The fields of a side that describe the moment, not the unit: a preset never sets them, so
 * choosing a unit keeps them and changing them does not make the preset "modified". Every
 * other field of a side (dice, weapons, surge, keywords, profile, Shield tokens) is the preset's.
 */
const SITUATIONAL: Readonly<Record<PresetSide, readonly string[]>> = {
  attacker: ['tokens', 'moved', 'engaged'],
  defender: [
    'cover',
    'tokens.dodge',
    'tokens.surge',
    'tokens.suppression',
    'tokens.smoke',
    'woundsTaken',
    'minisInLos',
  ],
};

/** A deep copy of plain data (the editors' values may be reactive proxies structuredClone refuses). */
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function get(o: JsonRecord, path: string): unknown {
  return path.split('.').reduce<unknown>((x, k) => (isRecord(x) ? x[k] : undefined), o);
}

function set(o: JsonRecord, path: string, v: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let at = o;
  for (const k of keys) {
    if (!isRecord(at[k])) at[k] = {};
    at = at[k] as JsonRecord;
  }
  if (v === undefined) delete at[last];
  else at[last] = v;
}

/** A side's situational fields (tokens, cover…), as a partial side. */
export function situational(side: PresetSide, value: unknown): JsonRecord {
  const out: JsonRecord = {};
  if (!isRecord(value)) return out;
  for (const p of SITUATIONAL[side]) {
    const v = get(value, p);
    if (v !== undefined) set(out, p, clone(v));
  }
  return out;
}

/**
 * A side's situational fields as a unit picked now starts with: none (no token, no condition,
 * no wounds), but the defender keeps `current`'s cover (the table's, whoever stands there).
 */
export function freshSituation(side: PresetSide, current: unknown): JsonRecord {
  const out = situational(side, schemaDefaults()[side]);
  const cover = side === 'defender' ? get(current as JsonRecord, 'cover') : undefined;
  if (cover !== undefined) out['cover'] = cover;
  return out;
}

/** Sets a side's situational fields (in place) to those of `from`, field by field. */
export function setSituation(side: PresetSide, target: unknown, from: JsonRecord): void {
  if (!isRecord(target)) return;
  for (const p of SITUATIONAL[side]) {
    const v = get(from, p);
    if (v !== undefined) set(target, p, clone(v));
  }
}

/**
 * Whether the loadout is still the starter's as far as the moment goes (no unit yet; the
 * starter's Aim token and cover): the starter exists only until the first unit is picked.
 */
export function starterLeftovers(s: LegionScenario): boolean {
  if ('attacks' in s || s.attacker.preset || s.defender.preset) return false;
  const moment = (x: LegionScenario) =>
    JSON.stringify([situational('attacker', x.attacker), situational('defender', x.defender)]);
  return moment(s) === moment(starterScenario());
}

/** A side's own fields: what the preset set (everything but the situational fields and the record). */
export function owned(side: PresetSide, value: unknown): JsonRecord {
  if (!isRecord(value)) return {};
  const out = clone(value);
  delete out['preset'];
  for (const p of SITUATIONAL[side]) set(out, p, undefined);
  if (isRecord(out['tokens']) && Object.keys(out['tokens']).length === 0) delete out['tokens'];
  return out;
}

/** Whether a side's own fields differ from the preset's as it was chosen (`plain`). */
export function isModified(side: PresetSide, current: unknown, plain: unknown): boolean {
  return JSON.stringify(owned(side, current)) !== JSON.stringify(owned(side, plain));
}

/** The plain preset's side with this moment's situational fields (the way back from "modified"). */
export function revertedSide(side: PresetSide, current: unknown, plain: unknown): JsonRecord {
  const out = clone(plain) as JsonRecord;
  for (const p of SITUATIONAL[side]) set(out, p, get(current as JsonRecord, p));
  return out;
}

/** What the editors show of a preset: its unit (Legion HQ id) and upgrades (ids). */
export interface PresetChoice {
  readonly unit: string;
  readonly upgrades: readonly string[];
  /** The player's own card (the unit is this card, not the card data's `unit`). */
  readonly card?: HomebrewCardJson;
}

/** How a choice names its unit in a scenario to expand: the card data's id, or the card itself. */
export function unitField(choice: PresetChoice): JsonRecord {
  return choice.card
    ? { card: clone(choice.card), upgrades: [...choice.upgrades] }
    : { unit: choice.unit, upgrades: [...choice.upgrades] };
}

/** The preset a side was built from, from its record; null for a side of plain dice. */
export function presetOf(s: LegionScenario, side: PresetSide): PresetChoice | null {
  const p = s[side].preset;
  if (!p) return null;
  return p.card
    ? { unit: p.id, upgrades: p.upgradeIds, card: p.card }
    : { unit: p.id, upgrades: p.upgradeIds };
}

/**
 * The scenario to expand (the engine's `expandPresets`) for choosing `choice` on `side`: that
 * side names the unit and keeps only its situational fields (the preset fills the rest); the
 * other side stays as it is, except an attacker preset left unmodified (`rechooseAttacker`),
 * whose weapons are chosen again against the new defender.
 */
export function expansionInput(
  s: LegionScenario,
  side: PresetSide,
  choice: PresetChoice,
  rechooseAttacker: boolean,
): JsonRecord {
  const base = clone(s) as unknown as JsonRecord;
  base[side] = { ...unitField(choice), ...situational(side, s[side]) };
  const att = presetOf(s, 'attacker');
  const def = presetOf(s, 'defender');
  // The defending unit named too, so rules that read it (Jedi Hunter) see it; its fields stay.
  if (side === 'attacker' && def) {
    const fields: JsonRecord = clone(s.defender);
    delete fields['preset'];
    base['defender'] = { ...unitField(def), ...fields };
  }
  if (side === 'defender' && att && rechooseAttacker)
    base['attacker'] = { ...unitField(att), ...situational('attacker', s.attacker) };
  // A preset attacker's ranged attack needs a range (it decides which weapons reach).
  if (base['range'] === undefined && s.attackType === 'ranged') base['range'] = 2;
  return base;
}
