// The engine with every game's executors, a second entry point beside index.ts: the workers and
// the CLI import it; the page never does (each game's search and simulation would join its first
// screen), and loads one game's engine when it needs one (loadEngine).

export * from './index.ts';
export { gameEngine, GAMES, parseAnyScenario, type AnyScenario } from './games.ts';
export { fieldCells } from './legion/field/field-cells.ts';
export { matchupCell } from './legion/matchup/matchup-cell.ts';
export { matchupBatch, type MatchupBatch } from './legion/matchup/matchup-batch.ts';
export {
  MATCHUP_MONTE_CARLO,
  MatchupSolver,
  type MatchupCell,
} from './legion/matchup/matchup-solver.ts';
export {
  figureList,
  figureMatchupCell,
  figureMatchupScenario,
  type FigureList,
  type FigureMatchupCell,
} from './imperial-assault/figures/figure-matchups.ts';
export { legionGame } from './legion/game.ts';
export { imperialAssaultGame } from './imperial-assault/game.ts';
export { swmGame } from './swm/game.ts';
