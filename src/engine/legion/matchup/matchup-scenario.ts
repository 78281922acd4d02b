import type { LegionCardData } from '../data/card-data.ts';
import { cardIndex, findUnit } from '../presets/card-index.ts';
import { isRecord, type JsonRecord } from '../../core/is-record.ts';

/**
 * A row or column of a matchup grid: `label` for display, `side` the scenario JSON of
 * an attacker or defender — a unit preset (`{ unit, upgrades }`) or a pinned loadout's raw
 * attacker/defender object.
 */
export interface MatchupSide {
  readonly label: string;
  readonly side: Readonly<Record<string, unknown>>;
}

/** Token counts as the scenario names them (attacker: aim, surge, observation, dodge). */
export type MatchupTokens = Readonly<Record<string, number>>;

/**
 * The conditions every cell of a grid shares, in the scenario format's own names and values:
 * `range` 1–5, `attackType` 'ranged' | 'melee', `cover` 'none' | 'light' | 'heavy' (the
 * defender's), each side's `tokens` and the rules `edition` ('amg-2025' | 'ffg-1.0').
 */
export interface MatchupConditions {
  readonly range?: number;
  readonly attackType?: 'ranged' | 'melee';
  readonly cover?: 'none' | 'light' | 'heavy';
  readonly attackerTokens?: MatchupTokens;
  readonly defenderTokens?: MatchupTokens;
  readonly edition?: 'amg-2025' | 'ffg-1.0';
}

/** A side's tokens with the shared ones laid over them (the conditions win, field by field). */
function withTokens(side: Readonly<JsonRecord>, tokens: MatchupTokens | undefined): JsonRecord {
  if (!tokens || Object.keys(tokens).length === 0) return { ...side };
  const own = isRecord(side['tokens']) ? side['tokens'] : {};
  return { ...side, tokens: { ...own, ...tokens } };
}

/**
 * Whether the defender's unit has Unconcerned (AMG Keyword Glossary, Unconcerned: it cannot
 * benefit from cover): the shared cover then does not apply to that column, as in the game.
 */
function unconcerned(defender: Readonly<JsonRecord>, cards: LegionCardData | undefined): boolean {
  const card = defender['card'];
  // A homebrew card's keywords as written (Legion HQ's names: a string or { name, value }).
  if (isRecord(card) && Array.isArray(card['keywords']))
    return card['keywords'].some(
      (k: unknown) => k === 'Unconcerned' || (isRecord(k) && k['name'] === 'Unconcerned'),
    );
  const ref = defender['unit'];
  if (!cards || typeof ref !== 'string') return false;
  const unit = findUnit(cardIndex(cards), ref);
  return typeof unit !== 'string' && unit.keywords.some((k) => k.name === 'Unconcerned');
}

/**
 * The scenario JSON (v1, Legion) of one cell: this attacker against this defender under the
 * shared conditions. A cell's answer is, by construction, what `npm run odds` gives for it.
 * Given the card data, a defender with Unconcerned gets no cover and no shared Smoke tokens (it
 * cannot benefit from cover).
 */
export function matchupScenario(
  attacker: MatchupSide,
  defender: MatchupSide,
  conditions: MatchupConditions,
  cards?: LegionCardData,
): Record<string, unknown> {
  const c = conditions;
  const noCover = unconcerned(defender.side, cards);
  // Smoke tokens improve cover, which a unit with Unconcerned cannot benefit from either.
  const shared =
    noCover && c.defenderTokens
      ? Object.fromEntries(Object.entries(c.defenderTokens).filter(([k]) => k !== 'smoke'))
      : c.defenderTokens;
  const def = withTokens(defender.side, shared);
  if (c.cover !== undefined && !noCover) def['cover'] = c.cover;
  const melee = c.attackType === 'melee';
  return {
    v: 1,
    game: 'legion',
    ...(c.edition ? { edition: c.edition } : {}),
    ...(c.attackType ? { attackType: c.attackType } : {}),
    // Range decides which weapons reach only in a ranged attack (weapon-rules.ts weaponReaches).
    ...(c.range !== undefined && !melee ? { range: c.range } : {}),
    attacker: withTokens(attacker.side, c.attackerTokens),
    defender: def,
  };
}
