import { jobKey, type CalcJob } from './calculator.svelte.ts';
import { defaultPinName } from './pin-name.ts';
import { presetPinName } from './games/legion/preset-pin-name.ts';
import type { Pin } from './store.svelte.ts';
import { LABEL_LIMIT } from './url-codec.ts';

const cut = (name: string) =>
  name.length > LABEL_LIMIT ? `${name.slice(0, LABEL_LIMIT - 1)}…` : name;

/**
 * A new pin's name: its unit presets' when it has them ("Stormtroopers + DLT-19",
 * presetPinName), else what the loadout is (defaultPinName); when another pinned loadout already
 * has that name, the fuller one (with the defender), then a number. The very same loadout
 * pinned again keeps the name: the compare table flags it as pinned twice.
 */
export function nameFor(
  game: string,
  scenario: unknown,
  job: CalcJob,
  pins: readonly Pin[],
): string {
  const key = jobKey(job);
  const taken = (name: string) => pins.some((p) => p.label === name && jobKey(p.job) !== key);
  const preset = presetPinName(scenario);
  const short = cut(preset ?? defaultPinName(game, scenario));
  if (!taken(short)) return short;
  const full = cut(defaultPinName(game, scenario, 'full'));
  if (!taken(full)) return full;
  for (let n = 2; ; n++) {
    const numbered = `${short.slice(0, LABEL_LIMIT - 5)} (${n})`;
    if (!taken(numbered)) return numbered;
  }
}
