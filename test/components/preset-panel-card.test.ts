// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import { expandPresets, type LegionScenario } from '../../src/engine/index.ts';
import { starterScenario } from '../../src/lib/editors/legion/legion-defaults.ts';
import PresetPanel from '../../src/lib/picker/PresetPanel.svelte';
import { PresetController } from '../../src/lib/picker/preset-controller.svelte.ts';
import type { PresetService } from '../../src/lib/picker/preset-service.ts';
import { presetServiceOver } from '../../src/app/preset-service.ts';
import { createPresetApi } from '../../workers/preset-api.ts';
import { stormtroopersCopy } from '../legion/card/stormtroopers-card.ts';
import { reactiveDraft } from './helpers/reactive-draft.svelte.ts';

// A side that is the player's own card: its upgrade bar's slots work as a preset's.

// The worker's API in process: the page's controller holds only the cards it asked for.
const service: PresetService = {
  ...presetServiceOver(() => createPresetApi()),
  expand: (input) => Promise.resolve(expandPresets(input, LEGION_CARDS)),
};

describe('upgrades on the player’s own card', () => {
  it('shows the card’s slots, and a slot chosen changes the side as on a preset', async () => {
    const draft = reactiveDraft<LegionScenario>(starterScenario());
    const ctl = new PresetController(draft, service, () => '0');
    await ctl.load();
    const card = { ...stormtroopersCopy(), upgradeBar: ['heavy weapon', 'comms'] };
    await ctl.useCard('attacker', card as never);
    render(PresetPanel, { side: 'attacker', draft, ctl });
    const heavy = (await screen.findByLabelText('Heavy weapon')) as HTMLSelectElement;
    expect(screen.getByLabelText('Comms')).toBeTruthy();
    expect(screen.queryByLabelText('Gear')).toBeNull(); // not on this card's bar
    const dlt = LEGION_CARDS.upgrades.find((u) => u.name === 'DLT-19 Stormtrooper')!;
    await fireEvent.change(heavy, { target: { value: dlt.id } });
    await waitFor(() =>
      expect(screen.getByTestId('attacker-unit').textContent).toBe(
        'Stormtroopers + DLT-19 Stormtrooper',
      ),
    );
    expect(draft.value.attacker.preset).toMatchObject({
      upgradeIds: [dlt.id],
      card: { upgradeBar: ['heavy weapon', 'comms'] },
    });
    expect(screen.getByText('your card')).toBeTruthy();
  });
});
