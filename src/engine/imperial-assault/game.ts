import type { GameEngine } from '../game-engine.ts';
import { compileIa } from './compile.ts';
import { imperialAssaultRules } from './game-rules.ts';
import { memoBudgetFor } from './memo-budget.ts';
import type { IaScenario } from './scenario.ts';

/** Star Wars: Imperial Assault, as the registry sees it: its rules and its program. */
export const imperialAssaultGame: GameEngine<IaScenario> = {
  ...imperialAssaultRules,
  // The reroll search's memos stay within this thread's share of the run's budget.
  compile: (s, options) => compileIa(s, memoBudgetFor(options?.memoBytes)),
};
