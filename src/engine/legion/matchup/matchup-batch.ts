import type { LegionCardData } from '../data/card-data.ts';
import { matchupScenario, type MatchupConditions, type MatchupSide } from './matchup-scenario.ts';
import { MatchupSolver, type MatchupCell } from './matchup-solver.ts';

/** Cells of a grid to compute together: the grid's sides and conditions, and which cells. */
export interface MatchupBatch {
  readonly attackers: readonly MatchupSide[];
  readonly defenders: readonly MatchupSide[];
  readonly conditions: MatchupConditions;
  /** [attacker index, defender index] of each cell. */
  readonly cells: readonly (readonly [number, number])[];
}

/**
 * The answers of a batch of cells (what a worker runs), in the batch's order: each exactly
 * matchupCell of the cell's matchupScenario. `solver` carries what earlier
 * batches computed (a worker keeps one); without it the batch starts afresh.
 */
export function matchupBatch(
  batch: MatchupBatch,
  cards: LegionCardData,
  solver: MatchupSolver = new MatchupSolver(cards),
): MatchupCell[] {
  return batch.cells.map(([i, j]) => {
    const a = batch.attackers[i];
    const d = batch.defenders[j];
    if (!a || !d) return { ok: false, error: `no cell ${i}, ${j} in this grid` };
    return solver.cell(matchupScenario(a, d, batch.conditions, cards));
  });
}
