import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { formAttackPool } from '../../../src/engine/legion/attack-pool.ts';
import { expandPresets } from '../../../src/engine/legion/presets/expand-presets.ts';
import { parseLegionScenario, type LegionScenario } from '../../../src/engine/legion/scenario.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// Issue 12 item 6: presets checked by hand against their cards (Legion HQ commit e3f8b5f): dice,
// keywords, miniatures and points, attacking and defending. Expected values are read off the
// cards, never computed by the code under test.

function expand(fields: JsonRecord): LegionScenario {
  const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
  if (!e.ok) throw new Error(`${e.error.path}: ${e.error.message}`);
  const p = parseLegionScenario(e.value);
  if (!p.ok) throw new Error(`${p.error.path}: ${p.error.message}`);
  return p.value;
}
function rejection(fields: JsonRecord): string {
  const e = expandPresets({ v: 1, game: 'legion', ...fields }, LEGION_CARDS);
  return e.ok ? 'accepted' : `${e.error.path}: ${e.error.message}`;
}
const dice = (red: number, black: number, white: number) => ({ red, black, white });
/** The attacker's weapons as [name, dice, minis, keywords set to a non-default]. */
const weapons = (s: LegionScenario) =>
  (s.attacker.weapons ?? []).map((w) => [
    w.name,
    w.dice,
    w.minis,
    Object.fromEntries(Object.entries(w.keywords).filter(([, v]) => v !== 0 && v !== false)),
  ]);
const set = (k: Record<string, number | boolean>) =>
  Object.fromEntries(Object.entries(k).filter(([, v]) => v !== 0 && v !== false));
const REBELS = { unit: 'Rebel Troopers' };

describe('attacking presets against their cards', () => {
  it('Stormtroopers (42) + DLT-19 Stormtrooper (20), range 3: 4 × E-11 (1 white), 1 × DLT-19 (2 red, Impact 1)', () => {
    const s = expand({
      range: 3,
      attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      defender: REBELS,
    });
    expect(weapons(s)).toEqual([
      ['E-11 Blaster Rifle', dice(0, 0, 1), 4, {}],
      ['DLT-19 Blaster Rifle', dice(2, 0, 0), 1, { impact: 1 }],
    ]);
    expect(s.attacker.surge).toBe('hit');
    expect(set(s.attacker.keywords)).toEqual({ precise: 1 });
    expect(set(formAttackPool(s).scenario.attacker.keywords)).toEqual({ precise: 1, impact: 1 });
    expect(s.attacker.preset).toMatchObject({
      unit: 'Stormtroopers',
      id: 'ay',
      points: 62,
      minis: 5,
    });
  });

  it('Stormtroopers + DLT-19 at range 4: only the DLT-19 (range 1–4) reaches', () => {
    const s = expand({
      range: 4,
      attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
      defender: REBELS,
    });
    expect(weapons(s)).toEqual([['DLT-19 Blaster Rifle', dice(2, 0, 0), 1, { impact: 1 }]]);
  });

  it('Stormtroopers + Targeting Scopes (4): Precise 1 + 1 = Precise 2 (AMG Core Rulebook, X Keywords example)', () => {
    const s = expand({
      range: 2,
      attacker: { unit: 'Stormtroopers', upgrades: ['Targeting Scopes'] },
      defender: REBELS,
    });
    expect(s.attacker.keywords.precise).toBe(2);
    expect(s.attacker.preset?.points).toBe(46);
  });

  it('Snowtroopers (42) + Flametrooper (20), range 1: the flamer (1 black, Blast, Spray) on its mini, 4 × E-11', () => {
    const s = expand({
      range: 1,
      attacker: { unit: 'Snowtroopers', upgrades: ['Flametrooper'] },
      defender: REBELS,
    });
    expect(weapons(s)).toEqual([
      ['E-11 Blaster Rifle', dice(0, 0, 1), 4, {}],
      ['Flamethrower', dice(0, 1, 0), 1, { blast: true, spray: true }],
    ]);
    expect(s.attacker.preset).toMatchObject({ points: 62, minis: 5 });
  });

  it('Darth Vader: Dark Lord of the Sith (170), melee: 6 red, Impact 3, Pierce 3', () => {
    const s = expand({
      attackType: 'melee',
      attacker: { unit: 'Darth Vader: Dark Lord of the Sith' },
      defender: REBELS,
    });
    expect(weapons(s)).toEqual([
      ["Vader's Lightsaber", dice(6, 0, 0), 1, { impact: 3, pierce: 3 }],
    ]);
    expect(s.attacker.surge).toBe('none');
    expect(s.attacker.preset?.points).toBe(170);
  });

  it('AT-ST (145), range 3: Arsenal 2, one ranged weapon: MS-4 Twin Blaster (2 red 2 black 2 white, Impact 3)', () => {
    const s = expand({ range: 3, attacker: { unit: 'AT-ST' }, defender: REBELS });
    expect(weapons(s)).toEqual([['MS-4 Twin Blaster', dice(2, 2, 2), 1, { impact: 3 }]]);
    expect(s.attacker.preset?.points).toBe(145);
  });

  it('Wookiee Warriors: Freedom Fighters (62), melee: 3 × Ryyk Blade (2 black), Duelist, surge→hit', () => {
    const s = expand({
      attackType: 'melee',
      attacker: { unit: 'Wookiee Warriors: Freedom Fighters' },
      defender: REBELS,
    });
    expect(weapons(s)).toEqual([['Ryyk Blade', dice(0, 2, 0), 3, {}]]);
    expect(set(s.attacker.keywords)).toEqual({ duelist: true });
    expect(s.attacker.surge).toBe('hit');
  });

  it('Clone Trooper Infantry (56), range 2: 4 × DC-15A (1 black), no surge', () => {
    const s = expand({ range: 2, attacker: { unit: 'Clone Trooper Infantry' }, defender: REBELS });
    expect(weapons(s)).toEqual([['DC-15A Blaster Carbine', dice(0, 1, 0), 4, {}]]);
    expect(s.attacker.surge).toBe('none');
    expect(s.attacker.preset).toMatchObject({ points: 56, minis: 4 });
  });

  it('B1 Battle Droids (38), range 2: 6 × E-5 (1 white)', () => {
    const s = expand({ range: 2, attacker: { unit: 'B1 Battle Droids' }, defender: REBELS });
    expect(weapons(s)).toEqual([['E-5 Blaster Rifle', dice(0, 0, 1), 6, {}]]);
    expect(s.attacker.preset).toMatchObject({ points: 38, minis: 6 });
  });

  it('Droidekas (67), range 2: 2 × Dual Twin Blaster Cannons (1 red 2 black, Suppressive, Immune: Deflect)', () => {
    const s = expand({ range: 2, attacker: { unit: 'Droidekas' }, defender: REBELS });
    expect(weapons(s)).toEqual([
      ['Dual Twin Blaster Cannons', dice(1, 2, 0), 2, { immuneDeflect: true, suppressive: true }],
    ]);
  });

  it("Iden Versio (115), range 4: only Iden's DLT-20A (range 1–∞: 2 black, High Velocity, Pierce 1); Marksman", () => {
    const s = expand({ range: 4, attacker: { unit: 'Iden Versio' }, defender: REBELS });
    expect(weapons(s)).toEqual([
      ["Iden's DLT-20A Rifle", dice(0, 2, 0), 1, { highVelocity: true, pierce: 1 }],
    ]);
    expect(s.attacker.keywords.marksman).toBe(true);
  });

  it('Agent Kallus: J-19 Bo-Rifle (melee and range 1–2: 1 red 3 black, Critical 1, Lethal 1)', () => {
    const j19 = [['J-19 Bo-Rifle', dice(1, 3, 0), 1, { critical: 1, lethal: 1 }]];
    expect(
      weapons(
        expand({ attackType: 'melee', attacker: { unit: 'Agent Kallus' }, defender: REBELS }),
      ),
    ).toEqual(j19);
    expect(
      weapons(expand({ range: 2, attacker: { unit: 'Agent Kallus' }, defender: REBELS })),
    ).toEqual(j19);
    expect(rejection({ range: 3, attacker: { unit: 'Agent Kallus' }, defender: REBELS })).toBe(
      'attacker.unit: Agent Kallus: Hunter of Spectres has no ranged weapon that reaches range 3',
    );
  });

  it('T-47 Airspeeder (125), range 2: Double Laser Cannon (3 red 3 black, Impact 3), surge→crit', () => {
    const s = expand({ range: 2, attacker: { unit: 'T-47 Airspeeder' }, defender: REBELS });
    expect(weapons(s)).toEqual([['Double Laser Cannon', dice(3, 3, 0), 1, { impact: 3 }]]);
    expect(s.attacker.surge).toBe('crit');
  });

  it('Aqua Droids (78), melee: 3 × Crushing Punch (1 red, Impact 1), surge→hit', () => {
    const s = expand({ attackType: 'melee', attacker: { unit: 'Aqua Droids' }, defender: REBELS });
    expect(weapons(s)).toEqual([['Crushing Punch', dice(1, 0, 0), 3, { impact: 1 }]]);
    expect(formAttackPool(s).scenario.attacker.keywords.impact).toBe(3);
  });
});

describe('defending presets against their cards', () => {
  const attacker = { dice: { red: 1 } };
  it('Rebel Troopers (40): white, surge→block, 4 × 1 wound, courage 1, Nimble', () => {
    const d = expand({ attacker, defender: REBELS }).defender;
    expect(d).toMatchObject({
      die: 'white',
      surge: 'block',
      minis: 4,
      woundThreshold: 1,
      courage: 1,
      unitType: 'trooper',
    });
    expect(set(d.keywords)).toEqual({ nimble: true });
    expect(d.preset).toMatchObject({ points: 40, minis: 4 });
  });

  it('Stormtroopers (42): red, no surge, 4 × 1 wound, courage 1', () => {
    const d = expand({ attacker, defender: { unit: 'Stormtroopers' } }).defender;
    expect(d).toMatchObject({ die: 'red', surge: 'none', minis: 4, woundThreshold: 1, courage: 1 });
    expect(set(d.keywords)).toEqual({});
  });

  it('AT-ST: white, surge→block, 11 wounds, courage 8, Armor 5, a ground vehicle; Weak Point is left to the arc', () => {
    const d = expand({ attacker, defender: { unit: 'AT-ST' } }).defender;
    expect(d).toMatchObject({
      die: 'white',
      surge: 'block',
      minis: 1,
      woundThreshold: 11,
      courage: 8,
      unitType: 'ground-vehicle',
    });
    expect(set(d.keywords)).toEqual({ armor: 5 });
  });

  it('Droidekas: 4 Shield tokens (Shielded 4), courage "–", 2 × 3 wounds; Unconcerned: no cover', () => {
    const d = expand({ attacker, defender: { unit: 'Droidekas' } }).defender;
    expect(d).toMatchObject({
      die: 'white',
      surge: 'block',
      minis: 2,
      woundThreshold: 3,
      courage: null,
      cover: 'none',
    });
    expect(d.tokens.shield).toBe(4);
    expect(rejection({ attacker, defender: { unit: 'Droidekas', cover: 'light' } })).toBe(
      'defender.cover: Droidekas has Unconcerned: it cannot benefit from cover',
    );
  });

  it('Darth Vader: Dark Lord of the Sith: courage "–", Deflect, Immune: Pierce; Jedi Hunter holds against his Force slots', () => {
    const s = expand({
      attackType: 'melee',
      attacker: { unit: 'General Grievous: Sinister Cyborg' },
      defender: { unit: 'Darth Vader: Dark Lord of the Sith' },
    });
    expect(s.defender).toMatchObject({ courage: null, woundThreshold: 8, die: 'red' });
    expect(set(s.defender.keywords)).toEqual({ deflect: true, immunePierce: true });
    expect(s.attacker.keywords.jediHunter).toBe(true);
  });

  it('T-47 Airspeeder: Armor 3, Cover 1, Immune: Blast, a repulsor vehicle, courage 5', () => {
    const d = expand({ attacker, defender: { unit: 'T-47 Airspeeder' } }).defender;
    expect(d).toMatchObject({ unitType: 'repulsor-vehicle', courage: 5, woundThreshold: 7 });
    expect(set(d.keywords)).toEqual({ armor: 3, coverX: 1, immuneBlast: true });
  });

  it("the scenario's dice replace the preset's weapons; its unit keywords and points stay", () => {
    const s = expand({
      range: 2,
      attacker: { unit: 'Stormtroopers', dice: { red: 3 } },
      defender: REBELS,
    });
    expect(s.attacker.weapons).toBeUndefined();
    expect(s.attacker.dice).toEqual(dice(3, 0, 0));
    expect(set(s.attacker.keywords)).toEqual({ precise: 1 });
    expect(s.attacker.preset?.points).toBe(42);
  });

  it('a field the scenario gives overrides the preset (minis 2 of Rebel Troopers, a Dodge added)', () => {
    const d = expand({
      attacker,
      defender: { unit: 'Rebel Troopers', minis: 2, tokens: { dodge: 1 } },
    }).defender;
    expect(d).toMatchObject({ minis: 2, die: 'white', tokens: { dodge: 1 } });
  });
});

describe('naming units and upgrades (issue 12 item 3)', () => {
  it('the plain name is the untitled card; titled variants by "Name: Title" or id', () => {
    expect(
      expand({ range: 1, attacker: { unit: 'Stormtroopers' }, defender: REBELS }).attacker.preset
        ?.id,
    ).toBe('ay');
    expect(
      expand({
        range: 1,
        attacker: { unit: 'Stormtroopers: Heavy Response Unit' },
        defender: REBELS,
      }).attacker.preset?.id,
    ).toBe('sr');
    expect(
      expand({ range: 1, attacker: { unit: 'sr' }, defender: REBELS }).attacker.preset?.id,
    ).toBe('sr');
  });

  it('an ambiguous or unknown name is an error listing the candidates', () => {
    expect(
      rejection({ attackType: 'melee', attacker: { unit: 'Darth Vader' }, defender: REBELS }),
    ).toBe(
      'attacker.unit: "Darth Vader" is ambiguous: "Darth Vader: Dark Lord of the Sith" (empire, Legion HQ id at), "Darth Vader: The Emperor\'s Apprentice" (empire, Legion HQ id fn); give "Name: Title" or the id',
    );
    expect(rejection({ range: 1, attacker: { unit: 'Stormtrooper' }, defender: REBELS })).toBe(
      'attacker.unit: no unit "Stormtrooper"; did you mean "Stormtroopers", "Stormtroopers: Heavy Response Unit", "Stormtrooper Riot Squad"?',
    );
  });

  it('only legal upgrades: a slot on the bar, the requirements met, once if unique', () => {
    expect(
      rejection({
        range: 1,
        attacker: { unit: 'Rebel Troopers', upgrades: ['DLT-19 Stormtrooper'] },
        defender: REBELS,
      }),
    ).toBe(
      'attacker.upgrades.0: Rebel Troopers does not meet the requirements of "DLT-19 Stormtrooper"',
    );
    expect(
      rejection({
        range: 1,
        attacker: {
          unit: 'Stormtroopers',
          upgrades: ['DLT-19 Stormtrooper', 'DLT-19 Stormtrooper'],
        },
        defender: REBELS,
      }),
    ).toBe(
      'attacker.upgrades.1: no free "heavy weapon" slot for "DLT-19 Stormtrooper" on Stormtroopers (upgrade bar: heavy weapon, personnel, gear, grenades)',
    );
    expect(
      rejection({
        range: 1,
        attacker: { unit: 'Stormtroopers', upgrades: ['Laser Sword'] },
        defender: REBELS,
      }),
    ).toMatch(/^attacker\.upgrades\.0: no upgrade "Laser Sword"/);
  });

  it('a ranged attack by a unit preset needs the range', () => {
    expect(rejection({ attacker: { unit: 'Stormtroopers' }, defender: REBELS })).toBe(
      'range: required (1–5) for a ranged attack by a unit preset: it decides which weapons reach',
    );
  });

  it('an unexpanded preset cannot reach the engine', () => {
    const p = parseLegionScenario({ v: 1, game: 'legion', attacker: { unit: 'Stormtroopers' } });
    expect(p.ok ? '' : p.error.path).toBe('attacker.unit');
  });
});
