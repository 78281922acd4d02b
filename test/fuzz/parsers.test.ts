import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeError, type Parsed } from '../../src/engine/core/validation.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { parseIaScenario } from '../../src/engine/imperial-assault/scenario.ts';
import { parseLegionScenario } from '../../src/engine/legion/scenario.ts';
import { parseSwmScenario } from '../../src/engine/swm/scenario.ts';
import { hostileScenario, hostileValue, RAW_CONTROL } from './hostile.ts';

// Issue 18 "Fuzz": every scenario parser returns a scenario or one readable line, never throws,
// and never takes 2 s, whatever the input.

const PARSERS: Record<string, (input: unknown) => Parsed<unknown>> = {
  any: parseAnyScenario,
  legion: parseLegionScenario,
  'imperial-assault': parseIaScenario,
  swm: parseSwmScenario,
};

/** The longest error line a parser may give: a path, a message and a quoted input or two. */
const MAX_ERROR = 600;

function checkParse(parse: (input: unknown) => Parsed<unknown>, input: unknown, what: string) {
  const t0 = performance.now();
  const r = parse(input);
  expect(performance.now() - t0, `${what}: time`).toBeLessThan(2000);
  if (r.ok) return;
  const line = describeError(r.error);
  expect(line, what).not.toMatch(RAW_CONTROL);
  expect(line.length, what).toBeLessThanOrEqual(MAX_ERROR);
  expect(line.length, what).toBeGreaterThan(0);
}

describe('scenario parsers under hostile input', () => {
  for (const [name, parse] of Object.entries(PARSERS)) {
    it(`${name}: arbitrary values`, () => {
      fc.assert(
        fc.property(hostileValue, (v) => checkParse(parse, v, 'value')),
        { numRuns: 150 },
      );
    });

    it(`${name}: a valid scenario with one hostile value or key at any path`, () => {
      fc.assert(
        fc.property(hostileScenario, (h) => checkParse(parse, h.scenario, h.what)),
        { numRuns: 250 },
      );
    });
  }
});
