import { expose } from 'comlink';
import { holdLifeLock } from './life-lock.ts';
import { createSimApi } from './sim-api.ts';

/** Browser Web Worker entry. */
holdLifeLock(self.name, (m) => self.postMessage(m));
expose(createSimApi());
