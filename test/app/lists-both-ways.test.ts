import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { matchupBatch, type MatchupCell } from '../../src/engine/engines.ts';
import { MatchupModel } from '../../src/app/matchups.svelte.ts';
import { runMatrix } from '../../src/cli/matrix.ts';
import { createSimApi } from '../../workers/sim-api.ts';
import type { MatchupJob, OnCell } from '../../workers/pool.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The Matchups view's totals (computed by a worker's API) are `odds matrix --totals`' numbers.

const EMPIRE = JSON.stringify({
  armyFaction: 'empire',
  units: [
    { name: 'Stormtroopers', upgrades: [] },
    { name: 'Stormtroopers', upgrades: [] },
    { name: 'Darth Vader: Dark Lord of the Sith', upgrades: [] },
  ],
});
const REBELS = JSON.stringify({
  armyFaction: 'rebels',
  units: [
    { name: 'Rebel Troopers', upgrades: [] },
    { name: 'AT-RT', upgrades: [] },
  ],
});

describe('the Matchups view’s lists both ways', () => {
  it('equal odds matrix --totals for the same two lists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'holotable-totals-'));
    try {
      writeFileSync(join(dir, 'empire.json'), EMPIRE);
      writeFileSync(join(dir, 'rebels.json'), REBELS);
      // The CLI's pool, answered here: each cell exactly what a worker's batch answers.
      const cli = {
        async matchup(job: MatchupJob, onCell: OnCell) {
          const cells =
            job.cells ??
            job.attackers.flatMap((_, i) => job.defenders.map((__, j) => [i, j] as const));
          matchupBatch({ ...job, cells }, LEGION_CARDS).forEach((c: MatchupCell, k) =>
            onCell(cells[k]![0], cells[k]![1], c),
          );
        },
      };
      const out: string[] = [];
      const r = await runMatrix(
        {
          attackers: join(dir, 'empire.json'),
          defenders: join(dir, 'rebels.json'),
          conditions: { range: 3 },
          format: 'json',
          workers: 1,
          totals: true,
        },
        cli,
        { out: (t) => out.push(t), err: () => {} },
      );
      expect(r).toEqual({ ok: true });
      const api = createSimApi();
      const m = new MatchupModel(
        () => ({ matchup: () => new Promise(() => {}), totals: (l) => api.totals(l) }),
        () => Promise.resolve(LEGION_CARDS),
        () => {},
        0,
      );
      await m.ensureCards();
      const side = (s: { label: string; side: Record<string, unknown> }) => ({
        kind: 'side' as const,
        label: s.label,
        side: s.side,
      });
      m.add('rows', m.readList(EMPIRE).sides.map(side));
      m.add('columns', m.readList(REBELS).sides.map(side));
      m.start();
      await expect.poll(() => m.lists.state.status).toBe('done');
      const app = m.lists.state.status === 'done' ? m.lists.state.value : null;
      expect(app?.attackers.units.map((u) => [u.label, u.count, u.attack])).toEqual([
        ['Stormtroopers ×2', 2, 'grid'],
        ['Darth Vader: Dark Lord of the Sith', 1, 'melee'],
      ]);
      expect(JSON.parse(JSON.stringify(app))).toEqual(JSON.parse(out.join('')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
