import {
  describeError,
  expandFigures,
  namesFigure,
  namesPreset,
  type Parsed,
} from '../engine/index.ts';
import { loadFigures } from '../lib/editors/imperial-assault/figure-service.ts';
import { pinReference } from './pin-name.ts';
import type { LinkState } from './url-codec.ts';

/** Expands a scenario's unit presets (the app's preset worker, with the card data). */
export type ExpandPresets = (input: unknown) => Promise<Parsed<unknown>>;

const namesCards = (s: unknown): boolean => namesPreset(s) || namesFigure(s);

/**
 * Whether a link's loadout or any pin names a Legion unit preset (`unit`, `upgrades`) or an
 * Imperial Assault figure (`figure`), as odds reads them.
 */
export function linkNamesPresets(state: LinkState): boolean {
  return namesCards(state.scenario) || state.pins.some((p) => namesCards(p.scenario));
}

/** A figure is a copy of its card's numbers, so it needs the figures' chunk, not a worker. */
const expandOne = (s: unknown, expand: ExpandPresets): Promise<Parsed<unknown>> =>
  namesFigure(s) ? loadFigures().then((data) => expandFigures(s, data)) : expand(s);

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
  const main = await expandOne(state.scenario, expand);
  if (!main.ok) return { ok: false, error: describeError(main.error) };
  const skipped: string[] = [];
  const pins: LinkState['pins'][number][] = [];
  for (const [i, p] of state.pins.entries()) {
    const x = await expandOne(p.scenario, expand);
    if (x.ok) pins.push({ ...p, scenario: x.value });
    else
      skipped.push(
        `${pinReference(i, p.label)} was left out: ${describeError(x.error).replace(/\.$/, '')}.`,
      );
  }
  return { ok: true, state: { ...state, scenario: main.value, pins }, skipped };
}
