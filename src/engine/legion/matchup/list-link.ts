import { quote } from '../../core/quote.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { cardIndex } from '../presets/card-index.ts';
import type { ArmyList, Unmatched } from './army-list.ts';
import { ArmyListError } from './army-list.ts';
import { counterpartProblem, listSide, mergeRepeats, type UpgradeRef } from './list-sides.ts';

const LINK = /\/list\/([a-z]+)\/([^\s?#]*)/i;

/** Whether text is a Legion HQ list link (`…/list/<faction>/<code>`). */
export const isListLink = (text: string): boolean => !/^[[{]/.test(text) && LINK.test(text);

/** The faction a link's path names, as the card data names it (Legion HQ uses the same). */
function linkFaction(name: string, cards: LegionCardData): string | undefined {
  const f = name.toLowerCase();
  return cards.units.some((u) => u.faction === f) ? f : undefined;
}

/**
 * A unit segment's upgrade part: one entry per slot, `0` an empty slot, anything else the first
 * character of a 2-character card id (no card id starts with a digit).
 */
function slotIds(part: string): string[] | null {
  const ids: string[] = [];
  for (let i = 0; i < part.length; i++) {
    if (part[i] === '0') continue;
    if (i + 1 >= part.length) return null;
    ids.push(part.slice(i, i + 2));
    i++;
  }
  return ids;
}

/**
 * A Legion HQ list link: `…/list/<faction>/<points>:<segments>` (or
 * `<points>:<battle force>:<segments>`, or bare segments), segments separated by commas. A unit
 * segment is the count (one digit), the unit's 2-character id and its upgrade slots in order
 * (`0` empty, else a 2-character id); `_` starts the loadout (upgrades swapped in during the
 * game: left out) and `+` a counterpart (it joins the unit; see counterpartProblem). 2-character
 * segments are command and battle cards.
 */
export function parseListLink(text: string, cards: LegionCardData): ArmyList {
  const m = LINK.exec(text);
  if (!m) throw new ArmyListError('not a Legion HQ list link (…/list/<faction>/<code>)');
  // The link is the whole text: words around it, or a second line, would be silently ignored.
  const before = text.slice(0, m.index).trim();
  const after = text
    .slice(m.index + m[0].length)
    .replace(/^[?#]\S*/, '')
    .trim();
  if (/\s/.test(before) || after !== '')
    throw new ArmyListError(
      `a list link is read alone, but ${quote(after || before)} comes ${after ? 'after' : 'before'} it`,
    );
  let code: string;
  try {
    code = decodeURIComponent(m[2] ?? '');
  } catch {
    throw new ArmyListError('the list link is garbled (a broken %-escape)');
  }
  const faction = linkFaction(m[1] ?? '', cards);
  const segments = (code.split(':').at(-1) ?? '').split(',').filter((s) => s.length > 2);
  if (segments.length === 0) throw new ArmyListError('the list link names no units');
  const index = cardIndex(cards);
  const unmatched: Unmatched[] = [];
  const entries = [];
  for (const segment of segments) {
    const [own = '', counterpart] = segment.split('+');
    const count = Number(own[0]);
    const id = own.slice(1, 3);
    const unit = index.unitsById.get(id);
    const ids = slotIds((own.slice(3).split('_')[0] ?? '').trim());
    if (!Number.isInteger(count) || count < 1 || !unit || !ids) {
      unmatched.push({
        name: segment,
        problem: unit
          ? 'cannot be read as a unit and its upgrade slots'
          : `no unit with Legion HQ id "${id}"`,
      });
      continue;
    }
    const refs: UpgradeRef[] = ids.map((u) => {
      const card = index.upgradesById.get(u);
      return card
        ? { name: card.name, candidates: [card] }
        : { name: u, candidates: [], missing: `no upgrade with Legion HQ id "${u}"` };
    });
    entries.push({ ...listSide(cards, unit, refs, unmatched), count });
    if (counterpart !== undefined) {
      const cid = counterpart.slice(1, 3);
      const card = cards.counterparts.find((c) => c.id === cid);
      const problem = card
        ? counterpartProblem(unit, [cid])
        : `no counterpart with Legion HQ id "${cid}"`;
      if (problem) unmatched.push({ name: card?.name ?? cid, problem });
    }
  }
  return { ...(faction ? { faction } : {}), sides: mergeRepeats(entries), unmatched };
}
