import { expose } from 'comlink';
import { createPresetApi } from './preset-api.ts';

/** Browser Web Worker entry: unit preset expansion, off the page's thread. */
expose(createPresetApi());
