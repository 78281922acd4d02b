// worker_threads entry for Node: registers tsx's TypeScript loader in this thread, then loads
// the worker module (Node 20 workers do not inherit the parent's --import loaders).
import { register } from 'tsx/esm/api';

register();
await import('./sim.node-worker.ts');
