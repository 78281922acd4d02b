import { runExact } from '../../core/exact.ts';
import { reportCounts } from '../../core/report.ts';
import { simulateCounts } from '../../core/run.ts';
import type { InputError, Parsed } from '../../core/validation.ts';
import { compileLegion } from '../compile.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { legionExactFeasible } from '../exact-feasible.ts';
import { parseLegionScenario, type LegionScenario } from '../scenario.ts';
import { cardIndex, unitLabel } from './card-index.ts';
import { bestChoice, type WeaponChoice } from './choose-weapons.ts';
import { miniClasses, resolveLoadout, type Loadout, type MiniClass } from './loadout.ts';
import { defenderRefusal, weaponRefused } from './defender-refusals.ts';
import { keepEdition } from './edition-keywords.ts';
import { choiceJson, sideKeywords } from './preset-fields.ts';
import { weaponUpgradeHint, weaponUpgrades } from './weapon-upgrades.ts';
import { cardRecord, checkRecord } from './preset-record.ts';
import { isRecord, type JsonRecord } from '../../core/is-record.ts';
import { homebrewLoadout } from '../card/homebrew-loadout.ts';

type Edition = LegionScenario['edition'];

/** The first refusal of the defender among the weapons that reach (Immune: Range 1 Weapons). */
function refusedWhy(classes: readonly MiniClass[], def: Loadout): string | null {
  for (const c of classes)
    for (const w of c.options) {
      const why = weaponRefused(w.range?.max, def);
      if (why) return why;
    }
  return null;
}

/** `over` laid on `base`: objects merge field by field, anything else in `over` wins. */
export function overlay(base: JsonRecord, over: JsonRecord): JsonRecord {
  const keys = new Set([...Object.keys(base), ...Object.keys(over)]);
  return Object.fromEntries(
    [...keys].map((k) => {
      const b = Object.hasOwn(base, k) ? base[k] : undefined;
      const o = Object.hasOwn(over, k) ? over[k] : undefined;
      if (o === undefined) return [k, b];
      return [k, isRecord(b) && isRecord(o) ? overlay(b, o) : o];
    }),
  );
}

const err = (path: string, message: string): { ok: false; error: InputError } => ({
  ok: false,
  error: { path, message },
});

/** A side's `unit` and `upgrades`, checked and resolved; null when the side names no unit. */
function sideLoadout(
  data: LegionCardData,
  side: 'attacker' | 'defender',
  s: JsonRecord,
  memo: PresetMemo | undefined,
): Loadout | null | InputError {
  const raw = s[side];
  if (isRecord(raw) && raw['card'] !== undefined) return cardLoadout(data, side, raw, memo);
  if (!isRecord(raw) || raw['unit'] === undefined) {
    if (isRecord(raw) && raw['upgrades'] !== undefined)
      return {
        path: `${side}.upgrades`,
        message: 'needs a unit (give unit or card beside upgrades)',
      };
    return null;
  }
  const unit = raw['unit'];
  if (typeof unit !== 'string' || unit.length === 0 || unit.length > 120)
    return {
      path: `${side}.unit`,
      message: 'expected a card name, "Name: Title" or a Legion HQ id',
    };
  const ups = raw['upgrades'] ?? [];
  if (!Array.isArray(ups) || ups.length > 20 || !ups.every((u) => typeof u === 'string'))
    return { path: `${side}.upgrades`, message: 'expected a list of at most 20 upgrade names' };
  const key = memo ? JSON.stringify([unit, ups]) : '';
  let l = memo?.loadouts.get(key);
  if (!l) {
    l = resolveLoadout(cardIndex(data), unit, ups as string[]);
    memo?.loadouts.set(key, l);
  }
  if ('field' in l) return { path: `${side}.${l.field}`, message: l.message };
  return l;
}

/** A side's homebrew `card` and `upgrades`, checked and resolved as a preset's. */
function cardLoadout(
  data: LegionCardData,
  side: 'attacker' | 'defender',
  raw: JsonRecord,
  memo: PresetMemo | undefined,
): Loadout | InputError {
  if (raw['unit'] !== undefined)
    return { path: `${side}.card`, message: 'give a unit or a card, not both' };
  const ups = raw['upgrades'] ?? [];
  if (!Array.isArray(ups) || ups.length > 20 || !ups.every((u) => typeof u === 'string'))
    return { path: `${side}.upgrades`, message: 'expected a list of at most 20 upgrade names' };
  const key = memo ? JSON.stringify(['card', raw['card'], ups]) : '';
  const known = memo?.loadouts.get(key);
  if (known)
    return 'field' in known ? { path: `${side}.${known.field}`, message: known.message } : known;
  const l = homebrewLoadout(data, raw['card'], ups as string[]);
  memo?.loadouts.set(key, l);
  return 'field' in l ? { path: `${side}.${l.field}`, message: l.message } : l;
}

/** Defaults a defending unit fills. */
function defenderDefaults(l: Loadout, edition: Edition): JsonRecord {
  const k = sideKeywords(l);
  const u = l.unit;
  return {
    die: u.defenseDie,
    surge: u.defenseSurge,
    unitType: u.unitType,
    minis: l.minis,
    woundThreshold: u.woundThreshold,
    courage: u.courage,
    ...(k.shields > 0 ? { tokens: { shield: k.shields } } : {}),
    keywords: keepEdition(k.defender, edition),
  };
}

/**
 * Advanced Targeting X: X Aim tokens when attacking a unit of the listed type (AMG Keyword
 * Glossary, Advanced Targeting: Unit Type X); the preset knows the defender's type, so it gives
 * them there (the player's own Aim tokens override).
 */
function advancedTargetingAim(att: Loadout, def: Loadout | null): number {
  if (!def) return 0;
  const subtype = def.unit.subtype.toLowerCase();
  return att.keywords
    .filter((k) => k.name === 'Advanced Targeting' && k.text !== undefined)
    .filter((k) => subtype.includes((k.text as string).toLowerCase()))
    .reduce((x, k) => x + (k.x ?? 0), 0);
}

/**
 * What expandPresets may keep between calls (a grid of many cells): answers it has
 * computed, so the same work is not done twice. Every entry is a pure function of its key, so
 * a call gives the same answer with or without a memo.
 */
export interface PresetMemo {
  /**
   * Mean wounds of a weapon choice's scenario, by its JSON without the preset records (which the
   * dice never read): the same choices scored against defenders with one profile, once.
   */
  readonly means: Map<string, number>;
  /** Resolved loadouts (or why not) by unit and upgrades. */
  readonly loadouts: Map<string, Loadout | { field: string; message: string }>;
  /**
   * The hint naming upgrades that would give a unit a weapon, by unit, upgrades, attack type and
   * range: it tries every upgrade card, and every cell of a row whose attacker has no weapon
   * for the range asks for the same one.
   */
  readonly hints: Map<string, string>;
  /**
   * Choice scenarios parsed, by meanKey: a cell whose expansion has one is not parsed again
   * only to be checked (its preset records, which the key leaves out, come from the cards), and
   * a grid's solver takes the parse from here with the cell's own records.
   */
  readonly parsed: Map<string, LegionScenario>;
  /** parseLegionScenario, or a parser that gives the same answers faster (a grid's). */
  readonly parse?: (raw: JsonRecord) => Parsed<LegionScenario>;
}

/** An empty memo. */
export const presetMemo = (): PresetMemo => ({
  means: new Map(),
  loadouts: new Map(),
  hints: new Map(),
  parsed: new Map(),
});

/** A choice's scenario JSON without its preset records: the memo's key for its mean wounds. */
function meanKey(raw: JsonRecord): string {
  const side = (v: unknown) => (isRecord(v) ? { ...v, preset: undefined } : v);
  return JSON.stringify({
    ...raw,
    attacker: side(raw['attacker']),
    defender: side(raw['defender']),
  });
}

/** The mean wounds of a scenario: exact when feasible, else a seeded 20,000-trial estimate. */
export function meanWounds(s: LegionScenario): number {
  const program = compileLegion(s);
  if (legionExactFeasible(s)) {
    const pmf = runExact(program)[0] ?? new Float64Array(1);
    return pmf.reduce((m, p, k) => m + k * p, 0);
  }
  const trials = 20_000;
  return reportCounts(program, simulateCounts(program, trials, 1), trials)['wounds']?.mean ?? 0;
}

/** weaponUpgradeHint of the unit's weaponUpgrades, remembered in `memo`. */
function upgradeHint(
  data: LegionCardData,
  unit: string,
  ups: readonly string[],
  type: LegionScenario['attackType'],
  range: number | undefined,
  memo: PresetMemo | undefined,
): string {
  const key = memo ? JSON.stringify([unit, ups, type, range ?? null]) : '';
  let hint = memo?.hints.get(key);
  if (hint === undefined) {
    hint = weaponUpgradeHint(weaponUpgrades(cardIndex(data), unit, ups, type, range));
    memo?.hints.set(key, hint);
  }
  return hint;
}

/**
 * Expands the unit presets of a Legion scenario into plain scenario fields:
 * the defender's profile and keywords; the attacker's surge chart, keywords and weapons — the
 * weapon choice per miniature that maximises the mean wounds against this defender, unless the
 * scenario gives `dice` or `weapons` — and `preset` records with names, points and the data
 * commit. Any field the scenario gives overrides the preset's. Scenarios without presets come
 * back unchanged. `memo` keeps the choices' scores across calls (same answers, fewer runs).
 */
export function expandPresets(
  input: unknown,
  data: LegionCardData,
  memo?: PresetMemo,
): Parsed<unknown> {
  if (!isRecord(input) || input['game'] !== 'legion') return { ok: true, value: input };
  const att = sideLoadout(data, 'attacker', input, memo);
  const def = sideLoadout(data, 'defender', input, memo);
  for (const x of [att, def]) if (x && 'path' in x) return err(x.path, x.message);
  if (!att && !def) return { ok: true, value: input };
  const strip = (side: JsonRecord) =>
    Object.fromEntries(
      Object.entries(side).filter(([k]) => k !== 'unit' && k !== 'card' && k !== 'upgrades'),
    );
  const userAtt = isRecord(input['attacker']) ? strip(input['attacker']) : {};
  const userDef = isRecord(input['defender']) ? strip(input['defender']) : {};
  const edition: Edition = input['edition'] === 'ffg-1.0' ? 'ffg-1.0' : 'amg-2025';
  let defender = userDef;
  if (def && !('path' in def)) {
    // The record comes from the cards: one the scenario gives is only checked against it.
    const record = checkRecord(userDef['preset'], cardRecord(def, data), 'defender.preset');
    if (!record.ok) return { ok: false, error: record.error };
    defender = overlay(
      { ...defenderDefaults(def, edition), preset: record.record },
      { ...userDef, preset: undefined },
    );
    const refused = defenderRefusal(def, input, defender);
    if (refused) return { ok: false, error: refused };
  }
  const defLoadout = def && !('path' in def) ? def : null;
  const given = Array.isArray(userAtt['weapons']) ? userAtt['weapons'] : [];
  for (const [i, w] of given.entries()) {
    const range = isRecord(w) && Array.isArray(w['range']) ? w['range'] : [];
    const refused = weaponRefused(range[1] as number | null | undefined, defLoadout);
    if (refused) return err(`attacker.weapons.${i}.range`, refused);
  }
  let attacker = userAtt;
  if (att && !('path' in att)) {
    const k = sideKeywords(att);
    const keywords = keepEdition({ ...k.attacker, ...k.poolWide }, edition);
    if (
      def &&
      !('path' in def) &&
      def.unit.upgradeBar.includes('force') &&
      att.keywords.some((x) => x.name === 'Jedi Hunter')
    )
      keywords['jediHunter'] = true;
    // With dice instead of weapons, the per-weapon keywords a card grants go on the one pool.
    if (userAtt['dice'] !== undefined) Object.assign(keywords, keepEdition(k.perWeapon, edition));
    const record = checkRecord(userAtt['preset'], cardRecord(att, data), 'attacker.preset');
    if (!record.ok) return { ok: false, error: record.error };
    const aim = advancedTargetingAim(att, defLoadout);
    const base = {
      surge: att.unit.surge,
      ...(aim > 0 ? { tokens: { aim } } : {}),
      keywords,
      preset: record.record,
    };
    attacker = overlay(base, { ...userAtt, preset: undefined });
    const perWeapon = keepEdition(k.perWeapon, edition);
    if (userAtt['dice'] === undefined && userAtt['weapons'] === undefined) {
      const type = (input['attackType'] ?? 'ranged') as LegionScenario['attackType'];
      const range = typeof input['range'] === 'number' ? input['range'] : undefined;
      if (type === 'ranged' && range === undefined)
        return err(
          'range',
          'required (1–5) for a ranged attack by a unit preset: it decides which weapons reach',
        );
      const classes = miniClasses(att, type, range);
      const allowed = miniClasses(
        att,
        type,
        range,
        (w) => weaponRefused(w.range?.max, defLoadout) !== null,
      );
      const rawFor = (c: WeaponChoice): JsonRecord => ({
        ...input,
        attacker: { ...attacker, weapons: choiceJson(c, perWeapon, edition) },
        defender,
      });
      const parse = memo?.parse ?? parseLegionScenario;
      const scenarioFor = (c: WeaponChoice) => parse(rawFor(c));
      let firstError: InputError | null = null;
      const choice = bestChoice(allowed, k.arsenal, (c) => {
        const raw = rawFor(c);
        const key = memo ? meanKey(raw) : '';
        const known = memo?.means.get(key);
        if (known !== undefined) return known;
        const p = parse(raw);
        if (!p.ok) {
          firstError ??= p.error;
          return -1;
        }
        const mean = meanWounds(p.value);
        memo?.means.set(key, mean);
        memo?.parsed.set(key, p.value);
        return mean;
      });
      if (!choice) {
        const why = defLoadout ? refusedWhy(classes, defLoadout) : null;
        const ups = att.upgrades.map((u) => u.id);
        const hint = why ? '' : upgradeHint(data, att.unit.id, ups, type, range, memo);
        return err(
          'attacker.unit',
          `${unitLabel(att.unit)} has no ${type} weapon${range ? ` that reaches range ${range}` : ''}${why ? ` the defender allows (${why})` : ''}${hint}`,
        );
      }
      attacker = { ...attacker, weapons: choiceJson(choice, perWeapon, edition) };
      const key = memo ? meanKey(rawFor(choice)) : '';
      if (!memo?.parsed.has(key)) {
        const check = scenarioFor(choice);
        if (!check.ok) return { ok: false, error: firstError ?? check.error };
        memo?.parsed.set(key, check.value);
      }
    }
  }
  return { ok: true, value: { ...input, attacker, defender } };
}
