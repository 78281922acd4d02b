import { describe, expect, it } from 'vitest';
import { parseIaMatrixArgs, runIaMatrix } from '../../../src/cli/ia-matrix.ts';
import { IA_FIGURES } from '../../../src/engine/ia-figures.ts';
import { figureList } from '../../../src/engine/engines.ts';
import { exact, summary } from '../helpers.ts';

function run(argv: string[]) {
  let out = '';
  let err = '';
  const r = runIaMatrix(
    IA_FIGURES,
    parseIaMatrixArgs(['--game', 'imperial-assault', ...argv]),
    (t) => (out += t),
    (t) => (err += t),
  );
  return { r, out, err };
}

describe('odds matrix --game imperial-assault', () => {
  it('answers each cell exactly as the figures typed out (mean, defeated, miss, conditions)', () => {
    const { out } = run([
      '--attackers',
      'Darth Vader,Rebel Saboteur (Elite)',
      '--defenders',
      'Luke Skywalker (Hero)',
      '--distance',
      '5',
      '--format',
      'jsonl',
    ]);
    const [vader, saboteur] = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const melee = exact({
      attackType: 'melee',
      attacker: { dice: { red: 2, yellow: 1 }, surgeAbilities: [{ pierce: 3 }, { damage: 2 }] },
      defender: { dice: { white: 1 }, modifiers: { block: 1 }, health: 10 },
    });
    expect(vader).toMatchObject({
      attacker: 'Darth Vader',
      defender: 'Luke Skywalker (Hero)',
      attackType: 'melee',
      distance: null,
      meanDamage: summary(melee, 'damage').mean,
      defeated: melee['defeated'],
      miss: melee['miss'],
    });
    const ranged = exact({
      distance: 5,
      attacker: {
        dice: { red: 1, yellow: 1 },
        modifiers: { accuracy: 3 },
        surgeAbilities: [{ pierce: 2 }, { conditions: ['stun'] }, { blast: 2 }],
      },
      defender: { dice: { white: 1 }, modifiers: { block: 1 }, health: 10 },
    });
    expect(saboteur).toMatchObject({
      distance: 5,
      meanDamage: summary(ranged, 'damage').mean,
      conditions: ranged['conditions'],
    });
  });

  it('leaves out attackers with no fixed pool, saying so, and lists a faction once per name', () => {
    const { out, err } = run(['--attackers', 'IG-88,Stormtrooper', '--defenders', 'A002']);
    expect(err).toBe(
      'odds: note: --attackers: IG-88 left out: Arsenal: the player chooses the attack dice\n',
    );
    expect(out.trimEnd().split('\n')).toHaveLength(2);
    const names = figureList(IA_FIGURES, 'imperial', false).figures.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Darth Vader');
  });

  it('refuses an unknown figure naming the option, and a bad distance', () => {
    expect(run(['--attackers', 'Darth Vadr', '--defenders', 'rebels']).r).toEqual({
      ok: false,
      message:
        '--attackers: no figure named "Darth Vadr" (did you mean "Darth Vader"?); `odds units --game imperial-assault` lists them',
    });
    expect(() =>
      parseIaMatrixArgs(['--attackers', 'all', '--defenders', 'all', '--distance', '0']),
    ).toThrow('--distance: expected a whole number 1..30, got "0"');
  });
});
