import type { GameEngine } from '../game-engine.ts';
import { compileSwm } from './compile.ts';
import { swmRules } from './game-rules.ts';
import type { SwmScenario } from './scenario.ts';

/** Star Wars Miniatures, as the registry sees it: its rules and its program. */
export const swmGame: GameEngine<SwmScenario> = { ...swmRules, compile: compileSwm };
