import type { GameEngine } from '../game-engine.ts';
import { compileLegion } from './compile.ts';
import { isSequence, legionRules, type LegionInput } from './game-rules.ts';
import { compileSequence } from './sequence-program.ts';

export type { LegionInput } from './game-rules.ts';

/** Star Wars: Legion, both editions, as the registry sees it: its rules and its program. */
export const legionGame: GameEngine<LegionInput> = {
  ...legionRules,
  compile: (s) => (isSequence(s) ? compileSequence(s) : compileLegion(s)),
};
