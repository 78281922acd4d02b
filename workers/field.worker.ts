import { expose } from 'comlink';
import { createFieldApi } from './field-api.ts';

/** Browser Web Worker entry: the workbench's field tests, off the page's thread. */
expose(createFieldApi());
