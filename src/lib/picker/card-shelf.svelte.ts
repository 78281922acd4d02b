import { readHomebrewCard, type HomebrewCardJson } from '../../engine/index.ts';

const STORAGE_KEY = 'holotable.cards';
/** The most cards kept: the oldest goes when a new one comes. */
const MAX_CARDS = 40;

/** A card's name as the player wrote it ("Name: Title"). */
export const cardLabel = (c: HomebrewCardJson): string =>
  c.title ? `${c.cardName}: ${c.title}` : c.cardName;

/**
 * The player's own unit cards ("My units"), kept on the device so they are offered again on
 * later visits. A card is known by its name: saving a card of the same name replaces it. What
 * storage holds is checked as any card is (a damaged entry is left out); a full or refused
 * storage only means the cards are not kept.
 */
export class CardShelf {
  cards = $state.raw<readonly HomebrewCardJson[]>([]);

  constructor(private readonly storage: Storage | null) {
    this.cards = read(storage);
  }

  /** Keeps `card` (first in the list), replacing a card of the same name. */
  save(card: HomebrewCardJson): void {
    const label = cardLabel(card);
    const copy = JSON.parse(JSON.stringify(card)) as HomebrewCardJson;
    this.cards = [copy, ...this.cards.filter((c) => cardLabel(c) !== label)].slice(0, MAX_CARDS);
    this.write();
  }

  /** Forgets the card named `label`. */
  remove(label: string): void {
    this.cards = this.cards.filter((c) => cardLabel(c) !== label);
    this.write();
  }

  private write(): void {
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.cards));
    } catch {
      // Private browsing or a full quota: the cards live until the page closes.
    }
  }
}

function read(storage: Storage | null): HomebrewCardJson[] {
  let text: string | null;
  try {
    text = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (text === null) return [];
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v)) return [];
    return v.filter((c) => readHomebrewCard(c, 'card').ok) as HomebrewCardJson[];
  } catch {
    return [];
  }
}
