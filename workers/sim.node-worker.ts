import { setFlagsFromString } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createSimApi } from './sim-api.ts';

// The generated Monte Carlo trial loop (src/engine/core/trial-loop.ts) calls every attack step
// from one function; V8's default cap on code inlined into one function stops after the first
// few steps. Measured on corps-fire: 4.1 → 5.4 M attacks/s with the larger cap. Set before the
// first trial loop is compiled.
setFlagsFromString('--max-inlined-bytecode-size-cumulative=20000');

/** Node worker_threads entry (the CLI and the pool tests), run as one bundle (node-worker-bundle.ts). */
if (!parentPort) throw new Error('sim.node-worker must run in a worker thread');
expose(createSimApi(), nodeEndpoint(parentPort));
