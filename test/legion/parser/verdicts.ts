import { describeError, type Parsed } from '../../../src/engine/core/validation.ts';
import { parseLegionScenario, type LegionScenario } from '../../../src/engine/legion/scenario.ts';

/** The one line a rejected scenario gives; fails the test when it is accepted. */
export function rejection(
  input: unknown,
  parse: (input: unknown) => Parsed<unknown> = parseLegionScenario,
): string {
  const r = parse(input);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return describeError(r.error);
}

/** The parsed scenario; fails the test when it is rejected. */
export function accepted(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(describeError(r.error));
  return r.value;
}

/** The message of a value outside `values` (the schema's own list, so new policies fit). */
export function notOneOf(values: readonly string[], got: string): string {
  return `expected ${values.map((v) => JSON.stringify(v)).join(' | ')}, got ${JSON.stringify(got)}`;
}

/** The message for a field that exists only in amg-2025. */
export const FFG_ONLY = 'does not exist in the ffg-1.0 rules (edition "ffg-1.0")';
