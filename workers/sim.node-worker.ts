import { setFlagsFromString } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createSimApi, WORKER_FAULT_ENV } from './sim-api.ts';

// The generated Monte Carlo trial loop (src/engine/core/trial-loop.ts) calls every attack step
// from one function; V8's default cap on code inlined into one function stops after the first
// few steps. Measured on corps-fire: 4.1 → 5.4 M attacks/s with the larger cap. Set before the
// first trial loop is compiled.
setFlagsFromString('--max-inlined-bytecode-size-cumulative=20000');

/** Node worker_threads entry (the CLI and the pool tests), run as one bundle (node-worker-bundle.ts). */
if (!parentPort) throw new Error('sim.node-worker must run in a worker thread');
const api = createSimApi();
// Test hooks (test/cli/failure.test.ts, test/workers/liveness.test.ts): every chunk throws, or the
// thread exits, as a broken worker would. Read once at start-up: the trial loop never pays for it.
const fault = process.env[WORKER_FAULT_ENV];
if (fault === 'throw')
  api.simulate = () => {
    throw new Error('simulated worker fault');
  };
if (fault === 'exit') api.simulate = () => process.exit(70);
expose(api, nodeEndpoint(parentPort));
