import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IA_FIGURES } from '../../../src/engine/ia-figures.ts';
import { convertFigures, FigureDataError } from '../../../src/engine/index.ts';
import { poolLine } from './pool-line.ts';

const here = (name: string) => new URL(name, import.meta.url);
const source = { repository: 'r', path: 'p', commit: 'c' };
const record = (over: Record<string, unknown>) => ({
  name: 'Test Trooper',
  subname: '',
  id: 'DG900',
  faction: 'Imperial',
  expansion: 'Core',
  isElite: false,
  health: 4,
  defense: ['Black'],
  attackType: 'Ranged',
  attacks: ['Blue', 'Green'],
  keywords: [],
  surges: [],
  abilities: [],
  ignored: '',
  ...over,
});
const convert = (r: Record<string, unknown>) =>
  convertFigures({ enemies: [record(r)], villains: [], allies: [] }, source, []);
const problems = (r: Record<string, unknown>) => {
  try {
    convert(r);
  } catch (e) {
    if (e instanceof FigureDataError) return e.problems.join('\n');
    throw e;
  }
  return 'converted';
};

describe('the converted campaign figures', () => {
  it('pin every figure: dice, surge abilities, modifiers, defence, health (figure-pools.txt)', () => {
    const pinned = readFileSync(here('figure-pools.txt'), 'utf8').trimEnd().split('\n');
    expect(IA_FIGURES.figures.map(poolLine)).toEqual(pinned);
  });

  it('record the source commit and keep the licence notice beside the data', () => {
    expect(IA_FIGURES.source).toEqual({
      repository: 'GlowPuff/ImperialCommander2',
      path: 'Assets/Resources/CardData/',
      commit: '8fcc97e665acf5f6e5790e07da1bf12bb8b9f399',
    });
    const licence = new URL(
      '../../../src/engine/imperial-assault/data/LICENSE-imperial-commander',
      import.meta.url,
    );
    expect(existsSync(licence) && readFileSync(licence, 'utf8')).toContain('MIT License');
  });

  it('list what the engine does not model per figure, never dropping it', () => {
    const luke = IA_FIGURES.figures.find((f) => f.id === 'A001');
    expect(luke?.notModelled).toEqual([
      'Recover 2 (surge): heals the attacker, not the attack',
      'Saber Strike: Perform a melee attack using 1 red and 1 yellow die. This attack gains Pierce 3.',
      'Inspiring: While another friendly figure within 3 spaces is attacking, it may reroll 1 die.',
    ]);
  });
});

describe('convertFigures', () => {
  it('reads costs, several effects, conditions and always-on keywords', () => {
    const f = convert({
      surges: [
        '{B} {B}: Blast 3 {H}',
        '{B}{B}: +3 {H}',
        '{B}: Pierce 1, +2 Accuracy',
        '{B}: Focus ',
      ],
      keywords: ['+1 {G}', '+1 {F}', '-1 {H}', '+1 {B}', 'Pierce 1', '+2 Accuracy', 'Reach'],
    }).data.figures[0];
    expect(
      f?.surgeAbilities.map((s) => [s.cost, s.damage, s.pierce, s.accuracy, s.blast, s.conditions]),
    ).toEqual([
      [2, 0, 0, 0, 3, []],
      [2, 3, 0, 0, 0, []],
      [1, 0, 1, 2, 0, []],
      [1, 0, 0, 0, 0, ['focus']],
    ]);
    expect(f?.attackerModifiers).toEqual({ damage: -1, surge: 1, accuracy: 2, pierce: 1 });
    expect(f?.defenderModifiers).toEqual({ block: 1, evade: 1 });
    expect(f?.reach).toBe(true);
  });

  it('reports each string it cannot read with the record id, all at once', () => {
    const p = problems({ surges: ['{B}: Pierce 2 1', '{B} -1 {E}'], keywords: ['Shiny'] });
    expect(p).toContain('DG900: cannot read the surge "{B}: Pierce 2 1"');
    expect(p).toContain('DG900: cannot read the surge "{B} -1 {E}"');
    expect(p).toContain('DG900: cannot read the keyword "Shiny"');
  });

  it('applies an override by id and text, and refuses one that matches nothing', () => {
    const o = { id: 'DG900', text: '{B}: Pierce 2 1', becomes: '{B}: Pierce 2', reason: 'r' };
    const files = { enemies: [record({ surges: ['{B}: Pierce 2 1'] })], villains: [], allies: [] };
    expect(convertFigures(files, source, [o]).data.figures[0]?.surgeAbilities[0]?.pierce).toBe(2);
    const stale = { ...o, id: 'DG901' };
    expect(() => convertFigures(files, source, [o, stale])).toThrow(
      'DG901: the override for "{B}: Pierce 2 1" matches nothing',
    );
  });

  it('marks a pool the player chooses ("Grey" dice) instead of guessing one', () => {
    const f = convert({ attacks: ['Grey', 'Grey'], ignored: 'Arsenal' }).data.figures[0];
    expect(f?.dice).toBeNull();
    expect(f?.choosesPool).toBe('Arsenal: the player chooses the attack dice');
  });
});
