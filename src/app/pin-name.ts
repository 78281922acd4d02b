import { truncate } from '../report/truncate.ts';
import { PIN_NAME_LIMIT } from '../lib/compare/entry-view.ts';
import { quote } from '../engine/index.ts';
import { jobKey, type CalcJob } from './calculator.svelte.ts';
import type { AppGame } from './games/app-game.ts';
import type { Pin } from './store.svelte.ts';

/** A pin's name cut to the longest the app keeps (links and the compare table alike). */
export const fitPinName = (name: string): string => truncate(name, PIN_NAME_LIMIT);

/**
 * A new pin's name: what the loadout is, in its game's terms (`game.pinName`); when another
 * pinned loadout already has that name, the fuller one (with the defender), then a number. The
 * very same loadout pinned again keeps the name: the compare table flags it as pinned twice.
 */
export function nameFor(
  game: AppGame<unknown>,
  scenario: unknown,
  job: CalcJob,
  pins: readonly Pin[],
): string {
  const key = jobKey(job);
  const taken = (name: string) => pins.some((p) => p.label === name && jobKey(p.job) !== key);
  const short = fitPinName(game.pinName(scenario, 'short'));
  if (!taken(short)) return short;
  const full = fitPinName(game.pinName(scenario, 'full'));
  if (!taken(full)) return full;
  for (let n = 2; ; n++) {
    const numbered = `${short.slice(0, PIN_NAME_LIMIT - 5)} (${n})`;
    if (!taken(numbered)) return numbered;
  }
}

/** "Pin 2" or 'Pin 2 ("Aim + Pierce")': how a message names the pin at index `i` of a link. */
export function pinReference(i: number, label: unknown): string {
  return typeof label === 'string' && label.trim() !== ''
    ? `Pin ${i + 1} (${quote(truncate(label, 40))})`
    : `Pin ${i + 1}`;
}
