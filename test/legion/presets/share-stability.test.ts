import { describe, expect, it } from 'vitest';
import { exactQuantities } from '../../../src/engine/core/run.ts';
import { LEGION_CARDS } from '../../../src/engine/cards.ts';
import { compileLegion } from '../../../src/engine/legion/compile.ts';
import type { LegionCardData } from '../../../src/engine/legion/data/card-data.ts';
import { expandPresets } from '../../../src/engine/legion/presets/expand-presets.ts';
import { presetChanges } from '../../../src/engine/legion/presets/preset-changes.ts';
import {
  parseLegionScenario,
  serializeLegionScenario,
  type LegionScenario,
} from '../../../src/engine/legion/scenario.ts';

// Issue 12 item 3, the share-link stability rule: a scenario stores the numbers its presets
// resolved to as well as their names, so it keeps its answer when the card data is updated, and
// says so when a preset has changed since.

const INPUT = {
  v: 1,
  game: 'legion',
  range: 3,
  attacker: { unit: 'Stormtroopers', upgrades: ['DLT-19 Stormtrooper'] },
  defender: { unit: 'Rebel Troopers', cover: 'light', tokens: { dodge: 1 } },
};

function expanded(data: LegionCardData): LegionScenario {
  const e = expandPresets(INPUT, data);
  if (!e.ok) throw new Error(e.error.message);
  const p = parseLegionScenario(e.value);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}
const wounds = (s: LegionScenario) => exactQuantities(compileLegion(s))['wounds']?.pmf;

/** The card data with the DLT-19 Stormtrooper's rifle at 3 red dice and a new cost. */
function updated(): LegionCardData {
  const data = structuredClone(LEGION_CARDS) as unknown as {
    upgrades: { id: string; cost: number; weapons: { dice: { red: number } }[] }[];
  };
  const dlt = data.upgrades.find((u) => u.id === 'ej');
  if (!dlt?.weapons[0]) throw new Error('no DLT-19 Stormtrooper');
  dlt.cost = 24;
  dlt.weapons[0].dice.red = 3;
  return data as unknown as LegionCardData;
}

describe('share-link stability', () => {
  it('a resolved scenario round-trips and needs no card data to compute', () => {
    const s = expanded(LEGION_CARDS);
    const again = parseLegionScenario(JSON.parse(serializeLegionScenario(s)));
    expect(again).toEqual({ ok: true, value: s });
    // The parsed scenario parses again as it is (the app re-validates its drafts).
    expect(parseLegionScenario(s)).toEqual({ ok: true, value: s });
  });

  it('keeps its answer when the card data changes, and says which preset changed', () => {
    const link = expanded(LEGION_CARDS);
    expect(presetChanges(link, LEGION_CARDS)).toEqual([]);
    const data = updated();
    expect(presetChanges(link, data)).toEqual([
      'attacker: Stormtroopers + DLT-19 Stormtrooper has changed in the card data since (the scenario keeps the numbers it had)',
    ]);
    // The link's answer is its own; the updated data gives another (3 red dice, 66 points).
    expect(wounds(link)).toEqual(wounds(expanded(LEGION_CARDS)));
    const fresh = expanded(data);
    expect(fresh.attacker.preset?.points).toBe(66);
    expect(wounds(fresh)).not.toEqual(wounds(link));
  });

  it('says when a preset is no longer in the card data', () => {
    const link = expanded(LEGION_CARDS);
    const data = { ...LEGION_CARDS, upgrades: LEGION_CARDS.upgrades.filter((u) => u.id !== 'ej') };
    expect(presetChanges(link, data)).toEqual([
      'attacker: Stormtroopers + DLT-19 Stormtrooper is no longer in the card data (no upgrade "ej" in the card data)',
    ]);
  });
});
