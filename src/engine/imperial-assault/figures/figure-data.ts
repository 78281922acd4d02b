import type { IaSurgeAbility } from '../scenario.ts';

/** Where a figure's record sits in the source deck: enemy groups, villains or Rebel allies. */
export type FigureGroup = 'enemy' | 'villain' | 'ally';

/**
 * One Imperial Assault campaign deployment group in the engine's terms: what
 * `npm run data:ia` keeps of Imperial Commander 2's card data (MIT, see
 * data/LICENSE-imperial-commander). docs/rules/imperial-assault-figures.md says how each
 * string of the source became these fields.
 */
export interface IaFigure {
  readonly id: string;
  readonly name: string;
  readonly subname: string;
  /** "Imperial", "Mercenary" or "Alliance". */
  readonly faction: string;
  /** The source's expansion tag: "Core", "Twin", "Hoth", "Bespin", "Jabba", "Empire", … */
  readonly expansion: string;
  readonly elite: boolean;
  readonly group: FigureGroup;
  readonly health: number;
  readonly defense: { readonly black: number; readonly white: number };
  /** Null: the figure has no attack (a non-combatant). */
  readonly attackType: 'ranged' | 'melee' | null;
  /** The Reach keyword: a melee attack may target a figure 2 spaces away. */
  readonly reach: boolean;
  /** Attack dice; null when there are none or the player chooses them (`choosesPool`). */
  readonly dice: {
    readonly red: number;
    readonly blue: number;
    readonly green: number;
    readonly yellow: number;
  } | null;
  /** Why the pool is the player's choice (IG-88's Arsenal), else null. */
  readonly choosesPool: string | null;
  readonly surgeAbilities: readonly IaSurgeAbility[];
  /** Always-on attack keywords: +N Accuracy, +N / −N damage, Pierce N, +N surge. */
  readonly attackerModifiers: {
    readonly damage: number;
    readonly surge: number;
    readonly accuracy: number;
    readonly pierce: number;
  };
  /** Always-on defence keywords: +N block, +N evade. */
  readonly defenderModifiers: { readonly block: number; readonly evade: number };
  /** What the card has that the engine does not model, one line each, as the player reads it. */
  readonly notModelled: readonly string[];
}

/** The converted deck, with where it came from. */
export interface IaFigureData {
  readonly source: {
    readonly repository: string;
    readonly path: string;
    readonly commit: string;
  };
  readonly figures: readonly IaFigure[];
}
