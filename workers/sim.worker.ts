import { expose } from 'comlink';
import { createSimApi } from './sim-api.ts';

/** Browser Web Worker entry. */
expose(createSimApi());
