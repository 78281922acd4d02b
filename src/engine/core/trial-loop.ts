import type { Die } from './die.ts';
import type { DetStep, Program, RollSpec, Step } from './program.ts';
import { drawRoll, rollTable } from './roll-table.ts';
import type { DiceSampler } from './sampler.ts';

/**
 * Runs `trials` attacks with dice from `sampler`, adding each observable's final value to the
 * flat histogram `into`.
 */
export type TrialLoop = (
  s: Int32Array,
  into: Float64Array,
  trials: number,
  sampler: DiceSampler,
) => void;

interface Parts {
  dets: DetStep['run'][];
  dice: Die[];
  body: string[];
}

/**
 * Inline code for one roll: DiceSampler.roll (same draws, same order) with the die's tables,
 * cap and target slots as constants; each lookup is a call of drawRoll, which the JIT inlines.
 */
function rollLine(spec: RollSpec, parts: Parts): string {
  const d = parts.dice.push(spec.die) - 1;
  const { pending: p, into } = spec;
  const { weights, packBits } = spec.die;
  const mask = (1 << packBits) - 1;
  const unpack = weights
    .map((_, k) => `s[${into + k}] = s[${into + k}] + ((acc >>> ${packBits * k}) & ${mask});`)
    .join(' ');
  return `n = s[${p}]; if (n !== 0) { s[${p}] = 0;
        while (n > 0) {
          m = n < ${rollTable(spec.die).cap} ? n : ${rollTable(spec.die).cap}; n -= m;
          acc = draw(col${d}, off${d}, shift${d}, m, rng);
          ${unpack}
        } }`;
}

/**
 * Builds the Monte Carlo trial loop of a program as straight-line code: each step becomes its
 * own call site, so every call is monomorphic and the JIT can inline the step functions (the
 * steps themselves are the same functions the exact executor runs). Where code generation is
 * not allowed (a strict Content-Security-Policy), an equivalent interpreted loop is used.
 */
export function buildTrialLoop(program: Program, offsets: readonly number[]): TrialLoop {
  const parts: Parts = { dets: [], dice: [], body: [] };
  const capture = program.monteCarlo?.captureAfter ?? -1;
  sampledSteps(program).forEach((step, i) => {
    if (step.kind === 'roll') for (const spec of step.dice) parts.body.push(rollLine(spec, parts));
    else if (step.canonical !== true) parts.body.push(`f${parts.dets.push(step.run) - 1}(s);`);
    if (i === capture) parts.body.push('finisher.capture(s);');
  });
  const finisher = program.monteCarlo?.finisher(program) ?? null;
  const record = finisher
    ? ['finisher.finish(s, into);']
    : program.observables.map((o, k) => {
        const at = `${offsets[k] ?? 0} + s[${o.slot}]`;
        return `a = ${at}; into[a] = into[a] + 1;`;
      });
  // The start state as constant stores: TypedArray.prototype.set is a builtin call that cost
  // about a tenth of a heavy-hitter trial; literal stores are a few cycles each.
  const reset = Array.from(program.init, (v, i) => `s[${i}] = ${v};`).join(' ');
  const names = [
    ...parts.dets.map((_, i) => `f${i}`),
    ...parts.dice.flatMap((_, i) => [`off${i}`, `shift${i}`, `col${i}`]),
  ];
  const source = `return function trials(s, into, count, sampler) {
    let n = 0; let m = 0; let a = 0; let acc = 0;
    const rng = sampler.rng;
    for (let t = 0; t < count; t++) {
      ${reset}
      ${parts.body.join('\n      ')}
      ${record.join('\n      ')}
    }
  };`;
  try {
    const make = new Function('draw', 'finisher', ...names, source) as (
      ...args: unknown[]
    ) => TrialLoop;
    const tables = parts.dice.flatMap((die) => {
      const t = rollTable(die);
      return [t.off, t.shift, t.columns];
    });
    return make(drawRoll, finisher, ...parts.dets, ...tables);
  } catch {
    return interpretedLoop(program, offsets);
  }
}

/** The trial loop without code generation: DiceSampler and the steps in a plain loop. */
export function interpretedLoop(program: Program, offsets: readonly number[]): TrialLoop {
  const steps = sampledSteps(program);
  const capture = program.monteCarlo?.captureAfter ?? -1;
  const finisher = program.monteCarlo?.finisher(program) ?? null;
  return (s, into, count, sampler) => {
    for (let t = 0; t < count; t++) {
      s.set(program.init);
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i] as Step;
        if (step.kind === 'det') {
          if (step.canonical !== true) step.run(s);
        } else
          for (const spec of step.dice) {
            const n = s[spec.pending] as number;
            if (n === 0) continue;
            s[spec.pending] = 0;
            sampler.roll(spec.die, n, s, spec.into);
          }
        if (i === capture) finisher?.capture(s);
      }
      if (finisher) finisher.finish(s, into);
      else
        program.observables.forEach((o, k) => {
          const at = (offsets[k] ?? 0) + (s[o.slot] as number);
          into[at] = (into[at] as number) + 1;
        });
    }
  };
}

/** The steps a trial samples: all of them, or those its Monte Carlo strategy names. */
function sampledSteps(program: Program): readonly Step[] {
  const mc = program.monteCarlo;
  return mc ? program.steps.slice(0, mc.sampled) : program.steps;
}
