import { parseAnyRules } from '../engine/index.ts';
import { playerError } from '../lib/field-words.ts';
import type { AppGame } from './games/app-game.ts';
import { appGame } from './games/registry.ts';

export type ReadScenario =
  { ok: true; game: AppGame<unknown>; s: unknown } | { ok: false; e: string };

/**
 * Validates a scenario from a link (any game with a mode here), for the main loadout and each
 * pin alike; the error names the field. Never throws, whatever the link holds.
 */
export function readScenario(input: unknown): ReadScenario {
  const any = parseAnyRules(input);
  if (!any.ok) return { ok: false, e: playerError(any.error) };
  const game = appGame(any.value.rules.id);
  if (!game) return { ok: false, e: `Game: the app has no "${any.value.rules.id}" mode` };
  return { ok: true, game, s: any.value.scenario };
}
