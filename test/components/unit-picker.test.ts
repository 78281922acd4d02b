import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import UnitPicker from '../../src/lib/picker/UnitPicker.svelte';
import type { UnitEntry } from '../../src/lib/picker/unit-search.ts';

const unit = (label: string, faction: string, rank: string, cost: number): UnitEntry => ({
  id: label,
  label,
  title: null,
  faction,
  rank,
  cost,
  unreleased: false,
  name: label.toLowerCase(),
  full: label.toLowerCase(),
  words: label.toLowerCase().split(/\s+/),
});

const ENTRIES = [
  unit('Rebel Troopers', 'rebels', 'corps', 40),
  unit('Snowtroopers', 'empire', 'corps', 44),
  unit('Stormtroopers', 'empire', 'corps', 44),
  unit('Stormtrooper Riot Squad', 'empire', 'corps', 50),
  unit('Luke Skywalker', 'rebels', 'commander', 160),
];

function setup() {
  const onpick = vi.fn();
  const onneed = vi.fn();
  render(UnitPicker, { label: 'Attacking unit', entries: ENTRIES, onneed, onpick });
  return { onpick, onneed, user: userEvent.setup({ delay: null }) };
}

/** The names the list offers, in order. */
const shown = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.querySelector('.name')?.textContent);

describe('the unit picker', () => {
  it('lists the units whose name matches what is typed, plainer names first', async () => {
    const { user, onneed } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Attacking unit' }), 'storm');
    expect(onneed).toHaveBeenCalled();
    expect(shown()).toEqual(['Stormtroopers', 'Stormtrooper Riot Squad']);
    expect(screen.getByRole('status').textContent).toMatch(/^2 units:/);
  });

  it('keeps only the faction chosen', async () => {
    const { user } = setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Attacking side: faction' }),
      'rebels',
    );
    await user.type(screen.getByRole('combobox', { name: 'Attacking unit' }), 'troopers');
    expect(shown()).toEqual(['Rebel Troopers']);
  });

  it('says so when no unit matches', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Attacking unit' }), 'wookiee');
    expect(shown()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No unit matches.');
  });

  it('takes the unit chosen with the arrows and Enter, then empties the box', async () => {
    const { user, onpick } = setup();
    const box = screen.getByRole('combobox', { name: 'Attacking unit' });
    await user.type(box, 'troopers');
    expect(shown()).toEqual(['Rebel Troopers', 'Snowtroopers', 'Stormtroopers']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onpick).toHaveBeenCalledTimes(1);
    expect(onpick.mock.calls[0]?.[0]).toMatchObject({ label: 'Snowtroopers', cost: 44 });
    expect((box as HTMLInputElement).value).toBe('');
  });
});
