import { ownEntry, type AttackResult } from '../engine/index.ts';
import type { CalcJob, Calculator } from './calculator.svelte.ts';
import { jobKey } from './calculator.svelte.ts';
import { AUTO_TRIALS, DEFAULT_SEED } from './defaults.ts';
import { Draft } from './draft.svelte.ts';
import type { AppGame } from './games/app-game.ts';
import { APP_GAMES, DEFAULT_GAME } from './games/registry.ts';
import { readScenario } from './read-scenario.ts';
import { nameFor, pinReference } from './pin-name.ts';
import { type LinkState, type LoadoutLink, type Mode } from './url-codec.ts';

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

/** The shown game's state as an undo step holds it (the draft as the editors had it). */
export interface Snapshot {
  readonly gameId: string;
  readonly value: unknown;
  readonly mode: Mode;
  readonly trials: number;
  readonly seed: number;
  readonly pins: readonly Pin[];
}

/**
 * The job for a scenario: exact when asked for and feasible, else a seeded simulation (the
 * automatic one stops at the game's margin when it has one).
 */
export function jobFor(
  game: AppGame<unknown>,
  s: unknown,
  mode: Mode,
  trials: number,
  seed: number,
): CalcJob {
  if (mode === 'mc') return { scenario: s, method: 'mc', trials, seed };
  if (game.exactFeasible(s)) return { scenario: s, method: 'exact', trials: 0, seed: 0 };
  const fallback = { scenario: s, method: 'mc', trials: AUTO_TRIALS, seed: DEFAULT_SEED } as const;
  // Slow trials (Imperial Assault's rerolls, a long sequence) stop at the game's margin.
  const epsilon = game.autoEpsilon(s);
  return epsilon === null ? fallback : { ...fallback, epsilon };
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
  /** Why the last link opened could not be, and what the page shows instead (null: it opened). */
  linkError = $state<string | null>(null);
  /** The pins the last link held that were left out, each with why (the rest of it opened). */
  linkSkipped = $state.raw<readonly string[]>([]);
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

  /** A link that could not be opened: says why, and what the page shows instead. */
  linkFailed(error: string, instead: string): void {
    this.linkError = `${error.replace(/\.$/, '')}.${instead ? ` ${instead}` : ''}`;
    this.linkSkipped = [];
  }

  /**
   * Restores a link's state: its game is shown with the link's loadout and pins; the other
   * games keep theirs. A bad loadout leaves everything as it was and says why (`instead`: what
   * the page shows then; `source`: what was opened, "the link" unless said); a bad pin is left
   * out, and `linkSkipped` says which and why, with the pins the decoder left out (`skipped`).
   */
  restore(
    state: LinkState,
    how: { skipped?: readonly string[]; instead?: string; source?: string } = {},
  ): boolean {
    const { skipped = [], instead = 'The loadout on screen is unchanged.' } = how;
    const main = readScenario(state.scenario);
    if (!main.ok) {
      const source = how.source ?? 'the link';
      this.linkFailed(`Could not open ${source}: its loadout is not valid (${main.e})`, instead);
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
    const left = [...skipped];
    state.pins.forEach((p, i) => {
      const r = readScenario(p.scenario);
      const name = pinReference(i, p.label);
      if (!r.ok) left.push(`${name} was left out: ${r.e.replace(/\.$/, '')}.`);
      else if (r.game.id !== id)
        left.push(
          `${name} was left out: it is a loadout for ${r.game.short}, and this link shows ${main.game.short}.`,
        );
      else this.addPin(r.game, r.s, p, p.label);
    });
    this.linkSkipped = left;
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
    const id = this.nextPinId++;
    const result = this.calc.cached(job) ?? null;
    const pin: Pin = {
      id,
      game: game.id,
      label: label ?? nameFor(game, scenario, job, pins),
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

  /** As on a first visit: every game's starter loadout, no pins, default settings. */
  startOverAll(): void {
    for (const d of Object.values(this.drafts)) d.reset();
    this.pinSets = {};
    this.mode = 'auto';
    this.trials = AUTO_TRIALS;
    this.seed = DEFAULT_SEED;
    this.linkError = null;
    this.linkSkipped = [];
  }

  /** The shown game's state, for undo. */
  snapshot(): Snapshot {
    return {
      gameId: this.gameId,
      value: $state.snapshot(this.draft.value),
      mode: this.mode,
      trials: this.trials,
      seed: this.seed,
      pins: this.pins,
    };
  }

  /**
   * Puts a snapshot back. A pin still pinned keeps its newest result (it may have come in since
   * the snapshot); one unpinned since is computed again if its result is not at hand.
   */
  resume(s: Snapshot): void {
    // A lookup made and dropped here: nothing renders from it.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const now = new Map((ownEntry(this.pinSets, s.gameId) ?? []).map((p) => [p.id, p]));
    this.gameId = s.gameId;
    this.draftOf(s.gameId).value = structuredClone(s.value);
    this.mode = s.mode;
    this.trials = s.trials;
    this.seed = s.seed;
    const pins = s.pins.map((p) => {
      const latest = now.get(p.id);
      const result = latest?.result ?? p.result ?? this.calc.cached(p.job) ?? null;
      return { ...p, result, error: latest?.error ?? p.error };
    });
    this.setPins(s.gameId, pins);
    for (const p of pins)
      if (!p.result && !p.error && !now.has(p.id))
        void this.calc
          .compute(p.job)
          .then((c) => this.updatePin(p.id, c.ok ? { result: c.result } : { error: c.error }));
  }
}
