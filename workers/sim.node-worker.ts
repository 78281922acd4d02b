import { parentPort } from 'node:worker_threads';
import { expose, transfer } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createSimApi } from './sim-api.ts';

/** Node worker_threads entry (the CLI and the pool tests). */
if (!parentPort) throw new Error('sim.node-worker must run in a worker thread');
expose(createSimApi(transfer), nodeEndpoint(parentPort));
