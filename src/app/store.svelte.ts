import { ownEntry, type AttackResult } from '../engine/index.ts';
import type { CalcJob, Calculator } from './calculator.svelte.ts';
import { jobKey } from './calculator.svelte.ts';
import { AUTO_TRIALS, DEFAULT_SEED } from './defaults.ts';
import { Draft } from './draft.svelte.ts';
import type { AppGame } from './games/app-game.ts';
import { APP_GAMES, DEFAULT_GAME } from './games/registry.ts';
import { readScenario } from './read-scenario.ts';
import type { LinkState, LoadoutLink, Mode } from './url-codec.ts';

export const MAX_PINS = 6;

/** A pinned loadout: a frozen scenario with its settings and (once computed) its result. */
export interface Pin {
  readonly id: number;
  /** The game the scenario belongs to: pins are kept per game. */
  readonly game: string;
  readonly label: string;
  /** Palette slot 1..6 (0 is the current loadout's), kept for the pin's life. */
  readonly color: number;
  readonly scenario: unknown;
  readonly mode: Mode;
  readonly trials: number;
  readonly seed: number;
  readonly job: CalcJob;
  readonly result: AttackResult | null;
  readonly error: string | null;
}

export const LINK_DEFAULTS = { trials: AUTO_TRIALS, seed: DEFAULT_SEED };

/** The job for a scenario: exact when asked for and feasible, else a seeded simulation. */
export function jobFor(
  game: AppGame<unknown>,
  s: unknown,
  mode: Mode,
  trials: number,
  seed: number,
): CalcJob {
  const simulate = mode === 'mc' || !game.exactFeasible(s);
  return simulate
    ? {
        scenario: s,
        method: 'mc',
        trials: mode === 'mc' ? trials : AUTO_TRIALS,
        seed: mode === 'mc' ? seed : DEFAULT_SEED,
      }
    : { scenario: s, method: 'exact', trials: 0, seed: 0 };
}

/**
 * The editors' state (one loadout per game, the shown game's in front), the pins (kept per
 * game: Legion wounds and Imperial Assault damage do not compare), and what is derived.
 */
export class AppStore {
  /** The games offered by the switcher. */
  readonly games = APP_GAMES;
  gameId = $state<string>(DEFAULT_GAME.id);
  mode = $state<Mode>('auto');
  trials = $state(AUTO_TRIALS);
  seed = $state(DEFAULT_SEED);
  linkError = $state<string | null>(null);
  private pinSets = $state.raw<Readonly<Record<string, readonly Pin[]>>>({});
  private nextPinId = 1;
  private readonly drafts: Readonly<Record<string, Draft<unknown>>> = Object.fromEntries(
    APP_GAMES.map((g) => [g.id, new Draft(g)]),
  );

  /** The shown game's loadout. */
  readonly draft: Draft<unknown> = $derived(this.draftOf(this.gameId));
  readonly game: AppGame<unknown> = $derived(this.draft.game);
  readonly parsed = $derived(this.draft.parsed);
  readonly inputError = $derived(this.draft.inputError);
  readonly job = $derived(
    this.parsed.ok ? jobFor(this.game, this.parsed.value, this.mode, this.trials, this.seed) : null,
  );
  readonly currentKey = $derived(this.job ? jobKey(this.job) : null);

  constructor(private readonly calc: Calculator) {}

  private draftOf(id: string): Draft<unknown> {
    const d = ownEntry(this.drafts, id) ?? ownEntry(this.drafts, DEFAULT_GAME.id);
    if (!d) throw new Error('the app has no Legion mode');
    return d;
  }

  /** The shown game's pins. */
  get pins(): readonly Pin[] {
    return ownEntry(this.pinSets, this.gameId) ?? [];
  }

  /** How many loadouts are pinned in each other game (kept for when the user switches back). */
  get otherPins(): { game: AppGame<unknown>; count: number }[] {
    return APP_GAMES.filter((g) => g.id !== this.gameId)
      .map((game) => ({ game, count: ownEntry(this.pinSets, game.id)?.length ?? 0 }))
      .filter((x) => x.count > 0);
  }

  private setPins(game: string, pins: readonly Pin[]): void {
    this.pinSets = { ...this.pinSets, [game]: pins };
  }

  /** Shows another game: its own loadout and pins, as they were left. */
  switchGame(id: string): void {
    if (ownEntry(this.drafts, id)) this.gameId = id;
  }

  /** What a share link holds: the shown game's loadout and pins. */
  link(): LinkState {
    const game = this.game;
    const one = (s: unknown, mode: Mode, trials: number, seed: number): LoadoutLink => ({
      scenario: game.sparse(s),
      mode,
      trials: mode === 'mc' ? trials : AUTO_TRIALS,
      seed: mode === 'mc' ? seed : DEFAULT_SEED,
    });
    const current = this.parsed.ok ? this.parsed.value : this.draft.effective;
    return {
      ...one(current, this.mode, this.trials, this.seed),
      pins: this.pins.map((p) => ({
        label: p.label,
        ...one(p.scenario, p.mode, p.trials, p.seed),
      })),
    };
  }

  /**
   * Restores a link's state: its game is shown with the link's loadout and pins; the other
   * games keep theirs. A bad scenario leaves everything as it was and says why.
   */
  restore(state: LinkState): boolean {
    const main = readScenario(state.scenario);
    if (!main.ok) {
      this.linkError = `The link's scenario is invalid: ${main.e}`;
      return false;
    }
    this.linkError = null;
    const id = main.game.id;
    this.gameId = id;
    this.draftOf(id).value = main.s;
    this.mode = state.mode;
    this.trials = state.trials;
    this.seed = state.seed;
    this.setPins(id, []);
    for (const p of state.pins) {
      const r = readScenario(p.scenario);
      if (r.ok && r.game.id === id) this.addPin(r.game, r.s, p, p.label);
    }
    return true;
  }

  /** Pins the current loadout (at most MAX_PINS per game). */
  pinCurrent(): void {
    if (!this.job || !this.parsed.ok) return;
    this.addPin(this.game, this.parsed.value, this, null);
  }

  private addPin(
    game: AppGame<unknown>,
    scenario: unknown,
    how: { mode: Mode; trials: number; seed: number },
    label: string | null,
  ): void {
    const { mode, trials, seed } = how;
    const job = jobFor(game, scenario, mode, trials, seed);
    const pins = ownEntry(this.pinSets, game.id) ?? [];
    if (pins.length >= MAX_PINS) return;
    const color = [1, 2, 3, 4, 5, 6].find((c) => !pins.some((p) => p.color === c)) ?? 1;
    const free =
      'ABCDEFGH'.split('').find((l) => !pins.some((p) => p.label === l)) ?? `#${this.nextPinId}`;
    const id = this.nextPinId++;
    const result = this.calc.cached(job) ?? null;
    const pin: Pin = {
      id,
      game: game.id,
      label: label ?? free,
      color,
      scenario,
      mode,
      trials,
      seed,
      job,
      result,
      error: null,
    };
    this.setPins(game.id, [...pins, pin]);
    // compute never rejects (a failed job resolves with its error), so nothing is lost here.
    if (!result)
      void this.calc
        .compute(job)
        .then((c) => this.updatePin(id, c.ok ? { result: c.result } : { error: c.error }));
  }

  updatePin(id: number, change: Partial<Pick<Pin, 'label' | 'result' | 'error'>>): void {
    for (const [game, pins] of Object.entries(this.pinSets))
      if (pins.some((p) => p.id === id))
        this.setPins(
          game,
          pins.map((p) => (p.id === id ? { ...p, ...change } : p)),
        );
  }

  unpin(id: number): void {
    this.setPins(
      this.gameId,
      this.pins.filter((p) => p.id !== id),
    );
  }

  /** Puts a pinned loadout back into its game's editor. */
  loadPin(id: number): void {
    const p = this.pins.find((x) => x.id === id);
    if (!p) return;
    this.draftOf(p.game).value = structuredClone(p.scenario);
    this.mode = p.mode;
    this.trials = p.trials;
    this.seed = p.seed;
  }

  /**
   * One game's loadouts as plain scenarios (sparse, as links hold them): the one in its editor
   * (when valid) and its pins. The Matchups view adds them as rows or columns.
   */
  loadoutsOf(gameId: string): { label: string; scenario: unknown }[] {
    const draft = this.draftOf(gameId);
    const game = draft.game;
    const current = draft.parsed.ok
      ? [{ label: 'Current loadout', scenario: game.sparse(draft.parsed.value) }]
      : [];
    const pins = (ownEntry(this.pinSets, gameId) ?? []).map((p) => ({
      label: `Pin ${p.label}`,
      scenario: game.sparse(p.scenario),
    }));
    return [...current, ...pins];
  }

  /**
   * Shows a scenario in its game's editors, computed exactly when feasible (a matchup cell
   * opened): the pins and the other games' loadouts stay. A bad scenario says why.
   */
  open(scenario: unknown): boolean {
    const main = readScenario(scenario);
    if (!main.ok) {
      this.linkError = `That cell cannot be opened in the calculator: ${main.e}`;
      return false;
    }
    this.linkError = null;
    this.gameId = main.game.id;
    this.draftOf(main.game.id).value = main.s;
    this.mode = 'auto';
    return true;
  }

  /** Back to the shown game's starter loadout, computed exactly when feasible. */
  startOver(): void {
    this.draft.reset();
    this.mode = 'auto';
  }
}
