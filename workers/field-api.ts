import {
  cardIndex,
  cardJsonOf,
  describeError,
  fieldPlan,
  findUnit,
  MatchupSolver,
  varyCard,
  type FieldPlan,
  type HomebrewCardJson,
  type LegionCardData,
} from '../src/engine/engines.ts';
import { unitEntries, type UnitEntry } from '../src/lib/picker/unit-search.ts';
import { FieldRun, type FieldStep } from '../src/lib/workbench/field-run.ts';
import type { WorkerReply } from './sim-api.ts';

/** A field test set up: the tested unit as a card (what a change edits) and how many units it meets. */
export interface FieldStart {
  readonly card: HomebrewCardJson;
  readonly total: number;
}

/**
 * What the workbench's worker offers: the units to pick from, a preset as a card, and one field
 * test (or one change's) at a time, computed a slice at a time so the page streams it and can
 * stop it between slices. Failures come back as data; messages name the field (`card.stats.hp`).
 */
export interface FieldApi {
  units(): Promise<UnitEntry[]>;
  /** A unit of the card data as a card ("Copy and edit"), or null if there is no such unit. */
  cardOf(unit: string): Promise<HomebrewCardJson | null>;
  /** Starts a field test (the `odds field` file's form); the one before it is dropped. */
  start(spec: unknown): Promise<WorkerReply<FieldStart>>;
  /**
   * Starts the last field test's unit with one change ("hp+1", "E-11: +1 red") against its
   * peers only: their prices are all its fair price needs.
   */
  startChange(change: string): WorkerReply<{ total: number }>;
  /** Works on the test started last for about `budgetMs`, and says where it is. */
  step(budgetMs: number): WorkerReply<FieldStep>;
}

export function createFieldApi(): FieldApi {
  let data: Promise<LegionCardData> | null = null;
  const cards = () => (data ??= import('../src/engine/cards.ts').then((m) => m.LEGION_CARDS));
  let loaded: LegionCardData | null = null;
  let solver: MatchupSolver | null = null;
  let base: { plan: FieldPlan; card: HomebrewCardJson } | null = null;
  let run: FieldRun | null = null;
  return {
    async units() {
      return unitEntries(await cards());
    },
    async cardOf(unit) {
      const u = findUnit(cardIndex(await cards()), unit);
      return typeof u === 'string' ? null : cardJsonOf(u);
    },
    async start(spec) {
      loaded = await cards();
      solver ??= new MatchupSolver(loaded);
      run = null;
      base = null;
      const plan = fieldPlan(spec, loaded);
      if (!plan.ok) return { ok: false, error: describeError(plan.error) };
      const p = plan.value;
      const card = (p.spec.card ?? cardJsonOf(p.subject.loadout.unit)) as HomebrewCardJson;
      base = { plan: p, card };
      run = new FieldRun(p, loaded, solver);
      return { ok: true, value: { card, total: run.total } };
    },
    startChange(change) {
      if (!base || !loaded || !solver) return { ok: false, error: 'no field test to change' };
      const card = varyCard(base.card, change);
      if (typeof card === 'string') return { ok: false, error: card };
      const { unit, ...rest } = base.plan.spec;
      void unit;
      const plan = fieldPlan({ ...rest, card }, loaded);
      if (!plan.ok) return { ok: false, error: describeError(plan.error) };
      run = new FieldRun(plan.value, loaded, solver, true);
      return { ok: true, value: { total: run.total } };
    },
    step(budgetMs) {
      if (!run) return { ok: false, error: 'no field test started' };
      try {
        return { ok: true, value: run.step(budgetMs) };
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
    },
  };
}
