import type { LegionCardData } from '../data/card-data.ts';
import { cardIndex } from '../presets/card-index.ts';
import { homebrewLoadout } from '../card/homebrew-loadout.ts';
import { resolveLoadout } from '../presets/loadout.ts';
import { cardRecord, checkRecord } from '../presets/preset-record.ts';
import type { ArmyList, Unmatched } from './army-list.ts';
import { sideLabel } from './list-sides.ts';
import type { MatchupSide } from './matchup-scenario.ts';
import { isRecord } from '../../core/is-record.ts';

/**
 * A JSON list of presets: `[{ "unit", "upgrades"?, "label"?, …scenario fields of the side }]`.
 * Each names a unit (name, "Name: Title" or Legion HQ id), or gives a homebrew `card`, and its upgrades, checked against the
 * card data; other fields (tokens, keywords, a pinned loadout's weapons) stay on the side as
 * the scenario gives them. An entry that cannot be resolved is reported, the rest kept.
 */
/** A homebrew card's name for messages (its cardName, else where it is in the list). */
function cardName(card: unknown, where: string): string {
  const name = isRecord(card) ? card['cardName'] : undefined;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : where;
}

export function presetList(items: readonly unknown[], cards: LegionCardData): ArmyList {
  const index = cardIndex(cards);
  const sides: MatchupSide[] = [];
  const unmatched: Unmatched[] = [];
  for (const [i, item] of items.entries()) {
    const where = `entry ${i + 1}`;
    const isCard = isRecord(item) && item['card'] !== undefined && item['unit'] === undefined;
    if (!isRecord(item) || (!isCard && typeof item['unit'] !== 'string')) {
      unmatched.push({
        name: where,
        problem: 'expected {"unit": …, "upgrades": [...]} or {"card": …, "upgrades": [...]}',
      });
      continue;
    }
    const { label, ...side } = item;
    const unit = isCard ? cardName(item['card'], where) : (item['unit'] as string);
    const ups = item['upgrades'] ?? [];
    if (!Array.isArray(ups) || !ups.every((u) => typeof u === 'string')) {
      unmatched.push({ name: unit, problem: 'upgrades: expected a list of upgrade names' });
      continue;
    }
    const l = isCard
      ? homebrewLoadout(cards, item['card'], ups as string[])
      : resolveLoadout(index, unit, ups as string[]);
    if ('field' in l && l.field.startsWith('card')) {
      unmatched.push({ name: unit, problem: `${l.field}: ${l.message}` });
      continue;
    }
    if ('field' in l) {
      unmatched.push({
        name: l.field === 'unit' ? unit : `${unit}: ${String(ups[Number(l.field.split('.')[1])])}`,
        problem: l.message,
      });
      continue;
    }
    // A preset record is only a fingerprint of the cards: one that contradicts them is refused.
    const record = checkRecord(item['preset'], cardRecord(l, cards), 'preset');
    if (!record.ok) {
      unmatched.push({ name: unit, problem: `${record.error.path}: ${record.error.message}` });
      continue;
    }
    const named = l.upgrades.filter((u) => !l.unit.equip.includes(u.id));
    sides.push({
      label: typeof label === 'string' && label.trim() ? label.trim() : sideLabel(l.unit, named),
      side,
    });
  }
  return { sides, unmatched };
}
