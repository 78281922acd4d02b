// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { LEGION_CARDS } from '../../src/engine/cards.ts';
import MyUnitsField from '../../src/app/matchups/MyUnitsField.svelte';
import { CardShelf } from '../../src/lib/picker/card-shelf.svelte.ts';
import { decodeMatchup, encodeMatchup, DEFAULT_CONDITIONS } from '../../src/app/matchup-link.ts';
import { stormtroopersCopy } from '../legion/card/stormtroopers-card.ts';

function shelf(): CardShelf {
  const s = new CardShelf(null);
  s.save({ ...stormtroopersCopy(), cardName: 'Shock Troopers' } as never);
  s.save(stormtroopersCopy() as never);
  return s;
}

describe('My units in a matchup list', () => {
  it('adds a homebrew card with its upgrades, checked as on a preset, and the link carries it', async () => {
    const onadd = vi.fn();
    render(MyUnitsField, { cards: LEGION_CARDS, axis: 'rows', onadd, shelf: shelf() });
    // The card saved last is offered first, shown as chosen.
    expect((screen.getByLabelText('Unit') as HTMLSelectElement).value).toBe('Stormtroopers');
    await fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'Stormtroopers' } });
    const ups = screen.getByLabelText('Upgrades (comma between)');
    await fireEvent.input(ups, { target: { value: 'DLT-19 Stormtrooper' } });
    await fireEvent.click(screen.getByText('Add my unit'));
    const [source, text] = onadd.mock.calls[0]!;
    expect(text).toBe('Added Stormtroopers + DLT-19 Stormtrooper.');
    expect(source).toMatchObject({
      kind: 'side',
      label: 'Stormtroopers + DLT-19 Stormtrooper',
      side: { card: { cardName: 'Stormtroopers' }, upgrades: ['DLT-19 Stormtrooper'] },
    });
    const state = {
      rows: [source],
      columns: [],
      conditions: DEFAULT_CONDITIONS,
      measure: 'mean' as const,
      rowSort: 'listed' as const,
      columnSort: 'listed' as const,
    };
    const back = decodeMatchup(encodeMatchup(state));
    expect(back).toMatchObject({ ok: true, state: { rows: [source] } });

    // The upgrade's requirements hold for a card as for a preset: DLT-19 needs Stormtroopers.
    await fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'Shock Troopers' } });
    await fireEvent.input(ups, { target: { value: 'DLT-19 Stormtrooper' } });
    await fireEvent.click(screen.getByText('Add my unit'));
    expect(onadd.mock.calls[1]).toEqual([
      null,
      'Not added: Upgrade 1: Shock Troopers does not meet the requirements of "DLT-19 Stormtrooper"',
    ]);
  });

  it('shows nothing without saved cards', () => {
    const { container } = render(MyUnitsField, {
      cards: LEGION_CARDS,
      axis: 'rows',
      onadd: () => {},
      shelf: new CardShelf(null),
    });
    expect(container.querySelector('fieldset')).toBeNull();
  });
});
