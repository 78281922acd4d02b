/**
 * The V8 flag every thread that runs the Monte Carlo trial loop sets before the loop is first
 * compiled (workers/sim.node-worker.ts; bench/run.ts and bench/check.ts, so the in-process
 * baseline runs under the same JIT settings). The generated trial loop
 * (src/engine/core/trial-loop.ts) calls every attack step from one function, and V8's default cap
 * on bytecode inlined into one function stops after the first few steps. Measured on
 * corps-fire: 4.1 → 5.4 M attacks/s with the larger cap. Browsers take no flags: there the
 * default cap applies. See ARCHITECTURE.md, "Performance notes".
 */
export const TRIAL_LOOP_V8_FLAGS = '--max-inlined-bytecode-size-cumulative=20000';
