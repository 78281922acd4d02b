import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import type { AttackResult, MatchupCell } from '../../src/engine/engines.ts';
import { DEFAULT_CONDITIONS } from '../../src/app/matchup-link.ts';
import {
  engineConditions,
  MatchupModel,
  plainWords,
  type MatchupPool,
} from '../../src/app/matchups.svelte.ts';
import type { BothWays } from '../../src/engine/index.ts';
import type { MatchupJob, MatchupOutcome, OnCell, TotalsJob } from '../../workers/pool.ts';
import type { WorkerReply } from '../../workers/sim-api.ts';

const result = (mean: number): AttackResult => ({
  v: 1,
  game: 'legion',
  method: 'exact',
  trials: null,
  seed: null,
  elapsedMs: 0,
  wounds: { pmf: [1 - mean / 2, mean / 2], mean, sd: 0, median: 0, atLeast: [1, mean / 2] },
});

/** A pool whose grids the test finishes by hand, cell by cell. */
class FakePool implements MatchupPool {
  readonly grids: {
    job: MatchupJob;
    onCell: OnCell;
    signal: AbortSignal | undefined;
    finish: (o: MatchupOutcome) => void;
  }[] = [];
  readonly totalsAsked: { job: TotalsJob; answer: (r: WorkerReply<BothWays>) => void }[] = [];
  matchup(job: MatchupJob, onCell: OnCell, signal?: AbortSignal): Promise<MatchupOutcome> {
    return new Promise((finish) => this.grids.push({ job, onCell, signal, finish }));
  }
  totals(job: TotalsJob): Promise<WorkerReply<BothWays>> {
    return new Promise((answer) => this.totalsAsked.push({ job, answer }));
  }
}

function model() {
  const pool = new FakePool();
  const frames: (() => void)[] = [];
  const m = new MatchupModel(
    () => pool,
    () => Promise.resolve(LEGION_CARDS),
    (f) => frames.push(f),
    0,
  );
  const flush = () => frames.splice(0).forEach((f) => f());
  return { m, pool, flush };
}

const side = (label: string) => ({ kind: 'side' as const, label, side: { unit: label } });
const ok = (mean: number): MatchupCell => ({ ok: true, result: result(mean) });

describe('the Matchups view’s grid', () => {
  it('streams cells in a frame at a time, each into its row', async () => {
    const { m, pool, flush } = model();
    m.add('rows', [side('Stormtroopers'), side('Snowtroopers')]);
    m.add('columns', [side('Rebel Troopers')]);
    m.start();
    expect(m.status).toBe('running');
    const grid = pool.grids[0];
    if (!grid) throw new Error('no grid started');
    expect(grid.job.attackers.map((s) => s.label)).toEqual(['Stormtroopers', 'Snowtroopers']);
    expect(grid.job.conditions).toEqual({
      attackType: 'ranged',
      edition: 'amg-2025',
      range: 3,
      cover: 'none',
      attackerTokens: {},
      defenderTokens: {},
    });
    grid.onCell(1, 0, ok(1.5));
    expect(m.grid[1]?.cells[0]).toBeNull(); // not before the frame
    flush();
    expect(m.grid[1]?.cells[0]).toMatchObject({ kind: 'done', n: { mean: 1.5 } });
    expect(m.grid[0]?.cells[0]).toBeNull();
    expect(m.done).toBe(1);
    grid.onCell(0, 0, {
      ok: false,
      error: 'attacker.unit: Director Orson Krennic has no ranged weapon that reaches range 3',
    });
    grid.finish({ status: 'done', cells: 2 });
    await Promise.resolve();
    await Promise.resolve();
    expect(m.status).toBe('done');
    expect(m.grid[0]?.cells[0]).toEqual({
      kind: 'error',
      message: 'Director Orson Krennic has no ranged weapon that reaches range 3',
    });
  });

  it('cancels the stale grid on an edit, and never shows its late cells', async () => {
    const { m, pool, flush } = model();
    m.add('rows', [side('Stormtroopers')]);
    m.add('columns', [side('Rebel Troopers')]);
    m.start();
    const stale = pool.grids[0];
    if (!stale) throw new Error('no grid started');
    m.conditions = { ...m.conditions, cover: 'heavy' };
    expect(m.stale).toBe(true);
    m.start();
    expect(stale.signal?.aborted).toBe(true);
    expect(m.stale).toBe(false);
    stale.onCell(0, 0, ok(9));
    flush();
    expect(m.grid[0]?.cells[0]).toBeNull();
    stale.finish({ status: 'cancelled' });
    await Promise.resolve();
    await Promise.resolve();
    expect(m.status).toBe('running');
    const fresh = pool.grids[1];
    expect(fresh?.job.conditions.cover).toBe('heavy');
    fresh?.onCell(0, 0, ok(0.5));
    flush();
    expect(m.grid[0]?.cells[0]).toMatchObject({ kind: 'done', n: { mean: 0.5 } });
  });

  it('expands a faction into its units once the cards are loaded', async () => {
    const { m } = model();
    m.add('rows', [{ kind: 'faction', faction: 'empire', rank: 'corps' }]);
    m.add('columns', [{ kind: 'faction', faction: 'all', rank: null }]);
    expect(m.attackers.sides).toHaveLength(0);
    await m.ensureCards();
    expect(m.attackers.sides.map((s) => s.label)).toContain('Stormtroopers');
    expect(
      m.attackers.sides.every((s) => {
        const u = LEGION_CARDS.units.find((c) => c.id === s.side['unit']);
        return u?.faction === 'empire' && u.rank === 'corps';
      }),
    ).toBe(true);
    expect(m.defenders.sides).toHaveLength(LEGION_CARDS.units.length);
    expect(m.total).toBe(m.attackers.sides.length * LEGION_CARDS.units.length);
    m.add('rows', [{ kind: 'faction', faction: 'hutts', rank: null }]);
    expect(m.attackers.problems[0]).toContain('no faction "hutts"');
  });

  it('opens a cell as the expanded scenario: the weapons chosen, every number filled', async () => {
    const { m } = model();
    await m.ensureCards();
    m.add('rows', [
      {
        kind: 'side',
        label: 'Stormtroopers + DLT-19',
        side: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      },
    ]);
    m.add('columns', [side('Rebel Troopers')]);
    m.conditions = { ...DEFAULT_CONDITIONS, cover: 'light', defenderTokens: { dodge: 1 } };
    const c = m.cellScenario(0, 0);
    if (!c.ok) throw new Error(c.error);
    const s = c.scenario as {
      range: number;
      attacker: { unit?: string; weapons: { name: string }[] };
      defender: { cover: string; tokens: { dodge: number }; minis: number };
    };
    expect(s.range).toBe(3);
    expect(s.attacker.unit).toBeUndefined();
    expect(s.attacker.weapons.map((w) => w.name)).toContain('DLT-19 Blaster Rifle');
    expect(s.defender).toMatchObject({ cover: 'light', tokens: { dodge: 1 }, minis: 4 });
  });
});

describe('the conditions the engine gets', () => {
  it('leaves out range and cover in melee, and tokens not held', () => {
    expect(
      engineConditions({
        ...DEFAULT_CONDITIONS,
        attackType: 'melee',
        cover: 'heavy',
        attackerTokens: { aim: 0, surge: 2 },
      }),
    ).toEqual({
      attackType: 'melee',
      edition: 'amg-2025',
      attackerTokens: { surge: 2 },
      defenderTokens: {},
    });
  });

  it('speaks plain words: no scenario field path', () => {
    expect(plainWords('defender.unit: no unit card named "Foo"')).toBe('No unit card named "Foo"');
    expect(plainWords('the simulation stopped')).toBe('The simulation stopped');
  });
});

describe('two lists that fight both ways', () => {
  const totals = (points: number): BothWays => ({
    attackers: { units: [], pointsRemoved: points, anyDefeated: 0.5 },
    defenders: { units: [], pointsRemoved: 1, anyDefeated: 0.1 },
  });

  it('asks the worker for the totals of two lists, and shows only the latest answer', async () => {
    const { m, pool } = model();
    m.add('rows', [side('Stormtroopers ×2'), side('Darth Vader')]);
    m.add('columns', [side('Rebel Troopers')]);
    m.start();
    expect(m.lists.state.status).toBe('running');
    expect(pool.totalsAsked[0]?.job.attackers.map((s) => s.label)).toEqual([
      'Stormtroopers ×2',
      'Darth Vader',
    ]);
    expect(pool.totalsAsked[0]?.job.conditions).toEqual(pool.grids[0]?.job.conditions);
    m.add('columns', [side('AT-RT')]);
    m.start();
    pool.totalsAsked[1]?.answer({ ok: true, value: totals(20) });
    pool.totalsAsked[0]?.answer({ ok: true, value: totals(10) });
    await Promise.resolve();
    await Promise.resolve();
    expect(m.lists.state).toEqual({ status: 'done', value: totals(20) });
  });

  it('a whole faction is no list: no totals', async () => {
    const { m, pool } = model();
    await m.ensureCards();
    m.add('rows', [side('Stormtroopers')]);
    m.add('columns', [{ kind: 'faction', faction: 'rebels', rank: 'corps' }]);
    m.start();
    expect(pool.totalsAsked).toHaveLength(0);
    expect(m.lists.state.status).toBe('none');
  });

  it('a worker’s refusal is said in a sentence', async () => {
    const { m, pool } = model();
    m.add('rows', [side('Stormtroopers')]);
    m.add('columns', [side('Rebel Troopers')]);
    m.start();
    pool.totalsAsked[0]?.answer({ ok: false, error: 'the worker stopped' });
    await Promise.resolve();
    await Promise.resolve();
    expect(m.lists.state).toEqual({
      status: 'failed',
      error: 'The lists’ totals could not be worked out: the worker stopped.',
    });
  });
});
