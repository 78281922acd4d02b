import { wrap, type Remote } from 'comlink';
import type { FieldApi } from '../../../workers/field-api.ts';

/** What the workbench needs of its worker (a fake in the component tests): FieldApi, awaited. */
export type FieldService = {
  [K in keyof FieldApi]: (
    ...args: Parameters<FieldApi[K]>
  ) => Promise<Awaited<ReturnType<FieldApi[K]>>>;
};
type Reply<K extends keyof FieldApi> = Promise<Awaited<ReturnType<FieldApi[K]>>>;

/**
 * The workbench's worker: its own, started on first use, holding the card data (never on the
 * page's thread). A worker that fails is dropped, and the next call starts a new one.
 */
export function createFieldService(): FieldService {
  let worker: Worker | null = null;
  let api: Remote<FieldApi> | null = null;
  const get = (): Remote<FieldApi> => {
    if (!api) {
      worker = new Worker(new URL('../../../workers/field.worker.ts', import.meta.url), {
        type: 'module',
      });
      api = wrap<FieldApi>(worker);
    }
    return api;
  };
  const guard = async <T>(call: (a: Remote<FieldApi>) => Promise<T>): Promise<T> => {
    try {
      return await call(get());
    } catch (e) {
      worker?.terminate();
      worker = null;
      api = null;
      throw e;
    }
  };
  return {
    units: () => guard((a) => a.units()),
    cardOf: (unit) => guard((a) => a.cardOf(unit)),
    start: (spec) => guard((a) => a.start(spec) as Reply<'start'>),
    startChange: (change) => guard((a) => a.startChange(change) as Reply<'startChange'>),
    step: (ms) => guard((a) => a.step(ms) as Reply<'step'>),
  };
}
