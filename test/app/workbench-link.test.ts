import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETUP,
  decodeWorkbench,
  encodeWorkbench,
  isWorkbenchFragment,
  type WorkbenchSetup,
} from '../../src/app/workbench/workbench-link.ts';
import { newUnitCard } from '../../src/lib/editors/legion/card/new-unit-card.ts';
import { compressToEncodedURIComponent } from 'lz-string';

describe('a workbench link', () => {
  it('reopens the same bench: a preset, or a card of the player’s own, with its field and changes', () => {
    const setups: WorkbenchSetup[] = [
      {
        ...DEFAULT_SETUP,
        unit: { kind: 'unit', name: 'Stormtroopers' },
        upgrades: ['DLT-19 Stormtrooper'],
      },
      {
        unit: { kind: 'card', card: newUnitCard() },
        upgrades: [],
        ranges: [2, 'melee'],
        cover: 'heavy',
        field: { factions: ['rebels'], ranks: ['corps'] },
        changes: ['hp+1', 'Blaster: +1 red'],
      },
    ];
    for (const s of setups) {
      const f = encodeWorkbench(s);
      expect(isWorkbenchFragment(`#${f}`)).toBe(true);
      expect(decodeWorkbench(`#${f}`)).toEqual({ ok: true, setup: s });
    }
    expect(encodeWorkbench(DEFAULT_SETUP)).toBe('workbench');
    expect(decodeWorkbench('#workbench')).toEqual({ ok: true, setup: DEFAULT_SETUP });
    expect(isWorkbenchFragment('#m1=abc')).toBe(false);
  });

  it('refuses a damaged or wrong link in one plain line', () => {
    const w = (json: unknown) => `#w1=${compressToEncodedURIComponent(JSON.stringify(json))}`;
    expect(decodeWorkbench('#w1=%%%')).toEqual({
      ok: false,
      error: 'Could not open the workbench: the link is damaged (it does not decompress)',
    });
    const card = { ...newUnitCard(), stats: { ...newUnitCard().stats, hp: 0 } };
    const bad = decodeWorkbench(w({ card }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toMatch(/^Could not open the workbench: Card's stats' Hit Points: /);
      expect(bad.error).not.toMatch(/card\.stats|\n/);
    }
    expect(decodeWorkbench(w({ ranges: [9] }))).toMatchObject({ ok: false });
    expect(decodeWorkbench(w({}))).toEqual({
      ok: false,
      error: 'Could not open the workbench: the link names no unit',
    });
  });
});
