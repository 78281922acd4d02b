import type { LegionCardData } from '../data/card-data.ts';
import { matchupBatch } from '../matchup/matchup-batch.ts';
import { MatchupSolver, type MatchupCell } from '../matchup/matchup-solver.ts';
import { fieldJobs } from './field-report.ts';
import type { FieldPlan } from './field-spec.ts';

/**
 * The cells of a field test computed here, job by job (fieldJobs' order), each exactly the
 * cell's `odds` answer; the command line runs the same jobs on its worker pool instead.
 */
export function fieldCells(
  plan: FieldPlan,
  cards: LegionCardData,
  solver: MatchupSolver = new MatchupSolver(cards),
): MatchupCell[][] {
  return fieldJobs(plan).map(({ batch }) =>
    matchupBatch(
      {
        ...batch,
        cells: batch.attackers.flatMap((_, i) => batch.defenders.map((_, j) => [i, j] as const)),
      },
      cards,
      solver,
    ),
  );
}
