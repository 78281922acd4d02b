import { describe, expect, it } from 'vitest';
import { rollOutcomes } from '../../../src/engine/core/multinomial.ts';
import { adviseReroll, type Advice } from '../../../src/engine/legion/advise.ts';
import { ATTACK_DICE } from '../../../src/engine/legion/dice.ts';
import { odds } from '../../cli/odds-process.ts';

// "What do I reroll?": every choice for the next reroll, valued for the objective, best first.

const VS_ARMOR = {
  v: 1,
  game: 'legion',
  attacker: { dice: { red: 3 }, tokens: { aim: 2 } },
  defender: {
    die: 'red',
    surge: 'block',
    unitType: 'ground-vehicle',
    courage: null,
    keywords: { armor: 2 },
  },
};

function advise(input: unknown): Advice {
  const r = adviseReroll(input);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

describe('adviseReroll', () => {
  it('lists every distinct choice, best first: vs Armor 2 reroll a hit and the surge', () => {
    const a = advise({ ...VS_ARMOR, rolled: { red: { hit: 2, surge: 1 } } });
    expect(a.token).toBe('aim');
    expect(a.best).toEqual(a.options[0]);
    expect(a.best.reroll).toEqual({ red: { hit: 1, surge: 1 } });
    // Keep, 1 hit, 2 hits, 1 surge, 1 hit + 1 surge, 2 hits + surge is 3 dice: not with 1 Aim.
    expect(a.options.map((o) => JSON.stringify(o.reroll)).sort()).toEqual(
      [
        '{}',
        '{"red":{"hit":1}}',
        '{"red":{"hit":2}}',
        '{"red":{"surge":1}}',
        '{"red":{"hit":1,"surge":1}}',
      ].sort(),
    );
    const values = a.options.map((o) => o.value);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    // Two hits against Armor 2 and nothing to reroll with: no wound.
    expect(a.options.find((o) => JSON.stringify(o.reroll) === '{}')?.value).toBe(0);
  });

  it('the best choice of every first roll, weighted by its chance, is the optimal mean', () => {
    let total = 0;
    for (const o of rollOutcomes(ATTACK_DICE.red, 3)) {
      const [hit, crit, surge, blank] = o.counts;
      total +=
        o.p * advise({ ...VS_ARMOR, rolled: { red: { hit, crit, surge, blank } } }).best.value;
    }
    expect(total).toBeCloseTo(0.3915, 4);
  });

  it('names the field of bad input', () => {
    const bad = (input: object) => {
      const r = adviseReroll({ ...VS_ARMOR, ...input });
      return r.ok ? 'ok' : r.error.path;
    };
    expect(bad({ rolled: { red: { hit: 2 } } })).toBe('rolled.red');
    expect(bad({ rolled: { green: { hit: 2 } } })).toBe('rolled.green');
    expect(bad({ rolled: { red: { hit: -1, blank: 4 } } })).toBe('rolled.red.hit');
    expect(bad({ rolled: { red: { hit: 3 } }, objective: 'kill' })).toBe('objective');
    expect(bad({})).toBe('rolled');
    // A sequence file is refused at its attacks, not at a missing attacker.
    const { attacker, defender, ...common } = VS_ARMOR as Record<string, unknown>;
    const sequence = { ...common, attacks: [{ attacker }], defender };
    const r = adviseReroll({ ...sequence, rolled: { red: { hit: 3 } } });
    expect(r.ok ? 'ok' : r.error.path).toBe('attacks');
  });
});

describe('odds advise', () => {
  it('prints the issue JSON, best first; bad input exits 2 naming the field', () => {
    const input = JSON.stringify({ ...VS_ARMOR, rolled: { red: { hit: 2, surge: 1 } } });
    const r = odds(['advise', '-', '--format', 'json'], input);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { best: unknown; options: { reroll: object }[] };
    expect(Object.keys(out)).toEqual(['best', 'options']);
    expect(out.best).toEqual(out.options[0]);
    expect(out.options.some((o) => JSON.stringify(o.reroll) === '{}')).toBe(true);
    const bad = odds(['advise', '-'], JSON.stringify({ ...VS_ARMOR, rolled: { red: {} } }));
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^odds: rolled\.red: /);
  });
});
