import type { Parsed } from '../../core/validation.ts';
import { cardJsonOf } from '../card/card-json.ts';
import type { HomebrewCardJson } from '../card/card-schema.ts';
import type { LegionCardData } from '../data/card-data.ts';
import { fieldPlan, type FieldPlan } from './field-spec.ts';
import { varyCard } from './vary.ts';

/** A variant of the tested unit: the change as written and the field test of the changed card. */
export interface FieldVariant {
  readonly change: string;
  readonly plan: FieldPlan;
}

/**
 * The field tests of each change (`--vary`) to the tested unit: a unit preset is copied into a
 * card first (cardJsonOf; it answers as the preset), then changed (varyCard). Errors name the
 * change: `--vary "hp+1": …`.
 */
export function fieldVariants(
  plan: FieldPlan,
  changes: readonly string[],
  cards: LegionCardData,
): Parsed<FieldVariant[]> {
  const base = (plan.spec.card ?? cardJsonOf(plan.subject.loadout.unit)) as HomebrewCardJson;
  const out: FieldVariant[] = [];
  for (const change of changes) {
    const path = `--vary ${JSON.stringify(change)}`;
    const card = varyCard(base, change);
    if (typeof card === 'string') return { ok: false, error: { path, message: card } };
    const { unit, ...rest } = plan.spec;
    void unit;
    const p = fieldPlan({ ...rest, card }, cards);
    if (!p.ok)
      return { ok: false, error: { path, message: `${p.error.path}: ${p.error.message}` } };
    out.push({ change, plan: p.value });
  }
  return { ok: true, value: out };
}
