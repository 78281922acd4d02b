import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { homebrewNotes } from '../../../src/engine/legion/card/card-notes.ts';
import { readHomebrewCard } from '../../../src/engine/legion/card/homebrew-card.ts';
import { matchupCell } from '../../../src/engine/legion/matchup/matchup-cell.ts';
import { expandPresets } from '../../../src/engine/legion/presets/expand-presets.ts';
import { parseLegionScenario } from '../../../src/engine/legion/scenario.ts';
import { checkPresetRecords } from '../../../src/engine/legion/presets/preset-record.ts';
import { STORMTROOPERS_CARD, stormtroopersCopy } from './stormtroopers-card.ts';

const scenario = (attacker: object, defender: object) => ({
  v: 1,
  game: 'legion',
  range: 3,
  attacker,
  defender,
});

/** The answer odds gives, without the engine's timing. */
function answer(s: unknown) {
  const cell = matchupCell(s, LEGION_CARDS);
  if (!cell.ok) throw new Error(cell.error);
  return { ...cell.result, elapsedMs: 0 } as typeof cell.result & {
    wounds: { mean: number };
    points: object;
  };
}

function refusal(s: unknown): string {
  const r = expandPresets(s, LEGION_CARDS);
  return r.ok ? 'accepted' : `${r.error.path}: ${r.error.message}`;
}

describe('homebrew unit cards', () => {
  it('a copy of Stormtroopers answers exactly as the preset, attacking with an upgrade', () => {
    const ups = ['DLT-19 Stormtrooper'];
    const preset = answer(
      scenario({ unit: 'Stormtroopers', upgrades: ups }, { unit: 'Rebel Troopers' }),
    );
    const card = answer(
      scenario({ card: STORMTROOPERS_CARD, upgrades: ups }, { unit: 'Rebel Troopers' }),
    );
    expect(card).toEqual(preset);
    expect(card.points).toMatchObject({ attackerPoints: 42 + 20 });
  });

  it('a copy of Stormtroopers answers exactly as the preset, defending', () => {
    const att = { unit: 'Rebel Troopers', upgrades: ['Z-6 Trooper'] };
    const preset = answer(scenario(att, { unit: 'Stormtroopers', cover: 'light' }));
    const card = answer(scenario(att, { card: STORMTROOPERS_CARD, cover: 'light' }));
    expect(card).toEqual(preset);
  });

  it('a changed card answers as its own numbers, and its record stays its own', () => {
    const strong = stormtroopersCopy();
    strong.weapons[1]!.dice.r = 1;
    strong.cost = 50;
    const s = scenario({ card: strong }, { unit: 'Rebel Troopers' });
    const base = answer(scenario({ card: STORMTROOPERS_CARD }, { unit: 'Rebel Troopers' }));
    const more = answer(s);
    expect(more.wounds.mean).toBeGreaterThan(base.wounds.mean);
    expect(more.points).toMatchObject({ attackerPoints: 50 });
    // The expanded scenario's record is the homebrew card's: never replaced by the card data's.
    const expanded = expandPresets(s, LEGION_CARDS);
    if (!expanded.ok) throw new Error(expanded.error.message);
    const checked = checkPresetRecords(expanded.value, LEGION_CARDS);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.changed).toEqual([]);
    expect(checked.value).toMatchObject({ attacker: { preset: { points: 50, homebrew: true } } });
    // The record carries the card itself (a link or a pin is the only place it lives), and the
    // expanded scenario with it is one the calculator reads.
    expect(checked.value).toMatchObject({ attacker: { preset: { card: strong } } });
    expect(parseLegionScenario(checked.value).ok).toBe(true);
  });

  it('upgrades on a card follow its bar and the same legality rules', () => {
    const noGear = { ...stormtroopersCopy(), upgradeBar: ['heavy weapon'] };
    expect(refusal(scenario({ card: noGear, upgrades: ['Targeting Scopes'] }, {}))).toMatch(
      /^attacker\.upgrades\.0: no free "gear" slot for "Targeting Scopes"/,
    );
    // DLT-19 Stormtrooper requires the card name Stormtroopers, as for the preset.
    const renamed = { ...stormtroopersCopy(), cardName: 'Shoretroopers Mk II' };
    expect(refusal(scenario({ card: renamed, upgrades: ['DLT-19 Stormtrooper'] }, {}))).toBe(
      'attacker.upgrades.0: Shoretroopers Mk II does not meet the requirements of "DLT-19 Stormtrooper"',
    );
  });

  it('a broken card is one line naming the field', () => {
    const cases: [(c: Record<string, unknown>) => void, RegExp][] = [
      [
        (c) => ((c['stats'] as Record<string, unknown>)['hp'] = 0),
        /^defender\.card\.stats\.hp: expected an integer 1\.\.99, got 0$/,
      ],
      [(c) => delete c['rank'], /^defender\.card\.rank: required/],
      [(c) => (c['rank'] = 'grunt'), /^defender\.card\.rank: expected "commander"/],
      [(c) => (c['colour'] = 'red'), /^defender\.card\.colour: unknown key/],
      [
        (c) => ((c['weapons'] as { range: unknown }[])[1]!.range = [3, 1]),
        /^defender\.card\.weapons\.1\.range: the maximum is below the minimum$/,
      ],
      [(c) => (c['keywords'] = ['Precise']), /^defender\.card\.keywords\.0: Precise has no X/],
      [(c) => (c['equip'] = ['zz9']), /^defender\.card\.equip\.0: no upgrade or counterpart/],
    ];
    for (const [breakIt, want] of cases) {
      const c = stormtroopersCopy() as Record<string, unknown>;
      breakIt(c);
      expect(refusal(scenario({ unit: 'Rebel Troopers' }, { card: c }))).toMatch(want);
    }
    expect(refusal(scenario({ unit: 'Rebel Troopers', card: STORMTROOPERS_CARD }, {}))).toBe(
      'attacker.card: give a unit or a card, not both',
    );
  });

  it('keywords the calculator does not know are listed, never dropped silently', () => {
    const c = stormtroopersCopy();
    c.keywords = [...c.keywords, { name: 'Overwhelming Rage' } as never, 'Jump 1' as never];
    c.weapons[1] = { ...c.weapons[1]!, keywords: ['Stunning'] } as never;
    const read = readHomebrewCard(c, 'card');
    expect(read.ok && read.value.unmodelled).toEqual([
      'E-11 Blaster Rifle: Stunning',
      'Overwhelming Rage',
      'Jump 1',
    ]);
    const notes = homebrewNotes(scenario({ card: c }, { unit: 'Rebel Troopers' }), LEGION_CARDS);
    expect(notes.map((n) => [n.side, n.label])).toEqual([['attacker', 'Stormtroopers']]);
    expect(notes[0]!.notes.filter((n) => n.kind === 'unknown').map((n) => n.keyword)).toEqual([
      'E-11 Blaster Rifle: Stunning',
      'Overwhelming Rage',
      'Jump 1',
    ]);
    // The unknown keywords change nothing: the answer is the plain copy's.
    expect(answer(scenario({ card: c }, { unit: 'Rebel Troopers' }))).toEqual(
      answer(scenario({ card: STORMTROOPERS_CARD }, { unit: 'Rebel Troopers' })),
    );
  });
});

describe('homebrew cards in lists of presets', () => {
  it('a card is a row like a unit; a broken one is reported with its field', async () => {
    const { parseArmyList } = await import('../../../src/engine/legion/matchup/army-list.ts');
    const broken = { ...stormtroopersCopy(), cost: -1 };
    const list = parseArmyList(
      JSON.stringify([
        { card: STORMTROOPERS_CARD, upgrades: ['DLT-19 Stormtrooper'] },
        { card: broken, label: 'Cheap' },
      ]),
      LEGION_CARDS,
    );
    expect(list.sides.map((s) => s.label)).toEqual(['Stormtroopers + DLT-19 Stormtrooper']);
    expect(list.unmatched).toEqual([
      { name: 'Stormtroopers', problem: 'card.cost: expected an integer 0..1000, got -1' },
    ]);
  });
});
