import { setFlagsFromString } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createSimApi, WORKER_FAULT_ENV } from './sim-api.ts';
import { TRIAL_LOOP_V8_FLAGS } from './v8-flags.ts';

// Before the first trial loop is compiled (v8-flags.ts says why).
setFlagsFromString(TRIAL_LOOP_V8_FLAGS);

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
