import type { InputError } from '../../core/validation.ts';
import { KEYWORD_TABLE } from '../data/keyword-table.ts';
import { unitLabel } from './card-index.ts';
import type { Loadout } from './loadout.ts';
import { isRecord, type JsonRecord } from '../../core/is-record.ts';

/** The table effects of a loadout's keywords, by kind. */
function has(l: Loadout, test: (kind: string, against?: string) => boolean): string | null {
  for (const k of l.keywords) {
    const fx = KEYWORD_TABLE.get(k.name)?.effect;
    if (fx && test(fx.kind, fx.kind === 'immune' ? fx.against : undefined)) return k.name;
  }
  return null;
}

/** A defender that refuses weapons with a maximum range of 1 (Immune: Range 1 Weapons). */
export const refusesRange1 = (def: Loadout | null): boolean =>
  def !== null && has(def, (kind, against) => kind === 'immune' && against === 'range-1') !== null;

/**
 * Why a weapon may not be in a pool against this defender, in words, or null: "An Attack Pool
 * that is assigned to a unit with the Immune: 1 Weapons keyword cannot contain weapons with a
 * maximum Range of 1" (AMG Keyword Glossary, Immune: 1 Weapons).
 */
export function weaponRefused(max: number | null | undefined, def: Loadout | null): string | null {
  if (max !== 1 || def === null || !refusesRange1(def)) return null;
  return `${unitLabel(def.unit)} has Immune: Range 1 Weapons: an attack pool against it cannot contain a weapon whose maximum range is 1`;
}

const err = (path: string, message: string): InputError => ({ path, message });

/**
 * What a defending unit's own keywords forbid in the scenario, as the error naming the rule:
 * Unconcerned (no cover of any source: cover, Smoke tokens, Cover X; AMG Keyword Glossary,
 * Unconcerned, and AMG Core Rulebook, Rules Priority: "cannot" overrides "can"), Guardian X (no
 * other unit's Guardian X, no Backup; AMG Keyword Glossary, Guardian X) and Immune: Melee (no
 * base contact, so no melee attack; AMG Keyword Glossary, Immune: Melee).
 */
export function defenderRefusal(
  def: Loadout,
  input: JsonRecord,
  defender: JsonRecord,
): InputError | null {
  const name = unitLabel(def.unit);
  if (has(def, (kind) => kind === 'no-cover')) {
    const why = `${name} has Unconcerned: it cannot benefit from cover`;
    const tokens = isRecord(defender['tokens']) ? defender['tokens'] : {};
    const keywords = isRecord(defender['keywords']) ? defender['keywords'] : {};
    if ((defender['cover'] ?? 'none') !== 'none') return err('defender.cover', why);
    if (typeof tokens['smoke'] === 'number' && tokens['smoke'] > 0)
      return err('defender.tokens.smoke', `${why} (Smoke tokens improve cover)`);
    if (typeof keywords['coverX'] === 'number' && keywords['coverX'] > 0)
      return err('defender.keywords.coverX', `${why} (Cover X is cover)`);
  }
  if (has(def, (kind) => kind === 'guardian')) {
    if (Array.isArray(input['guardians']) && input['guardians'].length > 0)
      return err(
        'guardians',
        `${name} has Guardian X: a unit cannot use Guardian X if the defending unit also has it`,
      );
    const keywords = isRecord(defender['keywords']) ? defender['keywords'] : {};
    if (keywords['backup'] === true)
      return err(
        'defender.keywords.backup',
        `${name} has Guardian X: a unit with Guardian X cannot benefit from Backup`,
      );
  }
  if (
    input['attackType'] === 'melee' &&
    has(def, (kind, against) => kind === 'immune' && against === 'melee')
  )
    return err(
      'attackType',
      `${name} has Immune: Melee: enemy units cannot be placed in base contact with it, so it cannot be attacked in melee`,
    );
  return null;
}
