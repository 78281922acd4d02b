import { KEYWORDS } from '../keyword-table.ts';
import type { LegionScenario } from '../scenario.ts';

type Edition = LegionScenario['edition'];
type Fields = Record<string, number | boolean>;

const EDITIONS: ReadonlyMap<string, readonly Edition[]> = new Map(
  KEYWORDS.flatMap((k) => (k.editions ? [[k.key, k.editions] as const] : [])),
);

/** Whether a keyword field exists in an edition's rules (its `Keyword.editions`). */
export const inEdition = (key: string, edition: Edition): boolean =>
  EDITIONS.get(key)?.includes(edition) ?? true;

/**
 * A preset's keyword fields without those the edition's rules do not have (Low Profile in FFG
 * 1.0): a card keyword that does not exist there is left out, not an error, and said beside the
 * unit (preset-notes.ts).
 */
export function keepEdition(fields: Fields, edition: Edition): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => inEdition(k, edition)));
}
