import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import {
  factionSides,
  matchupCell,
  matchupScenario,
  type MatchupCell,
  type MatchupSide,
} from '../../src/engine/engines.ts';
import type { MatchupJob } from '../../workers/pool.ts';
import { poolOver, WorkerBank, withoutTime } from './helpers.ts';

// Issue 14 item 3: a grid streams from the pool's workers, each cell exactly the single
// scenario's answer; a new grid (or the caller's signal) cancels the stale one.

const bank = new WorkerBank(2);
beforeAll(() => bank.ready(), 90_000);
afterAll(() => bank.close());

const corps = (f: string) => factionSides(LEGION_CARDS, f, 'corps');
const GRID: MatchupJob = {
  attackers: corps('empire').slice(0, 4),
  defenders: [
    ...corps('rebels').slice(0, 3),
    { label: 'Aqua Droids (Unconcerned)', side: { unit: 'Aqua Droids' } },
  ],
  conditions: { range: 3, cover: 'light', defenderTokens: { dodge: 1 } },
};

/** The cell as it is computed on this thread, without its timing. */
function local(a: MatchupSide, d: MatchupSide, job: MatchupJob): unknown {
  const c = matchupCell(matchupScenario(a, d, job.conditions, LEGION_CARDS), LEGION_CARDS);
  return c.ok ? withoutTime(c.result) : c;
}

const plain = (c: MatchupCell): unknown => (c.ok ? withoutTime(c.result) : c);

describe('pool.matchup', () => {
  it('reports every cell once, each equal to the single scenario computed here', async () => {
    const { pool } = poolOver(bank, 2);
    const seen = new Map<string, unknown>();
    const outcome = await pool.matchup(GRID, (i, j, cell) => {
      expect(seen.has(`${i},${j}`)).toBe(false);
      seen.set(`${i},${j}`, plain(cell));
    });
    pool.close();
    expect(outcome).toEqual({ status: 'done', cells: 16 });
    expect(seen.size).toBe(16);
    GRID.attackers.forEach((a, i) =>
      GRID.defenders.forEach((d, j) => expect(seen.get(`${i},${j}`)).toEqual(local(a, d, GRID))),
    );
    expect([...seen.values()].filter((c) => (c as { ok?: boolean }).ok === false)).toEqual([]);
  }, 60_000);

  it('a defender with Unconcerned gets no cover from the shared conditions', () => {
    const aqua = GRID.defenders[3] as MatchupSide;
    const rebels = GRID.defenders[0] as MatchupSide;
    const a = GRID.attackers[0] as MatchupSide;
    const s = (d: MatchupSide) =>
      matchupScenario(a, d, GRID.conditions, LEGION_CARDS)['defender'] as Record<string, unknown>;
    expect(s(aqua)['cover']).toBeUndefined();
    expect(s(rebels)['cover']).toBe('light');
    // Without the card data the scenario says what it was given.
    expect(
      (matchupScenario(a, aqua, GRID.conditions)['defender'] as Record<string, unknown>)['cover'],
    ).toBe('light');
  });

  it('a cell odds would refuse carries its reason', async () => {
    const { pool } = poolOver(bank, 1);
    const cells: MatchupCell[] = [];
    await pool.matchup(
      {
        attackers: [{ label: 'Boba Fett', side: { unit: 'Boba Fett: Infamous Bounty Hunter' } }],
        defenders: [{ label: 'Rebel Troopers', side: { unit: 'Rebel Troopers' } }],
        conditions: { range: 3 },
      },
      (_, __, c) => cells.push(c),
    );
    pool.close();
    expect(cells).toEqual([
      {
        ok: false,
        error:
          'attacker.unit: Boba Fett: Infamous Bounty Hunter has no ranged weapon that reaches range 3',
      },
    ]);
  }, 60_000);

  it('a new grid cancels the stale one; an aborted signal cancels it too', async () => {
    const { pool } = poolOver(bank, 2);
    const big: MatchupJob = {
      attackers: factionSides(LEGION_CARDS, 'empire'),
      defenders: factionSides(LEGION_CARDS, 'rebels'),
      conditions: { range: 2 },
    };
    let staleCells = 0;
    const stale = pool.matchup(big, () => staleCells++);
    const fresh: string[] = [];
    const second = pool.matchup(GRID, (i, j) => fresh.push(`${i},${j}`));
    expect(await stale).toEqual({ status: 'cancelled' });
    const afterCancel = staleCells;
    expect(await second).toEqual({ status: 'done', cells: 16 });
    expect(staleCells).toBe(afterCancel);
    expect(afterCancel).toBeLessThan(big.attackers.length * big.defenders.length);

    const ctrl = new AbortController();
    let n = 0;
    const third = pool.matchup(
      big,
      () => {
        if (++n === 1) ctrl.abort();
      },
      ctrl.signal,
    );
    expect(await third).toEqual({ status: 'cancelled' });
    const atAbort = n;
    await new Promise((r) => setTimeout(r, 300));
    expect(n).toBe(atAbort);
    pool.close();
  }, 60_000);
});
