/**
 * The project's own Legion card data: what `npm run data:legion` keeps of Legion HQ's
 * cards.json (MIT, see LICENSE-legion-hq beside this file), in the shapes the presets read.
 */

export interface CardDice {
  readonly red: number;
  readonly black: number;
  readonly white: number;
}

/**
 * One keyword as printed on a card. `x` is the number of an X keyword; `text` any other value
 * ("Rear" of Weak Point 1: Rear, "Dodge 1" of Independent); `note` says how a value the card
 * file leaves unclear was read (see convert-cards.ts), so no reading is ever silent.
 */
export interface CardKeyword {
  readonly name: string;
  readonly x?: number;
  readonly text?: string;
  readonly note?: KeywordNote;
}

/**
 * - `reminder`: a keyword on a card that repeats a weapon keyword of one of its weapons (or, as
 *   decided card by card in read-keyword.ts, of an upgrade's weapon): the weapon's own value
 *   counts; this entry adds nothing.
 * - `assumed-1`: an X keyword printed without its X, read as the X decided for that card
 *   (read-keyword.ts lists each decision).
 * - `unstated`: an X keyword an upgrade card names without its X (Legion HQ lists the keywords
 *   a card's text mentions, often with a condition): not applied; the scenario may set it.
 * - `variable`: X is "X" on the card (set by the card's text during play); read as the card's
 *   least value, 1, and said beside the unit so the player can change it.
 * - `no-x`: an X keyword printed without its X whose effect does not change the dice.
 */
export type KeywordNote = 'reminder' | 'assumed-1' | 'variable' | 'no-x' | 'unstated';

export interface CardWeapon {
  readonly name: string;
  /** Range band: min 0 is melee; max null is "∞" (no maximum). Null: no range printed. */
  readonly range: { readonly min: number; readonly max: number | null } | null;
  readonly dice: CardDice;
  readonly keywords: readonly CardKeyword[];
}

export type CardUnitType =
  'trooper' | 'ground-vehicle' | 'repulsor-vehicle' | 'emplacement' | 'creature';

export interface UnitCard {
  readonly id: string;
  readonly name: string;
  readonly title: string | null;
  /** The card's name in Tabletop Simulator list exports, when it is not the plain name. */
  readonly ttsName?: string;
  /** Legion HQ's card subtype ("clone trooper", "repulsor vehicle"…), for requirements. */
  readonly subtype: string;
  readonly unitType: CardUnitType;
  readonly faction: string;
  readonly affiliations: readonly string[];
  readonly rank: string;
  readonly cost: number;
  readonly unique: boolean;
  readonly unreleased: boolean;
  /** Legion HQ's release note for an unreleased card ("Q4 2026"), when it gives one. */
  readonly releaseNote: string | null;
  /** Miniatures before upgrades (0: every miniature comes with an upgrade, e.g. The Bad Batch). */
  readonly minis: number;
  /** 0 only on an unreleased card whose numbers are not published yet. */
  readonly woundThreshold: number;
  readonly defenseDie: 'red' | 'white';
  readonly defenseSurge: 'none' | 'block';
  readonly surge: 'none' | 'hit' | 'crit';
  /** Null is "–" (never suppressed). */
  readonly courage: number | null;
  readonly upgradeBar: readonly string[];
  /** Ids of the cards it must equip (Equip keyword): upgrades, or a counterpart. */
  readonly equip: readonly string[];
  readonly keywords: readonly CardKeyword[];
  readonly weapons: readonly CardWeapon[];
}

/** Which units may take an upgrade: Legion HQ's condition tree, kept as it is. */
export type Requirement =
  | { readonly all: readonly Requirement[] }
  | { readonly any: readonly Requirement[] }
  | { readonly not: Requirement }
  | { readonly match: Readonly<Record<string, string | readonly string[]>> };

export interface UpgradeCard {
  readonly id: string;
  readonly name: string;
  readonly title: string | null;
  /** The card's name in Tabletop Simulator list exports, when it is not the plain name. */
  readonly ttsName?: string;
  /** The upgrade slot it fills ("heavy weapon", "gear"…). */
  readonly slot: string;
  readonly cost: number;
  readonly unique: boolean;
  readonly unreleased: boolean;
  readonly faction: string | null;
  readonly requirements: Requirement;
  /** Heavy weapon and personnel upgrades add a miniature to the unit. */
  readonly addsMini: boolean;
  readonly additionalSlots: readonly string[];
  readonly keywords: readonly CardKeyword[];
  readonly weapons: readonly CardWeapon[];
}

export interface CounterpartCard {
  readonly id: string;
  readonly name: string;
  readonly title: string | null;
  /** The card's name in Tabletop Simulator list exports, when it is not the plain name. */
  readonly ttsName?: string;
  readonly cost: number;
  readonly woundThreshold: number;
  readonly keywords: readonly CardKeyword[];
  readonly weapons: readonly CardWeapon[];
}

export interface LegionCardData {
  /** Where the cards come from: repository, file and commit. */
  readonly source: { readonly repository: string; readonly file: string; readonly commit: string };
  readonly units: readonly UnitCard[];
  readonly upgrades: readonly UpgradeCard[];
  readonly counterparts: readonly CounterpartCard[];
}
