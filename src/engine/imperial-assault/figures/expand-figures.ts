import { isRecord, type JsonRecord } from '../../core/is-record.ts';
import { quote } from '../../core/quote.ts';
import type { Parsed } from '../../core/validation.ts';
import type { IaFigure, IaFigureData } from './figure-data.ts';
import { findFigure } from './find-figure.ts';

const SIDES = ['attacker', 'defender'] as const;

/** Whether an Imperial Assault scenario names a figure on either side (it needs the figures). */
export function namesFigure(json: unknown): boolean {
  if (!isRecord(json) || json['game'] !== 'imperial-assault') return false;
  return SIDES.some((s) => isRecord(json[s]) && Object.hasOwn(json[s], 'figure'));
}

/**
 * Numbers beside a figure add to the figure's (an extra die, +1 accuracy); anything else is the
 * scenario's own, for the schema to accept or refuse with its path.
 */
function add(base: JsonRecord, given: unknown): unknown {
  if (given === undefined) return base;
  if (!isRecord(given)) return given;
  const out: JsonRecord = { ...base };
  for (const [k, v] of Object.entries(given)) {
    const b = out[k];
    out[k] = typeof v === 'number' && typeof b === 'number' ? b + v : v;
  }
  return out;
}

const withoutFigure = (given: JsonRecord): JsonRecord => {
  const rest = { ...given };
  delete rest['figure'];
  return rest;
};

type Failed = Extract<Parsed<unknown>, { ok: false }>;
const fail = (path: string, message: string): Failed => ({ ok: false, error: { path, message } });

function attackerFrom(f: IaFigure, given: JsonRecord): Parsed<JsonRecord> {
  if (f.choosesPool !== null)
    return fail(
      'attacker.figure',
      `${f.name} (${f.id}) has no fixed attack pool (${f.choosesPool}); give attacker.dice instead`,
    );
  if (f.dice === null || f.attackType === null)
    return fail('attacker.figure', `${f.name} (${f.id}) has no attack`);
  const rest = withoutFigure(given);
  const abilities = given['surgeAbilities'];
  return {
    ok: true,
    value: {
      ...rest,
      preset: { figure: f.id, name: f.name },
      dice: add(f.dice, given['dice']),
      modifiers: add(f.attackerModifiers, given['modifiers']),
      surgeAbilities: Array.isArray(abilities)
        ? [...f.surgeAbilities, ...(abilities as unknown[])]
        : (abilities ?? f.surgeAbilities),
    },
  };
}

function defenderFrom(f: IaFigure, given: JsonRecord): JsonRecord {
  const rest = withoutFigure(given);
  // A health given beside the figure is what it has left (its card's health is the most).
  return {
    ...rest,
    preset: { figure: f.id, name: f.name },
    dice: add(f.defense, given['dice']),
    modifiers: add(f.defenderModifiers, given['modifiers']),
    health: Object.hasOwn(given, 'health') ? given['health'] : f.health,
  };
}

/** The attack type a figure makes: its own when the scenario gives none; refused if it cannot. */
function attackTypeFor(f: IaFigure, given: unknown): Parsed<unknown> {
  if (given === undefined) return { ok: true, value: f.attackType };
  if (f.attackType === 'ranged' && (given === 'melee' || given === 'reach'))
    return fail('attackType', `${f.name} makes a ranged attack, not ${quote(given)}`);
  if (f.attackType === 'melee' && given === 'ranged')
    return fail('attackType', `${f.name} makes a melee attack, not a ranged one`);
  if (f.attackType === 'melee' && given === 'reach' && !f.reach)
    return fail('attackType', `${f.name} has no Reach`);
  return { ok: true, value: given };
}

/**
 * Expands `attacker.figure` and `defender.figure` (an id or a name, case aside) into the
 * side's dice, surge abilities, modifiers and (defender) health, with a `preset` record naming
 * the figure. Fields beside a figure add to it; a defender's `health` beside it is its health
 * left. Scenarios that name no figure come back unchanged.
 */
export function expandFigures(json: unknown, data: IaFigureData): Parsed<unknown> {
  if (!namesFigure(json) || !isRecord(json)) return { ok: true, value: json };
  const out: JsonRecord = { ...json };
  for (const side of SIDES) {
    const given = json[side];
    if (!isRecord(given) || !Object.hasOwn(given, 'figure')) continue;
    const path = `${side}.figure`;
    const key = given['figure'];
    if (typeof key !== 'string')
      return fail(path, `expected a figure's name or id, got ${quote(key)}`);
    if (Object.hasOwn(given, 'preset'))
      return fail(`${side}.preset`, 'give a figure or an expanded preset record, not both');
    const found = findFigure(data, key);
    if (!found.ok) return fail(path, found.message);
    if (side === 'attacker') {
      const a = attackerFrom(found.figure, given);
      if (!a.ok) return a;
      out['attacker'] = a.value;
      const t = attackTypeFor(found.figure, json['attackType']);
      if (!t.ok) return t;
      out['attackType'] = t.value;
    } else out['defender'] = defenderFrom(found.figure, given);
  }
  return { ok: true, value: out };
}
