import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectiveScenario } from '../../src/app/games/legion/effective.ts';
import { sparseScenario } from '../../src/app/games/legion/sparse.ts';
import { decodeFragment, encodeFragment, type LinkState } from '../../src/app/url-codec.ts';
import { evaluateExact } from '../../src/engine/evaluate.ts';
import { parseAnyScenario } from '../../src/engine/games.ts';
import { parseLegionScenario, type LegionScenario } from '../../src/engine/legion/scenario.ts';

const DEFAULTS = { trials: 1_000_000, seed: 1 };

function golden(dir: string): { name: string; scenario: unknown }[] {
  const root = join(import.meta.dirname, '../golden', dir);
  return readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) => JSON.parse(readFileSync(join(root, f), 'utf8')) as { name: string; scenario: unknown },
    );
}
const GOLDEN = [...golden('legion'), ...golden('legion-complete')];

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

describe('share links', () => {
  it('round-trip the state, pins included, through the compressed fragment', () => {
    const state: LinkState = {
      scenario: { v: 1, game: 'legion', attacker: { dice: { red: 2 } } },
      mode: 'mc',
      trials: 10_000_000,
      seed: 42,
      pins: [
        {
          label: 'A',
          scenario: { v: 1, game: 'legion', attacker: { dice: { white: 3 } } },
          mode: 'auto',
          trials: 1_000_000,
          seed: 1,
        },
      ],
    };
    const fragment = encodeFragment(state, DEFAULTS);
    expect(fragment).toMatch(/^s1=[A-Za-z0-9+$-]+$/);
    expect(decodeFragment(`#${fragment}&theme=dark`, DEFAULTS)).toEqual({
      ok: true,
      state,
      theme: 'dark',
      skipped: [],
    });
  });

  it('accept a hand-written #json= link with mode, trials and seed', () => {
    const scenario = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };
    const d = decodeFragment(
      `#json=${encodeURIComponent(JSON.stringify(scenario))}&mode=mc&trials=5000&seed=9`,
      DEFAULTS,
    );
    expect(d).toEqual({
      ok: true,
      state: { scenario, mode: 'mc', trials: 5000, seed: 9, pins: [] },
      theme: null,
      skipped: [],
    });
  });

  it('say what is wrong with a bad link', () => {
    const bad = decodeFragment('#json=%7Bnot-json&mode=mc', DEFAULTS);
    expect(bad.ok).toBe(false);
    const trials = decodeFragment('#json=%7B%7D&trials=0', DEFAULTS);
    expect(trials).toMatchObject({ ok: false, error: expect.stringContaining('trials') });
    expect(decodeFragment('#s9=abc', DEFAULTS)).toMatchObject({ ok: false });
    expect(decodeFragment('', DEFAULTS)).toEqual({
      ok: true,
      state: null,
      theme: null,
      skipped: [],
    });
  });

  it.each(GOLDEN.map((g) => [g.name, g.scenario] as const))(
    'keeps %s exactly: sparse form parses back to the same scenario',
    (_name, input) => {
      const s = parse(input);
      expect(parse(sparseScenario(s))).toEqual(s);
    },
  );
});

describe('the effective scenario (hidden controls do not count)', () => {
  it.each(GOLDEN.map((g) => [g.name, g.scenario] as const))(
    'gives %s the same answer as the scenario itself',
    (_name, input) => {
      const s = parse(input);
      const e = parse(effectiveScenario(s));
      expect(meanOf(e)).toBeCloseTo(meanOf(s), 12);
    },
  );

  it('drops what cannot apply: cover and guardians in melee, surge tokens in FFG 1.0', () => {
    const s = parse({
      v: 1,
      game: 'legion',
      attackType: 'melee',
      edition: 'ffg-1.0',
      attacker: { dice: { red: 2 }, keywords: { sharpshooter: 1, ion: 2 } },
      defender: { cover: 'heavy', tokens: { shield: 2 } },
    });
    const e = effectiveScenario(s);
    expect(e.defender.cover).toBe('none');
    expect(e.defender.tokens.shield).toBe(0);
    expect(e.attacker.keywords.sharpshooter).toBe(0);
    expect(e.attacker.keywords.ion).toBe(0);
  });
});
