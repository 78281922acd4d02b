import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { cardIndex } from '../../../src/engine/legion/presets/card-index.ts';
import {
  allChoices,
  bestChoice,
  type WeaponChoice,
} from '../../../src/engine/legion/presets/choose-weapons.ts';
import { expandPresets, meanWounds } from '../../../src/engine/legion/presets/expand-presets.ts';
import { miniClasses, resolveLoadout } from '../../../src/engine/legion/presets/loadout.ts';
import { choiceJson, sideKeywords } from '../../../src/engine/legion/presets/preset-fields.ts';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// Issue 12 item 3: the weapon choice per miniature defaults to the one that maximises the mean
// wounds against this defender. Checked against brute force over every choice on small units,
// for the exhaustive search and for the local search used on large units.

const index = cardIndex(LEGION_CARDS);

function setup(fields: JsonRecord, unit: string, upgrades: string[]) {
  const input = { v: 1, game: 'legion', ...fields, attacker: { unit, upgrades } };
  const e = expandPresets(input, LEGION_CARDS);
  if (!e.ok) throw new Error(e.error.message);
  const expanded = e.value as JsonRecord;
  const l = resolveLoadout(index, unit, upgrades);
  if ('field' in l) throw new Error(l.message);
  const k = sideKeywords(l);
  const score = (c: WeaponChoice) => {
    const attacker = {
      ...(expanded['attacker'] as JsonRecord),
      weapons: choiceJson(c, k.perWeapon),
    };
    const p = parseLegionScenario({ ...expanded, attacker });
    if (!p.ok) throw new Error(p.error.message);
    return meanWounds(p.value);
  };
  const type = (fields['attackType'] ?? 'ranged') as 'ranged' | 'melee';
  const range = fields['range'] as number | undefined;
  return { classes: miniClasses(l, type, range), arsenal: k.arsenal, score };
}

const CASES: [string, JsonRecord, string, string[]][] = [
  ['Stormtroopers + DLT-19 at range 3', { range: 3 }, 'Stormtroopers', ['DLT-19 Stormtrooper']],
  [
    'Stormtroopers + frag grenades at range 1',
    { range: 1 },
    'Stormtroopers',
    ['Fragmentation Grenades'],
  ],
  [
    'Imperial Death Troopers at range 2 (SE-14a or E-11D)',
    { range: 2 },
    'Imperial Death Troopers',
    [],
  ],
  ['Iden Versio at range 2 (DLT-20A or TL-50)', { range: 2 }, 'Iden Versio', []],
  ['Snowtroopers + Flametrooper at range 1', { range: 1 }, 'Snowtroopers', ['Flametrooper']],
  [
    'AT-ST + 88i Twin Light Blaster at range 2 (Arsenal 2)',
    { range: 2 },
    'AT-ST',
    ['88i Twin Light Blaster'],
  ],
];
const DEFENDERS: JsonRecord[] = [
  { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
  { unit: 'Stormtroopers', cover: 'heavy' },
  { unit: 'ao' },
];

describe('the best weapon choice against brute force', () => {
  for (const [name, fields, unit, upgrades] of CASES)
    it(name, () => {
      for (const defender of DEFENDERS) {
        const { classes, arsenal, score } = setup({ ...fields, defender }, unit, upgrades);
        const all = allChoices(classes, arsenal);
        const brute = Math.max(...all.map(score));
        const exhaustive = bestChoice(classes, arsenal, score);
        const local = bestChoice(classes, arsenal, score, 1);
        expect(exhaustive && score(exhaustive)).toBeCloseTo(brute, 12);
        expect(local && score(local)).toBeCloseTo(brute, 12);
      }
    });

  it('is a real choice: the options differ in mean wounds on these units', () => {
    const { classes, arsenal, score } = setup(
      { range: 2, defender: { unit: 'Rebel Troopers' } },
      'Imperial Death Troopers',
      [],
    );
    const means = allChoices(classes, arsenal).map(score);
    expect(means.length).toBe(5);
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(0.1);
  });
});
