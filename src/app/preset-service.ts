import { wrap, type Remote } from 'comlink';
import type { LegionCardData } from '../engine/index.ts';
import type { PresetService } from '../lib/picker/preset-service.ts';
import type { PresetApi } from '../../workers/preset-api.ts';

/**
 * The app's unit presets: the card data is a chunk of its own, imported on first use (never in
 * the first paint's bundle), and expansion runs in a worker of its own, started on first use
 * (choosing the best weapons runs the exact executor many times: it must not hold the page).
 */
export function createPresetService(storage: Storage | null = null): PresetService {
  let cards: Promise<LegionCardData> | null = null;
  let api: Remote<PresetApi> | null = null;
  let arrived: (d: LegionCardData) => void = () => {};
  const loaded = new Promise<LegionCardData>((resolve) => (arrived = resolve));
  return {
    cards() {
      cards ??= import('../engine/cards.ts').then((m) => {
        arrived(m.LEGION_CARDS);
        return m.LEGION_CARDS;
      });
      return cards;
    },
    loaded: () => loaded,
    storage,
    async expand(input) {
      api ??= wrap<PresetApi>(
        new Worker(new URL('../../workers/preset.worker.ts', import.meta.url), { type: 'module' }),
      );
      try {
        return await api.expand(input);
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
