import { describe, expect, it } from 'vitest';
import { effectiveScenario } from '../../src/app/games/legion/effective.ts';
import { sparseScenario } from '../../src/app/games/legion/sparse.ts';
import { decodeFragment, encodeFragment, LINK_LIMIT } from '../../src/app/url-codec.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { expandPresets } from '../../src/engine/legion/presets/expand-presets.ts';
import { presetChanges } from '../../src/engine/legion/presets/preset-changes.ts';
import { parseLegionScenario, type LegionScenario } from '../../src/engine/legion/scenario.ts';

// Issue 12 item 3's share-link rule through the app's own link codec: a scenario resolved from
// presets travels with its numbers and its preset names, and keeps its answer.

const DEFAULTS = { trials: 1_000_000, seed: 1 };

function parse(input: unknown): LegionScenario {
  const r = parseLegionScenario(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}
const meanOf = (s: LegionScenario): number => {
  const any = parseAnyScenario(s);
  if (!any.ok) throw new Error(any.error.message);
  return (evaluateExact(any.value).wounds as { mean: number }).mean;
};

describe('a link to a scenario built from unit presets', () => {
  const e = expandPresets(
    {
      v: 1,
      game: 'legion',
      range: 3,
      attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      defender: { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
    },
    LEGION_CARDS,
  );
  if (!e.ok) throw new Error(e.error.message);
  const s = parse(e.value);

  it('round-trips through the compressed fragment with its weapons and preset records', () => {
    const fragment = encodeFragment(
      { scenario: sparseScenario(s), mode: 'auto', trials: 1_000_000, seed: 1, pins: [] },
      DEFAULTS,
    );
    expect(fragment.length).toBeLessThan(LINK_LIMIT);
    const d = decodeFragment(`#${fragment}`, DEFAULTS);
    if (!d.ok || !d.state) throw new Error('the link did not decode');
    const back = parse(d.state.scenario);
    expect(back).toEqual(s);
    expect(back.attacker.preset).toMatchObject({
      unit: 'Stormtroopers',
      upgrades: ['DLT-19 Stormtrooper'],
    });
    expect(back.defender.preset).toMatchObject({ unit: 'Rebel Troopers', points: 40 });
    expect(presetChanges(back, LEGION_CARDS)).toEqual([]);
  });

  it("gives the same answer in the app's effective form", () => {
    expect(meanOf(parse(effectiveScenario(s)))).toBeCloseTo(meanOf(s), 12);
  });
});
