import { z } from 'zod';
import { quote } from '../../core/quote.ts';
import { int, oneOf, validate, type Parsed } from '../../core/validation.ts';
import { CARD_FACTIONS, CARD_RANKS } from '../card/card-schema.ts';
import { homebrewLoadout } from '../card/homebrew-loadout.ts';
import type { LegionCardData, UnitCard } from '../data/card-data.ts';
import type { MatchupSide } from '../matchup/matchup-scenario.ts';
import { sideLabel } from '../matchup/list-sides.ts';
import { cardIndex } from '../presets/card-index.ts';
import { factionSides } from '../matchup/faction-sides.ts';
import { loadoutOf, resolveLoadout, type Loadout } from '../presets/loadout.ts';

/** One range of a field test: 1..5 (a ranged attack at that range) or "melee". */
export type FieldRange = 1 | 2 | 3 | 4 | 5 | 'melee';

const range = z.union([int(1, 5), z.literal('melee')], {
  error: (iss) => `expected a range 1..5 or "melee", got ${quote(iss.input)}`,
});

/** The field test file (`odds field FILE`): a unit or card, its upgrades, and what to test it against. */
export const fieldSpecSchema = z.strictObject({
  unit: z.string().min(1).max(200).optional(),
  card: z.unknown().optional(),
  upgrades: z.array(z.string().min(1).max(200)).max(20).default([]),
  ranges: z
    .array(range)
    .min(1)
    .max(6)
    .refine((r) => new Set(r).size === r.length, { error: 'a range is given twice' })
    .default([1, 2, 3]),
  cover: oneOf(['none', 'light', 'heavy']).default('none'),
  edition: oneOf(['amg-2025', 'ffg-1.0']).default('amg-2025'),
  field: z
    .union(
      [
        z.literal('all'),
        z.strictObject({
          factions: z.array(oneOf(CARD_FACTIONS)).min(1).optional(),
          ranks: z.array(oneOf(CARD_RANKS)).min(1).optional(),
        }),
      ],
      {
        error: (iss) =>
          `expected "all" or { "factions": […], "ranks": […] }, got ${quote(iss.input)}`,
      },
    )
    .default('all'),
});

export type FieldSpec = z.output<typeof fieldSpecSchema>;

/** A field test file checked (not resolved: no card data): errors name the field (`ranges.1`). */
export function readFieldSpec(json: unknown): Parsed<FieldSpec> {
  return validate(fieldSpecSchema, json);
}

/** A unit of the field or the unit tested: its side, name, rank, points and health. */
export interface FieldUnit {
  readonly side: MatchupSide;
  /** The Legion HQ id ("homebrew" for a card without one). */
  readonly id: string;
  readonly rank: string;
  readonly faction: string;
  /** Unit + upgrades. */
  readonly points: number;
  /** Miniatures × wound threshold: what a share of its health is a share of. */
  readonly health: number;
}

/** A field test ready to compute: the unit, the field (the card data's units, no upgrades) and the conditions. */
export interface FieldPlan {
  readonly subject: FieldUnit & { readonly loadout: Loadout };
  readonly field: readonly FieldUnit[];
  readonly ranges: readonly FieldRange[];
  readonly cover: 'none' | 'light' | 'heavy';
  readonly edition: 'amg-2025' | 'ffg-1.0';
  /** The spec as parsed, for --vary (which edits its card). */
  readonly spec: FieldSpec;
}

const fieldUnit = (l: Loadout, side: MatchupSide): FieldUnit => ({
  side,
  id: l.unit.id,
  rank: l.unit.rank,
  faction: l.unit.faction,
  points: l.points,
  health: l.minis * l.unit.woundThreshold,
});

function inField(u: UnitCard, f: FieldSpec['field']): boolean {
  if (f === 'all') return true;
  return (
    (f.factions === undefined || (f.factions as readonly string[]).includes(u.faction)) &&
    (f.ranks === undefined || (f.ranks as readonly string[]).includes(u.rank))
  );
}

/**
 * A field test file checked and resolved: errors name the field (`card.stats.hp`,
 * `upgrades.0`, `ranges.1`). The field is every unit of the card data that matches, without
 * upgrades (its Equip cards come with it), in the card data's order.
 */
export function fieldPlan(json: unknown, cards: LegionCardData): Parsed<FieldPlan> {
  const v = validate(fieldSpecSchema, json);
  if (!v.ok) return v;
  const spec = v.value;
  const err = (path: string, message: string) => ({ ok: false as const, error: { path, message } });
  if ((spec.unit === undefined) === (spec.card === undefined))
    return err(spec.unit === undefined ? 'unit' : 'card', 'give a unit or a card (one of them)');
  const l =
    spec.card !== undefined
      ? homebrewLoadout(cards, spec.card, spec.upgrades)
      : resolveLoadout(cardIndex(cards), spec.unit as string, spec.upgrades);
  if ('field' in l) return err(l.field, l.message);
  const own = spec.card !== undefined ? { card: spec.card } : { unit: spec.unit };
  const named = l.upgrades.filter((u) => !l.unit.equip.includes(u.id));
  const subject = {
    ...fieldUnit(l, { label: sideLabel(l.unit, named), side: { ...own, upgrades: spec.upgrades } }),
    loadout: l,
  };
  const index = cardIndex(cards);
  const field: FieldUnit[] = [];
  // In the order and with the labels of a faction's rows (rank, then name; reprints by id).
  for (const side of factionSides(cards, 'all')) {
    const u = index.unitsById.get(side.side['unit'] as string);
    if (!u || !inField(u, spec.field)) continue;
    const fl = loadoutOf(index, u, []);
    if ('field' in fl) continue; // every card of the data resolves without upgrades
    field.push(fieldUnit(fl, side));
  }
  if (field.length === 0) return err('field', 'no unit of the card data is in this field');
  return {
    ok: true,
    value: {
      subject,
      field,
      ranges: spec.ranges as FieldRange[],
      cover: spec.cover,
      edition: spec.edition,
      spec,
    },
  };
}
