import type { AttackResult } from '../engine/evaluate.ts';
import { legionExactFeasible } from '../engine/legion/exact-feasible.ts';
import { describeError } from '../engine/core/validation.ts';
import { parseAnyScenario } from '../engine/games.ts';
import { parseLegionScenario, type LegionScenario } from '../engine/legion/scenario.ts';
import type { CalcJob, Calculator } from './calculator.svelte.ts';
import { jobKey } from './calculator.svelte.ts';
import { AUTO_TRIALS, DEFAULT_SEED, starterScenario } from './defaults.ts';
import { effectiveScenario } from './effective.ts';
import { sparseScenario } from './sparse.ts';
import type { LinkState, LoadoutLink, Mode } from './url-codec.ts';

export const MAX_PINS = 6;

/** A pinned loadout: a frozen scenario with its settings and (once computed) its result. */
export interface Pin {
  readonly id: number;
  readonly label: string;
  /** Palette slot 1..6 (0 is the current loadout's), kept for the pin's life. */
  readonly color: number;
  readonly scenario: LegionScenario;
  readonly mode: Mode;
  readonly trials: number;
  readonly seed: number;
  readonly job: CalcJob;
  readonly result: AttackResult | null;
  readonly error: string | null;
}

export const LINK_DEFAULTS = { trials: AUTO_TRIALS, seed: DEFAULT_SEED };

/** The job for a scenario: exact when asked for and feasible, else a seeded simulation. */
export function jobFor(s: LegionScenario, mode: Mode, trials: number, seed: number): CalcJob {
  const simulate = mode === 'mc' || !legionExactFeasible(s);
  return simulate
    ? {
        scenario: s,
        method: 'mc',
        trials: mode === 'mc' ? trials : AUTO_TRIALS,
        seed: mode === 'mc' ? seed : DEFAULT_SEED,
      }
    : { scenario: s, method: 'exact', trials: 0, seed: 0 };
}

/** Validates a scenario from a link; the error names the field, as the CLI does. */
function readScenario(input: unknown): { ok: true; s: LegionScenario } | { ok: false; e: string } {
  const any = parseAnyScenario(input);
  if (!any.ok) return { ok: false, e: describeError(any.error) };
  if (any.value.engine.id !== 'legion') return { ok: false, e: 'only Legion scenarios for now' };
  return { ok: true, s: any.value.scenario as LegionScenario };
}

/** The editor's state, the pins, and what is derived from them. */
export class AppStore {
  editor = $state<LegionScenario>(starterScenario());
  mode = $state<Mode>('auto');
  trials = $state(AUTO_TRIALS);
  seed = $state(DEFAULT_SEED);
  pins = $state.raw<Pin[]>([]);
  linkError = $state<string | null>(null);
  private nextPinId = 1;

  /** The scenario the engine sees: hidden controls left out (effective.ts). */
  readonly effective = $derived(effectiveScenario($state.snapshot(this.editor) as LegionScenario));
  readonly parsed = $derived(parseLegionScenario(this.effective));
  readonly inputError = $derived(this.parsed.ok ? null : describeError(this.parsed.error));
  readonly job = $derived(
    this.parsed.ok ? jobFor(this.parsed.value, this.mode, this.trials, this.seed) : null,
  );
  readonly currentKey = $derived(this.job ? jobKey(this.job) : null);

  constructor(private readonly calc: Calculator) {}

  /** What a share link holds. */
  link(): LinkState {
    const one = (s: LegionScenario, mode: Mode, trials: number, seed: number): LoadoutLink => ({
      scenario: sparseScenario(s),
      mode,
      trials: mode === 'mc' ? trials : AUTO_TRIALS,
      seed: mode === 'mc' ? seed : DEFAULT_SEED,
    });
    const current = this.parsed.ok ? this.parsed.value : this.effective;
    return {
      ...one(current, this.mode, this.trials, this.seed),
      pins: this.pins.map((p) => ({
        label: p.label,
        ...one(p.scenario, p.mode, p.trials, p.seed),
      })),
    };
  }

  /** Restores a link's state; a bad scenario leaves the editor as it was and says why. */
  restore(state: LinkState): boolean {
    const main = readScenario(state.scenario);
    if (!main.ok) {
      this.linkError = `The link's scenario is invalid: ${main.e}`;
      return false;
    }
    this.linkError = null;
    this.editor = main.s;
    this.mode = state.mode;
    this.trials = state.trials;
    this.seed = state.seed;
    this.pins = [];
    for (const p of state.pins) {
      const r = readScenario(p.scenario);
      if (r.ok) this.addPin(r.s, p, p.label);
    }
    return true;
  }

  /** Pins the current loadout (at most MAX_PINS). */
  pinCurrent(): void {
    if (!this.job || !this.parsed.ok) return;
    this.addPin(this.parsed.value, this, null);
  }

  private addPin(
    scenario: LegionScenario,
    how: { mode: Mode; trials: number; seed: number },
    label: string | null,
  ): void {
    const { mode, trials, seed } = how;
    const job = jobFor(scenario, mode, trials, seed);
    if (this.pins.length >= MAX_PINS) return;
    const color = [1, 2, 3, 4, 5, 6].find((c) => !this.pins.some((p) => p.color === c)) ?? 1;
    const free =
      'ABCDEFGH'.split('').find((l) => !this.pins.some((p) => p.label === l)) ??
      `#${this.nextPinId}`;
    const id = this.nextPinId++;
    const result = this.calc.cached(job) ?? null;
    this.pins = [
      ...this.pins,
      { id, label: label ?? free, color, scenario, mode, trials, seed, job, result, error: null },
    ];
    if (!result)
      void this.calc
        .compute(job)
        .then((c) => this.updatePin(id, c.ok ? { result: c.result } : { error: c.error }));
  }

  updatePin(id: number, change: Partial<Pick<Pin, 'label' | 'result' | 'error'>>): void {
    this.pins = this.pins.map((p) => (p.id === id ? { ...p, ...change } : p));
  }

  unpin(id: number): void {
    this.pins = this.pins.filter((p) => p.id !== id);
  }

  /** Puts a pinned loadout back into the editor. */
  loadPin(id: number): void {
    const p = this.pins.find((x) => x.id === id);
    if (!p) return;
    this.editor = structuredClone(p.scenario);
    this.mode = p.mode;
    this.trials = p.trials;
    this.seed = p.seed;
  }
}
