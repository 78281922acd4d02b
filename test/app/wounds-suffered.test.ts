import { describe, expect, it } from 'vitest';
import { legionApp } from '../../src/app/games/legion.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import type { Summary } from '../../src/engine/engines.ts';
import { expandPresets } from '../../src/engine/legion/presets/expand-presets.ts';
import { primary, rolled } from '../../src/lib/results/stats.ts';

// Against a unit of known health the app's headline is the wounds it suffers (overkill left
// out), named "wounds suffered (unit has 4)"; the per-100-points figure follows it.

function answer(scenario: unknown) {
  const e = expandPresets(scenario, LEGION_CARDS);
  if (!e.ok) throw new Error(e.error.message);
  const p = parseAnyScenario(e.value);
  if (!p.ok) throw new Error(p.error.message);
  const r = evaluateExact(p.value);
  return legionApp.withScenario?.(r, p.value.scenario as never) ?? r;
}

const VS_REBELS = {
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'], tokens: { aim: 1 } },
  defender: { unit: 'Rebel Troopers' },
};

describe('wounds suffered in the app', () => {
  it('is the headline against Rebel Troopers: never 5 or 6 wounds on a 4-wound unit', () => {
    const r = answer(VS_REBELS);
    const w = primary(r);
    expect(w).toBe(r['woundsSuffered']);
    expect(w.pmf.length).toBe(5);
    expect(rolled(r).pmf.length).toBeGreaterThan(5);
    const words = legionApp.suffered?.(r);
    expect(words?.title).toBe('Wounds suffered (unit has 4)');
    expect(words?.note).toMatch(
      /^Overkill left out: \d\.\d\d wounds rolled on average, 0\.\d\d of them beyond the unit's 4\.$/,
    );
  });

  it('gives the points per 100 from the wounds suffered', () => {
    const r = answer(VS_REBELS);
    const n = legionApp.keyNumbers(r).find((k) => k.label === 'Suffered / 100 pts');
    const points = legionApp.points?.(r) ?? NaN;
    expect(points).toBeGreaterThan(0);
    expect(n?.value).toBe((((r['woundsSuffered'] as Summary).mean * 100) / points).toFixed(2));
  });

  it('keeps wounds dealt when the unit is not known', () => {
    const r = answer({ v: 1, game: 'legion', attacker: { dice: { red: 6 } } });
    expect(primary(r)).toBe(r['wounds']);
    expect(legionApp.suffered?.(r) ?? null).toBeNull();
  });
});
