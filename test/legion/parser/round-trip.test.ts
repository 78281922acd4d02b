import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../src/engine/core/validation.ts';
import { parseAnyScenario } from '../../../src/engine/games.ts';
import { serializeLegionScenario } from '../../../src/engine/legion/scenario.ts';
import type { Json } from './inputs.ts';
import { accepted } from './verdicts.ts';

// docs/scenario.md "Legion": unknown keys are errors, numbers are integers, every
// rejection is one `path: message` line naming the field (the line the CLI prints).
// parse ∘ serialize on the golden scenarios.

const GOLDEN = new URL('../../golden/', import.meta.url);

function goldenScenarios(dir: string): [string, unknown][] {
  const url = new URL(`${dir}/`, GOLDEN);
  return readdirSync(url)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const g = JSON.parse(readFileSync(new URL(f, url), 'utf8')) as { scenario: unknown };
      return [`${dir}/${f}`, g.scenario];
    });
}

describe('parse(serialize(s)) = s', () => {
  const all = [...goldenScenarios('legion'), ...goldenScenarios('legion-complete')];

  it('finds the golden scenarios', () => {
    expect(all.length).toBeGreaterThanOrEqual(14);
  });

  it.each(all)('%s', (_name, raw) => {
    const s = accepted(raw);
    // Parsing keeps every value the file gives.
    expect(s).toMatchObject(raw as Json);
    const text = serializeLegionScenario(s);
    const again = accepted(JSON.parse(text));
    expect(again).toStrictEqual(s);
    expect(serializeLegionScenario(again)).toBe(text);
    // The engine's serialize is the same canonical text.
    const any = parseAnyScenario(raw);
    if (!any.ok) throw new Error(describeError(any.error));
    expect(any.value.engine.serialize(any.value.scenario)).toBe(text);
  });
});
