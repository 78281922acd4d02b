import { describe, expect, it } from 'vitest';
import { expandLinkPresets, linkNamesPresets } from '../../src/app/link-presets.ts';
import { LINK_DEFAULTS } from '../../src/app/store.svelte.ts';
import type { LinkState } from '../../src/app/url-codec.ts';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { expandFigures, expandScenarioPresets } from '../../src/engine/index.ts';
import { IA_FIGURES } from '../../src/engine/ia-figures.ts';

// A link naming unit presets opens in the app as odds runs the same file: the presets are set up
// from the card data first (the app refused `unit` before).

const expand = (s: unknown) => Promise.resolve(expandScenarioPresets(s, LEGION_CARDS));
const link = (scenario: unknown, pins: unknown[] = []): LinkState => ({
  scenario,
  mode: 'auto',
  ...LINK_DEFAULTS,
  pins: pins.map((p) => ({ label: 'P', scenario: p, mode: 'auto', ...LINK_DEFAULTS })),
});
const units = { v: 1, game: 'legion', attacker: { unit: 'Stormtroopers' }, range: 3 };
const dice = { v: 1, game: 'legion', attacker: { dice: { red: 1 } } };

describe('a link naming unit presets', () => {
  it('is recognised in the loadout or any pin, never in plain dice', () => {
    expect(linkNamesPresets(link(units))).toBe(true);
    expect(linkNamesPresets(link(dice, [units]))).toBe(true);
    expect(linkNamesPresets(link(dice, [dice]))).toBe(false);
  });

  it('expands as odds does; a pin that cannot be set up is left out with why', async () => {
    const bad = { ...units, attacker: { unit: 'Frobnicators' } };
    const x = await expandLinkPresets(link(units, [units, bad]), expand);
    if (!x.ok) throw new Error(x.error);
    const want = expandScenarioPresets(units, LEGION_CARDS);
    expect(want.ok && x.state.scenario).toEqual(want.ok && want.value);
    expect(x.state.pins).toHaveLength(1);
    expect(x.skipped).toHaveLength(1);
    expect(x.skipped[0]).toMatch(/^Pin 2 \("P"\) was left out: attacker\.unit: .*Frobnicators/);
  });

  it('a loadout that cannot be set up says why', async () => {
    const x = await expandLinkPresets(link({ ...units, attacker: { unit: 'Nope' } }), expand);
    expect(x.ok).toBe(false);
    if (!x.ok) expect(x.error).toMatch(/^attacker\.unit: /);
  });

  it('names an Imperial Assault figure and expands it as odds does', async () => {
    const ia = {
      v: 1,
      game: 'imperial-assault',
      attackType: 'melee',
      attacker: { figure: 'darth vader' },
      defender: { figure: 'Luke Skywalker (Hero)' },
    };
    expect(linkNamesPresets(link(ia))).toBe(true);
    const x = await expandLinkPresets(link(ia), expand);
    if (!x.ok) throw new Error(x.error);
    const want = expandFigures(ia, IA_FIGURES);
    expect(want.ok).toBe(true);
    expect(x.state.scenario).toEqual(want.ok && want.value);
    const bad = await expandLinkPresets(link({ ...ia, attacker: { figure: 'Vadr' } }), expand);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/Vadr/);
  });
});
