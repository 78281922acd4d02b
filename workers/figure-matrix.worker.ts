import { expose } from 'comlink';
import { createFigureMatrixApi } from './figure-matrix-api.ts';

/** Browser Web Worker entry: Imperial Assault figure grids, off the page's thread. */
expose(createFigureMatrixApi());
