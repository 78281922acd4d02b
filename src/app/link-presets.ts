import { describeError, namesPreset, type Parsed } from '../engine/index.ts';
import { pinReference } from './pin-name.ts';
import type { LinkState } from './url-codec.ts';

/** Expands a scenario's unit presets (the app's preset worker, with the card data). */
export type ExpandPresets = (input: unknown) => Promise<Parsed<unknown>>;

/** Whether a link's loadout or any pin names a unit preset (`unit`, `upgrades`), as odds reads. */
export function linkNamesPresets(state: LinkState): boolean {
  return namesPreset(state.scenario) || state.pins.some((p) => namesPreset(p.scenario));
}

export type ExpandedLink =
  { ok: true; state: LinkState; skipped: readonly string[] } | { ok: false; error: string };

/**
 * A link's state with its presets expanded as `npm run odds` expands a file's, so the app opens
 * what the CLI runs. A loadout that cannot be set up says why; a pin that cannot is left out,
 * with why.
 */
export async function expandLinkPresets(
  state: LinkState,
  expand: ExpandPresets,
): Promise<ExpandedLink> {
  const main = await expand(state.scenario);
  if (!main.ok) return { ok: false, error: describeError(main.error) };
  const skipped: string[] = [];
  const pins: LinkState['pins'][number][] = [];
  for (const [i, p] of state.pins.entries()) {
    const x = await expand(p.scenario);
    if (x.ok) pins.push({ ...p, scenario: x.value });
    else
      skipped.push(
        `${pinReference(i, p.label)} was left out: ${describeError(x.error).replace(/\.$/, '')}.`,
      );
  }
  return { ok: true, state: { ...state, scenario: main.value, pins }, skipped };
}
