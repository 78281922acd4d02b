import type { LegionCardData } from '../data/card-data.ts';
import { MatchupSolver, type MatchupCell } from './matchup-solver.ts';

/**
 * The answer `npm run odds` gives for a scenario: unit presets expanded (the
 * best weapon choice per miniature), exact when the game says it is quick, else seeded Monte
 * Carlo with odds' defaults, with points efficiency between presets; or the line odds refuses
 * it with. Computed afresh (a grid keeps a MatchupSolver instead). Never throws.
 */
export function matchupCell(scenario: unknown, cards: LegionCardData): MatchupCell {
  return new MatchupSolver(cards).cell(scenario);
}
