import { exactQuantities } from '../../../src/engine/core/run.ts';
import type { Program } from '../../../src/engine/core/program.ts';
import type { Summary } from '../../../src/engine/core/summary.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { parseLegionScenario, type LegionScenario } from '../../../src/engine/legion/scenario.ts';

/** A valid scenario parsed (a failure names the field, and shows the input). */
export function parse(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message} in ${JSON.stringify(input)}`);
  return r.value;
}

/** The compiled program of a scenario (input JSON or an already parsed one). */
export function compile(input: unknown): Program {
  const r = parseAnyScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message} in ${JSON.stringify(input)}`);
  return r.value.engine.compile(r.value.scenario);
}

/** Exact summaries of every quantity of a scenario. */
export function exact(input: unknown): Record<string, Summary> {
  return exactQuantities(compile(input));
}

/** Mean wounds dealt to the defender, exactly. */
export const meanWounds = (input: unknown): number => exact(input)['wounds']?.mean ?? NaN;

/** Slack for comparing exact means and probabilities (floating-point sums). */
export const SLACK = 1e-12;

/** Summaries by quantity name. */
export type Quantities = Record<string, Summary>;

/** A quantity's mean (wounds unless named). */
export const mean = (q: Quantities, name = 'wounds'): number => q[name]?.mean ?? NaN;

/** Names of the quantities whose PMFs differ by more than `eps` in some bucket. */
export function differences(a: Quantities, b: Quantities, eps = SLACK): string[] {
  const out: string[] = [];
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const pa = a[name]?.pmf ?? [];
    const pb = b[name]?.pmf ?? [];
    for (let k = 0; k < Math.max(pa.length, pb.length); k++)
      if (Math.abs((pa[k] ?? 0) - (pb[k] ?? 0)) > eps) {
        out.push(`${name}[${k}]: ${pa[k] ?? 0} vs ${pb[k] ?? 0}`);
        break;
      }
  }
  return out;
}
