import type { HomebrewCardJson } from '../../engine/index.ts';
import { playerText } from '../../lib/field-words.ts';
import type { UnitEntry } from '../../lib/picker/unit-search.ts';
import type { FieldStep } from '../../lib/workbench/field-run.ts';
import { usualChanges } from '../../lib/workbench/vary-choices.ts';
import type { FieldService } from './field-service.ts';
import { DEFAULT_SETUP, fieldSpecOf, type WorkbenchSetup } from './workbench-link.ts';

export type BenchStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** What one change to the card is worth: its fair price and the change from the unit's own. */
export interface ChangeWorth {
  readonly change: string;
  readonly fair: number | null;
  readonly delta: number | null;
  /** Why the change could not be made on this card (player words), or null. */
  readonly error: string | null;
}

/** A slice of work on the worker: short, so a cancel or a new setup is taken within it. */
export const SLICE_MS = 120;
/** The first slice is shorter: the first units are on screen at once. */
export const FIRST_SLICE_MS = 30;

/** A worker's message in player words ("Unit: no unit …", "Card's stats' Hit Points: …"). */
export function benchError(text: string): string {
  const t = playerText(text);
  return t.replace(/^unit: /, 'Unit: ').replace(/^upgrades: /, 'Upgrades: ');
}

/**
 * The workbench's state: the unit and field as the designer set them, and the field test
 * streaming in from its worker (the units done so far, then what each change is worth). A new
 * setup or a cancel stops the run between two slices.
 */
export class WorkbenchModel {
  setup = $state.raw<WorkbenchSetup>(DEFAULT_SETUP);
  status = $state<BenchStatus>('idle');
  error = $state<string | null>(null);
  /** The field test so far (null before its first slice). */
  step = $state.raw<FieldStep | null>(null);
  /** The tested unit as a card (what the changes edit). */
  card = $state.raw<HomebrewCardJson | null>(null);
  worth = $state.raw<readonly ChangeWorth[]>([]);
  /** Which change is being measured (null: none). */
  changing = $state<string | null>(null);
  /** When the run started (ms) and its first and last slice arrived. */
  timing = $state.raw<{ start: number; first: number | null; end: number | null } | null>(null);
  units = $state.raw<readonly UnitEntry[] | null>(null);
  unitsError = $state<string | null>(null);

  /** What the answer depends on: equal keys, equal answers. */
  readonly key = $derived(JSON.stringify([fieldSpecOf(this.setup), this.setup.changes]));
  /** The key of the answer on screen. */
  shownKey = $state('');
  private runId = 0;

  constructor(
    private readonly service: FieldService,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The changes measured: the player's, or the usual ones for the card. */
  get changes(): readonly string[] {
    return this.setup.changes ?? (this.card ? usualChanges(this.card) : []);
  }

  set(patch: Partial<WorkbenchSetup>): void {
    this.setup = { ...this.setup, ...patch };
  }

  /** The units to pick from (loaded by the worker, once). */
  async loadUnits(): Promise<void> {
    if (this.units) return;
    try {
      this.units = await this.service.units();
    } catch (e) {
      this.unitsError = `The units could not be loaded (${(e as Error).message}); reload to try again.`;
    }
  }

  /** A unit of the cards as a card of the player's own ("Copy and edit"); null if it cannot be. */
  async cardOf(unit: string): Promise<HomebrewCardJson | null> {
    try {
      return await this.service.cardOf(unit);
    } catch {
      return null;
    }
  }

  /** Stops the run (the slice on the worker finishes, unreported). */
  cancel(): void {
    this.runId++;
    if (this.status === 'running') {
      this.status = 'cancelled';
      this.changing = null;
    }
  }

  /** Runs the field test of the setup, then each change's; a newer run or a cancel stops it. */
  async start(): Promise<void> {
    const id = ++this.runId;
    const spec = fieldSpecOf(this.setup);
    const key = this.key;
    const live = () => id === this.runId;
    this.shownKey = key;
    this.step = null;
    this.worth = [];
    this.changing = null;
    this.error = null;
    if (!spec) {
      this.status = 'idle';
      this.timing = null;
      return;
    }
    this.status = 'running';
    this.timing = { start: this.now(), first: null, end: null };
    try {
      const started = await this.service.start(spec);
      if (!live()) return;
      if (!started.ok) return this.fail(benchError(started.error));
      this.card = started.value.card;
      for (;;) {
        const s = await this.service.step(this.step ? SLICE_MS : FIRST_SLICE_MS);
        if (!live()) return;
        if (!s.ok) return this.fail(benchError(s.error));
        this.step = s.value;
        if (this.timing.first === null) this.timing = { ...this.timing, first: this.now() };
        if (s.value.done >= s.value.total) break;
      }
      this.timing = { ...this.timing, end: this.now() };
      const base = this.step?.report.fair.points ?? null;
      for (const change of this.changes) {
        this.changing = change;
        const worth = await this.measure(change, base, live);
        if (!worth) return;
        this.worth = [...this.worth, worth];
      }
      this.changing = null;
      this.status = 'done';
    } catch (e) {
      if (live()) this.fail(`The field test stopped (${(e as Error).message}); try again.`);
    }
  }

  private async measure(
    change: string,
    base: number | null,
    live: () => boolean,
  ): Promise<ChangeWorth | null> {
    const started = await this.service.startChange(change);
    if (!live()) return null;
    if (!started.ok) return { change, fair: null, delta: null, error: benchError(started.error) };
    for (;;) {
      const s = await this.service.step(SLICE_MS);
      if (!live()) return null;
      if (!s.ok) return { change, fair: null, delta: null, error: benchError(s.error) };
      if (s.value.done < s.value.total) continue;
      const fair = s.value.report.fair.points;
      return {
        change,
        fair,
        delta: fair !== null && base !== null ? fair - base : null,
        error: null,
      };
    }
  }

  private fail(message: string): void {
    this.status = 'failed';
    this.error = message;
    this.changing = null;
  }
}
