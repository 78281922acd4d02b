// worker_threads entry for Node: registers tsx's TypeScript loader in this thread, then loads
// the worker module (Node 20 workers do not inherit the parent's --import loaders).
import { setFlagsFromString } from 'node:v8';
import { register } from 'tsx/esm/api';

// The generated Monte Carlo trial loop (src/engine/core/trial-loop.ts) calls every attack step
// from one function; V8's default cap on code inlined into one function stops after the first
// few steps. Measured on corps-fire: 4.1 → 5.4 M attacks/s with the larger cap.
setFlagsFromString('--max-inlined-bytecode-size-cumulative=20000');
register();
await import('./sim.node-worker.ts');
