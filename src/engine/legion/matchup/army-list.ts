import { findDuplicateKey } from '../../core/duplicate-key.ts';
import { quotePath } from '../../core/quote.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { parseListLink, isListLink } from './list-link.ts';
import type { MatchupSide } from './matchup-scenario.ts';
import { presetList } from './preset-list.ts';
import { ttsList } from './tts-list.ts';

/** A name of the list that matched no card, or a card that cannot join the grid, and why. */
export interface Unmatched {
  readonly name: string;
  readonly problem: string;
}

/** A list's units as matchup sides, and what could not be matched. */
export interface ArmyList {
  readonly title?: string;
  /** The card data's faction name ("empire", "rebels", …), when the list says. */
  readonly faction?: string;
  readonly sides: MatchupSide[];
  readonly unmatched: Unmatched[];
}

/** Text that is no list this project reads, or a list without one unit it can use. */
export class ArmyListError extends Error {
  override readonly name = 'ArmyListError';
}

const FORMATS =
  'expected a Legion HQ or Tabletop Admiral list export (TTS JSON with "units"), a Legion HQ list link (…/list/<faction>/<code>) or a JSON list of presets ([{"unit": …, "upgrades": […]}])';

/**
 * Reads a list: a Legion HQ / Tabletop Admiral TTS JSON export, a Legion HQ
 * list link, or a JSON array of presets. Each unit (with its upgrades) becomes a side; units
 * fielded more than once become one side ("×2"). Names that match no card are reported in
 * `unmatched`, never dropped. Throws ArmyListError for text that is none of these formats, or
 * JSON that gives a key twice.
 */
export function parseArmyList(text: string, cards: LegionCardData): ArmyList {
  const t = text.trim();
  if (t.length === 0) throw new ArmyListError(`the list is empty: ${FORMATS}`);
  if (isListLink(t)) return parseListLink(t, cards);
  let json: unknown;
  try {
    json = JSON.parse(t);
  } catch {
    throw new ArmyListError(`not JSON and not a list link: ${FORMATS}`);
  }
  // JSON keeps only the last of a key given twice: a list with two "units" would lose units.
  const twice = findDuplicateKey(t);
  if (twice)
    throw new ArmyListError(`${quotePath(twice)}: this key is given twice (only one may be)`);
  if (Array.isArray(json)) return presetList(json, cards);
  if (
    typeof json === 'object' &&
    json !== null &&
    Array.isArray((json as { units?: unknown }).units)
  )
    return ttsList(json as Record<string, unknown>, cards);
  throw new ArmyListError(FORMATS);
}
