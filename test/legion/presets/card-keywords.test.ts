import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { formAttackPool } from '../../../src/engine/legion/attack-pool.ts';
import { KEYWORD_TABLE } from '../../../src/engine/legion/data/keyword-table.ts';
import { cardIndex } from '../../../src/engine/legion/presets/card-index.ts';
import { expandPresets, meanWounds } from '../../../src/engine/legion/presets/expand-presets.ts';
import { resolveLoadout, type Loadout } from '../../../src/engine/legion/presets/loadout.ts';
import { loadoutNotes } from '../../../src/engine/legion/presets/preset-notes.ts';
import { parseLegionScenario, type LegionScenario } from '../../../src/engine/legion/scenario.ts';
import { type JsonRecord } from '../../../src/engine/index.ts';

// Every card keyword as the glossary words it, on the real cards (Legion HQ commit e3f8b5f).
// Rules: AMG Keyword Glossary (its entry named in each test), AMG Core Rulebook.

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
function loadout(unit: string, upgrades: string[] = []): Loadout {
  const l = resolveLoadout(cardIndex(LEGION_CARDS), unit, upgrades);
  if ('field' in l) throw new Error(l.message);
  return l;
}
const notes = (
  unit: string,
  upgrades: string[] = [],
  edition: 'amg-2025' | 'ffg-1.0' = 'amg-2025',
) => loadoutNotes(loadout(unit, upgrades), edition).map((n) => `${n.kind} ${n.keyword}: ${n.text}`);

describe('AMG Keyword Glossary, Immune: 1 Weapons and Immune: Melee', () => {
  it('no pool against a T-47 holds a weapon with a maximum range of 1: B2s at range 1 have none left', () => {
    expect(
      rejection({
        range: 1,
        attacker: { unit: 'B2 Super Battle Droids' },
        defender: { unit: 'T-47 Airspeeder' },
      }),
    ).toBe(
      'attacker.unit: B2 Super Battle Droids has no ranged weapon that reaches range 1 the defender allows (T-47 Airspeeder has Immune: Range 1 Weapons: an attack pool against it cannot contain a weapon whose maximum range is 1)',
    );
  });

  it('Stormtroopers + Impact Grenades at range 1 against a LAAT/le: the E-11s, never the grenades', () => {
    const s = expand({
      range: 1,
      attacker: { unit: 'Stormtroopers', upgrades: ['Impact Grenades'] },
      defender: { unit: 'on' },
    });
    expect(s.attacker.weapons?.map((w) => [w.name, w.minis])).toEqual([['E-11 Blaster Rifle', 4]]);
  });

  it('a weapon given by hand with range 1 as its maximum is refused against Raddaugh Gnasp', () => {
    expect(
      rejection({
        range: 1,
        attacker: {
          dice: undefined,
          weapons: [{ name: 'Rockets', dice: { red: 2 }, range: [1, 1] }],
        },
        defender: { unit: 'qh' },
      }),
    ).toMatch(
      /^attacker\.weapons\.0\.range: Raddaugh Gnasp Fluttercraft has Immune: Range 1 Weapons/,
    );
  });

  it('a melee attack on a T-47 is refused: no base contact with Immune: Melee', () => {
    expect(
      rejection({
        attackType: 'melee',
        attacker: { unit: 'Stormtroopers' },
        defender: { unit: 'T-47 Airspeeder' },
      }),
    ).toBe(
      'attackType: T-47 Airspeeder has Immune: Melee: enemy units cannot be placed in base contact with it, so it cannot be attacked in melee',
    );
  });
});

describe('AMG Keyword Glossary, My Mood Is Based On Profit ("X … to a minimum of 1")', () => {
  it('Hondo Ohnaka defends with Uncanny Luck 1, never 0, and says so beside the unit', () => {
    const s = expand({
      range: 2,
      attacker: { dice: { red: 2 } },
      defender: { unit: 'Hondo Ohnaka' },
    });
    expect(s.defender.keywords.uncannyLuck).toBe(1);
    const n = notes('Hondo Ohnaka');
    expect(n).toContain(
      "variable Uncanny Luck X: X is set during play; taken as 1, the card's least: change it by hand",
    );
    // Reliable X gets the same treatment (it gives Surge tokens outside the attack).
    expect(n).toContain(
      "variable Reliable X: X is set during play; taken as 1, the card's least: change it by hand",
    );
  });
});

describe('AMG Keyword Glossary, Enrage X (courage becomes "–" with X or more wounds)', () => {
  const savage = (woundsTaken: number, suppression: number) =>
    expand({
      range: 2,
      attacker: { dice: { red: 2 } },
      defender: { unit: 'Hb', woundsTaken, tokens: { suppression } },
    });
  it('Savage Opress carries Enrage 2', () => {
    expect(savage(0, 0).defender.keywords.enrage).toBe(2);
  });
  it('with 2 wounds taken, 3 suppression tokens give him no cover', () => {
    expect(meanWounds(savage(2, 3))).toBeCloseTo(meanWounds(savage(2, 0)), 12);
  });
  it('with 1 wound taken he is still suppressed (courage 2): the tokens improve his cover', () => {
    expect(meanWounds(savage(1, 3))).toBeLessThan(meanWounds(savage(1, 0)) - 0.01);
  });
});

describe('AMG Keyword Glossary, Unconcerned ("cannot benefit from Cover"; Core Rulebook: "cannot" overrides "can")', () => {
  const darkTroopers = (defender: JsonRecord) =>
    rejection({
      range: 2,
      attacker: { dice: { black: 3 } },
      defender: { unit: 'Imperial Dark Troopers', ...defender },
    });
  it('refuses cover, Smoke tokens and Cover X alike', () => {
    expect(darkTroopers({ cover: 'light' })).toBe(
      'defender.cover: Imperial Dark Troopers has Unconcerned: it cannot benefit from cover',
    );
    expect(darkTroopers({ tokens: { smoke: 1 } })).toBe(
      'defender.tokens.smoke: Imperial Dark Troopers has Unconcerned: it cannot benefit from cover (Smoke tokens improve cover)',
    );
    expect(darkTroopers({ keywords: { coverX: 2 } })).toBe(
      'defender.keywords.coverX: Imperial Dark Troopers has Unconcerned: it cannot benefit from cover (Cover X is cover)',
    );
  });
  it("Droidekas' Wheel Mode note says Cover 2 does nothing for them", () => {
    expect(notes('Droidekas')).toContain(
      'condition Wheel Mode: no effect: the unit has Unconcerned and cannot benefit from cover',
    );
  });
});

describe('AMG Keyword Glossary, Guardian X (on the defender)', () => {
  const obiWan = (fields: JsonRecord) =>
    rejection({
      range: 2,
      attacker: { dice: { black: 3 } },
      defender: { unit: 'Obi-Wan Kenobi: Civilized Warrior', ...(fields.defender as JsonRecord) },
      ...(fields.guardians ? { guardians: fields.guardians } : {}),
    });
  it('no unit uses Guardian X on a defender that has it', () => {
    expect(obiWan({ guardians: [{ x: 1 }] })).toBe(
      'guardians: Obi-Wan Kenobi: Civilized Warrior has Guardian X: a unit cannot use Guardian X if the defending unit also has it',
    );
  });
  it('a unit with Guardian X cannot benefit from Backup', () => {
    expect(obiWan({ defender: { keywords: { backup: true } } })).toBe(
      'defender.keywords.backup: Obi-Wan Kenobi: Civilized Warrior has Guardian X: a unit with Guardian X cannot benefit from Backup',
    );
  });
});

describe('AMG Core Rulebook, X Keywords: a card grants one instance of Anti-Materiel / Anti-Personnel X', () => {
  const storm = (upgrade: string, defender: string) =>
    expand({
      range: 2,
      attacker: { unit: 'Stormtroopers', upgrades: [upgrade] },
      defender: { unit: defender },
    });
  it('Tank Hunting Munitions: Anti-Materiel 2 and Impact 2 each once in the pool, not per weapon', () => {
    const s = storm('Tank Hunting Munitions', 'AT-ST');
    expect(s.attacker.keywords.antiMateriel).toBe(2);
    expect(s.attacker.keywords.impact).toBe(2);
    expect(s.attacker.weapons?.every((w) => w.keywords.antiMateriel === 0)).toBe(true);
    expect(formAttackPool(s).scenario.attacker.keywords.antiMateriel).toBe(2);
  });
  it('Overcharged Blaster Packs: Anti-Personnel 2 once, upgrading 2 of the 4 white dice', () => {
    const s = storm('Overcharged Blaster Packs', 'Rebel Troopers');
    expect(s.attacker.keywords.antiPersonnel).toBe(2);
    // 4 E-11s (1 white each) with 2 upgraded: the pool rolls 2 black and 2 white.
    const twoUpgraded = expand({
      range: 2,
      attacker: { unit: 'Stormtroopers', dice: { black: 2, white: 2 } },
      defender: { unit: 'Rebel Troopers' },
    });
    expect(meanWounds(s)).toBeCloseTo(meanWounds(twoUpgraded), 12);
  });
});

describe('conditions the player switches on, beside the unit', () => {
  it('AMG Keyword Glossary, Complete the Mission: Critical 2 near a Priority Mission token', () => {
    expect(notes('Clone Commandos')).toContain(
      'condition Complete the Mission: Critical 2 when it attacks a unit within 1 of an allied Priority Mission token (add 2 to Critical); within 1 of one itself, it defends with surge → block',
    );
  });
  it('AMG Keyword Glossary, Advanced Targeting: Gar Saxon gains 1 Aim token against troopers, none against a vehicle', () => {
    const vs = (defender: string) =>
      expand({ range: 2, attacker: { unit: 'Jp' }, defender: { unit: defender } }).attacker.tokens
        .aim;
    expect(vs('Rebel Troopers')).toBe(1);
    expect(vs('AT-ST')).toBe(0);
    // The player's own Aim tokens win.
    expect(
      expand({
        range: 2,
        attacker: { unit: 'Range Troopers', tokens: { aim: 0 } },
        defender: { unit: 'Rebel Troopers' },
      }).attacker.tokens.aim,
    ).toBe(0);
  });
  it('AMG Keyword Glossary, Divine Influence: Guardian 2 (C-3PO) that may cancel crits as hits', () => {
    expect(notes('C-3P0: Golden God').join('\n')).toMatch(
      /condition Divine Influence: allied Trooper units within 1 of C-3PO gain Guardian 2 \(C-3PO\), which may cancel crits as if they were hits: give C-3PO as their guardian with X 2 \(its cancelling crits is not modelled\)$/m,
    );
  });
  it("AMG Keyword Glossary, Counterpart: Iden Versio's unit has ID10's Shielded 1", () => {
    const s = expand({
      range: 2,
      attacker: { dice: { red: 2 } },
      defender: { unit: 'Iden Versio' },
    });
    expect(s.defender.tokens.shield).toBe(1);
  });
});

describe('AMG Keyword Glossary, Blast (a weapon keyword): the DSD1 card', () => {
  it("the DSD1's Laser Cannon attacks without Blast: only the flamethrower carries it", () => {
    const s = expand({
      range: 2,
      attacker: { unit: 'DSD1 Dwarf Spider Droid', upgrades: ['Nose-Mounted Laser Cannon'] },
      defender: { unit: 'Rebel Troopers' },
    });
    expect(formAttackPool(s).scenario.attacker.keywords.blast).toBe(false);
    const flamer = expand({
      range: 1,
      attacker: { unit: 'DSD1 Dwarf Spider Droid', upgrades: ['Nose-Mounted Flamethrower'] },
      defender: { unit: 'Rebel Troopers' },
    });
    expect(formAttackPool(flamer).scenario.attacker.keywords.blast).toBe(true);
  });
});

describe('an X the card data does not state', () => {
  it('Combat Shields: Shielded X is said beside the unit, not applied', () => {
    expect(notes('Mandalorian Warriors', ['Combat Shields'])).toContain(
      'unstated Shielded X: Combat Shields: X is not in the card data, so it is not applied; set Shield tokens by hand',
    );
  });
});

describe('FFG Rules Reference 1.0: presets in the ffg-1.0 edition', () => {
  it('a keyword FFG 1.0 lacks (Low Profile) is left out with a note; the attack still answers', () => {
    const lowProfile = LEGION_CARDS.units.find((u) =>
      u.keywords.some((k) => k.name === 'Low Profile'),
    );
    if (!lowProfile) throw new Error('no unit with Low Profile');
    const s = expand({
      edition: 'ffg-1.0',
      range: 2,
      attacker: { dice: { red: 2 } },
      defender: { unit: lowProfile.id },
    });
    expect(s.defender.keywords.lowProfile).toBe(false);
    expect(notes(lowProfile.id, [], 'ffg-1.0')).toContain(
      'edition Low Profile: not in the FFG 1.0 rules: left out',
    );
  });
});

describe('FFG Rules Reference 1.0 has no Enrage X', () => {
  it('Savage Opress in ffg-1.0: Enrage left out with a note', () => {
    const s = expand({
      edition: 'ffg-1.0',
      range: 2,
      attacker: { dice: { red: 2 } },
      defender: { unit: 'Hb', woundsTaken: 2 },
    });
    expect(s.defender.keywords.enrage).toBe(0);
    expect(notes('Hb', [], 'ffg-1.0')).toContain(
      'edition Enrage X: not in the FFG 1.0 rules: left out',
    );
  });
});

describe('reasons that read as the glossary words them', () => {
  it('Tempted, Self-Destruct, Smoke X and Exemplar', () => {
    const why = (unit: string, keyword: string) =>
      loadoutNotes(loadout(unit), 'amg-2025').find((n) => n.keyword.startsWith(keyword))?.text;
    const tempted = LEGION_CARDS.units.find((u) => u.keywords.some((k) => k.name === 'Tempted'));
    const exemplar = LEGION_CARDS.units.find((u) => u.keywords.some((k) => k.name === 'Exemplar'));
    expect(why(tempted!.id, 'Tempted')).toBe('a free attack or move after an ally is defeated');
    expect(why('DSD1 Dwarf Spider Droid', 'Self-Destruct')).toBe(
      'a Card action that rolls its own dice, not an attack',
    );
    expect(KEYWORD_TABLE.get('Smoke')).toEqual({
      x: true,
      effect: {
        kind: 'none',
        reason: "places Smoke tokens (the Smoke X action); set the defender's Smoke tokens",
      },
    });
    expect(why(exemplar!.id, 'Exemplar')).toBe(
      "allies nearby may spend this unit's Aim, Dodge or Surge tokens: give them as theirs",
    );
  });
});
