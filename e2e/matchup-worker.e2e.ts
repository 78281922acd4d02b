import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LEGION_CARDS } from '../src/engine/cards.ts';
import {
  factionSides,
  matchupCell,
  matchupScenario,
  type MatchupBatch,
  type MatchupCell,
} from '../src/engine/engines.ts';
import { useBuiltApp } from './harness.ts';

// Issue 14 item 3 in a real browser: the built simulation Web Worker answers a batch of matchup
// cells (loading the card data chunk on its own), each equal to the single scenario computed in
// Node. The app's grid drives it through WorkerPool.matchup (comlink); here the comlink call is
// posted by hand, so the test needs no page of its own.

const app = useBuiltApp();

const worker = readdirSync(new URL('../dist/assets/', import.meta.url)).find((f) =>
  /^sim\.worker-.*\.js$/.test(f),
);

/**
 * Equal but for the last bits of a float: Chromium's V8 and Node's are different versions, and
 * their Math functions may round differently (same code, e.g. 0.4722222222222224 vs …223).
 */
function expectSame(got: unknown, want: unknown, path = ''): void {
  if (typeof want === 'number' && typeof got === 'number')
    return void expect(Math.abs(got - want), path).toBeLessThanOrEqual(
      1e-12 * Math.max(1, Math.abs(want)),
    );
  if (typeof want !== 'object' || want === null) return void expect(got, path).toEqual(want);
  expect(Object.keys(got as object).sort(), path).toEqual(Object.keys(want).sort());
  for (const [k, v] of Object.entries(want))
    expectSame((got as Record<string, unknown>)[k], v, `${path}.${k}`);
}

const noTime = (c: MatchupCell): unknown => {
  if (!c.ok) return c;
  const { elapsedMs, ...rest } = c.result;
  void elapsedMs;
  return rest;
};

it('the built worker computes a batch of cells, each the single scenario', async () => {
  expect(worker).toBeDefined();
  const corps = (f: string) => factionSides(LEGION_CARDS, f, 'corps').slice(0, 3);
  const batch: MatchupBatch = {
    attackers: corps('empire'),
    defenders: [...corps('rebels'), { label: 'Darth Vader', side: { unit: 'at' } }],
    conditions: { range: 3, cover: 'light' },
    cells: [0, 1, 2].flatMap((i) => [0, 1, 2, 3].map((j) => [i, j] as const)),
  };
  await app.b.page.goto(app.url);
  const reply = await app.b.page.evaluate(
    async ({ url, batch }) => {
      const w = new Worker(url, { type: 'module' });
      const t0 = performance.now();
      // comlink's wire format: APPLY the exposed object's `matchup` to one raw argument.
      const answer = new Promise<unknown>((resolve) =>
        w.addEventListener('message', (e: MessageEvent) => resolve(e.data)),
      );
      w.postMessage({
        id: 'matchup-1',
        type: 'APPLY',
        path: ['matchup'],
        argumentList: [{ type: 'RAW', value: batch }],
      });
      const data = (await answer) as { value: unknown };
      const ms = performance.now() - t0;
      w.terminate();
      return { value: data.value, ms };
    },
    { url: `${app.url}assets/${worker}`, batch },
  );
  const r = reply.value as { ok: boolean; value: MatchupCell[] };
  expect(r.ok).toBe(true);
  expect(r.value).toHaveLength(12);
  r.value.forEach((cell, k) => {
    const [i, j] = batch.cells[k] as readonly [number, number];
    const want = matchupCell(
      matchupScenario(
        batch.attackers[i] as MatchupBatch['attackers'][number],
        batch.defenders[j] as MatchupBatch['defenders'][number],
        batch.conditions,
        LEGION_CARDS,
      ),
      LEGION_CARDS,
    );
    expectSame(noTime(cell), noTime(want), `cell ${i},${j}`);
  });
  // A cold worker, card data included (for the record, not a limit).
  console.log(`first batch of 12 cells in a fresh worker: ${reply.ms.toFixed(0)} ms`);
}, 60_000);
