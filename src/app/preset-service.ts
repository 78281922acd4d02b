import { wrap, type Remote } from 'comlink';
import type { PresetService } from '../lib/picker/preset-service.ts';
import type { UnitEntry } from '../lib/picker/unit-search.ts';
import type { PresetApi } from '../../workers/preset-api.ts';

/**
 * The app's unit presets: the card data lives in a worker of its own, started on first use, and
 * is never evaluated on the page's thread (it held the page for a tenth of a second and more);
 * expansion runs there too (choosing the best weapons runs the exact executor many times).
 */
export function createPresetService(storage: Storage | null = null): PresetService {
  let api: Remote<PresetApi> | null = null;
  return presetServiceOver(
    () =>
      (api ??= wrap<PresetApi>(
        new Worker(new URL('../../workers/preset.worker.ts', import.meta.url), { type: 'module' }),
      )),
    storage,
  );
}

/** A preset service asking `api` (the worker's, or in process for tests). */
export function presetServiceOver(
  api: () => PresetApi | Remote<PresetApi>,
  storage: Storage | null = null,
): PresetService {
  let entries: Promise<readonly UnitEntry[]> | null = null;
  let arrived: (e: readonly UnitEntry[]) => void = () => {};
  const loaded = new Promise<readonly UnitEntry[]>((resolve) => (arrived = resolve));
  return {
    entries() {
      entries ??= api()
        .entries()
        .then((e) => {
          arrived(e);
          return e;
        });
      return entries;
    },
    loaded: () => loaded,
    cardsFor: (units, upgrades, bars = []) => api().cardsFor([...units], [...upgrades], [...bars]),
    storage,
    async expand(input) {
      try {
        return await api().expand(input);
      } catch (e) {
        return {
          ok: false,
          error: {
            path: 'unit',
            message: `the unit could not be set up (${(e as Error).message})`,
          },
        };
      }
    },
  };
}
