/**
 * Two trees of this repository timed on the whole 178 × 178 grid in one process, range by
 * range, one after the other (the order swapped each round): a pair measured in the same minutes
 * on a shared machine. Each grid is one MatchupSolver's batch (what one worker runs) on this
 * thread, timed in CPU and wall time; the two trees' cells (elapsedMs aside) must be identical.
 *
 *   npx tsx bench/grid-pair.ts BEFORE_ROOT AFTER_ROOT [ROUNDS] [RANGE ...]
 *
 * e.g. `git archive <commit> | tar -x -C /tmp/before` (node_modules linked in) for BEFORE_ROOT
 * and `.` for AFTER_ROOT; ranges 1–5 by default. Exits 1 when a range's cells differ.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

interface Tree {
  readonly cards: unknown;
  readonly factionSides: (cards: unknown, faction: string) => unknown[];
  readonly matchupBatch: (batch: unknown, cards: unknown) => { ok: boolean; result?: object }[];
  readonly clear?: () => void;
}

async function tree(root: string): Promise<Tree> {
  const at = (p: string) => resolve(root, p);
  const cards = (await import(at('src/engine/cards.ts'))) as { LEGION_CARDS: unknown };
  const engine = (await import(at('src/engine/index.ts'))) as Omit<Tree, 'cards' | 'clear'>;
  const exact = (await import(at('src/engine/core/exact.ts'))) as {
    clearSharedFrontiers?: () => void;
  };
  return {
    cards: cards.LEGION_CARDS,
    factionSides: engine.factionSides,
    matchupBatch: engine.matchupBatch,
    ...(exact.clearSharedFrontiers ? { clear: exact.clearSharedFrontiers } : {}),
  };
}

const [beforeRoot, afterRoot, roundsArg, ...rangeArgs] = process.argv.slice(2);
if (!beforeRoot || !afterRoot) {
  console.error('usage: npx tsx bench/grid-pair.ts BEFORE_ROOT AFTER_ROOT [ROUNDS] [RANGE ...]');
  process.exit(2);
}
const ranges = rangeArgs.length > 0 ? rangeArgs.map(Number) : [1, 2, 3, 4, 5];
const rounds = Number(roundsArg ?? 1);
const trees = { before: await tree(beforeRoot), after: await tree(afterRoot) };
const cpuS = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const totals = { before: { cpu: 0, wall: 0 }, after: { cpu: 0, wall: 0 } };
let differ = false;
for (let round = 0; round < rounds; round++)
  for (const range of ranges) {
    const answers: Record<string, string> = {};
    const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const name of order) {
      const t = trees[name];
      t.clear?.(); // as a fresh worker starts
      const all = t.factionSides(t.cards, 'all');
      const cells = all.flatMap((_, i) => all.map((__, j) => [i, j] as const));
      const c0 = cpuS();
      const w0 = performance.now();
      const out = t.matchupBatch(
        { attackers: all, defenders: all, conditions: { range }, cells },
        t.cards,
      );
      const cpu = cpuS() - c0;
      const wall = (performance.now() - w0) / 1000;
      totals[name].cpu += cpu;
      totals[name].wall += wall;
      answers[name] = JSON.stringify(out.map((x) => (x.ok ? { ...x.result, elapsedMs: 0 } : x)));
      const ok = out.filter((x) => x.ok).length;
      console.log(
        `round ${round} range ${range} ${name}: CPU ${cpu.toFixed(2)} s, wall ${wall.toFixed(2)} s (${ok} answered), load ${load()}`,
      );
    }
    const same = answers['before'] === answers['after'];
    differ ||= !same;
    console.log(`range ${range}: ${same ? 'identical' : 'CELLS DIFFER'}`);
  }
const t = totals;
console.log(
  `total: before CPU ${t.before.cpu.toFixed(2)} s, wall ${t.before.wall.toFixed(2)} s; after CPU ${t.after.cpu.toFixed(2)} s, wall ${t.after.wall.toFixed(2)} s; after / before CPU ${(t.after.cpu / t.before.cpu).toFixed(2)}`,
);
process.exit(differ ? 1 : 0);
