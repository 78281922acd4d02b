import {
  ArmyListError,
  expandPresets,
  factionSides,
  matchupScenario,
  parseArmyList,
  type ArmyList,
  type LegionCardData,
  type MatchupConditions,
  type MatchupSide,
} from '../engine/index.ts';
import { playerError } from '../lib/field-words.ts';
import type { MatchupJob, MatchupOutcome, OnCell } from '../../workers/pool.ts';
import { cellNumbers, type Cell, type MeasureId } from '../lib/matchup/measure.ts';
import type { SortOrder } from '../lib/matchup/grid-order.ts';
import {
  DEFAULT_CONDITIONS,
  type GridConditions,
  type MatchupSource,
  type MatchupState,
} from './matchup-link.ts';
import { areLists, ListsBothWays, type TotalsPool } from './matchups/lists-both-ways.svelte.ts';

/** What the grid and the lists' totals need of a worker pool (a fake in the unit tests). */
export interface MatchupPool extends TotalsPool {
  matchup(job: MatchupJob, onCell: OnCell, signal?: AbortSignal): Promise<MatchupOutcome>;
}

/** "Every faction" in a faction source: all the units of the card data. */
export const ALL_FACTIONS = 'all';
/**
 * Streamed cells go on screen at most this often: each redraw recolours and re-averages the
 * whole grid (31,684 cells for every unit against every unit), and ten a second are plenty to
 * watch, while the page's thread stays mostly free on a machine whose cores all compute.
 */
const FLUSH_EVERY_MS = 100;
/** At most this many rows and columns once factions are expanded (every unit is 178). */
export const MAX_SIDES = 200;

/** One attacker's cells: replaced as a whole, so a streamed cell redraws only its row. */
export class GridRow {
  cells = $state.raw<readonly Cell[]>([]);
  constructor(columns: number) {
    this.cells = Array.from({ length: columns }, () => null);
  }
}

export type GridStatus = 'empty' | 'loading' | 'running' | 'done' | 'cancelled' | 'failed';

/** A source's sides, or why it has none. */
export interface Expanded {
  readonly sides: readonly MatchupSide[];
  /** Which source each side came from (for removing it). */
  readonly from: readonly number[];
  readonly problems: readonly string[];
}

function expand(sources: readonly MatchupSource[], cards: LegionCardData | null): Expanded {
  const sides: MatchupSide[] = [];
  const from: number[] = [];
  const problems: string[] = [];
  sources.forEach((s, k) => {
    let got: MatchupSide[];
    if (s.kind === 'side') got = [{ label: s.label, side: s.side }];
    else if (!cards) got = [];
    else
      try {
        const factions = s.faction === ALL_FACTIONS ? factionsOf(cards) : [s.faction];
        got = factions.flatMap((f) => factionSides(cards, f, s.rank ?? undefined));
      } catch (e) {
        problems.push((e as Error).message);
        got = [];
      }
    for (const side of got) {
      if (sides.length >= MAX_SIDES) {
        problems.push(`at most ${MAX_SIDES} entries: the rest are left out`);
        return;
      }
      sides.push(side);
      from.push(k);
    }
  });
  return { sides, from, problems: problems.filter((p, k) => problems.indexOf(p) === k) };
}

/**
 * A refusal as a player reads it: odds' messages start with the scenario field they are about
 * ("attacker.unit: … has no ranged weapon that reaches range 3"); the grid names the pair itself.
 */
export function plainWords(error: string): string {
  const m = /^(?:attacker|defender)[\w.[\]]*: (.+)$/s.exec(error);
  const text = m?.[1] ?? error;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The card data's factions, sorted. */
export function factionsOf(cards: LegionCardData): string[] {
  const all = cards.units.map((u) => u.faction);
  return all.filter((f, k) => all.indexOf(f) === k).sort();
}

/** The conditions as the engine's matchup takes them: only what applies, only tokens held. */
export function engineConditions(c: GridConditions): MatchupConditions {
  const held = (t: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(t).filter(([, n]) => n > 0));
  const ranged = c.attackType === 'ranged';
  return {
    attackType: c.attackType,
    edition: c.edition,
    ...(ranged ? { range: c.range, cover: c.cover } : {}),
    attackerTokens: held(c.attackerTokens),
    defenderTokens: held(c.defenderTokens),
  };
}

/**
 * The Matchups view's state: the rows (attackers) and columns (defenders) as the
 * person chose them, the shared conditions, and the grid streaming in from the worker pool.
 * Any change to what the cells depend on cancels the grid being computed and starts anew.
 */
export class MatchupModel {
  rows = $state.raw<readonly MatchupSource[]>([]);
  columns = $state.raw<readonly MatchupSource[]>([]);
  conditions = $state.raw<GridConditions>(DEFAULT_CONDITIONS);
  measure = $state<MeasureId>('mean');
  rowSort = $state<SortOrder>('listed');
  columnSort = $state<SortOrder>('listed');
  cards = $state.raw<LegionCardData | null>(null);
  cardsError = $state<string | null>(null);

  grid = $state.raw<readonly GridRow[]>([]);
  done = $state(0);
  status = $state<GridStatus>('empty');
  error = $state<string | null>(null);
  /** When the grid started (ms, performance.now) and its first and last cell arrived. */
  timing = $state.raw<{ start: number; first: number | null; end: number | null } | null>(null);

  readonly attackers: Expanded = $derived(expand(this.rows, this.cards));
  readonly defenders: Expanded = $derived(expand(this.columns, this.cards));
  readonly total = $derived(this.attackers.sides.length * this.defenders.sides.length);
  /** What the cells depend on: equal keys, equal grids. */
  readonly key = $derived(
    JSON.stringify([this.attackers.sides, this.defenders.sides, this.conditions]),
  );
  /** With two lists, each list's total per round against the other. */
  readonly lists = new ListsBothWays();
  /** The grid on screen was computed for this key. */
  private gridKey = '';
  private abort: AbortController | null = null;
  private pool: MatchupPool | null = null;
  private pending: [number, number, Cell][] = [];
  private flushQueued = false;
  private lastFlush = -Infinity;
  private cardsLoad: Promise<LegionCardData | null> | null = null;

  constructor(
    private readonly makePool: () => MatchupPool,
    private readonly loadCards: () => Promise<LegionCardData> = () =>
      import('../engine/cards.ts').then((m) => m.LEGION_CARDS),
    private readonly frame: (f: () => void) => void = (f) => requestAnimationFrame(f),
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {}

  /** Loads the card data once (its own chunk: never in the first paint's bundle). */
  ensureCards(): Promise<LegionCardData | null> {
    this.cardsLoad ??= this.loadCards().then(
      (c) => (this.cards = c),
      (e: Error) => {
        this.cardsError = `The unit cards could not be loaded (${e.message}); reload to try again.`;
        this.cardsLoad = null;
        return null;
      },
    );
    return this.cardsLoad;
  }

  /** What a share link holds. */
  link(): MatchupState {
    return {
      rows: this.rows,
      columns: this.columns,
      conditions: this.conditions,
      measure: this.measure,
      rowSort: this.rowSort,
      columnSort: this.columnSort,
    };
  }

  restore(s: MatchupState): void {
    this.rows = s.rows;
    this.columns = s.columns;
    this.conditions = s.conditions;
    this.measure = s.measure;
    this.rowSort = s.rowSort;
    this.columnSort = s.columnSort;
  }

  add(axis: 'rows' | 'columns', sources: readonly MatchupSource[]): void {
    this[axis] = [...this[axis], ...sources];
  }

  remove(axis: 'rows' | 'columns', index: number): void {
    this[axis] = this[axis].filter((_, k) => k !== index);
  }

  /** A pasted list's units (throws ArmyListError for text that is no list). */
  readList(text: string): ArmyList {
    if (!this.cards) throw new ArmyListError('the unit cards are still loading; try again');
    return parseArmyList(text, this.cards);
  }

  /** Whether the grid on screen is stale (its inputs changed since it was started). */
  get stale(): boolean {
    return this.gridKey !== this.key;
  }

  /**
   * Computes the grid for the current rows, columns and conditions, cancelling the one being
   * computed. Cells stream in, a frame at a time.
   */
  start(): void {
    this.abort?.abort();
    this.abort = null;
    this.pending = [];
    const key = this.key;
    this.gridKey = key;
    const attackers = this.attackers.sides;
    const defenders = this.defenders.sides;
    this.grid = attackers.map(() => new GridRow(defenders.length));
    this.done = 0;
    this.error = null;
    this.timing = null;
    this.lists.clear();
    if (attackers.length === 0 || defenders.length === 0) {
      this.status = 'empty';
      return;
    }
    const abort = new AbortController();
    this.abort = abort;
    this.status = 'running';
    const start = performance.now();
    this.timing = { start, first: null, end: null };
    this.pool ??= this.makePool();
    const job: MatchupJob = { attackers, defenders, conditions: engineConditions(this.conditions) };
    if (areLists(this.rows, this.columns))
      this.lists.start(this.pool, attackers, defenders, job.conditions);
    const onCell: OnCell = (i, j, c) => {
      if (abort.signal.aborted) return;
      this.pending.push([
        i,
        j,
        c.ok
          ? { kind: 'done', n: cellNumbers(c.result) }
          : { kind: 'error', message: plainWords(c.error) },
      ]);
      if (!this.flushQueued) {
        this.flushQueued = true;
        const wait = this.lastFlush + this.flushEveryMs - performance.now();
        if (wait <= 0) this.frame(() => this.flush());
        else setTimeout(() => this.frame(() => this.flush()), wait);
      }
    };
    void this.pool
      .matchup(job, onCell, abort.signal)
      .catch((e: Error): MatchupOutcome => ({ status: 'error', error: e.message }))
      .then((o) => {
        if (this.abort !== abort) return;
        this.flush();
        this.abort = null;
        if (o.status === 'done') {
          this.status = 'done';
          if (this.timing) this.timing = { ...this.timing, end: performance.now() };
        } else if (o.status === 'cancelled') this.status = 'cancelled';
        else {
          this.status = 'failed';
          this.error = `The grid stopped: ${o.error}. The cells computed before it stopped are shown.`;
        }
      });
  }

  /** Stops the grid being computed; the cells already in stay. */
  cancel(): void {
    if (!this.abort) return;
    this.abort.abort();
    this.abort = null;
    this.flush();
    this.status = 'cancelled';
  }

  /** Puts the streamed cells on screen, one row replaced per row touched. */
  private flush(): void {
    this.flushQueued = false;
    this.lastFlush = performance.now();
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    // A plain Map: bookkeeping of one flush; the rows it fills are the reactive state.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const byRow = new Map<number, [number, Cell][]>();
    for (const [i, j, c] of batch) {
      const list = byRow.get(i);
      if (list) list.push([j, c]);
      else byRow.set(i, [[j, c]]);
    }
    for (const [i, list] of byRow) {
      const row = this.grid[i];
      if (!row) continue;
      const cells = row.cells.slice();
      for (const [j, c] of list) cells[j] = c;
      row.cells = cells;
    }
    this.done += batch.length;
    if (this.timing && this.timing.first === null)
      this.timing = { ...this.timing, first: performance.now() };
  }

  /**
   * The scenario of one cell, its unit presets expanded as the worker computed it (weapons
   * chosen, every number filled): the calculator shows it even without the card data.
   */
  cellScenario(
    i: number,
    j: number,
  ): { ok: true; scenario: unknown } | { ok: false; error: string } {
    const a = this.attackers.sides[i];
    const d = this.defenders.sides[j];
    if (!a || !d || !this.cards) return { ok: false, error: 'that cell is no longer in the grid' };
    const s = matchupScenario(a, d, engineConditions(this.conditions), this.cards);
    const x = expandPresets(s, this.cards);
    return x.ok ? { ok: true, scenario: x.value } : { ok: false, error: playerError(x.error) };
  }

  close(): void {
    this.abort?.abort();
    this.abort = null;
  }
}

/**
 * Workers for the grid: every core (at most 8). Unlike a streamed simulation, the page's work
 * per frame is small (the cells that arrived, one row each), and a grid of every unit against
 * every unit is thousands of attacks: every core computes.
 */
export function matchupPoolSize(): number {
  return Math.max(1, Math.min(8, navigator.hardwareConcurrency || 2));
}
