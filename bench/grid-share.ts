/**
 * How much a grid gains from sharing what its cells share, measured in one run: rows of the card
 * data's units against every unit at range 3 computed by one MatchupSolver (matchupBatch, what
 * a worker runs) against a sample of the same cells each computed afresh (matchupCell of the
 * cell's scenario, the answer every cell must equal, with no exact frontier kept from another
 * cell), alternately, in this thread's CPU time.
 * The ratio is cells per CPU second of the shared path over the per-cell one; the sampled cells
 * must also be equal on the two paths.
 */
import { LEGION_CARDS } from '../src/engine/cards.ts';
import { clearSharedFrontiers } from '../src/engine/core/exact.ts';
import {
  factionSides,
  matchupBatch,
  matchupCell,
  matchupScenario,
  type MatchupCell,
  type MatchupConditions,
} from '../src/engine/engines.ts';

/** Every 22nd unit attacks every unit (8 × 178 cells, refused rows among them). */
const all = factionSides(LEGION_CARDS, 'all');
const ATTACKERS = all.filter((_, i) => i % 22 === 0);
const DEFENDERS = all;
const CONDITIONS: MatchupConditions = { range: 3 };
const CELLS = ATTACKERS.flatMap((_, i) => DEFENDERS.map((_, j) => [i, j] as const));
/** Every 7th cell: the per-cell path's sample. */
const SAMPLE = CELLS.filter((_, k) => k % 7 === 0);

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const shared = (): MatchupCell[] => {
  // Each round starts as a fresh worker would: no frontier kept from the round before.
  clearSharedFrontiers();
  return matchupBatch(
    { attackers: ATTACKERS, defenders: DEFENDERS, conditions: CONDITIONS, cells: CELLS },
    LEGION_CARDS,
  );
};

// Afresh: without even the exact frontiers an earlier cell's attacker left (core/exact.ts).
const perCell = (): MatchupCell[] =>
  SAMPLE.map(([i, j]) => {
    clearSharedFrontiers();
    return matchupCell(
      matchupScenario(ATTACKERS[i]!, DEFENDERS[j]!, CONDITIONS, LEGION_CARDS),
      LEGION_CARDS,
    );
  });

/** A cell's answer without its timing, for comparing the two paths. */
const answer = (c: MatchupCell): string =>
  JSON.stringify(c.ok ? { ...c.result, elapsedMs: undefined } : c);

export interface GridShare {
  /** Cells per CPU second (best round) of the shared path and of each cell afresh. */
  readonly shared: number;
  readonly perCell: number;
  /** Sampled cells that differ between the two paths (must be 0). */
  readonly differing: number;
}

export function gridShare(rounds = 3): GridShare {
  let sharedMs = Infinity;
  let perCellMs = Infinity;
  // One round untimed first: the JIT warms up in it, on both paths alike.
  const whole = shared();
  const differing = perCell().filter((c, k) => answer(c) !== answer(whole[7 * k]!)).length;
  for (let r = 0; r < rounds; r++) {
    let c0 = cpuMs();
    shared();
    sharedMs = Math.min(sharedMs, cpuMs() - c0);
    c0 = cpuMs();
    perCell();
    perCellMs = Math.min(perCellMs, cpuMs() - c0);
  }
  return {
    shared: CELLS.length / (sharedMs / 1000),
    perCell: SAMPLE.length / (perCellMs / 1000),
    differing,
  };
}

// `npx tsx bench/grid-share.ts`: the two rates and their ratio.
if (import.meta.url === `file://${process.argv[1]}`) {
  const g = gridShare();
  console.log(
    `shared ${g.shared.toFixed(0)} cells/s, each afresh ${g.perCell.toFixed(0)} cells/s (CPU): ${(g.shared / g.perCell).toFixed(2)}×, ${g.differing} differing`,
  );
}
